import { supportedLocales } from '@croupier/i18n/locales';
import { describe, expect, it } from 'vitest';
import { accountTexts, alreadyRegisteredEmail, emailLocale, passwordResetEmail, sitePage } from './emails.ts';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('account e-mails', () => {
  it('are written in every shipped locale, SMS included, with the same placeholders as English', () => {
    const english = accountTexts.get('en') ?? {};
    for (const locale of supportedLocales) {
      const own = accountTexts.get(locale) ?? {};
      expect(Object.keys(own).sort(), locale).toEqual(Object.keys(english).sort());
      for (const [key, text] of Object.entries(english)) {
        expect(placeholders(own[key] ?? ''), `${locale} ${key}`).toEqual(placeholders(text));
        if (locale !== 'en') expect(own[key], `${locale} ${key} is translated`).not.toBe(text);
      }
    }
  });

  it('link to the site in the e-mail’s language and fill every link in', () => {
    const locale = emailLocale('pt-br');
    const login = sitePage('https://casino.example', '/login', locale);
    const reset = sitePage('https://casino.example', '/forgot-password', locale);
    expect(login).toBe('https://casino.example/pt-br/login');
    const mail = alreadyRegisteredEmail('a@example.com', login, reset, locale);
    expect(mail.subject).toBe('Alguém tentou se cadastrar com seu endereço');
    expect(mail.text).toContain(`Entrar: ${login}`);
    expect(mail.text).not.toMatch(/\{\w+\}/);
    expect(mail.links).toEqual([login, reset]);
  });

  it('fall back to the default locale for a player who gave none or an unknown one', () => {
    expect(emailLocale(null)).toBe('en');
    expect(emailLocale('xx')).toBe('en');
    expect(passwordResetEmail('a@example.com', 'https://casino.example/reset', emailLocale(undefined)).subject).toBe(
      'Reset your password',
    );
  });
});
