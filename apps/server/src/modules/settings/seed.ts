import type { Executor } from '../../platform/db/database.ts';
import { defaultRestrictedCountries, isoCountryCodes } from './countries.ts';
import { countries, currencies } from './tables.ts';

type CurrencyRow = typeof currencies.$inferInsert;

/** Demo currencies with their real subunits; rates are rounded market values of one unit in CAD. */
const currencyList: Omit<CurrencyRow, 'position'>[] = [
  { code: 'CAD', symbol: '$', subunitToUnit: 100n, type: 'fiat', isBase: true, rate: '1' },
  { code: 'USD', symbol: 'US$', subunitToUnit: 100n, type: 'fiat', rate: '1.37' },
  { code: 'EUR', symbol: '€', subunitToUnit: 100n, type: 'fiat', rate: '1.58' },
  { code: 'BRL', symbol: 'R$', subunitToUnit: 100n, type: 'fiat', rate: '0.25' },
  { code: 'AUD', symbol: 'A$', subunitToUnit: 100n, type: 'fiat', rate: '0.9' },
  { code: 'JPY', symbol: '¥', subunitToUnit: 1n, type: 'fiat', rate: '0.0092' },
  {
    code: 'BTC',
    symbol: '₿',
    subunitToUnit: 100_000_000n,
    type: 'crypto',
    rate: '137500',
    subCurrencies: [
      { code: 'mBTC', subunitToUnit: '1000' },
      { code: 'uBTC', subunitToUnit: '1000000' },
    ],
  },
  {
    code: 'ETH',
    symbol: 'Ξ',
    subunitToUnit: 1_000_000_000_000_000_000n,
    type: 'crypto',
    rate: '4800',
    subCurrencies: [
      { code: 'mETH', subunitToUnit: '1000' },
      { code: 'gwei', subunitToUnit: '1000000000' },
    ],
  },
  { code: 'USDT', symbol: '₮', subunitToUnit: 1_000_000n, type: 'crypto', rate: '1.37' },
  // Disabled on purpose: the offered list (`visible=true`) must leave it out.
  { code: 'LTC', symbol: 'Ł', subunitToUnit: 100_000_000n, type: 'crypto', rate: '137', isEnabled: false },
];

/** Positions step by ten so an operator can slot a currency in between without renumbering. */
export const demoCurrencies: CurrencyRow[] = currencyList.map((currency, index) => ({
  ...currency,
  position: (index + 1) * 10,
}));

/**
 * Every ISO country with the spec's default restriction. Reference data, so it is seeded regardless of
 * SEED_DEMO_DATA; existing rows are left alone so an operator's change to `restricted` survives restarts.
 */
export async function seedCountries(db: Executor): Promise<void> {
  await db
    .insert(countries)
    .values(isoCountryCodes.map((code) => ({ code, restricted: defaultRestrictedCountries.includes(code) })))
    .onConflictDoNothing();
}

/** Idempotent; never overwrites a currency an operator has edited. */
export async function seedDemoCurrencies(db: Executor): Promise<void> {
  await db.insert(currencies).values(demoCurrencies).onConflictDoNothing();
}
