import { describe, expect, it } from 'vitest';
import {
  betsQuerySchema,
  gamesQuerySchema,
  playBodySchema,
  playedQuerySchema,
  walletCreditBodySchema,
  walletDebitBodySchema,
} from './games.ts';

describe('game contracts', () => {
  it('[S1.7-60] [S1.7-69] [S1.7-73] coerces catalogue and played queries, platform 1 or 2 only', () => {
    expect(gamesQuerySchema.parse({ page: '2', platform: '1', countryCode: 'de' })).toMatchObject({
      page: 2,
      perPage: 24,
      platform: 1,
      countryCode: 'DE',
    });
    expect(gamesQuerySchema.safeParse({ platform: '3' }).success).toBe(false);
    expect(gamesQuerySchema.safeParse({ perPage: '101' }).success).toBe(false);
    expect(playedQuerySchema.parse({})).toEqual({ page: 1, perPage: 24 });
  });

  it('[S1.7-67] defaults isSettled to true', () => {
    expect(betsQuerySchema.parse({}).isSettled).toBe(true);
    expect(betsQuerySchema.parse({ isSettled: 'false' }).isSettled).toBe(false);
  });

  it('[S1.7-62] plays demo unless real is asked for', () => {
    expect(playBodySchema.parse(undefined)).toEqual({ real: false });
    expect(playBodySchema.parse({ real: true, currency: 'cad' })).toEqual({ real: true, currency: 'CAD' });
  });

  it('takes provider amounts as whole minor units in strings only', () => {
    const base = { sessionToken: 't'.repeat(43), transactionId: 'tx', roundId: 'r', currency: 'CAD' };
    expect(walletDebitBodySchema.safeParse({ ...base, amount: '250' }).success).toBe(true);
    for (const amount of ['2.5', '-1', '01', 250, '1e3', '']) {
      expect(walletDebitBodySchema.safeParse({ ...base, amount }).success, String(amount)).toBe(false);
    }
    expect(walletCreditBodySchema.parse({ ...base, amount: '0' }).roundEnded).toBe(true);
  });
});
