import type { LimitUsage } from '../limits/enforcement.ts';
import { depositSum } from './store.ts';

/**
 * What the limits module counts against a player's limits. Deposits: pending, processing and successful
 * deposit invoices created in the window (a pending one may still succeed, so it counts until rejected).
 * Stakes and losses are the games module's to count (its own usage); a deposit check never asks for them.
 */
export function paymentsLimitUsage(): LimitUsage {
  return {
    deposits: (query, executor) => depositSum(executor, query),
    bets: async () => 0n,
    losses: async () => 0n,
  };
}
