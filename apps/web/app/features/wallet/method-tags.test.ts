import { describe, expect, it } from 'vitest';
import { isFeaturedMethod } from './method-tags.ts';

describe('featured payment methods', () => {
  it('are gigadat.deposit.cpi and gigadat.withdraw.eto', () => {
    expect(isFeaturedMethod('gigadat.deposit.cpi')).toBe(true);
    expect(isFeaturedMethod('gigadat.withdraw.eto')).toBe(true);
    expect(isFeaturedMethod('gigadat.deposit.eto')).toBe(false);
    expect(isFeaturedMethod('sandbox.card')).toBe(false);
  });
});
