import { readdirSync, readFileSync } from 'node:fs';
import { supportedLocales } from '@croupier/i18n/locales';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';

const root = new URL('./messages/', import.meta.url);
const read = (locale: string, file: string): Record<string, string> =>
  JSON.parse(readFileSync(new URL(`${locale}/${file}`, root), 'utf8'));
const areas = readdirSync(new URL('en/', root)).filter((file) => file.endsWith('.json'));

/** The placeholder names a message uses ({name}, {count, plural, …}). */
function placeholders(message: string, locale: string): string[] {
  const names = new Set<string>();
  const walk = (elements: unknown[]): void => {
    for (const element of elements as {
      type: number;
      value?: string;
      options?: Record<string, { value: unknown[] }>;
    }[]) {
      if (typeof element.value === 'string' && element.type !== 0 && element.type !== 7) names.add(element.value);
      for (const option of Object.values(element.options ?? {})) walk(option.value);
    }
  };
  walk(new IntlMessageFormat(message, locale).getAst() as unknown[]);
  return [...names].sort();
}

describe('the site’s messages', () => {
  it('exist in every shipped locale with the same keys and the same placeholders as English', () => {
    for (const locale of supportedLocales) {
      for (const area of areas) {
        const english = read('en', area);
        const local = read(locale, area);
        expect(Object.keys(local).sort(), `${locale}/${area}`).toEqual(Object.keys(english).sort());
        for (const [key, message] of Object.entries(english)) {
          expect(placeholders(local[key] as string, locale), `${locale}/${area} ${key}`).toEqual(
            placeholders(message, 'en'),
          );
        }
      }
    }
  });
});
