import { readFileSync } from 'node:fs';
import { supportedLocales } from '@croupier/i18n/locales';
import { compileMessage, messageArguments } from '@croupier/i18n/message-format';
import { describe, expect, it } from 'vitest';

const read = (locale: string): Record<string, string> =>
  JSON.parse(readFileSync(new URL(`./messages/${locale}.json`, import.meta.url), 'utf8'));

describe('the back office’s messages', () => {
  it('exist in every shipped locale with the same keys and placeholders as English, and all compile', () => {
    const english = read('en');
    for (const locale of supportedLocales) {
      const local = read(locale);
      expect(Object.keys(local).sort(), locale).toEqual(Object.keys(english).sort());
      for (const [key, message] of Object.entries(english)) {
        const translated = local[key] as string;
        expect(messageArguments(translated), `${locale} ${key}`).toEqual(messageArguments(message));
        expect(() => compileMessage(translated, locale), `${locale} ${key}`).not.toThrow();
      }
    }
  });
});
