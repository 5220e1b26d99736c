import type { Country, Currency, LocaleSetting } from '@croupier/contracts/settings';
import { defaultLocale, intlTag, type Locale, supportedLocales } from '@croupier/i18n/locales';
import type { Database, Executor } from '../../platform/db/database.ts';
import { ttlCache } from '../../platform/ttl-cache.ts';
import { type CurrencyRecord, findCountries, findCurrencies } from './store.ts';

function toCurrency(row: CurrencyRecord): Currency {
  return {
    code: row.code,
    symbol: row.symbol,
    // Subunits are powers of ten, which doubles hold exactly far beyond 2^53 (10^18 for ETH).
    subunitToUnit: Number(row.subunitToUnit),
    type: row.type,
    isEnabled: row.isEnabled,
    isBase: row.isBase,
    rate: { rate: Number(row.rate) },
    subCurrencies: row.subCurrencies.map((sub) => ({ code: sub.code, subunitToUnit: Number(sub.subunitToUnit) })),
  };
}

/** One ICU formatter and collator per locale: building them is far costlier than using them. */
const regionNames = new Map<Locale, { names: Intl.DisplayNames; collator: Intl.Collator }>();
function localeTools(locale: Locale) {
  let tools = regionNames.get(locale);
  if (!tools) {
    const tag = intlTag(locale);
    tools = {
      names: new Intl.DisplayNames([tag], { type: 'region', fallback: 'code' }),
      collator: new Intl.Collator(tag),
    };
    regionNames.set(locale, tools);
  }
  return tools;
}

/** Operator changes to currencies and country restrictions reach every process within this time. */
const SETTINGS_TTL_MS = 10_000;

export function createSettingsService(db: Database) {
  const currencyLists = ttlCache(SETTINGS_TTL_MS, async (visibility: 'visible' | 'all') =>
    (await findCurrencies(db, { enabledOnly: visibility === 'visible' })).map(toCurrency),
  );
  const countryLists = ttlCache(SETTINGS_TTL_MS, async (locale: Locale) => {
    const { names, collator } = localeTools(locale);
    const rows = await findCountries(db);
    return rows
      .map((row) => ({ code: row.code, name: names.of(row.code) ?? row.code, locale, restrict: row.restricted }))
      .sort((a, b) => collator.compare(a.name, b.name));
  });
  return {
    currencies(options: { visibleOnly: boolean }): Promise<Currency[]> {
      return currencyLists.get(options.visibleOnly ? 'visible' : 'all');
    },

    /**
     * Every configured currency as stored, uncached, read through the caller's executor: inside a transaction
     * (PGlite has one connection) a read through another would wait for that very transaction.
     */
    storedCurrencies(executor: Executor = db): Promise<CurrencyRecord[]> {
      return findCurrencies(executor, { enabledOnly: false });
    },

    locales(): LocaleSetting[] {
      return supportedLocales.map((code) => ({ code, isDefault: code === defaultLocale }));
    },

    /** Every country named in `locale`, sorted as a speaker of that language expects (S1.3-25). */
    countries(locale: Locale): Promise<Country[]> {
      return countryLists.get(locale);
    },
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
