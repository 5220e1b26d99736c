import { gameTopics, type Winner } from '@croupier/contracts/games';
import type { WalletAccount } from '@croupier/contracts/wallet';
import type { DomainEvent } from '../../platform/outbox/outbox.ts';

/**
 * Topics this module appends to the outbox, in the transaction of the change. `game.bet.placed` and
 * `game.round.settled` are for wagering, quests, loyalty and tournaments (none subscribes yet);
 * `game.bet.refused` is mapped by modules/realtime/publications.ts to the spec's game.bet.restricted,
 * game.bet.max.exceed and game.bet.balance-insufficient on the player's game:bets# channel.
 *
 * A debit's `game.bet.placed` and a credit's `game.round.settled` are written by the database functions
 * `game_wallet_debit` and `game_wallet_credit` (apps/server/sql/functions) in these shapes; the seamless-wallet
 * tests read them back from the outbox. Where the call moved the player's balance, its event carries the
 * account and no `wallet.account.changed` is written for it (decision 0047).
 */

export interface BetPlacedPayload {
  playerId: string;
  gameId: string;
  roundId: string;
  transactionId: string;
  currency: string;
  /** Major units, as the API speaks. */
  amount: number;
  /** Minor units as a decimal string (JSON has no bigint). */
  amountMinor: string;
  balanceAfterMinor: string;
  /** The account after the stake, as `wallet.account.changed` words it. */
  account: WalletAccount;
}

export interface RoundSettledPayload {
  playerId: string;
  gameId: string;
  roundId: string;
  currency: string;
  /** 2 won, 3 lost, 4 refunded. */
  status: number;
  stake: number;
  win: number;
  stakeMinor: string;
  winMinor: string;
  /** When the round paid out: what the public winners feed shows (modules/realtime publishes it). */
  winner?: Winner;
  /** When this credit paid: the account after it, as `wallet.account.changed` words it. */
  account?: WalletAccount;
}

export type BetRefusalReason = 'restricted' | 'max_exceeded' | 'balance_insufficient';

export interface BetRefusedPayload {
  playerId: string;
  reason: BetRefusalReason;
  /** Why exactly: bet_limit, loss_limit, self_excluded, cooling_off, above_maximum, insufficient_funds. */
  cause: string;
  /** What the site shows (contracts/realtime betRefusal): major units. */
  refusal: { gameId: string; currency: string; amount: number; balance?: number; limit?: number };
}

export const roundSettledEvent = (payload: RoundSettledPayload): DomainEvent => ({
  topic: gameTopics.roundSettled,
  aggregateId: payload.playerId,
  payload,
});

export const betRefusedEvent = (payload: BetRefusedPayload): DomainEvent => ({
  topic: gameTopics.betRefused,
  aggregateId: payload.playerId,
  payload,
});
