import { describe, expect, it } from 'vitest';
import { methodIcon } from './method-icon.ts';

describe('payment method icons', () => {
  it('every sandbox method shows its own kind, whatever its processing type', () => {
    expect(
      Object.fromEntries(
        [
          'sandbox.card',
          'sandbox.card.payout',
          'sandbox.ewallet',
          'sandbox.ewallet.payout',
          'sandbox.pix',
          'sandbox.pix.payout',
          'sandbox.btc',
          'sandbox.btc.payout',
          'sandbox.eth',
          'sandbox.eth.payout',
          'gigadat.deposit.cpi',
          'gigadat.withdraw.eto',
        ].map((key) => [key, methodIcon(key)]),
      ),
    ).toEqual({
      // Visa / Mastercard is a card (it used to show the bank), the e-wallet a wallet (it used to show a card).
      'sandbox.card': 'card',
      'sandbox.card.payout': 'card',
      'sandbox.ewallet': 'wallet',
      'sandbox.ewallet.payout': 'wallet',
      'sandbox.pix': 'pix',
      'sandbox.pix.payout': 'pix',
      'sandbox.btc': 'coin',
      'sandbox.btc.payout': 'coin',
      'sandbox.eth': 'coin',
      'sandbox.eth.payout': 'coin',
      'gigadat.deposit.cpi': 'bank',
      'gigadat.withdraw.eto': 'bank',
    });
  });

  it('reads whole segments of other providers’ keys, and an unknown kind is a bank transfer', () => {
    expect(methodIcon('acme.VISA')).toBe('card');
    expect(methodIcon('paysafe.skrill.payout')).toBe('wallet');
    expect(methodIcon('coinspaid.usdt-trc20')).toBe('coin');
    // "cardano" holds "card" but is not one.
    expect(methodIcon('acme.cardano')).toBe('bank');
    expect(methodIcon('acme.sepa')).toBe('bank');
  });
});
