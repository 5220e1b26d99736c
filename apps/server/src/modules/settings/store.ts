import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { countries, currencies } from './tables.ts';

export type CurrencyRecord = typeof currencies.$inferSelect;
export type CountryRecord = typeof countries.$inferSelect;

export async function findCurrencies(db: Executor, options: { enabledOnly: boolean }): Promise<CurrencyRecord[]> {
  return db
    .select()
    .from(currencies)
    .where(options.enabledOnly ? eq(currencies.isEnabled, true) : undefined)
    .orderBy(asc(currencies.position), asc(currencies.code));
}

export async function findCountries(db: Executor): Promise<CountryRecord[]> {
  return db.select().from(countries);
}
