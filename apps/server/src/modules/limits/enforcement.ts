import { limitDefinition } from '@croupier/contracts/constants';
import type { LimitPeriod } from '@croupier/contracts/limits';
import type { Database, Executor } from '../../platform/db/database.ts';
import { findBlocksInForce, type LimitRecord, listLimitsInForce } from './store.ts';
import { periodStart } from './windows.ts';

/**
 * The one place the wallet and the games ask "may this player deposit / bet this much now?" before every
 * deposit and bet. Sums of past deposits, stakes and losses belong to the wallet, which implements
 * `LimitUsage`; this module only knows the limits. Windows: docs/decisions/0012.
 */

export interface UsageQuery {
  playerId: string;
  currency: string;
  /** Start of the limit's window (inclusive). */
  from: Date;
  /** The moment of the check (exclusive). */
  to: Date;
}

/** Sums read through `executor`: the caller's transaction, when it holds the lock that orders the player's stakes. */
export interface LimitUsage {
  /** Successful and pending deposits in minor units. */
  deposits(query: UsageQuery, executor: Executor): Promise<bigint>;
  /** Stakes placed in minor units. */
  bets(query: UsageQuery, executor: Executor): Promise<bigint>;
  /** Stakes minus winnings in minor units (zero or negative when the player is ahead). */
  losses(query: UsageQuery, executor: Executor): Promise<bigint>;
}

/** A binding limit as the caller needs it: minor units, no presentation. */
export interface BindingLimit {
  id: string;
  definition: number;
  period: LimitPeriod | null;
  currency: string | null;
  amountMinor: bigint | null;
  expiresAt: Date | null;
}

export type LimitCheckReason = 'self_excluded' | 'cooling_off' | 'deposit_limit' | 'bet_limit' | 'loss_limit';

export type LimitCheck =
  | { allowed: true }
  | { allowed: false; reason: LimitCheckReason; limit: BindingLimit; remainingMinor?: bigint };

export interface LimitCheckRequest {
  playerId: string;
  currency: string;
  amountMinor: bigint;
  now: Date;
}

const binding = (row: LimitRecord): BindingLimit => ({
  id: row.id,
  definition: row.definition,
  period: row.period,
  currency: row.currency,
  amountMinor: row.amountMinor,
  expiresAt: row.expiresAt,
});

const usageOf: Record<number, keyof LimitUsage> = {
  [limitDefinition.bet]: 'bets',
  [limitDefinition.loss]: 'losses',
  [limitDefinition.deposit]: 'deposits',
};
const reasonOf: Record<number, LimitCheckReason> = {
  [limitDefinition.bet]: 'bet_limit',
  [limitDefinition.loss]: 'loss_limit',
  [limitDefinition.deposit]: 'deposit_limit',
};

/**
 * Self-exclusion or cooling-off in force now, if any: what refuses bonuses (and, through `check`, deposits
 * and bets) whatever the amount.
 */
export async function blockInForce(
  executor: Executor,
  playerId: string,
  now: Date,
): Promise<'self_excluded' | 'cooling_off' | undefined> {
  const limits = await listLimitsInForce(executor, playerId, now);
  if (limits.some((l) => l.definition === limitDefinition.selfExclusion)) return 'self_excluded';
  if (limits.some((l) => l.definition === limitDefinition.coolingOff)) return 'cooling_off';
  return undefined;
}

/**
 * Which of these players a self-exclusion or cooling-off holds at `now`: they get no marketing, such as an
 * operator's broadcast (one query for a whole batch of players).
 */
export async function playersBlocked(executor: Executor, playerIds: string[], now: Date): Promise<Set<string>> {
  const blocked = new Set<string>();
  for (const definition of [limitDefinition.selfExclusion, limitDefinition.coolingOff]) {
    for (const limit of await findBlocksInForce(executor, playerIds, definition, now)) blocked.add(limit.playerId);
  }
  return blocked;
}

export function createLimitEnforcement(deps: { db: Database; usage: LimitUsage }) {
  const { db, usage } = deps;

  /** Blocks first (they stop everything), then each money limit of the given definitions in this currency. */
  async function check(request: LimitCheckRequest, definitions: number[], executor: Executor): Promise<LimitCheck> {
    if (request.amountMinor <= 0n) throw new Error('limit check: amountMinor must be positive');
    const limits = await listLimitsInForce(executor, request.playerId, request.now);
    const selfExclusion = limits.find((l) => l.definition === limitDefinition.selfExclusion);
    if (selfExclusion) return { allowed: false, reason: 'self_excluded', limit: binding(selfExclusion) };
    const coolingOff = limits.find((l) => l.definition === limitDefinition.coolingOff);
    if (coolingOff) return { allowed: false, reason: 'cooling_off', limit: binding(coolingOff) };

    // The tightest refusal wins, so the site can say how much is still possible.
    let refusal: Extract<LimitCheck, { allowed: false }> | undefined;
    for (const limit of limits) {
      if (!definitions.includes(limit.definition) || limit.currency !== request.currency) continue;
      if (limit.period === null || limit.amountMinor === null) continue;
      const used = await usage[usageOf[limit.definition] as keyof LimitUsage](
        {
          playerId: request.playerId,
          currency: request.currency,
          from: periodStart(limit.period, request.now),
          to: request.now,
        },
        executor,
      );
      // A pending loosening does not count until confirmed; a stake may be lost in full, so it counts whole.
      const remaining = limit.amountMinor - (used > 0n ? used : 0n);
      if (request.amountMinor <= remaining) continue;
      const remainingMinor = remaining > 0n ? remaining : 0n;
      if (!refusal || remainingMinor < (refusal.remainingMinor ?? 0n)) {
        refusal = {
          allowed: false,
          reason: reasonOf[limit.definition] as LimitCheckReason,
          limit: binding(limit),
          remainingMinor,
        };
      }
    }
    return refusal ?? { allowed: true };
  }

  return {
    /** Whether any limit binds the player now: without one, a stake needs no check against usage. */
    anyInForce: async (playerId: string, now: Date, executor: Executor = db) =>
      (await listLimitsInForce(executor, playerId, now)).length > 0,
    checkDeposit: (request: LimitCheckRequest, executor: Executor = db) =>
      check(request, [limitDefinition.deposit], executor),
    /**
     * A stake is checked in the transaction that places it, after locking the player's account in that
     * currency: stakes of one player are then checked one after another, on every process.
     */
    checkBet: (request: LimitCheckRequest, executor: Executor = db) =>
      check(request, [limitDefinition.bet, limitDefinition.loss], executor),
  };
}

export type LimitEnforcement = ReturnType<typeof createLimitEnforcement>;
