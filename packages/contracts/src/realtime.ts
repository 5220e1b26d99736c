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
