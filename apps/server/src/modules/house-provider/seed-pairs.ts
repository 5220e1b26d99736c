import { createHash } from 'node:crypto';
import { houseErrorCodes, type RevealedRounds, type RevealedSeeds } from '@croupier/contracts/house';
import type { GameDefinition } from '@croupier/house-games/catalogue';
import { createSeedPair, rotateSeedPair } from '@croupier/house-games/fairness';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Database, Executor } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/errors.ts';
import { ttlCache } from '../../platform/ttl-cache.ts';
import type { CasinoPlayers } from './casino-players.ts';
import { houseRounds, houseSeedPairs } from './tables.ts';

/**
 * Whose seed pair a launch plays with, and the pair's life from commitment to reveal (decision 0056): a
 * logged-in player's pair is theirs for the game whatever the launch, page or device, until they rotate
 * it; a guest has the pair of the demo table the launch opened, which the verifier may reveal for them.
 */

type SeedPairRow = typeof houseSeedPairs.$inferSelect;

export interface SeedOwner {
  key: string;
  kind: 'player' | 'table';
}

const ownerKind = (key: string): SeedOwner['kind'] => (key.startsWith('player:') ? 'player' : 'table');
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** How long, and for how many launches, the player behind a launch is remembered (it never changes). */
const launchMemoryMs = 10 * 60_000;
const launchMemoryEntries = 10_000;

export function createSeedPairs(deps: {
  db: Database;
  games: ReadonlyMap<string, GameDefinition>;
  players: CasinoPlayers;
}) {
  const { db, games, players } = deps;

  const launchPlayers = ttlCache<string, string | null>(
    launchMemoryMs,
    () => Promise.reject(new Error('players are looked up by the caller')),
    Date.now,
    launchMemoryEntries,
  );

  async function ownerOf(token: string, game: GameDefinition): Promise<SeedOwner> {
    const sessionKey = sha256(token);
    const player = await launchPlayers.get(sessionKey, () => players.playerOf(token));
    return player
      ? { key: `player:${player}:${game.slug}`, kind: 'player' }
      : { key: `table:${sessionKey}`, kind: 'table' };
  }

  /** The owner's pair in play, made (and so committed to) the first time the owner opens a game. */
  async function inPlay(executor: Executor, owner: SeedOwner, sessionKey: string, lock = false) {
    const query = executor
      .select()
      .from(houseSeedPairs)
      .where(and(eq(houseSeedPairs.owner, owner.key), isNull(houseSeedPairs.revealedAt)));
    const [existing] = await (lock ? query.for('update') : query);
    if (existing) return existing;
    const fresh = createSeedPair();
    await executor
      .insert(houseSeedPairs)
      .values({ owner: owner.key, sessionKey, ...fresh })
      .onConflictDoNothing();
    const [created] = await (lock ? query.for('update') : query);
    if (!created) throw new Error('seed pair could not be created');
    return created;
  }

  /**
   * Reveals a pair and puts the next one in play at once, for the same owner, so that every pair exists
   * before the rounds that use it. Refused while a round that uses it is still in play (its hidden part,
   * a mine layout or a shoe, would show), wherever that round was started. The caller holds the pair's lock.
   */
  async function retire(
    tx: Executor,
    pair: SeedPairRow,
    clientSeed: string,
    sessionKey: string,
  ): Promise<RevealedSeeds> {
    const [open] = await tx
      .select({ id: houseRounds.id })
      .from(houseRounds)
      .where(and(eq(houseRounds.seedPairId, pair.id), eq(houseRounds.status, 'in_play')))
      .limit(1);
    if (open) {
      throw new AppError(409, houseErrorCodes.roundInPlay, 'The seeds cannot change while a round is in play', {
        clientSeed: ['Finish the round in play first'],
      });
    }
    const { revealed, next } = rotateSeedPair(pair, clientSeed);
    await tx.update(houseSeedPairs).set({ revealedAt: new Date() }).where(eq(houseSeedPairs.id, pair.id));
    await tx.insert(houseSeedPairs).values({ owner: pair.owner, sessionKey, ...next });
    return {
      revealed,
      next: {
        serverSeedHash: next.serverSeedHash,
        clientSeed: next.clientSeed,
        nonce: next.nonce,
        owner: ownerKind(pair.owner),
      },
    };
  }

  /** A revealed pair and its newest 500 rounds, as the public verifier shows them. */
  async function roundsOf(pair: SeedPairRow): Promise<RevealedRounds> {
    const rounds = await db
      .select()
      .from(houseRounds)
      .where(eq(houseRounds.seedPairId, pair.id))
      .orderBy(desc(houseRounds.nonce))
      .limit(500);
    return {
      serverSeed: pair.serverSeed,
      serverSeedHash: pair.serverSeedHash,
      clientSeed: pair.clientSeed,
      nonceCount: pair.nonce,
      rounds: rounds.flatMap((round) => {
        const game = games.get(round.game);
        if (!game) return [];
        return [
          {
            roundId: round.id,
            game: { slug: game.slug, name: game.name, engine: game.engine },
            nonce: round.nonce,
            currency: round.currency,
            stakeMinor: round.stakeMinor.toString(),
            winMinor: round.winMinor.toString(),
            status: round.status,
            bet: round.bet,
            // Mines: the stored state, layout included; the pair is revealed, so nothing is secret now.
            outcome: round.outcome,
            playedAt: round.createdAt.toISOString(),
          },
        ];
      }),
    };
  }

  /** A pair by the hash shown before play; unknown is the same answer as still secret, without a reason. */
  async function byHash(executor: Executor, serverSeedHash: string, lock = false) {
    const query = executor
      .select()
      .from(houseSeedPairs)
      .where(eq(houseSeedPairs.serverSeedHash, serverSeedHash))
      .orderBy(desc(houseSeedPairs.createdAt))
      .limit(1);
    const [pair] = await (lock ? query.for('update') : query);
    if (!pair) throw new AppError(404, houseErrorCodes.notRevealed, 'No seed pair has this hash');
    return pair;
  }

  return {
    ownerOf,
    inPlay,

    /** The owner's pair is revealed and the next put in play: a player's, from any launch on any device. */
    rotate: (owner: SeedOwner, sessionKey: string, clientSeed: string) =>
      db.transaction(async (tx) => retire(tx, await inPlay(tx, owner, sessionKey, true), clientSeed, sessionKey)),

    /**
     * A revealed seed pair and its rounds. One still in play is not shown (its server seed is secret); the
     * refusal says whose it is: a player reveals theirs by rotating it in the game, on any device; a guest's
     * demo table's can be revealed by `revealTable`.
     */
    async revealed(serverSeedHash: string): Promise<RevealedRounds> {
      const pair = await byHash(db, serverSeedHash);
      if (!pair.revealedAt) {
        throw new AppError(404, houseErrorCodes.notRevealed, 'This seed pair is still in play', {
          reason: [ownerKind(pair.owner)],
        });
      }
      return roundsOf(pair);
    },

    /**
     * Ends a guest's demo table's pair on the verifier's request, as a rotation would (the table carries on
     * with a new pair, same client seed): a guest who reloaded or left has no other way back to it. A
     * player's pair is theirs to rotate, so it is refused here.
     */
    async revealTable(serverSeedHash: string): Promise<RevealedRounds> {
      const pair = await db.transaction(async (tx) => {
        const found = await byHash(tx, serverSeedHash, true);
        if (found.revealedAt) return found;
        if (ownerKind(found.owner) === 'player') {
          throw new AppError(409, houseErrorCodes.notRevealed, 'A player reveals their seeds by changing them', {
            reason: ['player'],
          });
        }
        await retire(tx, found, found.clientSeed, found.sessionKey);
        return { ...found, revealedAt: new Date() };
      });
      return roundsOf(pair);
    },
  };
}

export type SeedPairs = ReturnType<typeof createSeedPairs>;
