import type { WalletAnswer } from '@croupier/contracts/games';
import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../platform/db/database.ts';
import { sqlErrorOf } from '../../platform/db/sql-errors.ts';

/**
 * Typed calls of the seamless wallet's database functions (`apps/server/sql/functions`, decisions 0039, 0040, 0049
 * and 0050): a debit or a credit is one statement, so one round trip and, outside a caller's transaction, one
 * transaction of its own. Outside a transaction the calls go through wallet-call-batcher.ts (decision 0042).
 */

/** The answer, or (a debit only) word that the player has limits in force and nothing was written. */
export type WalletCallOutcome = { result: WalletAnswer } | { limited: true };

/** Why the database refused the call, by the SQLSTATE its function raised. */
export type WalletCallRefusal =
  | 'insufficient_funds'
  /** The round is of another player, game or currency than the call's session. */
  | 'round_of_another'
  | 'round_over'
  | 'no_account'
  | 'round_not_found'
  | 'may_not_bet'
  /** The active bonus refuses bets on this game (decision 0071). */
  | 'bonus_restricted'
  /** Above the active bonus's maximum bet; the message ends with that maximum in minor units. */
  | 'bonus_max_bet'
  /** The round was started under another bonus (or none) than the one active now. */
  | 'round_of_another_bonus'
  /** The transaction id was claimed before: the caller answers what the first call did. */
  | 'repeated';

const refusals: Record<string, WalletCallRefusal> = {
  CR001: 'insufficient_funds',
  CR002: 'round_of_another',
  CR003: 'round_over',
  CR004: 'no_account',
  CR005: 'round_not_found',
  CR006: 'may_not_bet',
  CR007: 'repeated',
  CR008: 'bonus_restricted',
  CR009: 'bonus_max_bet',
  CR010: 'round_of_another_bonus',
};

export class WalletFunctionRefusal extends Error {
  readonly reason: WalletCallRefusal;
  constructor(reason: WalletCallRefusal, message: string) {
    super(message);
    this.name = 'WalletFunctionRefusal';
    this.reason = reason;
  }
}

export interface DebitParameter {
  providerId: string;
  transactionId: string;
  roundId: string;
  sessionId: string;
  playerId: string;
  gameId: string;
  currency: string;
  amountMinor: bigint;
  playerAlias: string | null;
  now: Date;
  ledgerKey: string;
  metadata: Record<string, unknown>;
  /** Minor units to the major unit, for the event's amount. */
  subunit: number;
  eventTopic: string;
  /** The caller has checked the player's limits in this transaction, holding the account's lock. */
  limitsChecked?: boolean;
}

export interface CreditParameter {
  providerId: string;
  transactionId: string;
  roundId: string;
  playerId: string;
  /** The session's game: the round must be of it, as of the player and currency (decision 0050). */
  gameId: string;
  currency: string;
  amountMinor: bigint;
  roundEnded: boolean;
  now: Date;
  ledgerKey: string;
  metadata: Record<string, unknown>;
  subunit: number;
  eventTopic: string;
}

/** What the functions answer: a result, or (a debit only) limits in force. */
export type FunctionAnswer = Partial<{ result: WalletAnswer; limited: true }>;

/** The parameter as the functions read it: JSON has no bigint, and converting the one field beats a replacer. */
export function walletCallJson(parameter: DebitParameter | CreditParameter): string {
  return JSON.stringify({ ...parameter, amountMinor: parameter.amountMinor.toString() });
}

/**
 * A refusal by SQLSTATE, or the database's error as it came (for a call of a batch, one shaped like the
 * driver's, so sqlErrorOf reads it).
 */
export function walletCallFailure(
  code: string,
  message: string,
  error: unknown = Object.assign(new Error(message), { code }),
): unknown {
  const reason = refusals[code];
  return reason ? new WalletFunctionRefusal(reason, message) : error;
}

export function walletCallOutcome(name: WalletCallName, answer: FunctionAnswer | undefined): WalletCallOutcome {
  if (answer?.result) return { result: answer.result };
  if (answer?.limited) return { limited: true };
  throw new Error(`game_wallet_${name} answered neither a result nor limits`);
}

export type WalletCallName = 'debit' | 'credit';

/** One call in the caller's executor: inside a transaction, or alone (the batcher's lone call and fallback). */
export async function walletCall(
  executor: Executor,
  name: WalletCallName,
  parameter: DebitParameter | CreditParameter,
): Promise<WalletCallOutcome> {
  const json = walletCallJson(parameter);
  let rows: { outcome: FunctionAnswer }[];
  try {
    rows =
      name === 'debit'
        ? await queryRows(executor, sql`select game_wallet_debit(${json}::jsonb) as outcome`)
        : await queryRows(executor, sql`select game_wallet_credit(${json}::jsonb) as outcome`);
  } catch (error) {
    const failure = sqlErrorOf(error);
    throw failure ? walletCallFailure(failure.code, failure.message, error) : error;
  }
  return walletCallOutcome(name, rows[0]?.outcome);
}

export const walletDebit = (executor: Executor, parameter: DebitParameter) => walletCall(executor, 'debit', parameter);
