import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../i18n/i18n.tsx';
import { resultText } from './crash-news.ts';

const english: Record<string, string> = JSON.parse(
  readFileSync(new URL('../../i18n/messages/en/houseCrash.json', import.meta.url), 'utf8'),
);
const { t, tag } = createI18n(
  'en',
  Object.fromEntries(Object.entries(english).map(([key, message]) => [`houseCrash.${key}`, message])),
);
const money = (minor: bigint) => `$${minor}`;

describe('the crash page’s words for this player’s bet', () => {
  it('says a bet in the air, with its automatic cash-out when it has one', () => {
    expect(resultText({ kind: 'in-play', stakeMinor: 100n, autoCashOut: null }, t, tag, money)).toBe(
      'Your bet of $100 is in.',
    );
    expect(resultText({ kind: 'in-play', stakeMinor: 100n, autoCashOut: 250 }, t, tag, money)).toBe(
      'Your bet of $100 is in. It cashes out by itself at ×2.50.',
    );
  });

  it('says a win at its multiplier (and while it is still being paid), or the crash that lost it', () => {
    expect(resultText({ kind: 'won', cashOut: 237, winMinor: 237n, pending: false }, t, tag, money)).toBe(
      'You cashed out at ×2.37: $237',
    );
    expect(resultText({ kind: 'won', cashOut: 150, winMinor: 150n, pending: true }, t, tag, money)).toBe(
      'You cashed out at ×1.50: $150. It is being paid to your balance.',
    );
    expect(resultText({ kind: 'lost', crashPoint: 112 }, t, tag, money)).toBe('Crashed at ×1.12. No win this time.');
  });
});
