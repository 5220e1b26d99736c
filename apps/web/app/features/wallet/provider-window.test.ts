import { describe, expect, it } from 'vitest';
import { providerUrl } from './provider-window.ts';

describe('provider page address', () => {
  it('[S2.3-38] [S2.4-08] appends the response fields to the action URL as a query string', () => {
    expect(providerUrl('https://pay.example.com/checkout', { invoice: 'inv 1', amount: 25 })).toBe(
      'https://pay.example.com/checkout?invoice=inv+1&amount=25',
    );
    expect(providerUrl('https://pay.example.com/checkout?lang=en', { token: 'a&b' })).toBe(
      'https://pay.example.com/checkout?lang=en&token=a%26b',
    );
    expect(providerUrl('https://pay.example.com/', null)).toBe('https://pay.example.com/');
    expect(providerUrl('https://pay.example.com/', { skipped: null, kept: 0 })).toBe('https://pay.example.com/?kept=0');
  });
});
