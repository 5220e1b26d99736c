import { readdirSync, readFileSync } from 'node:fs';
import { intlTag, supportedLocales } from '@croupier/i18n/locales';
import { compileMessage, type MessageValues, messageArguments } from '@croupier/i18n/message-format';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';

const root = new URL('./messages/', import.meta.url);
const areas = readdirSync(new URL('en/', root)).filter((file) => file.endsWith('.json'));
const read = (locale: string, area: string): Record<string, string> =>
  JSON.parse(readFileSync(new URL(`${locale}/${area}`, root), 'utf8'));

/** Counts that land in every plural category of the shipped locales, exact matches and large numbers. */
const counts = [0, 1, 2, 3, 5, 11, 21, 101, 1000, 1_000_000, 1.5];

describe('the site’s message formatter', () => {
  it('formats every message of every locale exactly as intl-messageformat does', () => {
    let compared = 0;
    for (const locale of supportedLocales) {
      const tag = intlTag(locale);
      for (const area of areas) {
        for (const [key, source] of Object.entries(read(locale, area))) {
          const names = messageArguments(source);
          const ours = compileMessage(source, tag);
          const reference = new IntlMessageFormat(source, tag);
          for (const count of names.length ? counts : [0]) {
            const values: MessageValues = Object.fromEntries(names.map((name) => [name, count]));
            expect(ours(values), `${locale}/${area} ${key} with ${count}`).toBe(String(reference.format(values)));
            const words: MessageValues = Object.fromEntries(names.map((name) => [name, `«${name}»`]));
            if (!source.includes('plural')) expect(ours(words)).toBe(String(reference.format(words)));
            compared += 1;
          }
        }
      }
    }
    expect(compared).toBeGreaterThan(1000);
  });

  it('prints a missing value as an error, as intl-messageformat does, and empty values as nothing', () => {
    expect(() => compileMessage('Hello {name}', 'en')({})).toThrow(/name/);
    expect(compileMessage('Hello {name}!', 'en')({ name: null })).toBe('Hello !');
    expect(compileMessage('{n} left', 'en')({ n: 0 })).toBe('0 left');
  });

  it('picks exact matches before plural categories and formats # with the locale’s digits', () => {
    const message = '{n, plural, =0 {none} one {# game} other {# games}}';
    expect(compileMessage(message, 'en')({ n: 0 })).toBe('none');
    expect(compileMessage(message, 'en')({ n: 1 })).toBe('1 game');
    expect(compileMessage(message, 'en')({ n: 1234 })).toBe('1,234 games');
    expect(compileMessage(message, 'de-DE')({ n: 1234 })).toBe('1.234 games');
    expect(compileMessage("It's {n, plural, one {# o'clock} other {# o'clock}}", 'en')({ n: 3 })).toBe(
      "It's 3 o'clock",
    );
  });

  it('refuses the syntax it does not implement instead of printing it wrongly', () => {
    for (const source of [
      '{kind, select, a {A} other {B}}',
      '{n, number}',
      'Press <b>here</b>',
      "'{literal}'",
      '{n, plural, offset:1 other {#}}',
      '{n, plural, one {#}}',
      'unmatched }',
    ]) {
      expect(() => compileMessage(source, 'en'), source).toThrow();
    }
  });
});
