import { betStatus } from '@croupier/contracts/constants';
import type { WalletHistoryKind } from '@croupier/contracts/payments';
import {
  type TournamentBoard,
  type TournamentDetail,
  type TournamentScoring,
  type TournamentsQuery,
  type TournamentUpdate,
  tournamentErrorCodes,
  tournamentTopics,
} from '@croupier/contracts/tournaments';
import { and, asc, count, desc, gt, isNotNull, lte, or, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../../platform/db/database.ts';
import { AppError } from '../../../platform/http/errors.ts';
import type { StoredEvent } from '../../../platform/outbox/dispatcher.ts';
import type { DomainEvent } from '../../../platform/outbox/outbox.ts';
import { roundStakes } from '../../games/round-stakes.ts';
import type { createSettingsService } from '../../settings/service.ts';
import { counterAccounts, PostingError } from '../../wallet/posting.ts';
import type { WalletService } from '../../wallet/service.ts';
import { boardSize, bumpBoard, ranksTopic } from './board.ts';
import { buyInKey, gameCounts, isBestOf, roundPoints, statusAt, toBaseMinor } from './rules.ts';
import {
  addGains,
  claimRounds,
  type EntryGain,
  type EntryRecord,
  entryOf,
  entryWithRank,
  findTournament,
  joinEntry,
  leaders,
  prizesOf,
  type RoundClaim,
  ranksOf,
  runningBetween,
  type TournamentRecord,
} from './store.ts';
import { tournaments } from './tables.ts';
import { type Base, leaderView, ownEntryView, tournamentView } from './views.ts';

export interface TournamentServiceDeps {
  clock: () => Date;
  settings: ReturnType<typeof createSettingsService>;
  /** Buy-ins are debited through the ledger (decision 0099). */
  wallet: Pick<WalletService, 'open' | 'post'>;
}

export const buyInLedgerKind = 'tournament.buy-in' satisfies WalletHistoryKind;

const notFound = () => new AppError(404, tournamentErrorCodes.notFound, 'No such tournament');
const uuidShape = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Tournaments: the lists, a tournament with its leaderboard, opt-in, and scores from settled rounds (decision 0093). */
export function createTournamentService(deps: TournamentServiceDeps) {
  const { clock, settings, wallet } = deps;

  async function currencies(executor: Executor) {
    const all = await settings.storedCurrencies(executor);
    const base = all.find((c) => c.isBase);
    return { all, base: { code: base?.code ?? 'CAD', subunit: base?.subunitToUnit ?? 100n } satisfies Base };
  }

  /** The tournament with its prizes, holders and top `top` leaders, and the player's own entry when asked. */
  async function detail(
    executor: Executor,
    t: TournamentRecord,
    options: { top: number; playerId?: string | undefined; locale?: string | undefined },
  ): Promise<Omit<TournamentDetail, 'rules'> & { rules: string }> {
    const { base } = await currencies(executor);
    const prizes = await prizesOf(executor, [t.id]);
    const top = await leaders(executor, t.id, Math.max(options.top, prizes.length));
    const scoring = t.scoring as TournamentScoring;
    const view = tournamentView(t, { now: clock(), base, prizes, leaders: top, locale: options.locale });
    let me: TournamentDetail['me'] = null;
    if (options.playerId) {
      const own = await entryWithRank(executor, t.id, options.playerId);
      me = ownEntryView(scoring, own?.entry, own?.rank ?? null, prizes, base);
    }
    return {
      ...view,
      rules: t.rules,
      leaders: top.slice(0, options.top).map((entry, i) => leaderView(scoring, entry, i + 1, base)),
      me,
      boardVersion: t.boardVersion,
    };
  }

  /** The snapshot on the tournament's public channel: its top lines as of `version` (decision 0098). */
  async function boardEvent(executor: Executor, tournamentId: string, version: number) {
    const t = await findTournament(executor, tournamentId);
    const { base } = await currencies(executor);
    const scoring = (t?.scoring ?? 'staked') as TournamentScoring;
    const top = await leaders(executor, tournamentId, boardSize);
    const board: TournamentBoard = {
      id: tournamentId,
      version,
      entrants: t?.entrants ?? 0,
      leaders: top.map((entry, i) => leaderView(scoring, entry, i + 1, base)),
    };
    return { topic: tournamentTopics.board, aggregateId: tournamentId, payload: { tournamentId, board } };
  }

  /** The message the player's tournaments channel carries: the tournament as they see it now. */
  async function updateEvent(executor: Executor, t: TournamentRecord, playerId: string, completed?: boolean) {
    // Read again: the round being counted may have just added an entrant.
    const fresh = (await findTournament(executor, t.id)) ?? t;
    const { rules: _, ...view } = await detail(executor, fresh, { top: 10, playerId });
    const tournament: TournamentUpdate = completed ? { ...view, completed } : view;
    return { topic: tournamentTopics.updated, aggregateId: t.id, payload: { playerId, tournament } };
  }

  /** Debits the buy-in (house cash receives it) and makes the entry, once per tournament and player. */
  async function buyIn(tx: Executor, t: TournamentRecord, playerId: string): Promise<void> {
    if (await entryOf(tx, t.id, playerId)) return;
    const { base } = await currencies(tx);
    const { account } = await wallet.open(tx, playerId, base.code);
    try {
      const posted = await wallet.post(tx, {
        idempotencyKey: buyInKey(t.id, playerId),
        kind: buyInLedgerKind,
        currency: base.code,
        legs: [
          { target: { walletAccountId: account.id, bucket: 'real' }, amountMinor: -t.buyInMinor },
          { target: { code: counterAccounts.houseCash }, amountMinor: t.buyInMinor },
        ],
        reference: t.id,
        metadata: { tournamentId: t.id, playerId },
      });
      await joinEntry(tx, t.id, playerId, clock(), posted.id);
    } catch (error) {
      if (error instanceof PostingError && error.reason === 'insufficient_funds') {
        throw new AppError(
          409,
          tournamentErrorCodes.insufficientBalance,
          'Your real balance is below this tournament’s buy-in',
        );
      }
      throw error;
    }
  }

  /**
   * The flush's own ranks: for each tournament of the claimed entries one event (`ranksTopic`) with what every
   * player sees (the tournament, its prizes and top lines, read once) and each player's own entry and rank (read in
   * one statement); the realtime module publishes it to each player as the tournament they now see (decision 0138).
   */
  async function ownRanks(executor: Executor, entries: EntryRecord[]): Promise<DomainEvent[]> {
    const events: DomainEvent[] = [];
    const { base } = await currencies(executor);
    const now = clock();
    for (const tournamentId of new Set(entries.map((entry) => entry.tournamentId))) {
      const t = await findTournament(executor, tournamentId);
      if (!t) continue;
      const prizes = await prizesOf(executor, [t.id]);
      const top = await leaders(executor, t.id, Math.max(boardSize, prizes.length));
      const scoring = t.scoring as TournamentScoring;
      const tournament: Omit<TournamentUpdate, 'me'> = {
        ...tournamentView(t, { now, base, prizes, leaders: top }),
        leaders: top.slice(0, boardSize).map((entry, i) => leaderView(scoring, entry, i + 1, base)),
        boardVersion: t.boardVersion,
      };
      const mine = entries.filter((entry) => entry.tournamentId === t.id);
      const ranks = await ranksOf(
        executor,
        t.id,
        mine.filter((entry) => entry.place === null),
      );
      const told = mine.map((entry) => ({
        playerId: entry.playerId,
        me: ownEntryView(scoring, entry, entry.place ?? ranks.get(entry.playerId) ?? null, prizes, base),
      }));
      events.push({ topic: ranksTopic, aggregateId: t.id, payload: { tournamentId: t.id, tournament, ranks: told } });
    }
    return events;
  }

  return {
    updateEvent,
    boardEvent,
    ownRanks,

    async list(executor: Executor, query: TournamentsQuery) {
      const now = clock();
      const where =
        query.status === 'upcoming'
          ? gt(tournaments.startsAt, now)
          : query.status === 'running'
            ? and(lte(tournaments.startsAt, now), gt(tournaments.endsAt, now), sql`${tournaments.completedAt} is null`)
            : query.status === 'finished'
              ? or(lte(tournaments.endsAt, now), isNotNull(tournaments.completedAt))
              : undefined;
      // Running first (ending soonest), then upcoming (starting soonest), then finished (latest first).
      const rows = await executor
        .select()
        .from(tournaments)
        .where(where)
        .orderBy(
          sql`case when ${tournaments.completedAt} is not null or ${tournaments.endsAt} <= ${now.toISOString()}::timestamptz then 2 when ${tournaments.startsAt} > ${now.toISOString()}::timestamptz then 1 else 0 end`,
          sql`case when ${tournaments.endsAt} <= ${now.toISOString()}::timestamptz then null else ${tournaments.endsAt} end`,
          desc(tournaments.endsAt),
          asc(tournaments.id),
        )
        .limit(query.perPage)
        .offset((query.page - 1) * query.perPage);
      const [total] = await executor.select({ n: count() }).from(tournaments).where(where);
      const { base } = await currencies(executor);
      const ids = rows.map((r) => r.id);
      const prizes = await prizesOf(executor, ids);
      const data = [];
      for (const t of rows) {
        const own = prizes.filter((p) => p.tournamentId === t.id);
        const top = own.length > 0 ? await leaders(executor, t.id, own.length) : [];
        data.push(
          tournamentView(t, {
            now,
            base,
            prizes: own,
            leaders: top,
            locale: query.locale,
          }),
        );
      }
      const totalRows = Number(total?.n ?? 0);
      return {
        data,
        meta: { page: query.page, perPage: query.perPage, totalRows, totalPages: Math.ceil(totalRows / query.perPage) },
      };
    },

    /** An unknown id (or one that is not an id at all) is 404. */
    async detail(
      executor: Executor,
      id: string,
      options: { top: number; playerId?: string | undefined; locale?: string | undefined },
    ) {
      const t = uuidShape.test(id) ? await findTournament(executor, id) : undefined;
      if (!t) throw notFound();
      return detail(executor, t, options);
    },

    /**
     * Opt-in or buy-in: joins a tournament that has not ended; joining twice is fine and pays once. A buy-in is
     * debited from the real balance in the base currency in the transaction that makes the entry (decision 0099):
     * too little money is a 409 and nothing is written.
     */
    async join(db: Database, id: string, playerId: string) {
      const t = uuidShape.test(id) ? await findTournament(db, id) : undefined;
      if (!t) throw notFound();
      if (t.entry === 'automatic') {
        throw new AppError(409, tournamentErrorCodes.notOptIn, 'Every eligible round enters this tournament');
      }
      if (statusAt(t, clock()) === 'finished') {
        throw new AppError(409, tournamentErrorCodes.notOpen, 'This tournament has ended');
      }
      if (t.entry === 'buy_in') await db.transaction((tx) => buyIn(tx, t, playerId));
      else await db.transaction((tx) => joinEntry(tx, t.id, playerId, clock()));
      return detail(db, (await findTournament(db, t.id)) ?? t, { top: 10, playerId });
    },

    /**
     * Settled rounds' scores, a batch at a time in the outbox subscriber's transaction: once per round and
     * tournament whatever the number of times an event is handled. Won and lost rounds, on real money at or above
     * the minimum bet, in the tournament's games, ended within its period. The batch is folded into a few
     * statements (its rounds claimed at once, one entry write per tournament), so a tournament costs the scorer
     * per batch, not per round (decision 0098).
     */
    async scoreRounds(tx: Executor, events: StoredEvent[]): Promise<number> {
      const byRound = new Map<string, StoredEvent>();
      for (const event of events) {
        const { roundId } = event.payload as { roundId?: unknown };
        if (typeof roundId === 'string' && uuidShape.test(roundId)) byRound.set(roundId, event);
      }
      const stakes = await roundStakes(tx, [...byRound.keys()]);
      const settled = [...stakes.entries()]
        .filter(([, r]) => r.status === betStatus.won || r.status === betStatus.lost)
        .map(([roundId, round]) => {
          const event = byRound.get(roundId) as StoredEvent;
          return { roundId, round, event, endedAt: round.settledAt ?? event.createdAt };
        });
      if (settled.length === 0) return 0;
      const times = settled.map((r) => r.endedAt.getTime());
      const open = await runningBetween(tx, new Date(Math.min(...times)), new Date(Math.max(...times)));
      if (open.length === 0) return 0;
      const { all, base } = await currencies(tx);
      const at = clock();
      const claims: (RoundClaim & { alias: string | null })[] = [];
      for (const { roundId, round, event, endedAt } of settled) {
        const currency = all.find((c) => c.code === round.currency);
        if (!currency) continue;
        const realStakeBaseMinor = toBaseMinor({
          minor: round.realStakeMinor,
          subunit: currency.subunitToUnit,
          rate: currency.rate,
          baseSubunit: base.subunit,
        });
        if (realStakeBaseMinor <= 0n) continue;
        for (const t of open) {
          if (endedAt < t.startsAt || endedAt >= t.endsAt || !gameCounts(t, round)) continue;
          if (realStakeBaseMinor < t.minBetMinor) continue;
          // The multiplier of a partly bonus-funded round still counts whole: its real share met the minimum.
          const points = roundPoints(t.scoring as TournamentScoring, {
            realStakeBaseMinor,
            stakeMinor: round.stakeMinor,
            winMinor: round.winMinor,
          });
          claims.push({
            tournamentId: t.id,
            roundId,
            playerId: round.playerId,
            eventId: event.id,
            points,
            at,
            alias: round.playerAlias,
          });
        }
      }
      let movedAll = 0;
      const claimed = new Set((await claimRounds(tx, claims)).map((c) => `${c.tournamentId}/${c.roundId}`));
      for (const t of open) {
        const best = isBestOf(t.scoring as TournamentScoring);
        const gains = new Map<string, EntryGain>();
        let rounds = 0;
        for (const c of claims) {
          if (c.tournamentId !== t.id || !claimed.has(`${c.tournamentId}/${c.roundId}`)) continue;
          const gain = gains.get(c.playerId) ?? { playerId: c.playerId, alias: null, points: 0n, rounds: 0 };
          gain.points = best ? (c.points > gain.points ? c.points : gain.points) : gain.points + c.points;
          gain.rounds += 1;
          gain.alias = c.alias ?? gain.alias;
          gains.set(c.playerId, gain);
          rounds += 1;
        }
        if (rounds === 0) continue;
        const moved = await addGains(tx, { tournamentId: t.id, best, at, create: t.entry === 'automatic' }, [
          ...gains.values(),
        ]);
        if (moved === 0) continue;
        movedAll += moved;
        // The player hears their rank, and everyone the board, from the flush the commit starts (the entry is
        // marked, the version moved): a batch costs no leaderboard read of its own (decision 0138).
        await bumpBoard(tx, t.id, rounds);
      }
      return movedAll;
    },
  };
}

export type TournamentService = ReturnType<typeof createTournamentService>;
