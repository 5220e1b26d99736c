import { z } from 'zod';
import { winnerSchema } from './games.ts';
import { walletAccountSchema } from './wallet.ts';

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

/** Feeds every visitor receives, logged in or not (the `public` namespace). */
export const publicChannels = {
  /** Each real-money round that paid out: the lobby's recent-winners ticker. */
  winners: 'public:winners',
} as const;

export type PublicChannelKey = keyof typeof publicChannels;

/**
 * What each channel namespace allows, like Centrifugo's namespace options. A channel outside these
 * namespaces does not exist (error 102). Player channels keep a short history so a client that lost its
 * connection for a moment recovers every missed publication; nothing is kept for the online channel.
 */
export interface NamespaceRules {
  /** Anonymous connections may subscribe (only to channels without a `#` boundary). */
  anonymous: boolean;
  /** Clients may publish themselves; everything else is published by the server from the outbox. */
  clientPublish: boolean;
  presence: boolean;
  historySize: number;
  historyTtlSeconds: number;
  /** `#playerId` required: only that player subscribes. */
  playerBound: boolean;
}

const playerNamespace: NamespaceRules = {
  anonymous: false,
  clientPublish: false,
  presence: false,
  historySize: 100,
  historyTtlSeconds: 300,
  playerBound: true,
};

export const realtimeNamespaces: Readonly<Record<string, NamespaceRules>> = {
  bonus: playerNamespace,
  game: playerNamespace,
  retention: playerNamespace,
  notification: playerNamespace,
  player: playerNamespace,
  wallet: playerNamespace,
  payment: playerNamespace,
  /** The online channel: its presence is the count of who is on the site; nothing is published on it. */
  public: {
    anonymous: true,
    clientPublish: false,
    presence: true,
    historySize: 0,
    historyTtlSeconds: 0,
    playerBound: false,
  },
};

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
  winner: 'game.winner',
} as const;

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
        entry: z.object({ playerId: id }).nullable(),
      }),
    ),
  }),
);

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
  winnerMessage,
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
} as const satisfies Record<PlayerChannelKey, readonly RealtimeEventType[]>;

/** Which events arrive on which public channel. */
export const publicChannelEvents = {
  winners: [realtimeEvents.winner],
} as const satisfies Record<PublicChannelKey, readonly RealtimeEventType[]>;
