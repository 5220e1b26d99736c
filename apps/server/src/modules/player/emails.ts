import { readFileSync } from 'node:fs';
import { asLocale, defaultLocale, type Locale, localizePath, supportedLocales } from '@croupier/i18n/locales';
import { compileMessage } from '@croupier/i18n/message-format';
import type { OutgoingEmail } from './dev-outbox.ts';

/**
 * The texts of account e-mails and SMS, in the player's language (the locale they registered in; the default
 * locale when they gave none): one JSON file per shipped locale in `account-texts/`, with `{link}` placeholders
 * (decision 0128). Links to the site's pages carry the locale's prefix, so the page opens in the language of the
 * e-mail.
 */
type AccountTexts = Record<string, string>;

export const accountTexts: ReadonlyMap<Locale, AccountTexts> = new Map(
  supportedLocales.map((locale) => [
    locale,
    JSON.parse(readFileSync(new URL(`./account-texts/${locale}.json`, import.meta.url), 'utf8')) as AccountTexts,
  ]),
);

/** A stored or requested locale as one the e-mails and SMS are written in. */
export const emailLocale = (locale: string | null | undefined): Locale =>
  asLocale(locale ?? undefined) ?? defaultLocale;

function fill(locale: Locale, key: string, values: Record<string, string>): string {
  const text = accountTexts.get(locale)?.[key] ?? accountTexts.get(defaultLocale)?.[key];
  if (text === undefined) throw new Error(`account text ${key} is missing`);
  // The site's own message format, so a text may use a plural like any other message.
  return compileMessage(text, locale)(values);
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

/** An SMS of the phone sign-in (a code, or the notice that the number already has an account). */
export function smsText(
  kind: 'registrationCode' | 'loginCode' | 'alreadyRegistered',
  locale: Locale,
  values: Record<string, string> = {},
): string {
  return fill(locale, `sms.${kind}`, values);
}

/** Support replies the player left unread on the site (decision 0132): the replies' text and a link back to the chat. */
export function supportReplyEmail(
  to: string,
  replies: string,
  link: string,
  locale: Locale = defaultLocale,
): OutgoingEmail {
  return {
    to,
    subject: fill(locale, 'supportReply.subject', {}),
    text: fill(locale, 'supportReply.text', { replies, link }),
    links: [link],
  };
}
