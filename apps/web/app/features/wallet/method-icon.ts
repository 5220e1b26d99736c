/** The method kinds, each a glyph of wallet-icons.tsx. */
export type MethodIcon = 'card' | 'wallet' | 'pix' | 'coin' | 'bank';

/**
 * Which icon a payment method shows, from its key (spec 02 §3 gives a method no kind, and no provider logos
 * are shipped). Keys are dotted (`provider.method[.payout]`); any segment naming a known kind decides.
 * The processing type says nothing about the kind: an e-wallet may open in a frame, a card in a window.
 */
const kindBySegment: Readonly<Record<string, MethodIcon>> = {
  card: 'card',
  visa: 'card',
  mastercard: 'card',
  ewallet: 'wallet',
  wallet: 'wallet',
  skrill: 'wallet',
  neteller: 'wallet',
  paypal: 'wallet',
  pix: 'pix',
  btc: 'coin',
  eth: 'coin',
  usdt: 'coin',
  ltc: 'coin',
  crypto: 'coin',
  // Interac e-Transfer through Gigadat (cpi: deposit, eto: payout) moves money from a bank account.
  gigadat: 'bank',
  interac: 'bank',
  bank: 'bank',
};

export function methodIcon(methodKey: string): MethodIcon {
  for (const segment of methodKey.toLowerCase().split(/[._-]/)) {
    const found = kindBySegment[segment];
    if (found) return found;
  }
  // Unknown kinds are most often bank transfers (local schemes); a card or wallet would be a wrong promise.
  return 'bank';
}
