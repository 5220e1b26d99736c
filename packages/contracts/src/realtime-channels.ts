/**
 * Realtime channels, namespace rules and event names (spec 02 §3 "Realtime message", §7 "Realtime"). A
 * channel is `namespace:name`; `#playerId` after the name means only that player may subscribe. Plain
 * constants: the message schemas are in realtime.ts, so the site's shell names channels and events without
 * loading zod.
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
  /** The support chat's agent replies and end of chat (decision 0132). */
  supportChat: (playerId: string) => `support:chat#${playerId}`,
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
 * A tournament's public leaderboard (decision 0098): anyone watching its page subscribes while it is open; the
 * server pushes a coalesced snapshot there at most once a second, however many rounds count.
 */
export const tournamentBoardChannel = (tournamentId: string) => `leaderboard:tournament-${tournamentId}`;

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
  support: playerNamespace,
  /** Per-tournament leaderboards: open to guests; the last snapshot is kept for a client that reconnects. */
  leaderboard: {
    anonymous: true,
    clientPublish: false,
    presence: false,
    historySize: 1,
    historyTtlSeconds: 300,
    playerBound: false,
  },
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
  tournamentBoard: 'tournament.leaderboard',
  messageCreated: 'notification.message.created',
  winner: 'game.winner',
  supportMessageCreated: 'support.message.created',
  supportConversationEnded: 'support.conversation.ended',
} as const;
