import type { Currency } from '@croupier/contracts/settings';
import { supportedLocales } from '@croupier/i18n/locales';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../../testing/test-app.ts';
import { contentCurrency, friendlyAmount, renderAmounts, renderText } from './amounts.ts';
import { defaultContentDir, FileContentSource } from './store.ts';

const currency = (code: string, symbol: string, rate: number, subunitToUnit = 100): Currency => ({
  code,
  symbol,
  subunitToUnit,
  type: 'fiat',
  isEnabled: true,
  isBase: rate === 1,
  rate: { rate },
  subCurrencies: [],
});

const cad = currency('CAD', '$', 1);
const eur = currency('EUR', '€', 1.58);
const brl = currency('BRL', 'R$', 0.25);
const jpy = currency('JPY', '¥', 0.0092, 1);
const currencies = [cad, eur, brl, jpy];

describe('content amounts (decision 0060)', () => {
  it('rounds a converted amount to a friendly figure, never finer than the currency allows', () => {
    expect(friendlyAmount(790, 2)).toBe('800');
    expect(friendlyAmount(237, 2)).toBe('250');
    expect(friendlyAmount(15_800, 2)).toBe('15000');
    expect(friendlyAmount(31.6, 2)).toBe('30');
    expect(friendlyAmount(7.9, 2)).toBe('8.0');
    expect(friendlyAmount(0.79, 2)).toBe('0.80');
    expect(friendlyAmount(0.316, 2)).toBe('0.30');
    expect(friendlyAmount(0.3, 0)).toBe('1');
    expect(friendlyAmount(0.005745, 8)).toBe('0.0055');
  });

  it('shows an amount exactly in its own currency and converted, rounded, in another', () => {
    const text = 'Up to {{money:EUR:500}}, bets from {{money:EUR:0.50}}, a {{money:EUR:10000}} pool';
    expect(renderText(text, eur, currencies)).toBe('Up to €500, bets from €0.50, a €10,000 pool');
    expect(renderText(text, cad, currencies)).toBe('Up to $800, bets from $0.80, a $15,000 pool');
    expect(renderText(text, brl, currencies)).toBe('Up to R$3,000, bets from R$3, a R$65,000 pool');
    expect(renderText(text, jpy, currencies)).toBe('Up to ¥85,000, bets from ¥85, a ¥1,500,000 pool');
    // Without the settings' currencies the amount stays in its own currency, by code.
    expect(renderText('{{money:EUR:5}}', undefined, [])).toBe('5 EUR');
  });

  it('renders every string of a document and chooses the asked currency, else the main one', () => {
    const document = { title: 'Up to {{money:EUR:500}}', list: ['{{money:EUR:20}}', 3], nested: { ok: true } };
    expect(renderAmounts(document, cad, currencies)).toEqual({
      title: 'Up to $800',
      list: ['$30', 3],
      nested: { ok: true },
    });
    expect(contentCurrency('eur', currencies)?.code).toBe('EUR');
    expect(contentCurrency('XYZ', currencies)?.code).toBe('CAD');
    expect(contentCurrency(undefined, [eur, brl])?.code).toBe('EUR');
  });
});

describe('content amounts over HTTP', () => {
  let app: Awaited<ReturnType<typeof startTestApp>>;
  let source: FileContentSource;
  beforeAll(async () => {
    app = await startTestApp();
    source = await FileContentSource.load(defaultContentDir);
  });
  afterAll(() => app.close());

  const text = async (path: string) => {
    const response = await fetch(`${app.url}${path}`);
    expect(response.status, path).toBe(200);
    return JSON.stringify(((await response.json()) as { data: unknown }).data);
  };

  it('the promotions page quotes its offers in the visitor’s currency: CAD by default, EUR exactly, BRL converted', async () => {
    // Caps and minimums differ per currency (bonus seed's demoMoney), so the page states them as the wallet
    // shows them; its worked example is a converted amount, true in any currency.
    const guest = await text('/api/content/pages/promotions?locale=en');
    expect(guest).toContain('A first deposit of $150, for example, brings a bonus of $150, to be wagered 35 times.');
    expect(await text('/api/content/pages/promotions?locale=en&currency=CAD')).toBe(guest);
    const euros = await text('/api/content/pages/promotions?locale=de&currency=EUR');
    expect(euros).toContain('Eine erste Einzahlung von €100 bringt zum Beispiel €100 Bonus');
    const reais = await text('/api/content/pages/promotions?locale=pt-br&currency=brl');
    expect(reais).toContain('Um primeiro depósito de R$650, por exemplo, rende um bônus de R$650');
    expect(reais).not.toContain('€');
    // A currency the site does not know falls back to the main one rather than failing the page.
    expect(await text('/api/content/pages/promotions?locale=en&currency=XYZ')).toBe(guest);
  });

  it('no document of any locale shows a euro amount, or a placeholder, to a visitor in another currency', async () => {
    let checked = 0;
    for (const path of source.paths()) {
      if (((await source.get(path, 'en')) as { status?: string } | undefined)?.status === 'draft') continue;
      for (const locale of supportedLocales) {
        for (const code of ['CAD', 'USD', 'BRL']) {
          const served = await text(`/api/content/${path}?locale=${locale}&currency=${code}`);
          expect(served, `${locale} ${path} ${code}`).not.toMatch(/€|\bEUR\b|\{\{money/);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(300);
  });
});
