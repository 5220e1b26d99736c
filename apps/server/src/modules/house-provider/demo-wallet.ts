import { houseErrorCodes } from '@croupier/contracts/house';
import type { GameDefinition } from '@croupier/house-games/catalogue';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { StakeRange } from './plays.ts';
import { houseDemoWallets } from './tables.ts';

/** Play money: this many of the game's smallest stakes. */
const demoStakes = 10_000n;

/** A demo session's play money, opened on first use with the game's smallest stake × 10,000. */
export function createDemoWallets(rangeOf: (game: GameDefinition, currency: string) => StakeRange) {
  async function demoWallet(executor: Executor, sessionKey: string, currency: string, game: GameDefinition) {
    await executor
      .insert(houseDemoWallets)
      .values({ sessionKey, currency, balanceMinor: rangeOf(game, currency).min * demoStakes })
      .onConflictDoNothing();
    const [wallet] = await executor.select().from(houseDemoWallets).where(eq(houseDemoWallets.sessionKey, sessionKey));
    if (!wallet) throw new Error('demo wallet missing');
    return wallet;
  }

  /** Moves play money; refused (nothing written) when the balance would fall below zero. */
  async function moveDemo(executor: Executor, sessionKey: string, minus: bigint, plus: bigint) {
    const [moved] = await executor
      .update(houseDemoWallets)
      .set({
        balanceMinor: sql`${houseDemoWallets.balanceMinor} - ${minus.toString()}::numeric + ${plus.toString()}::numeric`,
        updatedAt: new Date(),
      })
      .where(
        and(
          eq(houseDemoWallets.sessionKey, sessionKey),
          sql`${houseDemoWallets.balanceMinor} >= ${minus.toString()}::numeric`,
        ),
      )
      .returning({ balance: houseDemoWallets.balanceMinor });
    if (!moved) {
      throw new AppError(409, houseErrorCodes.refused, 'Not enough play money', { reason: ['insufficient_funds'] });
    }
    return moved.balance;
  }

  return { demoWallet, moveDemo };
}

export type DemoWallets = ReturnType<typeof createDemoWallets>;
