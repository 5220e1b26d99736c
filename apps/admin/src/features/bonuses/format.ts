import type { Locale } from '@croupier/i18n/locales';
import type { Translate } from '../../i18n/i18n.tsx';

/** A configured name in the staff member's language, else English (decision 0087). */
export const nameIn = (names: Record<string, string>, locale: Locale): string => names[locale] ?? names.en ?? '';

/** When something is available: from, until, both or always. */
export function period(t: Translate, format: (iso: string) => string, from: string | null, until: string | null) {
  if (from && until) return t('bonuses.between', { from: format(from), until: format(until) });
  if (from) return t('bonuses.from', { date: format(from) });
  if (until) return t('bonuses.until', { date: format(until) });
  return t('bonuses.always');
}
