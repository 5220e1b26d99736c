import { describe, expect, it } from 'vitest';
import { depositLimitBody, offerAmount, offerErrorKey } from './offer-rules.ts';

describe('deposit-limit offer at registration', () => {
  it('[S1.3-19][S1.3-20][S1.4-28] builds a deposit limit (definition 3) for the chosen period in the player’s currency', () => {
    expect(depositLimitBody('weekly', '250', 'EUR')).toEqual({
      definition: 3,
      period: 'weekly',
      currency: 'EUR',
      amount: 250,
    });
    expect(depositLimitBody('daily', '49,90', 'CAD')?.amount).toBe(49.9);
  });

  it('refuses amounts that are not above zero, and waits for the currency', () => {
    expect(offerAmount('0')).toBeUndefined();
    expect(offerAmount('-5')).toBeUndefined();
    expect(offerAmount('1e3')).toBeUndefined();
    expect(offerAmount('')).toBeUndefined();
    expect(depositLimitBody('daily', '100', '')).toBeUndefined();
  });

  it('says why a limit was refused', () => {
    expect(offerErrorKey(409, 'limit_exists')).toBe('exists');
    expect(offerErrorKey(400, 'validation_failed')).toBe('amount');
    expect(offerErrorKey(500, undefined)).toBe('failed');
  });
});
