import { readFileSync } from 'node:fs';
import { formatDateTime } from '@croupier/i18n/dates';
import { defaultLocale, type Locale, supportedLocales } from '@croupier/i18n/locales';
import { formatMoney, type MoneyCurrency } from '@croupier/i18n/money';

/**
 * The messenger's texts: one JSON file per shipped locale in `messenger-texts/`, a title and a body per kind
 * of message with `{name}` placeholders, and the words placeholders may name (`per.daily`). A message stores
 * its kind and facts; it is worded here, in the reader's locale, whenever it is read.
 */

/**
 * What a placeholder stands for: text as given, an amount in major units, a moment (UTC), one of our words, or an
 * operator's name per locale (a loyalty level, a quest: decision 0104), worded in the reader's locale.
 */
export type MessageParam =
  | string
  | number
  | { money: string; currency: string }
  | { at: string }
  | { word: string }
  | { names: Record<string, string> };
export type MessageParams = Record<string, MessageParam>;

export const messageKinds = [
  'deposit.approved',
  'deposit.failed',
  'withdrawal.approved',
  'withdrawal.rejected',
  'limit.deposit.in-force',
  'limit.bet.in-force',
  'limit.loss.in-force',
  'limit.deposit.removed',
  'limit.bet.removed',
  'limit.loss.removed',
  'limit.cooling-off.in-force',
  'bonus.issued',
  'bonus.converted',
  'freespins.issued',
  'loyalty.level-up',
  'loyalty.birthday-bonus',
  'quest.completed',
  'tournament.prize',
] as const;
export type MessageKind = (typeof messageKinds)[number];

/** An operator's broadcast: its words are the operator's, per locale (decision 0078). */
export const broadcastKind = 'broadcast';

export interface MessageText {
  title: string;
  body: string;
}

type LocaleTexts = Record<string, MessageText | string>;

function load(locale: Locale): LocaleTexts {
  return JSON.parse(readFileSync(new URL(`./messenger-texts/${locale}.json`, import.meta.url), 'utf8'));
}

export const messengerTexts: ReadonlyMap<Locale, LocaleTexts> = new Map(supportedLocales.map((l) => [l, load(l)]));

function entry(locale: Locale, key: string): MessageText | string | undefined {
  return messengerTexts.get(locale)?.[key] ?? messengerTexts.get(defaultLocale)?.[key];
}

function formatParam(param: MessageParam, locale: Locale, currencies: ReadonlyMap<string, MoneyCurrency>): string {
  if (typeof param === 'string') return param;
  if (typeof param === 'number') return String(param);
  if ('money' in param) {
    const currency = currencies.get(param.currency);
    return currency ? formatMoney(param.money, currency) : `${param.money} ${param.currency}`;
  }
  if ('at' in param) return formatDateTime(param.at, locale, { timeZone: 'UTC' });
  if ('names' in param) return localizedText(param.names, locale);
  const word = entry(locale, param.word);
  return typeof word === 'string' ? word : param.word;
}

function fill(
  template: string,
  params: MessageParams,
  locale: Locale,
  currencies: ReadonlyMap<string, MoneyCurrency>,
): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const param = params[name];
    return param === undefined ? whole : formatParam(param, locale, currencies);
  });
}

/** A platform message in `locale` (missing keys from the default locale). */
export function renderMessage(
  kind: string,
  params: MessageParams,
  locale: Locale,
  currencies: ReadonlyMap<string, MoneyCurrency>,
): MessageText {
  const template = entry(locale, kind);
  if (typeof template !== 'object') throw new Error(`no messenger text for ${kind}`);
  return {
    title: fill(template.title, params, locale, currencies),
    body: fill(template.body, params, locale, currencies),
  };
}

/** An operator's text in `locale`, else in the default locale (the operator must write that one). */
export function localizedText(texts: Record<string, string>, locale: Locale): string {
  return texts[locale] ?? texts[defaultLocale] ?? '';
}

export function isMessageKind(kind: string): kind is MessageKind {
  return (messageKinds as readonly string[]).includes(kind);
}
