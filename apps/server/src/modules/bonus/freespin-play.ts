import { bonusErrorCodes } from '@croupier/contracts/bonus';
import { playerBonusStatus, playerFreespinResult, playerFreespinStatus } from '@croupier/contracts/constants';
import type { FreeRoundAward } from '@croupier/contracts/free-rounds';
import { freeRoundErrorCodes } from '@croupier/contracts/free-rounds';
import type { Launch } from '@croupier/contracts/games';
import { and, eq } from 'drizzle-orm';
import type { Database, Executor } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/errors.ts';
import { appendEvents, type DomainEvent } from '../../platform/outbox/outbox.ts';
import { type FreeRoundAwards, type FreeRoundPlayer, FreeRoundRefusal } from '../games/free-rounds.ts';
import type { GamesModule } from '../games/routes.ts';
import type { AuthenticatedPlayer } from '../player/auth.ts';
import { counterAccounts, ledgerKinds } from '../wallet/posting.ts';
import type { WalletService } from '../wallet/service.ts';
import { playerBonusEvent, playerFreespinEvent } from './events.ts';
import { cappedMultiplier, daysAfter, requiredWager } from './rules.ts';
import type { BonusService, BonusServiceDeps } from './service.ts';
import {
  findActiveBonus,
  findPlayerFreespin,
  insertPlayerBonus,
  jurisdiction,
  type PlayerFreespinRecord,
  updatePlayerFreespin,
} from './store.ts';
import { bonusTerms } from './tables.ts';
import { playerBonusView, playerFreespinView, subunitIn } from './views.ts';

type Found = NonNullable<Awaited<ReturnType<typeof findPlayerFreespin>>>;

/**
 * Free-spin awards played for real (docs/decisions/0075). The provider plays the award's game at its bet
 * value and reports each round (games/free-rounds.ts); here each round is counted on the award under its
 * row lock (the player's account locked first, the money path's order), its win added to the award, and the
 * last round finishes the award and issues the total winnings as a bonus with the award bonus's wagering:
 * active at once when the player has no active bonus (its money granted to the bonus balance), else issued
 * for later activation; no winnings issue nothing. No real money moves for a free round.
 */
export function createFreespinPlay(deps: {
  db: Database;
  clock: () => Date;
  bonus: BonusService;
  wallet: WalletService;
  standing: BonusServiceDeps['standing'];
}) {
  const { db, clock, bonus, wallet } = deps;

  /** The award as the provider may play it now, or the refusal the provider reads. */
  function playable(found: Found | undefined, who: FreeRoundPlayer, now: Date): Found {
    if (!found) throw new FreeRoundRefusal(404, freeRoundErrorCodes.awardNotFound, 'No such free-spin award');
    const { row } = found;
    if (row.gameId !== who.gameId || row.currency !== who.currency) {
      throw new FreeRoundRefusal(409, freeRoundErrorCodes.awardMismatch, 'This award is for another game or currency');
    }
    if (row.playedCount >= row.count) {
      throw new FreeRoundRefusal(409, freeRoundErrorCodes.noRoundsLeft, 'Every round of this award was played');
    }
    if (row.status !== playerFreespinStatus.active || (row.expiresAt !== null && row.expiresAt <= now)) {
      throw new FreeRoundRefusal(409, freeRoundErrorCodes.awardNotActive, 'This award is not active');
    }
    return found;
  }

  const awardView = (row: PlayerFreespinRecord): FreeRoundAward => ({
    awardId: row.id,
    game: row.gameIdentity,
    currency: row.currency,
    bet: row.betValueMinor.toString(),
    count: row.count,
    played: row.playedCount,
    remaining: row.count - row.playedCount,
    totalWin: row.winMinor.toString(),
  });

  /** The finished award's winnings as a player bonus (idempotent: source `freespins`, the award's id). */
  async function issueWinnings(
    tx: Executor,
    account: { id: string },
    row: PlayerFreespinRecord,
    found: Found,
    now: Date,
  ): Promise<{ id: string; event: DomainEvent } | undefined> {
    const standing = await deps.standing(tx, row.playerId);
    const cap = (await jurisdiction(tx, standing?.country ?? null))?.wageringCap ?? null;
    const [terms] = await tx
      .select()
      .from(bonusTerms)
      .where(and(eq(bonusTerms.bonusId, row.bonusId), eq(bonusTerms.currency, row.currency)));
    const wagerCasino = cappedMultiplier(found.bonus.wagerCasino, cap);
    const wagerSportsbook = cappedMultiplier(found.bonus.wagerSportsbook, cap);
    const activeNow = !(await findActiveBonus(tx, row.playerId));
    const issued = await insertPlayerBonus(tx, {
      playerId: row.playerId,
      bonusId: row.bonusId,
      source: 'freespins',
      sourceRef: row.id,
      currency: row.currency,
      status: activeNow ? playerBonusStatus.active : playerBonusStatus.issued,
      issuedAt: now,
      activatedAt: activeNow ? now : null,
      expiresAt: daysAfter(now, activeNow ? found.bonus.activeDays : found.bonus.claimDays),
      amountMinor: row.winMinor,
      depositMinor: 0n,
      wagerCasino,
      wagerSportsbook,
      requiredWagerCasinoMinor: requiredWager(row.winMinor, wagerCasino),
      requiredWagerSportsbookMinor: requiredWager(row.winMinor, wagerSportsbook),
      maxBetMinor: terms?.maxBetMinor ?? null,
      maxConversionMinor: terms?.maxConversionMinor ?? null,
    });
    if (!issued) return undefined;
    if (activeNow) {
      // Activation's grant (lifecycle.ts), with its key: the winnings join the bonus balance once.
      await wallet.post(tx, {
        idempotencyKey: `player-bonus:${issued.id}:grant`,
        kind: ledgerKinds.bonusGrant,
        currency: issued.currency,
        reference: issued.id,
        legs: [
          { target: { code: counterAccounts.houseBonus }, amountMinor: -issued.amountMinor },
          { target: { walletAccountId: account.id, bucket: 'bonus' }, amountMinor: issued.amountMinor },
        ],
      });
    }
    const view = playerBonusView(issued, found.bonus, subunitIn(await bonus.book(tx), issued.currency));
    return { id: issued.id, event: playerBonusEvent(row.playerId, view) };
  }

  const awards: FreeRoundAwards = {
    async describe(executor, who) {
      const found = playable(await findPlayerFreespin(executor, who.playerId, who.awardId), who, clock());
      return awardView(found.row);
    },

    async play(tx, who) {
      await wallet.open(tx, who.playerId, who.currency);
      const account = await wallet.find(tx, who.playerId, who.currency, { lock: true });
      if (!account) throw new Error(`no ${who.currency} account for ${who.playerId}`);
      const now = clock();
      const found = playable(await findPlayerFreespin(tx, who.playerId, who.awardId, true), who, now);
      const played = found.row.playedCount + 1;
      const finished = played >= found.row.count;
      const row = await updatePlayerFreespin(tx, found.row.id, {
        playedCount: played,
        winMinor: found.row.winMinor + who.winMinor,
        ...(finished
          ? { status: playerFreespinStatus.finished, result: playerFreespinResult.played, finishedAt: now }
          : {}),
      });
      const events: DomainEvent[] = [
        playerFreespinEvent(
          row.playerId,
          playerFreespinView(row, found.bonus, subunitIn(await bonus.book(tx), row.currency)),
        ),
      ];
      const winnings = finished && row.winMinor > 0n ? await issueWinnings(tx, account, row, found, now) : undefined;
      if (winnings) events.push(winnings.event);
      await appendEvents(tx, events);
      return { ...awardView(row), finished, bonusId: winnings?.id ?? null, balance: account.realMinor.toString() };
    },
  };

  /**
   * The expiry sweep's step for an active award that won something before its play period ended: it ends as
   * expired and what its played spins won is still issued (those spins were played fairly). Its own
   * transaction, holding the account and then the award (the order a free round takes them in); answers
   * whether this call ended it.
   */
  async function expireWithWinnings(playerId: string, id: string, currency: string): Promise<boolean> {
    return db.transaction(async (tx) => {
      await wallet.open(tx, playerId, currency);
      const account = await wallet.find(tx, playerId, currency, { lock: true });
      const found = await findPlayerFreespin(tx, playerId, id, true);
      if (!account || !found || found.row.status !== playerFreespinStatus.active) return false;
      const now = clock();
      if (!found.row.expiresAt || found.row.expiresAt > now) return false;
      const row = await updatePlayerFreespin(tx, id, {
        status: playerFreespinStatus.finished,
        result: playerFreespinResult.expired,
        finishedAt: now,
      });
      const subunit = subunitIn(await bonus.book(tx), row.currency);
      const events = [playerFreespinEvent(playerId, playerFreespinView(row, found.bonus, subunit))];
      const winnings = row.winMinor > 0n ? await issueWinnings(tx, account, row, found, now) : undefined;
      if (winnings) events.push(winnings.event);
      await appendEvents(tx, events);
      return true;
    });
  }

  /**
   * POST /api/game/player-freespins/{id}/play: a real-money launch of the award's game in its currency, the
   * award's id added to the launch URL (`freeRounds=`) for the provider to play it.
   */
  async function launch(
    games: GamesModule,
    input: {
      auth: AuthenticatedPlayer;
      id: string;
      country: string | null;
      platform: 1 | 2;
      locale?: string | undefined;
      returnUrl?: string | undefined;
    },
  ): Promise<Launch> {
    const found = await findPlayerFreespin(db, input.auth.playerId, input.id);
    if (!found) throw new AppError(404, bonusErrorCodes.freespinNotFound, 'No such free spins');
    const { row } = found;
    const over = row.expiresAt !== null && row.expiresAt <= clock();
    if (row.status !== playerFreespinStatus.active || row.playedCount >= row.count || over) {
      throw new AppError(409, bonusErrorCodes.freespinNotPlayable, 'These free spins are not active or all played');
    }
    const launched = await games.service.play({
      key: row.gameIdentity,
      body: {
        real: true,
        currency: row.currency,
        platform: input.platform,
        ...(input.locale ? { locale: input.locale } : {}),
        ...(input.returnUrl ? { returnUrl: input.returnUrl } : {}),
      },
      auth: input.auth,
      country: input.country,
      platform: input.platform,
    });
    const separator = launched.url.includes('?') ? '&' : '?';
    return { ...launched, url: `${launched.url}${separator}freeRounds=${encodeURIComponent(row.id)}` };
  }

  return { awards, launch, expireWithWinnings };
}
