import { z } from 'zod';

/**
 * Realtime channels and what is published on them (spec 02 §3 "Realtime message", §7 "Realtime").
 * A channel is `namespace:name`; `#playerId` after the name means only that player may subscribe.
 * Every publication's data is `{ type, data }`: `type` is the event name the specs use, `data` its payload.
 */

export const userBoundary = '#';

/** Channels the specs name, and the per-player channels they leave to us (names recorded in docs/decisions). */
export const playerChannels = {
  bonusCodes: (playerId: string) => `bonus:player-bonus-codes#${playerId}`,
  bonuses: (playerId: string) => `bonus:player-bonuses#${playerId}`,
  freespins: (playerId: string) => `bonus:player-freespins#${playerId}`,
  bets: (playerId: string) => `game:bets#${playerId}`,
  quests: (playerId: string) => `retention:quests#${playerId}`,
  loyaltyAccount: (playerId: string) => `retention:loyalty-account#${playerId}`,
  tournaments: (playerId: string) => `retention:tournaments#${playerId}`,
  notifications: (playerId: string) => `notification:messages#${playerId}`,
  profile: (playerId: string) => `player:profile#${playerId}`,
  walletAccounts: (playerId: string) => `wallet:accounts#${playerId}`,
  paymentInvoices: (playerId: string) => `payment:invoices#${playerId}`,
} as const;

export type PlayerChannelKey = keyof typeof playerChannels;

/** Open to anonymous visitors; presence_stats on it counts who is online. */
export const onlineChannel = 'public:online';

/** The player a `#`-bounded channel belongs to, or undefined for a channel without a boundary. */
export function channelOwner(channel: string): string | undefined {
  const at = channel.lastIndexOf(userBoundary);
  return at === -1 ? undefined : channel.slice(at + 1);
}

export function realtimeMessage<T extends z.ZodType>(type: string, data: T) {
  return z.object({ type: z.literal(type), data });
}

/** Event names published on each channel (spec 02 §7, plus ours for the channels the spec leaves unnamed). */
export const realtimeEvents = {
  playerUpdated: 'player.updated',
  accountUpdated: 'accountUpdated',
  transactionUpdated: 'transactionUpdated',
  depositFailed: 'depositFailed',
  betRestricted: 'game.bet.restricted',
  betMaxExceeded: 'game.bet.max.exceed',
  betBalanceInsufficient: 'game.bet.balance-insufficient',
  questUpdated: 'quest.updated',
  questTaskUpdated: 'quest.task.updated',
  bonusUpdated: 'bonus.updated',
  freespinUpdated: 'freespin.updated',
  bonusCodeUpdated: 'bonus-code.updated',
  loyaltyAccountUpdated: 'loyalty.account.updated',
  tournamentUpdated: 'tournament.updated',
  messageCreated: 'notification.message.created',
} as const;

const money = z.number();
const id = z.string();

/** `player.updated`: which profile fields changed; the site re-reads the profile (debounced 500 ms). */
export const playerUpdatedMessage = realtimeMessage(
  realtimeEvents.playerUpdated,
  z.object({ playerId: id, changed: z.array(z.string()) }),
);

export const walletAccountSchema = z.object({
  id,
  currency: z.string(),
  balance: money,
  lockedBalance: money,
  bonusBalance: money,
  withdrawalBalance: money,
  status: z.number().int(),
});
export const accountUpdatedMessage = realtimeMessage(realtimeEvents.accountUpdated, walletAccountSchema);

/** The invoice as the invoices list returns it; the wallet contract owns its full shape. */
const invoiceData = z.looseObject({ id, type: z.number().int(), status: z.number().int() });
export const transactionUpdatedMessage = realtimeMessage(realtimeEvents.transactionUpdated, invoiceData);
export const depositFailedMessage = realtimeMessage(realtimeEvents.depositFailed, invoiceData);

/** A bet the games refused: why, and the figures the site shows. */
const betRefusal = z.object({
  gameId: id,
  currency: z.string(),
  amount: money,
  balance: money.optional(),
  limit: money.optional(),
});
export const betRestrictedMessage = realtimeMessage(realtimeEvents.betRestricted, betRefusal);
export const betMaxExceededMessage = realtimeMessage(realtimeEvents.betMaxExceeded, betRefusal);
export const betBalanceInsufficientMessage = realtimeMessage(realtimeEvents.betBalanceInsufficient, betRefusal);

const quest = z.looseObject({ id, state: z.number().int() });
const questTask = z.looseObject({
  id,
  questId: id,
  progress: z.number(),
  quantity: z.number(),
  isCompleted: z.boolean(),
});
export const questUpdatedMessage = realtimeMessage(realtimeEvents.questUpdated, quest);
export const questTaskUpdatedMessage = realtimeMessage(realtimeEvents.questTaskUpdated, questTask);

const byId = z.looseObject({ id });
export const bonusUpdatedMessage = realtimeMessage(realtimeEvents.bonusUpdated, byId);
export const freespinUpdatedMessage = realtimeMessage(realtimeEvents.freespinUpdated, byId);
export const bonusCodeUpdatedMessage = realtimeMessage(realtimeEvents.bonusCodeUpdated, byId);
export const loyaltyAccountUpdatedMessage = realtimeMessage(
  realtimeEvents.loyaltyAccountUpdated,
  z.looseObject({ points: z.number() }),
);
export const tournamentUpdatedMessage = realtimeMessage(realtimeEvents.tournamentUpdated, byId);
export const messageCreatedMessage = realtimeMessage(
  realtimeEvents.messageCreated,
  z.looseObject({ id, content: z.looseObject({ title: z.string() }) }),
);

export const realtimePublicationSchema = z.discriminatedUnion('type', [
  playerUpdatedMessage,
  accountUpdatedMessage,
  transactionUpdatedMessage,
  depositFailedMessage,
  betRestrictedMessage,
  betMaxExceededMessage,
  betBalanceInsufficientMessage,
  questUpdatedMessage,
  questTaskUpdatedMessage,
  bonusUpdatedMessage,
  freespinUpdatedMessage,
  bonusCodeUpdatedMessage,
  loyaltyAccountUpdatedMessage,
  tournamentUpdatedMessage,
  messageCreatedMessage,
]);
export type RealtimePublication = z.infer<typeof realtimePublicationSchema>;
