import type { Database } from '../../platform/db/database.ts';
import type { LimitUsage } from '../limits/enforcement.ts';
import { depositSum } from './store.ts';

/**
 * What the limits module counts against a player's limits. Deposits: pending, processing and successful
 * deposit invoices created in the window (a pending one may still succeed, so it counts until rejected).
 * Stakes and losses are 0 until the games post `bet` and `win` transactions; they will be summed from
 * the ledger then.
 */
export function paymentsLimitUsage(db: Database): LimitUsage {
  return {
    deposits: (query) => depositSum(db, query),
    bets: async () => 0n,
    losses: async () => 0n,
  };
}
