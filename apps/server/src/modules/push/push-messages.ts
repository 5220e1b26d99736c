import type { Message } from '@croupier/contracts/messenger';
import type { PushPayload } from '@croupier/contracts/push';
import { asLocale, defaultLocale, localizePath } from '@croupier/i18n/locales';

/**
 * Which messenger messages are also pushed to the player's devices (issue 24 §1): news about their money and
 * what they were given, the moment it happens. Level-ups, quests and operator broadcasts stay in the messenger:
 * a push for each would be noise, and marketing by push needs a consent this prompt does not ask for.
 */
const pushedKinds = new Set([
  'deposit.approved',
  'deposit.failed',
  'withdrawal.approved',
  'withdrawal.rejected',
  'bonus.issued',
  'freespins.issued',
  'tournament.prize',
  'limit.deposit.in-force',
  'limit.bet.in-force',
  'limit.loss.in-force',
  'limit.cooling-off.in-force',
]);

export const isPushed = (message: Message): boolean => pushedKinds.has(message.kind);

/** The notification a device shows: the message's own words, opening the messages page in their language. */
export function pushPayload(message: Message, site: string, locale: string | null): PushPayload {
  const path = localizePath('/profile/messages', asLocale(locale ?? undefined) ?? defaultLocale);
  return { title: message.content.title, body: message.content.body, url: `${site}${path}`, tag: message.id };
}
