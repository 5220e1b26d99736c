import { supportedLocales } from '@croupier/i18n/locales';
import { describe, expect, it } from 'vitest';
import { messageKinds, messengerTexts, renderMessage } from './messenger-texts.ts';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
const cad = new Map([['CAD', { code: 'CAD', symbol: '$', subunitToUnit: 100, type: 'fiat' as const }]]);

describe('the messenger’s texts', () => {
  it('exist in every shipped locale for every kind, with the same placeholders as English', () => {
    const english = messengerTexts.get('en') ?? {};
    expect(
      Object.keys(english)
        .filter((k) => !k.startsWith('per.'))
        .sort(),
    ).toEqual([...messageKinds].sort());
    for (const locale of supportedLocales) {
      const local = messengerTexts.get(locale) ?? {};
      expect(Object.keys(local).sort(), locale).toEqual(Object.keys(english).sort());
      for (const [key, text] of Object.entries(english)) {
        const own = local[key];
        if (typeof text === 'string') {
          expect(typeof own, `${locale} ${key}`).toBe('string');
          continue;
        }
        if (typeof own !== 'object') throw new Error(`${locale} ${key} is not a title and body`);
        expect(placeholders(own.title), `${locale} ${key} title`).toEqual(placeholders(text.title));
        expect(placeholders(own.body), `${locale} ${key} body`).toEqual(placeholders(text.body));
        if (locale !== 'en') expect(own, `${locale} ${key} is translated`).not.toEqual(text);
      }
    }
  });

  it('formats amounts by the currency, words by the locale, moments in UTC', () => {
    const params = { amount: { money: '500', currency: 'CAD' }, per: { word: 'per.weekly' } };
    expect(renderMessage('limit.deposit.in-force', params, 'de', cad).body).toBe(
      'Ihr Einzahlungslimit von $500.00 pro Woche gilt ab sofort.',
    );
    const coolingOff = renderMessage(
      'limit.cooling-off.in-force',
      { until: { at: '2026-03-05T23:30:00Z' } },
      'en',
      cad,
    );
    expect(coolingOff.body).toBe(
      'Deposits and play are paused until Mar 5, 2026, 11:30 PM (UTC). Take the time you need.',
    );
    expect(() => renderMessage('no.such.kind', {}, 'en', cad)).toThrow();
  });
});
