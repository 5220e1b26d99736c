import { intlTag, type Locale } from './locales.ts';

/**
 * Dates. The transaction row uses a fixed day.month.year - hour:minute pattern (spec 02 §2), 24-hour
 * clock; everything else goes through Intl in the page's locale.
 */

export type DateInput = Date | string | number;

export interface DateFormatOptions {
  /** IANA time zone; the runtime's own zone when omitted. Pass one during SSR so server and browser agree. */
  timeZone?: string | undefined;
}

function toDate(input: DateInput): Date {
  const date = input instanceof Date ? input : new Date(input);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Invalid date: ${String(input)}`);
  return date;
}

const partsFormats = new Map<string, Intl.DateTimeFormat>();

function numericParts(date: Date, timeZone: string | undefined): Record<string, string> {
  const key = timeZone ?? '';
  let format = partsFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    partsFormats.set(key, format);
  }
  const parts: Record<string, string> = {};
  for (const part of format.formatToParts(date)) parts[part.type] = part.value;
  return parts;
}

/** 05.03.2026 - 14:07 */
export function formatTransactionDate(input: DateInput, options: DateFormatOptions = {}): string {
  const p = numericParts(toDate(input), options.timeZone);
  return `${p.day}.${p.month}.${p.year} - ${p.hour}:${p.minute}`;
}

const localeFormats = new Map<string, Intl.DateTimeFormat>();

/** A date (by default day, month and year; medium style) in the words and order of a site locale. */
export function formatDate(
  input: DateInput,
  locale: Locale,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' },
): string {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = localeFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(intlTag(locale), options);
    localeFormats.set(key, format);
  }
  return format.format(toDate(input));
}

/** Date and time in a site locale (medium date, short time). */
export function formatDateTime(input: DateInput, locale: Locale, options: DateFormatOptions = {}): string {
  return formatDate(input, locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: options.timeZone });
}
