import type { LimitUsage } from '../limits/enforcement.ts';
import { stakesAndWins } from './store.ts';

/**
 * What the limits module counts against bet and loss limits, from the games' own transactions: stakes are
 * debits not rolled back, losses are stakes minus wins, in the limit's window and currency. Deposits are
 * the payments module's business (its own usage); a bet check never asks for them.
 */
export function gamesLimitUsage(): LimitUsage {
  return {
    deposits: async () => 0n,
    bets: async (query, executor) => (await stakesAndWins(executor, query)).stakes,
    losses: async (query, executor) => {
      const { stakes, wins } = await stakesAndWins(executor, query);
      return stakes - wins;
    },
  };
}
