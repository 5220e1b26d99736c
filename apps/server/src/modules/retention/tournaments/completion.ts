import { and, eq, isNull, sql } from 'drizzle-orm';
import { type Database, type Executor, queryRows } from '../../../platform/db/database.ts';
import { appendEvents } from '../../../platform/outbox/outbox.ts';
import type { BonusService } from '../../bonus/service.ts';
import type { createSettingsService } from '../../settings/service.ts';
import { counterAccounts } from '../../wallet/posting.ts';
import type { WalletService } from '../../wallet/service.ts';
import { bonusPrizeRef, prizeKey } from './rules.ts';
import type { TournamentService } from './service.ts';
import { dropBuckets, endedUncompleted, type PrizeRecord, prizesOf, type TournamentRecord } from './store.ts';
import { tournamentEntries, tournamentPayouts, tournaments } from './tables.ts';

/** The scores subscriber: completion waits until it has handled every round that ended in the period. */
export const scoresSubscriber = 'retention-tournament-scores';
export const prizeLedgerKind = 'tournament.prize';
/** The bonus module's `source` of a bonus prize; the ref is `<tournament>:place:<n>` (decision 0100). */
export const prizeBonusSource = 'tournament';

export interface CompletionDeps {
  db: Database;
  clock: () => Date;
  settings: ReturnType<typeof createSettingsService>;
  wallet: Pick<WalletService, 'open' | 'post'>;
  /** Bonus prizes are issued by the bonus module, through its service (decision 0100). */
  bonus: Pick<BonusService, 'award'>;
  tournaments: TournamentService;
}

/**
 * Completes ended tournaments (docs/decisions/0094): freezes the places, pays each prize through the ledger and
 * tells each prize holder. Every step is its own transaction and safe to repeat, so a run killed midway is
 * finished by the next one and two processes running it at once pay each prize once: the ledger key
 * `tournament:<id>:place:<n>` and the payout row's (tournament, place) key each admit one payment.
 */
export function createTournamentCompletion(deps: CompletionDeps) {
  const { db } = deps;

  /** Whether settled rounds that ended by the tournament's end still wait for the scores subscriber. */
  async function scoresPending(t: TournamentRecord): Promise<boolean> {
    const [row] = await queryRows<{ behind: boolean }>(
      db,
      sql`select exists (select 1 from outbox_events e
        left join outbox_cursors c on c.subscriber = ${scoresSubscriber}
        where e.topic = 'game.round.settled' and e.created_at <= ${t.endsAt.toISOString()}::timestamptz
          and (e.tx_id, e.id) > (coalesce(c.last_tx_id, 0), coalesce(c.last_event_id, 0))) as behind`,
    );
    return row?.behind ?? false;
  }

  /** Writes every entry's final place once, in the leaderboard's order; a second run finds them written. */
  async function freezePlaces(t: TournamentRecord): Promise<void> {
    await db.execute(sql`update tournament_entries e set place = ranked.place
      from (select player_id, row_number() over (
              order by score desc nulls last, scored_at, player_id) as place
            from tournament_entries where tournament_id = ${t.id}) ranked
      where e.tournament_id = ${t.id} and e.player_id = ranked.player_id and e.place is null`);
  }

  async function payPlace(t: TournamentRecord, prize: PrizeRecord, base: string): Promise<void> {
    const { place } = prize;
    await db.transaction(async (tx) => {
      const [holder] = await tx
        .select({ playerId: tournamentEntries.playerId })
        .from(tournamentEntries)
        .where(and(eq(tournamentEntries.tournamentId, t.id), eq(tournamentEntries.place, place)));
      if (!holder) return;
      const paidNow =
        prize.kind === 'bonus'
          ? await issueBonus(tx, t, prize, holder.playerId, base)
          : await payCash(tx, t, prize, holder.playerId, base);
      // Only the payment that happened now tells the holder: a repeated run found it paid.
      if (paidNow) await appendEvents(tx, [await deps.tournaments.updateEvent(tx, t, holder.playerId, true)]);
    });
  }

  /** house:cash → the holder's real balance under the prize's ledger key; true when paid by this call. */
  async function payCash(tx: Executor, t: TournamentRecord, prize: PrizeRecord, playerId: string, base: string) {
    const { place, amountMinor } = prize;
    const { account } = await deps.wallet.open(tx, playerId, base);
    const posted = await deps.wallet.post(tx, {
      idempotencyKey: prizeKey(t.id, place),
      kind: prizeLedgerKind,
      currency: base,
      legs: [
        { target: { code: counterAccounts.houseCash }, amountMinor: -amountMinor },
        { target: { walletAccountId: account.id, bucket: 'real' }, amountMinor },
      ],
      reference: t.id,
      metadata: { tournamentId: t.id, place },
    });
    const paid = await tx
      .insert(tournamentPayouts)
      .values({
        tournamentId: t.id,
        place,
        playerId,
        kind: 'cash',
        amountMinor,
        currency: base,
        ledgerTransactionId: posted.id,
        paidAt: deps.clock(),
      })
      .onConflictDoNothing()
      .returning({ place: tournamentPayouts.place });
    return paid.length > 0 && !posted.replayed;
  }

  /**
   * The offer's bonus, issued by the bonus module under source `tournament` and the place's ref: its source index
   * admits one issue, the payout row's key one payout. A holder who may not receive bonuses now (opted out,
   * blocked) forfeits it: the payout row records the place as settled without a bonus.
   */
  async function issueBonus(tx: Executor, t: TournamentRecord, prize: PrizeRecord, playerId: string, base: string) {
    const [done] = await tx
      .select({ place: tournamentPayouts.place })
      .from(tournamentPayouts)
      .where(and(eq(tournamentPayouts.tournamentId, t.id), eq(tournamentPayouts.place, prize.place)));
    if (done) return false;
    const awarded = prize.bonusOfferId
      ? await deps.bonus.award(tx, {
          playerId,
          offerId: prize.bonusOfferId,
          currencies: [base],
          source: prizeBonusSource,
          sourceRef: bonusPrizeRef(t.id, prize.place),
        })
      : ({ status: 'unknown' } as const);
    const issued = awarded.status === 'issued' ? (awarded.bonuses[0]?.id ?? awarded.freespins[0]?.id) : undefined;
    const paid = await tx
      .insert(tournamentPayouts)
      .values({
        tournamentId: t.id,
        place: prize.place,
        playerId,
        kind: 'bonus',
        amountMinor: prize.amountMinor,
        currency: base,
        playerBonusId: issued ?? null,
        paidAt: deps.clock(),
      })
      .onConflictDoNothing()
      .returning({ place: tournamentPayouts.place });
    return paid.length > 0 && issued !== undefined;
  }

  async function complete(t: TournamentRecord): Promise<boolean> {
    if (await scoresPending(t)) return false;
    await freezePlaces(t);
    const base = (await deps.settings.storedCurrencies(db)).find((c) => c.isBase)?.code ?? 'CAD';
    for (const prize of await prizesOf(db, [t.id])) await payPlace(t, prize, base);
    await db.transaction(async (tx) => {
      await tx
        .update(tournaments)
        .set({ completedAt: deps.clock() })
        .where(and(eq(tournaments.id, t.id), isNull(tournaments.completedAt)));
      // Ranks are the frozen places from now on (decision 0114).
      await dropBuckets(tx, t.id);
    });
    return true;
  }

  return {
    /** Completes every tournament that has ended; answers the ids completed by this run. */
    async run(): Promise<string[]> {
      const done: string[] = [];
      for (const t of await endedUncompleted(db, deps.clock())) if (await complete(t)) done.push(t.id);
      return done;
    },
  };
}
