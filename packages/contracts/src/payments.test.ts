import { describe, expect, it } from 'vitest';
import { depositBodySchema, invoicesQuerySchema } from './payments.ts';

describe('payment contracts', () => {
  it('[S2.7-15] invoice list params: page and perPage default to 1 and 10, numbers arrive as query strings', () => {
    expect(invoicesQuerySchema.parse({})).toEqual({ page: 1, perPage: 10 });
    expect(invoicesQuerySchema.parse({ page: '2', type: '1', status: '4', currency: 'cad' })).toEqual({
      page: 2,
      perPage: 10,
      type: 1,
      status: 4,
      currency: 'CAD',
    });
    expect(invoicesQuerySchema.safeParse({ status: '5' }).success).toBe(false);
    // 3 is the history's credit rows (rewards and prizes the platform paid, decision 0102); nothing else.
    expect(invoicesQuerySchema.parse({ type: '3' }).type).toBe(3);
    expect(invoicesQuerySchema.safeParse({ type: '4' }).success).toBe(false);
    expect(invoicesQuerySchema.safeParse({ perPage: '0' }).success).toBe(false);
  });

  it('[S2.3-36] deposit payload: redirect addresses must be http(s), amounts positive', () => {
    const body = { method: 'sandbox.card', currency: 'cad', amount: 10, accountId: 'a' };
    expect(depositBodySchema.parse({ ...body, redirectUrl: 'https://casino.example/?wallet=deposit' })).toMatchObject({
      currency: 'CAD',
    });
    expect(depositBodySchema.safeParse({ ...body, redirectUrl: 'javascript:alert(1)' }).success).toBe(false);
    expect(depositBodySchema.safeParse({ ...body, amount: 0 }).success).toBe(false);
    expect(depositBodySchema.safeParse({ ...body, amount: -5 }).success).toBe(false);
  });
});
