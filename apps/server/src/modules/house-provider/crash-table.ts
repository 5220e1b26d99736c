import { randomBytes } from 'node:crypto';
import {
  type CrashBetResult,
  type CrashMessage,
  type CrashRound,
  type CrashState,
  type CrashTableBet,
  houseErrorCodes,
} from '@croupier/contracts/house';
import { crashConfig, settleCrashBet } from '@croupier/house-games/crash';
import { crashFlight, flightMs, multiplierAt } from '@croupier/house-games/crash-flight';
import { crashPointForRound } from '@croupier/house-games/crash-round';
import { createHashChain } from '@croupier/house-games/hash-chain';
import { and, desc, eq, isNotNull, isNull, lt } from 'drizzle-orm';
import type { Database, Executor } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/errors.ts';
import { brandIdentity } from '../games/house-catalogue.ts';
import type { HouseProvider } from './service.ts';
import { houseCrashChains, houseCrashRounds, houseRounds } from './tables.ts';

/**
 * Crash, live: one stream of shared rounds for every crash game of the studio. Each round's point comes
 * from a hash chain committed to in advance (hash-chain.ts), so no round can be chosen after the
 * commitment. Every process runs the same clock: the first to see a round crash settles it and opens the
 * next (both claimed in the database), and announces them on `public:crash`. Bets are launch-session
 * rounds of the round keeper: the stake through the casino's wallet, the win when cashed out (by hand, or as
 * the flight passes the automatic target) or at the crash.
 */

const chainLength = 10_000;
const historySize = 20;

type Round = typeof houseCrashRounds.$inferSelect;
type Bet = typeof houseRounds.$inferSelect;

export function createCrashTable(deps: {
  db: Database;
  provider: HouseProvider;
  publish: (message: CrashMessage) => Promise<void>;
  log: (error: unknown) => void;
  now?: () => number;
}) {
  const { db, provider, publish, log } = deps;
  const now = deps.now ?? Date.now;
  const keeper = provider.keeper;
  const chains = new Map<number, { seeds: string[]; commitment: string; salt: string }>();

  async function chainOf(id: number) {
    let chain = chains.get(id);
    if (!chain) {
      const [row] = await db.select().from(houseCrashChains).where(eq(houseCrashChains.id, id));
      if (!row) throw new Error(`crash chain ${id} missing`);
      const built = createHashChain(row.terminalSeed, row.length);
      chain = { seeds: built.seeds, commitment: row.commitment, salt: row.salt };
      chains.set(id, chain);
    }
    return chain;
  }

  /** A new chain when none is left; concurrent processes agree on the one written first. */
  async function newChain(id: number) {
    const built = createHashChain(randomBytes(32).toString('hex'), chainLength);
    await db
      .insert(houseCrashChains)
      .values({
        id,
        terminalSeed: built.seeds[built.seeds.length - 1] as string,
        commitment: built.commitment,
        salt: randomBytes(16).toString('hex'),
        length: chainLength,
      })
      .onConflictDoNothing();
    return chainOf(id);
  }

  const latest = async (executor: Executor = db) =>
    (
      await executor
        .select()
        .from(houseCrashRounds)
        .orderBy(desc(houseCrashRounds.chainId), desc(houseCrashRounds.number))
        .limit(1)
    )[0];

  async function view(round: Round): Promise<CrashRound> {
    const crashed = now() >= round.crashesAt.getTime();
    const chain = await chainOf(round.chainId);
    return {
      chainId: round.chainId,
      number: round.number,
      bettingStartsAt: round.bettingStartsAt.toISOString(),
      bettingEndsAt: round.bettingEndsAt.toISOString(),
      crashPoint: crashed ? round.crashPoint : null,
      crashedAt: crashed ? round.crashesAt.toISOString() : null,
      seed: crashed ? (chain.seeds[round.number - 1] ?? null) : null,
    };
  }

  /** Opens the round after `previous` (or the very first), betting from `startsAt`; false if another process did. */
  async function openNext(previous: Round | undefined, startsAt: number): Promise<Round | undefined> {
    let chainId = previous?.chainId ?? 1;
    let number = (previous?.number ?? 0) + 1;
    let chain = previous ? await chainOf(chainId) : await newChain(chainId).catch(() => chainOf(chainId));
    if (number > chain.seeds.length) {
      chainId += 1;
      number = 1;
      chain = await newChain(chainId);
    }
    const crashPoint = crashPointForRound(chain.seeds[number - 1] as string, chain.salt);
    const bettingEndsAt = startsAt + crashFlight.bettingMs;
    const [opened] = await db
      .insert(houseCrashRounds)
      .values({
        chainId,
        number,
        crashPoint,
        bettingStartsAt: new Date(startsAt),
        bettingEndsAt: new Date(bettingEndsAt),
        crashesAt: new Date(bettingEndsAt + flightMs(crashPoint)),
      })
      .onConflictDoNothing()
      .returning();
    return opened;
  }

  const label = (bet: Bet) => `#${bet.sessionKey.slice(0, 6)}`;
  const tableBet = (bet: Bet): CrashTableBet => {
    const cashOut = (bet.outcome.cashOut as number | null) ?? null;
    return {
      label: label(bet),
      currency: bet.currency,
      stakeMinor: bet.stakeMinor.toString(),
      cashOut,
      winMinor: bet.status === 'in_play' || bet.status === 'debit_pending' ? null : bet.winMinor.toString(),
    };
  };

  /** The bets of a round still in the air. */
  const inAir = async (round: Round) =>
    (
      await db
        .select()
        .from(houseRounds)
        .where(
          and(eq(houseRounds.status, 'in_play'), isNull(houseRounds.seedPairId), eq(houseRounds.nonce, round.number)),
        )
    ).filter((bet) => bet.outcome.chainId === round.chainId);

  /**
   * Ends a bet still in the air, cashed out at `cashOut` (null: lost in the crash), and pays a demo win; a
   * real win is then the casino's to pay. Undefined if the bet was no longer in the air.
   */
  async function endInAir(tx: Executor, bet: Bet, cashOut: number | null, crashPoint: number) {
    const win = cashOut === null ? 0n : settleCrashBet(crashPoint, bet.stakeMinor, cashOut).win;
    const [row] = await tx
      .update(houseRounds)
      .set({
        outcome: { ...bet.outcome, cashOut },
        winMinor: win,
        status: bet.mode === 'demo' ? 'settled' : 'debited',
        updatedAt: new Date(),
      })
      .where(and(eq(houseRounds.id, bet.id), eq(houseRounds.status, 'in_play')))
      .returning();
    if (!row) return undefined;
    const demoBalance = bet.mode === 'demo' && win > 0n ? await keeper.moveDemo(tx, bet.sessionKey, 0n, win) : null;
    return { bet: row, demoBalance };
  }

  /**
   * Ends a bet still in the air (endInAir) and pays a real one through the casino; whichever process comes
   * first does it, the others find it settled (undefined).
   */
  async function settleInAir(bet: Bet, cashOut: number | null, crashPoint: number): Promise<Bet | undefined> {
    const ended = await db.transaction((tx) => endInAir(tx, bet, cashOut, crashPoint));
    if (ended?.bet.mode === 'real' && ended.bet.sessionToken) await keeper.credit(ended.bet, ended.bet.sessionToken);
    return ended?.bet;
  }

  /**
   * Cashes out the bets whose automatic target the flight has passed, as a press at that moment would, and
   * tells the table, so every player sees them go as they happen. The moment the next target falls due, if any.
   */
  async function cashOutTargets(round: Round, at: number): Promise<number | undefined> {
    const takeOff = round.bettingEndsAt.getTime();
    const flown = multiplierAt(at - takeOff);
    let next: number | undefined;
    for (const bet of await inAir(round)) {
      const auto = (bet.outcome.autoCashOut as number | null) ?? null;
      // A target at the crash point itself is reached only as the round crashes: the crash pays it.
      if (auto === null || auto >= round.crashPoint) continue;
      if (auto > flown) {
        next = Math.min(next ?? Number.POSITIVE_INFINITY, takeOff + flightMs(auto));
        continue;
      }
      const settled = await settleInAir(bet, auto, round.crashPoint);
      if (settled) await publish({ type: 'cash-out', round: settled.nonce, bet: tableBet(settled) }).catch(log);
    }
    return next;
  }

  /** Pays every bet of a crashed round still in play: its automatic cash-out if the round reached it, else 0. */
  async function settleBets(round: Round): Promise<void> {
    for (const bet of await inAir(round)) {
      const auto = (bet.outcome.autoCashOut as number | null) ?? null;
      await settleInAir(bet, auto !== null && auto <= round.crashPoint ? auto : null, round.crashPoint);
    }
  }

  /** Settles the round if it crashed and nobody has yet; then opens the next. The next wake-up time. */
  async function tick(): Promise<number> {
    const current = await latest();
    const at = now();
    if (!current) {
      const opened = await openNext(undefined, at);
      if (opened) await publish({ type: 'round', round: await view(opened) });
      return at + crashFlight.bettingMs;
    }
    const crashesAt = current.crashesAt.getTime();
    if (at < crashesAt) {
      // Bets close at take-off, so from then on the targets in the air are all known.
      const takeOff = current.bettingEndsAt.getTime();
      if (at < takeOff) return takeOff;
      return Math.min(crashesAt, (await cashOutTargets(current, at)) ?? crashesAt);
    }
    const [claimed] = await db
      .update(houseCrashRounds)
      .set({ settledAt: new Date() })
      .where(
        and(
          eq(houseCrashRounds.chainId, current.chainId),
          eq(houseCrashRounds.number, current.number),
          isNull(houseCrashRounds.settledAt),
        ),
      )
      .returning();
    if (claimed) {
      await publish({ type: 'crashed', round: await view(claimed) });
      await settleBets(claimed);
    }
    const opened = await openNext(current, Math.max(at, crashesAt + crashFlight.pauseMs));
    if (opened) await publish({ type: 'round', round: await view(opened) });
    return (opened ?? (await latest()))?.crashesAt.getTime() ?? at + crashFlight.pauseMs;
  }

  async function betOf(sessionKey: string, slug: string, executor: Executor = db, lock = false) {
    const query = executor
      .select()
      .from(houseRounds)
      .where(and(eq(houseRounds.sessionKey, sessionKey), eq(houseRounds.game, slug), isNull(houseRounds.seedPairId)))
      .orderBy(desc(houseRounds.createdAt))
      .limit(1);
    return (await (lock ? query.for('update') : query))[0];
  }

  const crashGame = (slug: string) => {
    const game = keeper.playable(slug);
    if (game.engine.game !== 'crash')
      throw new AppError(409, houseErrorCodes.gameUnavailable, 'This game is not crash');
    return game;
  };

  let timer: NodeJS.Timeout | undefined;
  let stopped = true;
  const loop = async () => {
    let wake = now() + 1_000;
    try {
      wake = await tick();
    } catch (error) {
      log(error);
    }
    if (!stopped) timer = setTimeout(loop, Math.max(25, Math.min(wake - now(), 5_000)));
  };

  return {
    start() {
      stopped = false;
      void loop();
    },
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
    tick,

    /** What the crash page shows when it opens: the round, its bets, this session's bet, the last rounds. */
    async state(token: string, slug: string, asked: string | undefined): Promise<CrashState> {
      const game = crashGame(slug);
      const { who, currency } = await keeper.currencyOf(token, game, asked);
      let round = await latest();
      if (!round) {
        await tick();
        round = await latest();
      }
      if (!round) throw new Error('no crash round');
      const bets = await db
        .select()
        .from(houseRounds)
        .where(and(isNull(houseRounds.seedPairId), eq(houseRounds.nonce, round.number)))
        .orderBy(desc(houseRounds.stakeMinor))
        .limit(50);
      const history = await db
        .select()
        .from(houseCrashRounds)
        .where(isNotNull(houseCrashRounds.settledAt))
        .orderBy(desc(houseCrashRounds.chainId), desc(houseCrashRounds.number))
        .limit(historySize);
      const sessionKey = keeper.sha256(token);
      const mine = await betOf(sessionKey, game.slug);
      const chain = await chainOf(round.chainId);
      // A real balance is the casino's: an automatic cash-out paid it during the flight, unseen by the page.
      const balance =
        who.mode === 'demo'
          ? (await keeper.demoWallet(db, sessionKey, currency, game)).balanceMinor.toString()
          : await keeper.casinoBalance(token, game).then(String, () => null);
      return {
        serverTime: new Date(now()).toISOString(),
        round: await view(round),
        bets: bets
          .filter(
            (bet) => bet.outcome.chainId === round.chainId && bet.status !== 'refused' && bet.status !== 'rolled_back',
          )
          .map(tableBet),
        myBet: mine ? (keeper.present(mine, '', null) as CrashBetResult) : null,
        history: await Promise.all(history.map(view)),
        chain: { commitment: chain.commitment, salt: chain.salt },
        balanceMinor: balance ?? '',
      };
    },

    /** A bet on the round taking bets; one per session and round. */
    async bet(token: string, slug: string, input: { stake: bigint; autoCashOut?: number; currency?: string }) {
      const game = crashGame(slug);
      const { who, currency } = await keeper.currencyOf(token, game, input.currency);
      const range = keeper.rangeOf(game, currency);
      if (input.stake < range.min || input.stake > range.max) {
        throw new AppError(400, houseErrorCodes.badBet, 'The stake is outside this game’s range', {
          stake: [`Between ${range.min} and ${range.max} minor units`],
        });
      }
      if (input.autoCashOut !== undefined && input.autoCashOut < crashConfig.minCashOutHundredths) {
        throw new AppError(400, houseErrorCodes.badBet, 'Cash out at 1.01× or more', {
          autoCashOut: ['At least 1.01×'],
        });
      }
      const sessionKey = keeper.sha256(token);
      const at = now();
      const bet = await db.transaction(async (tx) => {
        const round = await latest(tx);
        if (!round || at < round.bettingStartsAt.getTime() || at >= round.bettingEndsAt.getTime()) {
          throw new AppError(409, houseErrorCodes.badMove, 'Bets are closed: the next round opens soon', {
            round: ['Bets are closed'],
          });
        }
        const previous = await betOf(sessionKey, game.slug, tx, true);
        if (previous && (previous.status === 'in_play' || previous.status === 'debit_pending')) {
          throw new AppError(409, houseErrorCodes.badMove, 'You already have a bet on this round', {
            round: ['One bet per round'],
          });
        }
        if (who.mode === 'demo') {
          await keeper.demoWallet(tx, sessionKey, currency, game);
          await keeper.moveDemo(tx, sessionKey, input.stake, 0n);
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
            stakeMinor: input.stake,
            winMinor: 0n,
            bet: { stake: input.stake.toString(), autoCashOut: input.autoCashOut ?? null },
            outcome: {
              chainId: round.chainId,
              round: round.number,
              autoCashOut: input.autoCashOut ?? null,
              cashOut: null,
            },
            seedPairId: null,
            nonce: round.number,
            status: who.mode === 'real' ? 'debit_pending' : 'in_play',
          })
          .returning();
        return inserted as Bet;
      });
      const afterStake = who.mode === 'real' ? await keeper.takeStake(bet, token, 'in_play') : null;
      await publish({ type: 'bet', round: bet.nonce, bet: tableBet(bet) }).catch(log);
      const balance =
        who.mode === 'demo' ? (await keeper.demoWallet(db, sessionKey, currency, game)).balanceMinor : afterStake;
      return keeper.present({ ...bet, status: 'in_play' }, '', balance) as CrashBetResult;
    },

    /** Cashes out at the multiplier the flight is at now (or the automatic target, if it came first). */
    async cashOut(token: string, slug: string) {
      const game = crashGame(slug);
      const { who } = await keeper.currencyOf(token, game, undefined);
      const sessionKey = keeper.sha256(token);
      const at = now();
      const result = await db.transaction(async (tx) => {
        const bet = await betOf(sessionKey, game.slug, tx, true);
        if (bet?.status !== 'in_play') {
          throw new AppError(409, houseErrorCodes.badMove, 'There is no bet in the air', { round: ['No bet in play'] });
        }
        const [round] = await tx
          .select()
          .from(houseCrashRounds)
          .where(
            and(eq(houseCrashRounds.chainId, Number(bet.outcome.chainId)), eq(houseCrashRounds.number, bet.nonce)),
          );
        if (!round) throw new Error('a crash bet without its round');
        const elapsed = at - round.bettingEndsAt.getTime();
        if (elapsed < 0)
          throw new AppError(409, houseErrorCodes.badMove, 'The round has not taken off yet', { round: ['Not yet'] });
        if (at >= round.crashesAt.getTime()) {
          throw new AppError(409, houseErrorCodes.badMove, 'Too late: the round crashed', { round: ['Crashed'] });
        }
        const auto = (bet.outcome.autoCashOut as number | null) ?? null;
        const reached = Math.min(multiplierAt(elapsed), round.crashPoint - 1);
        const cashOut = auto !== null && auto <= reached ? auto : reached;
        if (cashOut < crashConfig.minCashOutHundredths) {
          throw new AppError(409, houseErrorCodes.badMove, 'Cash out from 1.01×', { round: ['Too early'] });
        }
        const ended = await endInAir(tx, bet, cashOut, round.crashPoint);
        if (!ended) throw new Error('a locked crash bet left the air');
        return ended;
      });
      await publish({ type: 'cash-out', round: result.bet.nonce, bet: tableBet(result.bet) }).catch(log);
      if (who.mode === 'demo') return keeper.present(result.bet, '', result.demoBalance) as CrashBetResult;
      const paid = await keeper.credit(result.bet, token);
      return keeper.present(result.bet, '', paid?.body.balance ?? null, !paid) as CrashBetResult;
    },

    /** Bets a crash settled before their stake was confirmed, found again and paid (recovery). */
    async settleStragglers(): Promise<void> {
      const rounds = await db
        .select()
        .from(houseCrashRounds)
        .where(and(isNotNull(houseCrashRounds.settledAt), lt(houseCrashRounds.crashesAt, new Date(now() - 15_000))))
        .orderBy(desc(houseCrashRounds.chainId), desc(houseCrashRounds.number))
        .limit(5);
      for (const round of rounds) await settleBets(round);
    },
  };
}

export type CrashTable = ReturnType<typeof createCrashTable>;
