import { readFileSync } from 'node:fs';
import { asLocale, defaultLocale, type Locale, localizePath, supportedLocales } from '@croupier/i18n/locales';
import type { OutgoingEmail } from './dev-outbox.ts';

/**
 * The texts of account e-mails, in the player's language (the locale they registered in; the default locale
 * when they gave none): one JSON file per shipped locale in `email-texts/`, with `{link}` placeholders. Links to
 * the site's pages carry the locale's prefix, so the page opens in the language of the e-mail.
 */
type EmailTexts = Record<string, string>;

export const emailTexts: ReadonlyMap<Locale, EmailTexts> = new Map(
  supportedLocales.map((locale) => [
    locale,
    JSON.parse(readFileSync(new URL(`./email-texts/${locale}.json`, import.meta.url), 'utf8')) as EmailTexts,
  ]),
);

/** A stored or requested locale as one the e-mails are written in. */
export const emailLocale = (locale: string | null | undefined): Locale =>
  asLocale(locale ?? undefined) ?? defaultLocale;

function fill(locale: Locale, key: string, values: Record<string, string>): string {
  const text = emailTexts.get(locale)?.[key] ?? emailTexts.get(defaultLocale)?.[key];
  if (text === undefined) throw new Error(`e-mail text ${key} is missing`);
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

function email(to: string, locale: Locale, kind: string, links: Record<string, string>): OutgoingEmail {
  return {
    to,
    subject: fill(locale, `${kind}.subject`, links),
    text: fill(locale, `${kind}.text`, links),
    links: Object.values(links),
  };
}

/** A page of the site in the e-mail's language. */
export const sitePage = (site: string, path: string, locale: Locale): string => `${site}${localizePath(path, locale)}`;

export function confirmationEmail(to: string, link: string, locale: Locale = defaultLocale): OutgoingEmail {
  return email(to, locale, 'confirmation', { link });
}

/** Sent instead of a confirmation when the address already has a confirmed account (decision 0010). */
export function alreadyRegisteredEmail(
  to: string,
  loginLink: string,
  resetLink: string,
  locale: Locale = defaultLocale,
): OutgoingEmail {
  return email(to, locale, 'alreadyRegistered', { loginLink, resetLink });
}

export function passwordResetEmail(to: string, link: string, locale: Locale = defaultLocale): OutgoingEmail {
  return email(to, locale, 'passwordReset', { link });
}
