import { readdirSync, readFileSync } from 'node:fs';
import { supportedLocales } from '@croupier/i18n/locales';
import { messageArguments } from '@croupier/i18n/message-format';
import { describe, expect, it } from 'vitest';

const root = new URL('./messages/', import.meta.url);
const read = (locale: string, file: string): Record<string, string> =>
  JSON.parse(readFileSync(new URL(`${locale}/${file}`, root), 'utf8'));
const areas = readdirSync(new URL('en/', root)).filter((file) => file.endsWith('.json'));

describe('the site’s messages', () => {
  it('exist in every shipped locale with the same keys and the same placeholders as English', () => {
    for (const locale of supportedLocales) {
      for (const area of areas) {
        const english = read('en', area);
        const local = read(locale, area);
        expect(Object.keys(local).sort(), `${locale}/${area}`).toEqual(Object.keys(english).sort());
        for (const [key, message] of Object.entries(english)) {
          expect(messageArguments(local[key] as string), `${locale}/${area} ${key}`).toEqual(messageArguments(message));
        }
      }
    }
  });
});
