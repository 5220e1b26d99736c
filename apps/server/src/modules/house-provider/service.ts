import { createHash } from 'node:crypto';
import {
  type BlackjackOutcome,
  type HouseSession,
  houseErrorCodes,
  type MinesOutcome,
  type RoundResult,
} from '@croupier/contracts/house';
import type { BlackjackMove, BlackjackState } from '@croupier/house-games/blackjack';
import { type GameDefinition, type GameEngine, generateCatalogue } from '@croupier/house-games/catalogue';
import { HouseGameError } from '@croupier/house-games/errors';
import { hmacRandomSource } from '@croupier/house-games/fairness';
import type { MinesState } from '@croupier/house-games/mines';
import { and, asc, eq, isNotNull, lt, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/errors.ts';
import { ttlCache } from '../../platform/ttl-cache.ts';
import { brandIdentity } from '../games/house-catalogue.ts';
import { type CasinoPlayers, inProcessCasinoPlayers } from './casino-players.ts';
import { type CasinoAnswer, type CasinoWallet, decided } from './casino-wallet.ts';
import {
  blackjackInPlay,
  blackjackMove,
  type InPlayEngine,
  type MinesMove,
  minesInPlay,
  minesMove,
} from './in-play.ts';
import type { Play, StakeRange } from './plays.ts';
import { createSeedPairs } from './seed-pairs.ts';
import { houseDemoWallets, houseRounds, houseSeedPairs } from './tables.ts';

/**
 * The house studio's game server (issue 7): it opens a launch session by asking the casino for the
 * balance (a demo token answers `demo_session`), keeps a provably fair seed pair per player and game (a
 * guest's per demo table, decision 0056), and settles each real-money bet through the seamless wallet:
 * stake, then win, retried until the casino answers; a stake whose fate is unknown is rolled back. Demo
 * play uses play money and the same maths.
 */

/** Play money: this many of the game's smallest stakes. */
const demoStakes = 10_000n;
/** How long, and for how many sessions, a session's mode and currency are remembered. */
const sessionMemoryMs = 10 * 60_000;
const sessionMemoryEntries = 10_000;
/** Tries of a wallet call before the round is left to recovery. */
const attempts = 3;

type Round = typeof houseRounds.$inferSelect;

const inPlayEngines = { mines: minesInPlay, blackjack: blackjackInPlay } as const;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

function casinoError(answer: CasinoAnswer): AppError {
  const code = answer.body.error?.code ?? 'unknown';
  return new AppError(409, houseErrorCodes.refused, answer.body.error?.message ?? 'The casino refused the bet', {
    reason: [code],
  });
}

export function createHouseProvider(deps: { db: Database; casino: CasinoWallet; players?: CasinoPlayers }) {
  const { db, casino } = deps;
  const games = new Map(generateCatalogue().map((game) => [game.slug, game]));
  const seeds = createSeedPairs({ db, games, players: deps.players ?? inProcessCasinoPlayers(db) });

  function playable(slug: string): GameDefinition {
    const game = games.get(slug);
    if (!game) throw new AppError(404, houseErrorCodes.gameUnavailable, 'No such house game');
    return game;
  }

  function rangeOf(game: GameDefinition, currency: string): StakeRange {
    const range = game.betRanges.find((r) => r.currency === currency);
    if (!range) throw new AppError(409, houseErrorCodes.gameUnavailable, `This game does not take ${currency}`);
    return { min: BigInt(range.min), max: BigInt(range.max) };
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

  // A launch session's mode and currency never change: asked of the casino once per process and session,
  // not before every bet (the stake itself is the casino's check of a real session from then on).
  const sessions = ttlCache<string, { mode: 'real'; currency: string } | { mode: 'demo' }>(
    sessionMemoryMs,
    () => Promise.reject(new Error('sessions are identified by the caller')),
    Date.now,
    sessionMemoryEntries,
  );
  /** A real session's balance as the casino says it now (after any win paid without the player's press). */
  async function casinoBalance(token: string, game: GameDefinition): Promise<bigint> {
    const who = await identify(token, game);
    if (who.mode !== 'real') throw new Error('a demo session has no casino balance');
    return who.balanceMinor;
  }

  const sessionOf = (token: string, game: GameDefinition) =>
    sessions.get(sha256(token), async () => {
      const who = await identify(token, game);
      return who.mode === 'real' ? { mode: 'real' as const, currency: who.currency } : { mode: 'demo' as const };
    });

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
  async function credit(round: Round, token: string): Promise<CasinoAnswer | undefined> {
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

  /** Asks the casino to undo one stake; true once it has answered either way (the stake is then undone or never was). */
  async function undoStake(round: Round, token: string, stakeId: string): Promise<boolean> {
    for (let attempt = 0; attempt < attempts; attempt++) {
      const answer = await casino.call(round.provider, 'rollback', {
        sessionToken: token,
        transactionId: `${stakeId}:rollback`,
        roundId: round.id,
        referenceTransactionId: stakeId,
      });
      if (decided(answer)) return true;
    }
    return false;
  }

  /** Undoes a round's stake whose fate is unknown; false leaves it to recovery. */
  async function rollback(round: Round, token: string): Promise<boolean> {
    if (!(await undoStake(round, token, `${round.id}:bet`))) return false;
    await db
      .update(houseRounds)
      .set({ status: 'rolled_back', sessionToken: null, updatedAt: new Date() })
      .where(eq(houseRounds.id, round.id));
    return true;
  }

  /** A session's currency: the casino's for real money, the one asked for (or CAD) in demo. */
  async function currencyOf(token: string, game: GameDefinition, asked: string | undefined) {
    const who = await sessionOf(token, game);
    return { who, currency: who.mode === 'real' ? who.currency : demoCurrency(game, asked) };
  }

  const present = (round: Round, serverSeedHash: string, balanceMinor: bigint | string | null, winPending = false) =>
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

  /** What the player sees of a round: a round in play hides what is still to come. */
  function viewOf(round: Round): unknown {
    const engine = inPlayEngineOf(round.game);
    return engine ? engine.view(engine.load(round.outcome)) : round.outcome;
  }
  const inPlayEngineOf = (slug: string): InPlayEngine<unknown> | undefined => {
    const name = games.get(slug)?.engine.game;
    return name === 'mines' || name === 'blackjack' ? (inPlayEngines[name] as InPlayEngine<unknown>) : undefined;
  };

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

  /**
   * Takes a real round's stake; on success the round is `debited` (or `in_play`) and the answer is the casino
   * balance after the stake, for the page to show at once; else nothing moved.
   */
  async function takeStake(round: Round, token: string, next: 'debited' | 'in_play'): Promise<string | null> {
    const stake = await casino.call(round.provider, 'debit', {
      sessionToken: token,
      transactionId: `${round.id}:bet`,
      roundId: round.id,
      currency: round.currency,
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
    await db.update(houseRounds).set({ status: next, updatedAt: new Date() }).where(eq(houseRounds.id, round.id));
    return stake.body.balance ?? null;
  }

  /**
   * One bet: the nonce, the outcome and the round are written together before any money moves; then the
   * stake, then (unless the player still has moves) the win.
   */
  async function playRound(
    token: string,
    slug: string,
    asked: string | undefined,
    engine: GameEngine['game'],
    build: (game: GameDefinition, range: StakeRange) => Play,
  ) {
    const game = playable(slug);
    if (game.engine.game !== engine) {
      throw new AppError(409, houseErrorCodes.gameUnavailable, `This game does not play ${engine}`);
    }
    const sessionKey = sha256(token);
    const { who, currency } = await currencyOf(token, game, asked);
    const owner = await seeds.ownerOf(token, game);
    const play = build(game, rangeOf(game, currency));
    const { round, demoBalance, serverSeedHash, inPlay } = await db.transaction(async (tx) => {
      const pair = await seeds.inPlay(tx, owner, sessionKey, true);
      const settled = play.settle(hmacRandomSource(pair.serverSeed, pair.clientSeed, pair.nonce));
      const inPlay = settled.inPlay === true;
      // One round in play per session and game: a new one waits until the last is over.
      if (inPlayEngineOf(game.slug)) {
        const [open] = await tx
          .select({ id: houseRounds.id })
          .from(houseRounds)
          .where(
            and(
              eq(houseRounds.sessionKey, sessionKey),
              eq(houseRounds.game, game.slug),
              sql`${houseRounds.status} in ('debit_pending', 'in_play')`,
            ),
          );
        if (open) throw new AppError(409, houseErrorCodes.badMove, 'Finish the round in play first');
      }
      await tx
        .update(houseSeedPairs)
        .set({ nonce: pair.nonce + 1 })
        .where(eq(houseSeedPairs.id, pair.id));
      let demoBalance: bigint | null = null;
      if (who.mode === 'demo') {
        await demoWallet(tx, sessionKey, currency, game);
        demoBalance = await moveDemo(tx, sessionKey, play.stakeMinor, settled.win);
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
          stakeMinor: play.stakeMinor,
          winMinor: settled.win,
          bet: play.bet,
          outcome: settled.outcome,
          seedPairId: pair.id,
          nonce: pair.nonce,
          status: who.mode === 'real' ? 'debit_pending' : inPlay ? 'in_play' : 'settled',
        })
        .returning();
      return { round: inserted as Round, demoBalance, serverSeedHash: pair.serverSeedHash, inPlay };
    });
    if (who.mode === 'demo') return present(round, serverSeedHash, demoBalance);
    const afterStake = await takeStake(round, token, inPlay ? 'in_play' : 'debited');
    if (inPlay) return present(round, serverSeedHash, afterStake);
    const paid = await credit(round, token);
    return paid
      ? present(round, serverSeedHash, paid.body.balance ?? null)
      : present(round, serverSeedHash, null, true);
  }

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

  async function seedHashOf(round: Round) {
    if (!round.seedPairId) return '';
    const [pair] = await db
      .select({ hash: houseSeedPairs.serverSeedHash })
      .from(houseSeedPairs)
      .where(eq(houseSeedPairs.id, round.seedPairId));
    return pair?.hash ?? '';
  }

  const badMove = (message: string, field: string) =>
    new AppError(409, houseErrorCodes.badMove, message, { [field]: [message] });

  /** The engine's move on the stored state; the package's refusals are the player's bad moves. */
  function nextState<S>(engine: InPlayEngine<S>, round: Round, apply: (state: S) => S, field: string) {
    const state = engine.load(round.outcome);
    try {
      const next = apply(state);
      return { state, next, added: engine.staked(next) - engine.staked(state) };
    } catch (error) {
      if (error instanceof HouseGameError) throw badMove(error.message, field);
      throw error;
    }
  }

  /**
   * A move in a round in play. A move that adds a stake (blackjack's double, split, insurance) asks the
   * casino for it first, with the move written down as pending so that nothing else moves meanwhile and a
   * crash ends in its rollback. When the move ends the round, the win is paid as any other.
   */
  async function moveRound<S>(
    token: string,
    slug: string,
    engineName: 'mines' | 'blackjack',
    move: MinesMove | BlackjackMove,
    apply: (state: S) => S,
    field: string,
  ) {
    const game = playable(slug);
    if (game.engine.game !== engineName)
      throw new AppError(409, houseErrorCodes.gameUnavailable, `This game does not play ${engineName}`);
    const engine = inPlayEngines[engineName] as unknown as InPlayEngine<S>;
    const sessionKey = sha256(token);
    const { who } = await currencyOf(token, game, undefined);

    const openRound = async (tx: Executor) => {
      const open = await roundInPlay(tx, sessionKey, game.slug, true);
      if (!open) throw badMove('There is no round in play', field);
      if (open.pendingMove) throw badMove('The last move is still being settled', field);
      return open;
    };
    /** Writes the state after the move; play money moves with it. */
    const write = async (tx: Executor, open: Round, next: S, added: bigint) => {
      const over = engine.over(next);
      if (who.mode === 'demo' && (added > 0n || over))
        await moveDemo(tx, sessionKey, added, over ? engine.won(next) : 0n);
      const [updated] = await tx
        .update(houseRounds)
        .set({
          outcome: engine.store(next),
          // The player's moves in order: with the seeds they replay the round on the public verifier.
          bet: { ...open.bet, moves: [...((open.bet.moves as unknown[] | undefined) ?? []), move] },
          stakeMinor: open.stakeMinor + added,
          winMinor: engine.won(next),
          pendingMove: null,
          status: over ? (who.mode === 'demo' ? 'settled' : 'debited') : 'in_play',
          updatedAt: new Date(),
        })
        .where(eq(houseRounds.id, open.id))
        .returning();
      return updated as Round;
    };

    const first = await db.transaction(async (tx) => {
      const open = await openRound(tx);
      const { next, added } = nextState(engine, open, apply, field);
      if (added === 0n || who.mode === 'demo') {
        const round = await write(tx, open, next, added);
        const balance =
          who.mode === 'demo' ? (await demoWallet(tx, sessionKey, open.currency, game)).balanceMinor : null;
        return { round, balance, stake: undefined };
      }
      const stake = {
        move: field,
        transactionId: `${open.id}:bet:${open.extraStakes + 1}`,
        amountMinor: added.toString(),
      };
      // Each added stake asked for takes a new id, so one refused or undone is never mistaken for the next.
      await tx
        .update(houseRounds)
        .set({ pendingMove: stake, extraStakes: open.extraStakes + 1, updatedAt: new Date() })
        .where(eq(houseRounds.id, open.id));
      return { round: open, balance: null, stake };
    });

    let round = first.round;
    let balance: bigint | string | null = first.balance;
    if (first.stake) {
      const stake = first.stake;
      const answer = await casino.call(round.provider, 'debit', {
        sessionToken: token,
        transactionId: stake.transactionId,
        roundId: round.id,
        currency: round.currency,
        amount: stake.amountMinor,
      });
      const clearPending = () =>
        db.update(houseRounds).set({ pendingMove: null, updatedAt: new Date() }).where(eq(houseRounds.id, round.id));
      if (answer.status !== 200) {
        if (decided(answer)) {
          await clearPending();
          throw casinoError(answer);
        }
        if (await undoStake(round, token, stake.transactionId)) await clearPending();
        throw new AppError(
          503,
          houseErrorCodes.casinoUnavailable,
          'The casino did not confirm the stake; it was undone',
        );
      }
      balance = answer.body.balance ?? null;
      round = await db.transaction(async (tx) => {
        const open = await roundInPlay(tx, sessionKey, game.slug, true);
        if (!open || open.pendingMove?.transactionId !== stake.transactionId)
          throw new Error('a pending move vanished');
        const { next, added } = nextState(engine, open, apply, field);
        return write(tx, open, next, added);
      });
    }
    const serverSeedHash = await seedHashOf(round);
    if (round.status === 'in_play' || who.mode === 'demo') return present(round, serverSeedHash, balance);
    const paid = await credit(round, token);
    return paid
      ? present(round, serverSeedHash, paid.body.balance ?? null)
      : present(round, serverSeedHash, null, true);
  }

  /** A round in play left alone is finished for the player (the engine says how), or voided: stake back. */
  async function finishAbandoned(round: Round): Promise<boolean> {
    const engine = inPlayEngineOf(round.game);
    if (!engine || round.pendingMove) return false;
    const next = engine.finish(engine.load(round.outcome));
    const voided = next === undefined;
    const updated = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(houseRounds)
        .set({
          ...(voided ? {} : { outcome: engine.store(next), winMinor: engine.won(next) }),
          status: round.mode === 'real' ? (voided ? 'debit_pending' : 'debited') : voided ? 'rolled_back' : 'settled',
          updatedAt: new Date(),
        })
        .where(and(eq(houseRounds.id, round.id), eq(houseRounds.status, 'in_play')))
        .returning();
      // Play money: the stake back when voided, the win otherwise.
      if (row && round.mode === 'demo') {
        await moveDemo(tx, round.sessionKey, 0n, voided ? round.stakeMinor : engine.won(next));
      }
      return row;
    });
    if (!updated || round.mode === 'demo') return Boolean(updated);
    const token = round.sessionToken;
    if (!token) return false;
    // A real round voided goes the way of a stake of unknown fate: rolled back.
    return voided ? rollback(updated, token) : Boolean(await credit(updated, token));
  }

  /** A move's stake whose fate a crash left unknown is undone; the move never happened. */
  async function undoPendingMove(round: Round): Promise<boolean> {
    const pending = round.pendingMove;
    if (!pending || !round.sessionToken) return false;
    if (!(await undoStake(round, round.sessionToken, pending.transactionId))) return false;
    await db.update(houseRounds).set({ pendingMove: null, updatedAt: new Date() }).where(eq(houseRounds.id, round.id));
    return true;
  }

  return {
    /** The round keeper's money steps, for the shared crash table (crash-table.ts). */
    keeper: { playable, rangeOf, currencyOf, demoWallet, casinoBalance, moveDemo, takeStake, credit, present, sha256 },

    async open(token: string, slug: string, askedCurrency?: string): Promise<HouseSession> {
      const game = playable(slug);
      const sessionKey = sha256(token);
      const who = await identify(token, game);
      const owner = await seeds.ownerOf(token, game);
      const pair = await seeds.inPlay(db, owner, sessionKey);
      const currency = who.mode === 'real' ? who.currency : demoCurrency(game, askedCurrency);
      const balanceMinor =
        who.mode === 'real' ? who.balanceMinor : (await demoWallet(db, sessionKey, currency, game)).balanceMinor;
      const range = rangeOf(game, currency);
      const open = inPlayEngineOf(game.slug) ? await roundInPlay(db, sessionKey, game.slug, false) : undefined;
      const inPlay = open ? present(open, await seedHashOf(open), null) : null;
      return {
        mode: who.mode,
        game: { slug: game.slug, name: game.name, type: game.type, engine: game.engine },
        currency,
        balanceMinor: balanceMinor.toString(),
        stake: { minMinor: range.min.toString(), maxMinor: range.max.toString() },
        seed: {
          serverSeedHash: pair.serverSeedHash,
          clientSeed: pair.clientSeed,
          nonce: pair.nonce,
          owner: owner.kind,
        },
        minesRound: game.engine.game === 'mines' ? (inPlay as RoundResult<MinesOutcome> | null) : null,
        blackjackRound: game.engine.game === 'blackjack' ? (inPlay as RoundResult<BlackjackOutcome> | null) : null,
      };
    },

    play: playRound,

    /** Opens the tile or cashes out; a mine ends the round lost, the last safe tile pays out by itself. */
    minesMove: (token: string, slug: string, move: MinesMove) =>
      moveRound<MinesState>(
        token,
        slug,
        'mines',
        move,
        (state) => minesMove(state, move),
        move === 'cash-out' ? 'round' : 'tile',
      ) as Promise<RoundResult<MinesOutcome>>,

    /** Hit, stand, double, split or insurance; the added stakes go through the casino as their own debits. */
    blackjackMove: (token: string, slug: string, move: BlackjackMove) =>
      moveRound<BlackjackState>(
        token,
        slug,
        'blackjack',
        move,
        (state) => blackjackMove(state, move),
        'move',
      ) as Promise<RoundResult<BlackjackOutcome>>,

    /**
     * A new server seed (and the player's client seed); the old server seed is revealed. It is the owner's
     * pair that rotates: a player's, from any launch of the game on any device.
     */
    async rotate(token: string, slug: string, clientSeed: string) {
      const game = playable(slug);
      await sessionOf(token, game);
      return seeds.rotate(await seeds.ownerOf(token, game), sha256(token), clientSeed);
    },

    /** A revealed seed pair and its rounds, for the public verifier (seed-pairs.ts). */
    revealedRounds: seeds.revealed,

    /** Reveals a guest's demo table's pair on the verifier's request (seed-pairs.ts). */
    revealTable: seeds.revealTable,

    /**
     * Finishes what a crash or an unreachable casino left open: a stake whose fate is unknown is rolled
     * back, a stake taken is paid its win, and a round in play abandoned for `abandonedBefore` is finished
     * for the player. Runs at start and then periodically.
     */
    async recover(olderThan: Date, abandonedBefore: Date): Promise<number> {
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
      const abandoned = await db
        .select()
        .from(houseRounds)
        .where(and(eq(houseRounds.status, 'in_play'), lt(houseRounds.updatedAt, abandonedBefore)))
        .orderBy(asc(houseRounds.updatedAt))
        .limit(100);
      for (const round of abandoned) if (await finishAbandoned(round)) finished += 1;
      const stuck = await db
        .select()
        .from(houseRounds)
        .where(
          and(
            eq(houseRounds.status, 'in_play'),
            isNotNull(houseRounds.pendingMove),
            lt(houseRounds.updatedAt, olderThan),
          ),
        )
        .limit(100);
      for (const round of stuck) if (await undoPendingMove(round)) finished += 1;
      return finished;
    },
  };
}

export type HouseProvider = ReturnType<typeof createHouseProvider>;
