import { toMajorUnits, toMinorUnits } from '@croupier/contracts/minor-units';
import type { Executor } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { SettingsService } from '../settings/service.ts';

/**
 * Money and checks the back office's tournament and quest calls share (docs/decisions/0120): amounts arrive in
 * major units of the base currency, the one tournaments and quests are kept in, and leave the same way.
 */

export type FieldErrors = Record<string, string[]>;

export const invalid = (fields: FieldErrors) =>
  new AppError(400, 'validation_failed', 'Some fields are invalid', fields);

export async function baseCurrency(settings: SettingsService, executor: Executor) {
  const base = (await settings.storedCurrencies(executor)).find((c) => c.isBase);
  if (!base) throw new Error('no base currency configured');
  return { code: base.code, subunit: Number(base.subunitToUnit) };
}

export type BaseCurrency = Awaited<ReturnType<typeof baseCurrency>>;

/** Major units to minor; a field error (more decimals than the currency has) goes into `fields`. */
export function minorOf(amount: number, base: BaseCurrency, field: string, fields: FieldErrors): bigint {
  const result = toMinorUnits(amount, base.subunit);
  if (result.ok) return result.minor;
  fields[field] = [result.reason === 'decimals' ? `At most the currency's decimals` : 'Out of range'];
  return 0n;
}

export const majorOf = (minor: bigint, base: BaseCurrency) => ({
  currency: base.code,
  amount: toMajorUnits(minor, base.subunit),
});

/** A new period must lie ahead: what is already running was announced to nobody. */
export function checkFuture(startsAt: Date, now: Date, fields: FieldErrors) {
  if (startsAt <= now) fields.startsAt = ['Must be in the future'];
}

/** Locale → text with the empty ones left out (English is required by the schema). */
export const filled = (texts: Record<string, string>) =>
  Object.fromEntries(Object.entries(texts).filter(([, value]) => value !== '')) as { en: string } & Record<
    string,
    string
  >;

export function stateAt(t: { startsAt: Date; endsAt: Date; completedAt?: Date | null }, now: Date) {
  if (t.completedAt || now >= t.endsAt) return 'finished' as const;
  return now < t.startsAt ? ('upcoming' as const) : ('running' as const);
}
