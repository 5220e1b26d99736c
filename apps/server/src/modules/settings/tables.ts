import { sql } from 'drizzle-orm';
import { bigint, boolean, check, integer, jsonb, numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';

export interface SubCurrency {
  code: string;
  /** A decimal string: jsonb keeps big numbers exactly, but JSON.parse on read would round any above 2^53. */
  subunitToUnit: string;
}

export const currencies = pgTable(
  'currencies',
  {
    code: text('code').primaryKey(),
    symbol: text('symbol').notNull(),
    subunitToUnit: bigint('subunit_to_unit', { mode: 'bigint' }).notNull(),
    type: text('type', { enum: ['fiat', 'crypto'] }).notNull(),
    isEnabled: boolean('is_enabled').notNull().default(true),
    isBase: boolean('is_base').notNull().default(false),
    /** Value of one unit in the base currency; numeric so the stored rate is exactly what the operator set. */
    rate: numeric('rate').notNull(),
    subCurrencies: jsonb('sub_currencies').$type<SubCurrency[]>().notNull().default([]),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    // Rates are relative to the base currency, so two bases would make every rate ambiguous.
    uniqueIndex('currencies_single_base_idx').on(t.isBase).where(sql`${t.isBase}`),
    // Operators may edit rows directly; these keep an edit from breaking every amount conversion.
    check('currencies_type_check', sql`${t.type} in ('fiat', 'crypto')`),
    check('currencies_subunit_check', sql`${t.subunitToUnit} > 0`),
    check('currencies_rate_check', sql`${t.rate} > 0`),
  ],
);

/** Only the operator-editable part of a country; names come from ICU per locale. */
export const countries = pgTable('countries', {
  code: text('code').primaryKey(),
  restricted: boolean('restricted').notNull().default(false),
});
