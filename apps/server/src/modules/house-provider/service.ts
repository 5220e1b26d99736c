import { createHash } from 'node:crypto';
import { type GameDefinition, generateCatalogue } from '@croupier/house-games/catalogue';
import { type DiceBet, diceMultiplier, playDice } from '@croupier/house-games/dice';
import { HouseGameError } from '@croupier/house-games/errors';
import { createSeedPair, hmacRandomSource, rotateSeedPair } from '@croupier/house-games/fairness';
import { and, asc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/errors.ts';
import { brandIdentity } from '../games/house-catalogue.ts';
import { type CasinoAnswer, type CasinoWallet, decided } from './casino-wallet.ts';
import { houseDemoWallets, houseRounds, houseSeedPairs } from './tables.ts';

/**
 * The house studio's game server (issue 7): it opens a launch session by asking the casino for the
 * balance (a demo token answers `demo_session`), keeps a provably fair seed pair per session, and settles
 * each real-money bet through the seamless wallet: stake, then win, retried until the casino answers; a
 * stake whose fate is unknown is rolled back. Demo play uses play money and the same maths.
 */

export const houseErrorCodes = {
  sessionInvalid: 'house_session_invalid',
  gameUnavailable: 'house_game_unavailable',
  badBet: 'house_bad_bet',
  refused: 'house_bet_refused',
  casinoUnavailable: 'house_casino_unavailable',
} as const;

/** Play money: this many of the game's smallest stakes. */
const demoStakes = 10_000n;
/** Tries of a wallet call before the round is left to recovery. */
const attempts = 3;

export interface HouseSession {
  mode: 'real' | 'demo';
  game: { slug: string; name: string; type: string };
  currency: string;
  balanceMinor: string;
  stake: { minMinor: string; maxMinor: string };
  seed: { serverSeedHash: string; clientSeed: string; nonce: number };
}

export interface DiceResult {
  roundId: string;
  roll: number;
  won: boolean;
  multiplier: number;
  winMinor: string;
  balanceMinor: string | null;
  /** The casino has not confirmed the win yet; recovery pays it. */
  winPending: boolean;
  nonce: number;
  serverSeedHash: string;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

function casinoError(answer: CasinoAnswer): AppError {
  const code = answer.body.error?.code ?? 'unknown';
  return new AppError(409, houseErrorCodes.refused, answer.body.error?.message ?? 'The casino refused the bet', {
    reason: [code],
  });
}

export function createHouseProvider(deps: { db: Database; casino: CasinoWallet }) {
  const { db, casino } = deps;
  const games = new Map(generateCatalogue().map((game) => [game.slug, game]));

  function playable(slug: string): GameDefinition {
    const game = games.get(slug);
    if (!game) throw new AppError(404, houseErrorCodes.gameUnavailable, 'No such house game');
    if (game.engine.game !== 'dice') {
      throw new AppError(409, houseErrorCodes.gameUnavailable, 'This game is not open for play yet');
    }
    return game;
  }

  function rangeOf(game: GameDefinition, currency: string) {
    const range = game.betRanges.find((r) => r.currency === currency);
    if (!range) throw new AppError(409, houseErrorCodes.gameUnavailable, `This game does not take ${currency}`);
    return { min: BigInt(range.min), max: BigInt(range.max) };
  }

  async function seedPair(executor: Executor, sessionKey: string, lock = false) {
    const query = executor
      .select()
      .from(houseSeedPairs)
      .where(and(eq(houseSeedPairs.sessionKey, sessionKey), isNull(houseSeedPairs.revealedAt)));
    const [existing] = await (lock ? query.for('update') : query);
    if (existing) return existing;
    const fresh = createSeedPair();
    await executor
      .insert(houseSeedPairs)
      .values({ sessionKey, ...fresh })
      .onConflictDoNothing();
    const [created] = await (lock ? query.for('update') : query);
    if (!created) throw new Error('seed pair could not be created');
    return created;
  }

  /** What the casino says of the token: a real session (with its balance), a demo one, or none. */
  async function identify(token: string, game: GameDefinition) {
    const answer = await casino.call(brandIdentity(game.brand), 'balance', { sessionToken: token });
    if (answer.status === 200 && answer.body.balance && answer.body.currency) {
      return { mode: 'real' as const, currency: answer.body.currency, balanceMinor: BigInt(answer.body.balance) };
    }
    if (answer.status === 409 && answer.body.error?.code === 'demo_session') return { mode: 'demo' as const };
    if (!decided(answer)) throw new AppError(503, houseErrorCodes.casinoUnavailable, 'The casino is not answering');
    throw new AppError(401, houseErrorCodes.sessionInvalid, 'This game session is unknown or over');
  }

  async function demoWallet(executor: Executor, sessionKey: string, currency: string, game: GameDefinition) {
    await executor
      .insert(houseDemoWallets)
      .values({ sessionKey, currency, balanceMinor: rangeOf(game, currency).min * demoStakes })
      .onConflictDoNothing();
    const [wallet] = await executor.select().from(houseDemoWallets).where(eq(houseDemoWallets.sessionKey, sessionKey));
    if (!wallet) throw new Error('demo wallet missing');
    return wallet;
  }

  const demoCurrency = (game: GameDefinition, asked: string | undefined) =>
    asked && game.betRanges.some((r) => r.currency === asked) ? asked : 'CAD';

  /** Pays a settled round's win, trying a few times; false leaves it to recovery. */
  async function credit(round: typeof houseRounds.$inferSelect, token: string): Promise<CasinoAnswer | undefined> {
    for (let attempt = 0; attempt < attempts; attempt++) {
      const answer = await casino.call(round.provider, 'credit', {
        sessionToken: token,
        transactionId: `${round.id}:win`,
        roundId: round.id,
        currency: round.currency,
        amount: round.winMinor.toString(),
      });
      if (answer.status === 200) {
        await db
          .update(houseRounds)
          .set({ status: 'settled', sessionToken: null, lastError: null, updatedAt: new Date() })
          .where(eq(houseRounds.id, round.id));
        return answer;
      }
      if (decided(answer)) {
        // The casino will never take it (a bug on one side): keep the round open for an operator.
        await db
          .update(houseRounds)
          .set({ lastError: answer.body.error?.code ?? String(answer.status), updatedAt: new Date() })
          .where(eq(houseRounds.id, round.id));
        return undefined;
      }
    }
    return undefined;
  }

  /** Undoes a stake whose fate is unknown; false leaves it to recovery. */
  async function rollback(round: typeof houseRounds.$inferSelect, token: string): Promise<boolean> {
    for (let attempt = 0; attempt < attempts; attempt++) {
      const answer = await casino.call(round.provider, 'rollback', {
        sessionToken: token,
        transactionId: `${round.id}:rollback`,
        roundId: round.id,
        referenceTransactionId: `${round.id}:bet`,
      });
      if (decided(answer)) {
        await db
          .update(houseRounds)
          .set({ status: 'rolled_back', sessionToken: null, updatedAt: new Date() })
          .where(eq(houseRounds.id, round.id));
        return true;
      }
    }
    return false;
  }

  return {
    async open(token: string, slug: string, askedCurrency?: string): Promise<HouseSession> {
      const game = playable(slug);
      const sessionKey = sha256(token);
      const who = await identify(token, game);
      const pair = await seedPair(db, sessionKey);
      const currency = who.mode === 'real' ? who.currency : demoCurrency(game, askedCurrency);
      const balanceMinor =
        who.mode === 'real' ? who.balanceMinor : (await demoWallet(db, sessionKey, currency, game)).balanceMinor;
      const range = rangeOf(game, currency);
      return {
        mode: who.mode,
        game: { slug: game.slug, name: game.name, type: game.type },
        currency,
        balanceMinor: balanceMinor.toString(),
        stake: { minMinor: range.min.toString(), maxMinor: range.max.toString() },
        seed: { serverSeedHash: pair.serverSeedHash, clientSeed: pair.clientSeed, nonce: pair.nonce },
      };
    },

    async dice(
      token: string,
      slug: string,
      input: { stakeMinor: bigint; direction: DiceBet['direction']; target: number; currency?: string },
    ): Promise<DiceResult> {
      const game = playable(slug);
      const sessionKey = sha256(token);
      const who = await identify(token, game);
      const currency = who.mode === 'real' ? who.currency : demoCurrency(game, input.currency);
      const range = rangeOf(game, currency);
      if (input.stakeMinor < range.min || input.stakeMinor > range.max) {
        throw new AppError(400, houseErrorCodes.badBet, 'The stake is outside this game’s range', {
          stake: [`Between ${range.min} and ${range.max} minor units`],
        });
      }
      const bet: DiceBet = { stake: input.stakeMinor, direction: input.direction, target: input.target };
      try {
        diceMultiplier(bet.direction, bet.target);
      } catch (error) {
        if (error instanceof HouseGameError) {
          throw new AppError(400, houseErrorCodes.badBet, error.message, { target: [error.message] });
        }
        throw error;
      }

      // The nonce, the outcome and the round are written together before any money moves.
      const { round, balanceAfterDemo, serverSeedHash } = await db.transaction(async (tx) => {
        const pair = await seedPair(tx, sessionKey, true);
        const outcome = playDice(hmacRandomSource(pair.serverSeed, pair.clientSeed, pair.nonce), bet);
        await tx
          .update(houseSeedPairs)
          .set({ nonce: pair.nonce + 1 })
          .where(eq(houseSeedPairs.id, pair.id));
        let balance: bigint | null = null;
        if (who.mode === 'demo') {
          await demoWallet(tx, sessionKey, currency, game);
          const [moved] = await tx
            .update(houseDemoWallets)
            .set({
              balanceMinor: sql`${houseDemoWallets.balanceMinor} - ${bet.stake.toString()}::numeric + ${outcome.win.toString()}::numeric`,
              updatedAt: new Date(),
            })
            .where(
              and(
                eq(houseDemoWallets.sessionKey, sessionKey),
                sql`${houseDemoWallets.balanceMinor} >= ${bet.stake.toString()}::numeric`,
              ),
            )
            .returning({ balance: houseDemoWallets.balanceMinor });
          if (!moved) {
            throw new AppError(409, houseErrorCodes.refused, 'Not enough play money', {
              reason: ['insufficient_funds'],
            });
          }
          balance = moved.balance;
        }
        const [inserted] = await tx
          .insert(houseRounds)
          .values({
            sessionKey,
            sessionToken: who.mode === 'real' ? token : null,
            mode: who.mode,
            provider: brandIdentity(game.brand),
            game: game.slug,
            currency,
            stakeMinor: bet.stake,
            winMinor: outcome.win,
            bet: { direction: bet.direction, target: bet.target, stake: bet.stake.toString() },
            outcome: { roll: outcome.roll, won: outcome.won, multiplier: outcome.multiplier },
            seedPairId: pair.id,
            nonce: pair.nonce,
            status: who.mode === 'real' ? 'debit_pending' : 'settled',
          })
          .returning();
        return {
          round: inserted as typeof houseRounds.$inferSelect,
          balanceAfterDemo: balance,
          serverSeedHash: pair.serverSeedHash,
        };
      });

      const result = (balanceMinor: bigint | string | null, winPending = false): DiceResult => ({
        roundId: round.id,
        roll: Number(round.outcome.roll),
        won: Boolean(round.outcome.won),
        multiplier: Number(round.outcome.multiplier),
        winMinor: round.winMinor.toString(),
        balanceMinor: balanceMinor === null ? null : balanceMinor.toString(),
        winPending,
        nonce: round.nonce,
        serverSeedHash,
      });
      if (who.mode === 'demo') return result(balanceAfterDemo);

      const stake = await casino.call(round.provider, 'debit', {
        sessionToken: token,
        transactionId: `${round.id}:bet`,
        roundId: round.id,
        currency,
        amount: round.stakeMinor.toString(),
      });
      if (stake.status !== 200) {
        if (decided(stake)) {
          await db
            .update(houseRounds)
            .set({
              status: 'refused',
              sessionToken: null,
              lastError: stake.body.error?.code ?? null,
              updatedAt: new Date(),
            })
            .where(eq(houseRounds.id, round.id));
          throw casinoError(stake);
        }
        await rollback(round, token);
        throw new AppError(503, houseErrorCodes.casinoUnavailable, 'The casino did not confirm the bet; it was undone');
      }
      await db
        .update(houseRounds)
        .set({ status: 'debited', updatedAt: new Date() })
        .where(eq(houseRounds.id, round.id));
      const paid = await credit(round, token);
      return paid ? result(paid.body.balance ?? null) : result(null, true);
    },

    /** A new server seed (and the player's client seed); the old server seed is revealed. */
    async rotate(token: string, slug: string, clientSeed: string) {
      const game = playable(slug);
      await identify(token, game);
      const sessionKey = sha256(token);
      return db.transaction(async (tx) => {
        const pair = await seedPair(tx, sessionKey, true);
        const { revealed, next } = rotateSeedPair(pair, clientSeed);
        await tx.update(houseSeedPairs).set({ revealedAt: new Date() }).where(eq(houseSeedPairs.id, pair.id));
        await tx.insert(houseSeedPairs).values({ sessionKey, ...next });
        return {
          revealed,
          next: { serverSeedHash: next.serverSeedHash, clientSeed: next.clientSeed, nonce: next.nonce },
        };
      });
    },

    /**
     * Finishes what a crash or an unreachable casino left open: a stake whose fate is unknown is rolled
     * back, a stake taken is paid its win. Runs at start and then periodically.
     */
    async recover(olderThan: Date): Promise<number> {
      const open = await db
        .select()
        .from(houseRounds)
        .where(and(sql`${houseRounds.status} in ('debit_pending', 'debited')`, lt(houseRounds.updatedAt, olderThan)))
        .orderBy(asc(houseRounds.updatedAt))
        .limit(100);
      let finished = 0;
      for (const round of open) {
        const token = round.sessionToken;
        if (!token) continue;
        const done =
          round.status === 'debit_pending' ? await rollback(round, token) : Boolean(await credit(round, token));
        if (done) finished += 1;
      }
      return finished;
    },
  };
}

export type HouseProvider = ReturnType<typeof createHouseProvider>;
