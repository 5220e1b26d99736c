import {
  type AdminEngagementOutcome,
  type AdminTournament,
  adminEngagementErrorCodes,
  type adminTournamentBodySchema,
} from '@croupier/contracts/admin-engagement';
import type { WalletHistoryKind } from '@croupier/contracts/payments';
import type { TournamentScoring } from '@croupier/contracts/tournaments';
import { tournamentErrorCodes } from '@croupier/contracts/tournaments';
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, Executor } from '../../../platform/db/database.ts';
import { AppError } from '../../../platform/http/errors.ts';
import type { BonusService } from '../../bonus/service.ts';
import type { SettingsService } from '../../settings/service.ts';
import { counterAccounts } from '../../wallet/posting.ts';
import type { WalletService } from '../../wallet/service.ts';
import {
  type BaseCurrency,
  baseCurrency,
  checkFuture,
  type FieldErrors,
  filled,
  invalid,
  majorOf,
  minorOf,
  stateAt,
} from '../admin-money.ts';
import { buyInRefundKey } from './rules.ts';
import { type PrizeRecord, prizesOf, type TournamentRecord } from './store.ts';
import { tournamentEntries, tournamentPrizes, tournaments } from './tables.ts';

type Body = z.output<typeof adminTournamentBodySchema>;

export const buyInRefundKind = 'tournament.buy-in-refund' satisfies WalletHistoryKind;

function view(t: TournamentRecord, prizes: PrizeRecord[], base: BaseCurrency, now: Date): AdminTournament {
  return {
    id: t.id,
    titles: { ...t.titles, en: t.titles.en ?? t.title },
    state: stateAt(t, now),
    startsAt: t.startsAt.toISOString(),
    endsAt: t.endsAt.toISOString(),
    scoring: t.scoring as TournamentScoring,
    entry: t.entry as AdminTournament['entry'],
    entrants: t.entrants,
    minBet: majorOf(t.minBetMinor, base),
    buyIn: t.entry === 'buy_in' ? majorOf(t.buyInMinor, base) : null,
    gameTypes: t.gameTypes,
    gameIds: t.gameIds,
    prizes: prizes
      .filter((p) => p.tournamentId === t.id)
      .map((p) => ({
        place: p.place,
        kind: p.kind as 'cash' | 'bonus',
        amount: majorOf(p.amountMinor, base),
        bonusOfferId: p.bonusOfferId,
        title: p.title,
      })),
  };
}

/**
 * The operator's side of tournaments (issue 22 §7; docs/decisions/0120): list, create, and cancel one that has
 * not started. The back office calls these in its own transaction (`tx`) so the change and its audit row commit
 * together; it never writes these tables itself. Cancelling removes the tournament (nothing was scored yet) and
 * refunds its paid buy-ins through the ledger.
 */
export function createTournamentAdmin(deps: {
  db: Database;
  clock: () => Date;
  settings: SettingsService;
  bonus: Pick<BonusService, 'offerNames'>;
  wallet: Pick<WalletService, 'playerLegs' | 'post'>;
}) {
  const { db, clock, settings, wallet } = deps;

  return {
    async list(executor: Executor = db): Promise<AdminTournament[]> {
      const rows = await executor.select().from(tournaments).orderBy(desc(tournaments.startsAt)).limit(200);
      const base = await baseCurrency(settings, executor);
      const prizes = await prizesOf(
        executor,
        rows.map((r) => r.id),
      );
      const now = clock();
      return rows.map((t) => view(t, prizes, base, now));
    },

    /** A new tournament with its prize table; field errors for what only the database can tell. */
    async create(tx: Executor, input: Body): Promise<AdminTournament> {
      const base = await baseCurrency(settings, tx);
      const fields: FieldErrors = {};
      const startsAt = new Date(input.startsAt);
      checkFuture(startsAt, clock(), fields);
      const minBetMinor = minorOf(input.minBet, base, 'minBet', fields);
      const buyInMinor = input.buyIn === null ? 0n : minorOf(input.buyIn, base, 'buyIn', fields);
      const offerIds = input.prizes.flatMap((p) => (p.kind === 'bonus' ? [p.bonusOfferId] : []));
      const offers = offerIds.length > 0 ? await deps.bonus.offerNames(tx, offerIds) : new Map();
      const prizes = input.prizes.map((prize, i) => {
        const amountMinor = minorOf(prize.amount, base, `prizes.${i}.amount`, fields);
        if (prize.kind === 'cash') return { place: i + 1, kind: 'cash', amountMinor, bonusOfferId: null, title: '' };
        if (!offers.has(prize.bonusOfferId)) fields[`prizes.${i}.bonusOfferId`] = ['No such offer'];
        return { place: i + 1, kind: 'bonus', amountMinor, bonusOfferId: prize.bonusOfferId, title: prize.title };
      });
      if (Object.keys(fields).length > 0) throw invalid(fields);
      const titles = filled(input.titles);
      const [created] = await tx
        .insert(tournaments)
        .values({
          title: titles.en,
          titles,
          description: input.description,
          rules: input.rules,
          startsAt,
          endsAt: new Date(input.endsAt),
          gameTypes: input.gameTypes,
          gameIds: input.gameIds,
          minBetMinor,
          scoring: input.scoring,
          entry: input.entry,
          buyInMinor,
        })
        .returning();
      if (!created) throw new Error('tournament not written');
      await tx.insert(tournamentPrizes).values(prizes.map((p) => ({ ...p, tournamentId: created.id })));
      return view(created, await prizesOf(tx, [created.id]), base, clock());
    },

    /**
     * Cancels a tournament that has not started by removing it (its entries with it). Each paid buy-in is refunded
     * first, exactly as it was taken (the account, bucket and amount of its ledger entries; one key per entry, so
     * a retried cancel refunds nothing twice), in the transaction of the removal and its audit row: it is all or
     * nothing. Started or over: 409, its scores stand and its prizes are paid.
     */
    async cancel(tx: Executor, id: string): Promise<{ before: AdminTournament; outcome: AdminEngagementOutcome }> {
      const [row] = await tx.select().from(tournaments).where(eq(tournaments.id, id)).for('update');
      if (!row) throw new AppError(404, tournamentErrorCodes.notFound, 'No such tournament');
      const base = await baseCurrency(settings, tx);
      const before = view(row, await prizesOf(tx, [id]), base, clock());
      if (before.state !== 'upcoming') {
        throw new AppError(409, adminEngagementErrorCodes.started, 'This tournament has started');
      }
      const paid = await tx
        .select({ playerId: tournamentEntries.playerId, buyIn: tournamentEntries.buyInTransactionId })
        .from(tournamentEntries)
        .where(and(eq(tournamentEntries.tournamentId, id), isNotNull(tournamentEntries.buyInTransactionId)));
      const legs = await wallet.playerLegs(
        tx,
        paid.flatMap((entry) => (entry.buyIn ? [entry.buyIn] : [])),
      );
      for (const entry of paid) {
        const taken = legs.filter((leg) => leg.transactionId === entry.buyIn);
        const currency = taken[0]?.currency;
        if (!currency) continue;
        const total = taken.reduce((sum, leg) => sum - leg.amountMinor, 0n);
        await wallet.post(tx, {
          idempotencyKey: buyInRefundKey(id, entry.playerId),
          kind: buyInRefundKind,
          currency,
          legs: [
            ...taken.map((leg) => ({
              target: { walletAccountId: leg.walletAccountId, bucket: leg.bucket },
              amountMinor: -leg.amountMinor,
            })),
            { target: { code: counterAccounts.houseCash }, amountMinor: -total },
          ],
          reference: id,
          metadata: { tournamentId: id, playerId: entry.playerId, buyInTransactionId: entry.buyIn },
        });
      }
      await tx.delete(tournaments).where(eq(tournaments.id, id));
      return { before, outcome: { id, outcome: 'removed', refunds: paid.length } };
    },
  };
}

export type TournamentAdmin = ReturnType<typeof createTournamentAdmin>;
