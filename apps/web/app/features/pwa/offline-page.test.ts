import { readFileSync } from 'node:fs';
import { supportedLocales } from '@croupier/i18n/locales';
import { describe, expect, it } from 'vitest';

const publicDir = new URL('../../../public/', import.meta.url);
const html = readFileSync(new URL('offline.html', publicDir), 'utf8');

function messages(locale: string): Record<string, string> {
  return JSON.parse(readFileSync(new URL(`../../i18n/messages/${locale}/pwa.json`, import.meta.url), 'utf8'));
}

const escapeHtml = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

describe('offline page', () => {
  it('has no inline script (the CSP allows only nonced or same-origin scripts)', () => {
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/\bsrc="\/[^"]+"/);
      expect(body?.trim()).toBe('');
    }
    expect(html).not.toMatch(/\son[a-z]+=/i);
  });

  it('carries the pwa.json wording of every shipped locale, English visible without script', () => {
    for (const locale of supportedLocales) {
      const m = messages(locale);
      const block = new RegExp(`<section[^>]*data-locale="${locale}"([^>]*)>([\\s\\S]*?)</section>`).exec(html);
      expect(block, locale).not.toBeNull();
      const [, attributes = '', content = ''] = block ?? [];
      expect(attributes.includes('hidden'), locale).toBe(locale !== 'en');
      for (const key of ['offlineTitle', 'offlineText', 'offlineRetry']) {
        expect(content, `${locale} ${key}`).toContain(escapeHtml(m[key] ?? '-'));
      }
    }
  });

  it('every locale translates every pwa key', () => {
    const keys = Object.keys(messages('en')).sort();
    for (const locale of supportedLocales) {
      expect(Object.keys(messages(locale)).sort(), locale).toEqual(keys);
      for (const value of Object.values(messages(locale))) expect(value.trim()).not.toBe('');
    }
  });
});
