import type { RoundResult } from '@croupier/contracts/house';
import type { GameDefinition } from '@croupier/house-games/catalogue';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { blackjackInPlay, type InPlayEngine, minesInPlay } from './in-play.ts';
import { type HouseRound, houseRounds, houseSeedPairs } from './tables.ts';

export const inPlayEngines = { mines: minesInPlay, blackjack: blackjackInPlay } as const;

/** Rounds as the player sees them, and the round a session has in play. */
export function createRoundView(games: ReadonlyMap<string, GameDefinition>) {
  const inPlayEngineOf = (slug: string): InPlayEngine<unknown> | undefined => {
    const name = games.get(slug)?.engine.game;
    return name === 'mines' || name === 'blackjack' ? (inPlayEngines[name] as InPlayEngine<unknown>) : undefined;
  };

  /** What the player sees of a round: a round in play hides what is still to come. */
  function viewOf(round: HouseRound): unknown {
    const engine = inPlayEngineOf(round.game);
    return engine ? engine.view(engine.load(round.outcome)) : round.outcome;
  }

  const present = (
    round: HouseRound,
    serverSeedHash: string,
    balanceMinor: bigint | string | null,
    winPending = false,
  ) =>
    ({
      roundId: round.id,
      stakeMinor: round.stakeMinor.toString(),
      winMinor: round.winMinor.toString(),
      balanceMinor: balanceMinor === null ? null : balanceMinor.toString(),
      winPending,
      nonce: round.nonce,
      serverSeedHash,
      outcome: viewOf(round),
    }) as RoundResult<never>;

  async function roundInPlay(executor: Executor, sessionKey: string, slug: string, lock: boolean) {
    const query = executor
      .select()
      .from(houseRounds)
      .where(
        and(eq(houseRounds.sessionKey, sessionKey), eq(houseRounds.game, slug), eq(houseRounds.status, 'in_play')),
      );
    const [round] = await (lock ? query.for('update') : query);
    return round;
  }

  async function seedHashOf(executor: Executor, round: HouseRound) {
    if (!round.seedPairId) return '';
    const [pair] = await executor
      .select({ hash: houseSeedPairs.serverSeedHash })
      .from(houseSeedPairs)
      .where(eq(houseSeedPairs.id, round.seedPairId));
    return pair?.hash ?? '';
  }

  return { inPlayEngineOf, present, roundInPlay, seedHashOf };
}

export type RoundView = ReturnType<typeof createRoundView>;
