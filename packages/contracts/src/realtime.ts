import { z } from 'zod';
import { winnerSchema } from './games.ts';
import { type PlayerChannelKey, type PublicChannelKey, realtimeEvents } from './realtime-channels.ts';
import { supportConversationEndedData, supportMessageCreatedData } from './support.ts';
import { tournamentBoardSchema } from './tournaments.ts';
import { walletAccountSchema } from './wallet.ts';

/**
 * What is published on each realtime channel (spec 02 §3 "Realtime message", §7): every publication's data
 * is `{ type, data }`, `type` the event name (realtime-channels.ts), `data` its payload, checked here.
 */

export function realtimeMessage<T extends z.ZodType>(type: string, data: T) {
  return z.object({ type: z.literal(type), data });
}

const money = z.number();
const id = z.string();

/** `player.updated`: which profile fields changed; the site re-reads the profile (debounced 500 ms). */
export const playerUpdatedMessage = realtimeMessage(
  realtimeEvents.playerUpdated,
  z.object({ playerId: id, changed: z.array(z.string()) }),
);

export const accountUpdatedMessage = realtimeMessage(realtimeEvents.accountUpdated, walletAccountSchema);

/**
 * The invoice as the invoices list returns it (spec 02 §3 "Transaction / invoice": `type` or `invoiceType`,
 * 1 deposit, 2 withdrawal); the wallet contract owns its full shape.
 */
const invoiceData = z
  .looseObject({
    id: z.union([id, z.number().int()]),
    type: z.number().int().optional(),
    invoiceType: z.number().int().optional(),
    status: z.number().int(),
  })
  .refine((invoice) => invoice.type !== undefined || invoice.invoiceType !== undefined, {
    message: 'type or invoiceType is required',
  });
export const transactionUpdatedMessage = realtimeMessage(realtimeEvents.transactionUpdated, invoiceData);
export const depositFailedMessage = realtimeMessage(realtimeEvents.depositFailed, invoiceData);

/** A bet the games refused: why, and the figures the site shows. */
const betRefusal = z.object({
  gameId: id,
  currency: z.string(),
  amount: money,
  balance: money.optional(),
  limit: money.optional(),
  /**
   * Whose rule refused it: the player's own limits (bet_limit, loss_limit, self_excluded, cooling_off), the
   * game's range (above_maximum), the active bonus's terms (bonus_restricted, bonus_max_bet; decision 0071).
   */
  cause: z.string().optional(),
});
export const betRestrictedMessage = realtimeMessage(realtimeEvents.betRestricted, betRefusal);
export const betMaxExceededMessage = realtimeMessage(realtimeEvents.betMaxExceeded, betRefusal);
export const betBalanceInsufficientMessage = realtimeMessage(realtimeEvents.betBalanceInsufficient, betRefusal);

/** Spec 02 §3 "Quest": the task as the quests list returns it. */
const questTask = z.looseObject({
  id,
  questId: id,
  type: z.union([z.string(), z.number()]),
  isActive: z.boolean(),
  progress: z.number(),
  quantity: z.number(),
  isCompleted: z.boolean(),
});
const quest = z.looseObject({ id, name: z.string(), state: z.number().int(), tasks: z.array(questTask).optional() });
export const questUpdatedMessage = realtimeMessage(realtimeEvents.questUpdated, quest);
export const questTaskUpdatedMessage = realtimeMessage(realtimeEvents.questTaskUpdated, questTask);

/** The player bonus, free-spin package or bonus code as the bonuses module's lists return them. */
const byId = z.looseObject({ id, status: z.number().int().optional() });
export const bonusUpdatedMessage = realtimeMessage(realtimeEvents.bonusUpdated, byId);
export const freespinUpdatedMessage = realtimeMessage(realtimeEvents.freespinUpdated, byId);
export const bonusCodeUpdatedMessage = realtimeMessage(realtimeEvents.bonusCodeUpdated, byId);

/** Spec 02 §3 "Loyalty account". */
export const loyaltyAccountUpdatedMessage = realtimeMessage(
  realtimeEvents.loyaltyAccountUpdated,
  z.looseObject({
    points: z.number(),
    currentLevel: z.object({ name: z.string(), points: z.number(), order: z.number().int() }).nullable(),
    nextLevel: z.object({ name: z.string(), points: z.number() }).nullable(),
  }),
);

/** Spec 02 §3 "Tournament": the player's tournament with its prizes. */
export const tournamentUpdatedMessage = realtimeMessage(
  realtimeEvents.tournamentUpdated,
  z.looseObject({
    id,
    title: z.string(),
    prizes: z.array(
      z.looseObject({
        place: z.number().int(),
        title: z.string(),
        entry: z.looseObject({ playerId: id }).nullable(),
      }),
    ),
  }),
);

/** A tournament's leaderboard snapshot on its public channel (decision 0098). */
export const tournamentBoardMessage = realtimeMessage(realtimeEvents.tournamentBoard, tournamentBoardSchema);

/** Spec 02 §3 "Notification message"; state 2 is read. */
export const messageCreatedMessage = realtimeMessage(
  realtimeEvents.messageCreated,
  z.looseObject({
    id,
    readAt: z.string().nullable(),
    state: z.number().int(),
    content: z.looseObject({ title: z.string() }),
  }),
);

/** A round that paid out, as GET /api/game/spins/winners lists it (masked player name). */
export const winnerMessage = realtimeMessage(realtimeEvents.winner, winnerSchema);

/** The support chat (decision 0132): a message in the player's conversation, with their unread count. */
export const supportMessageCreatedMessage = realtimeMessage(
  realtimeEvents.supportMessageCreated,
  supportMessageCreatedData,
);
export const supportConversationEndedMessage = realtimeMessage(
  realtimeEvents.supportConversationEnded,
  supportConversationEndedData,
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
  tournamentBoardMessage,
  messageCreatedMessage,
  winnerMessage,
  supportMessageCreatedMessage,
  supportConversationEndedMessage,
]);
export type RealtimePublication = z.infer<typeof realtimePublicationSchema>;
export type RealtimeEventType = RealtimePublication['type'];

/** Which events arrive on which player channel: what the site listens for per subscription. */
export const channelEvents = {
  profile: [realtimeEvents.playerUpdated],
  walletAccounts: [realtimeEvents.accountUpdated],
  paymentInvoices: [realtimeEvents.transactionUpdated, realtimeEvents.depositFailed],
  bets: [realtimeEvents.betRestricted, realtimeEvents.betMaxExceeded, realtimeEvents.betBalanceInsufficient],
  quests: [realtimeEvents.questUpdated, realtimeEvents.questTaskUpdated],
  loyaltyAccount: [realtimeEvents.loyaltyAccountUpdated],
  tournaments: [realtimeEvents.tournamentUpdated],
  notifications: [realtimeEvents.messageCreated],
  bonuses: [realtimeEvents.bonusUpdated],
  freespins: [realtimeEvents.freespinUpdated],
  bonusCodes: [realtimeEvents.bonusCodeUpdated],
  supportChat: [realtimeEvents.supportMessageCreated, realtimeEvents.supportConversationEnded],
} as const satisfies Record<PlayerChannelKey, readonly RealtimeEventType[]>;

/** Which events arrive on which public channel. */
export const publicChannelEvents = {
  winners: [realtimeEvents.winner],
} as const satisfies Record<PublicChannelKey, readonly RealtimeEventType[]>;
