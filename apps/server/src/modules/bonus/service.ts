import {
  bonusErrorCodes,
  defaultListedStatuses,
  type PlayerBonus,
  type PlayerBonusesQuery,
  type PlayerFreespin,
} from '@croupier/contracts/bonus';
import type { DepositBonus, DepositBonusesQuery } from '@croupier/contracts/bonus-offers';
import { bonusSkipCondition } from '@croupier/contracts/bonus-offers';
import { bonusCodeMode, bonusType, playerBonusStatus } from '@croupier/contracts/constants';
import type { PageMeta } from '@croupier/contracts/errors';
import { defaultLocale, type Locale } from '@croupier/i18n/locales';
import type { Database, Executor } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/errors.ts';
import { appendEvents, type DomainEvent } from '../../platform/outbox/outbox.ts';
import type { SettingsService } from '../settings/service.ts';
import type { WalletService } from '../wallet/service.ts';
import { playerBonusEvent, playerFreespinEvent } from './events.ts';
import type { LocalizedNames } from './names.ts';
import {
  cappedMultiplier,
  cappedRequirement,
  daysAfter,
  type OfferCondition,
  percentageAmount,
  unmetConditions,
} from './rules.ts';
import {
  findCodeById,
  insertPlayerBonus,
  insertPlayerFreespin,
  jurisdiction,
  type ListQuery,
  listPlayerBonuses,
  listPlayerFreespins,
  liveCode,
  loadOffers,
  type OfferBundle,
  offerIdBySlug,
  type PlayerBonusRecord,
  type PlayerFreespinRecord,
  receivedCounts,
} from './store.ts';
import {
  amountIn,
  type CurrencyBook,
  currencyBook,
  depositBonusView,
  offeredIn,
  playerBonusView,
  playerFreespinView,
  subunitIn,
} from './views.ts';

/** What the bonus module asks of the player, limits, payments and games modules (wired in routes.ts). */
export interface BonusServiceDeps {
  db: Database;
  clock: () => Date;
  settings: SettingsService;
  wallet: WalletService;
  /**
   * Status, country, registration currency, the receiveBonus choice and the duplicate segment, through the
   * caller's executor.
   */
  standing(
    executor: Executor,
    playerId: string,
  ): Promise<
    { status: number; country: string | null; currency: string; receiveBonus: boolean; duplicate: boolean } | undefined
  >;
  /** Self-exclusion or cooling-off in force. */
  blockInForce(executor: Executor, playerId: string, now: Date): Promise<'self_excluded' | 'cooling_off' | undefined>;
  /** Successful deposits of the player in a currency. */
  depositsCount(playerId: string, currency: string): Promise<number>;
  /** The id of a visible game by its identity (free spins name their game by identity); no query. */
  gameIdOf(identity: string): string | undefined;
}

export interface IssueRequest {
  playerId: string;
  bundle: OfferBundle;
  currency: string;
  /** 'code', 'deposit' or 'award'; with `sourceRef` it makes issuing idempotent. */
  source: string;
  sourceRef: string;
  depositMinor: bigint;
  country: string | null;
}

const skipped: Record<number, OfferCondition> = {
  [bonusSkipCondition.invoiceNumber]: 'invoiceNumber',
  [bonusSkipCondition.availability]: 'availability',
};

export function createBonusService(deps: BonusServiceDeps) {
  const { db, clock, settings } = deps;

  const book = async (executor: Executor = db): Promise<CurrencyBook> =>
    currencyBook(await settings.storedCurrencies(executor));

  /** Why no bonus may be given to or activated by this player now (409), or nothing. */
  async function refusal(executor: Executor, playerId: string): Promise<AppError | undefined> {
    const standing = await deps.standing(executor, playerId);
    if (standing && !standing.receiveBonus) {
      return new AppError(409, bonusErrorCodes.optedOut, 'You chose not to receive bonuses (see your profile)');
    }
    if (await deps.blockInForce(executor, playerId, clock())) {
      return new AppError(409, bonusErrorCodes.blocked, 'No bonuses while a self-exclusion or cooling-off runs');
    }
    // One set of bonuses per person: accounts sharing a device are held apart until the operator clears them.
    if (standing?.duplicate) {
      return new AppError(409, bonusErrorCodes.duplicateAccount, 'No bonuses while this account is under review');
    }
    return undefined;
  }

  function listQuery(query: PlayerBonusesQuery): ListQuery {
    return {
      statuses: query['status[]'] ?? query.status ?? [...defaultListedStatuses],
      currency: query.currency,
      direction: query['sortBy[activatedAt]'] ?? query.sortOrder ?? 'desc',
      page: query.page,
      perPage: query.perPage,
    };
  }

  const meta = (query: ListQuery, totalRows: number): PageMeta => ({
    page: query.page,
    perPage: query.perPage,
    totalRows,
    totalPages: Math.ceil(totalRows / query.perPage),
  });

  const bonusView = async (
    row: PlayerBonusRecord,
    bundle: OfferBundle['bonuses'][number]['bonus'],
    executor?: Executor,
  ) => playerBonusView(row, bundle, subunitIn(await book(executor), row.currency));
  const freespinView = async (
    row: PlayerFreespinRecord,
    bundle: OfferBundle['bonuses'][number]['bonus'],
    executor?: Executor,
  ) => playerFreespinView(row, bundle, subunitIn(await book(executor), row.currency));

  /**
   * Gives the player what one offer gives in `currency`, as issued (status 1) items waiting for activation,
   * in the caller's transaction with their events. A source that gave it before gives nothing again.
   */
  async function issue(
    tx: Executor,
    request: IssueRequest,
  ): Promise<{ bonuses: PlayerBonus[]; freespins: PlayerFreespin[] }> {
    const now = clock();
    const currencies = await book(tx);
    const cap = (await jurisdiction(tx, request.country))?.wageringCap ?? null;
    const out = { bonuses: [] as PlayerBonus[], freespins: [] as PlayerFreespin[] };
    const events: DomainEvent[] = [];
    const subunit = subunitIn(currencies, request.currency);
    for (const entry of request.bundle.bonuses) {
      if (!offeredIn(entry, request.currency)) continue;
      const { bonus } = entry;
      const terms = entry.terms.find((t) => t.currency === request.currency);
      const common = {
        playerId: request.playerId,
        bonusId: bonus.id,
        source: request.source,
        sourceRef: request.sourceRef,
        currency: request.currency,
        status: playerBonusStatus.issued,
        issuedAt: now,
        expiresAt: daysAfter(now, bonus.claimDays),
      };
      if (bonus.type === bonusType.freeSpins) {
        const gameId = bonus.freeSpinsGame ? deps.gameIdOf(bonus.freeSpinsGame) : undefined;
        if (!gameId || !bonus.freeSpinsGame || !terms?.betValueMinor || !bonus.freeSpinsCount) continue;
        const row = await insertPlayerFreespin(tx, {
          ...common,
          count: bonus.freeSpinsCount,
          gameId,
          gameIdentity: bonus.freeSpinsGame,
          betValueMinor: terms.betValueMinor,
        });
        if (!row) continue;
        const view = playerFreespinView(row, bonus, subunit);
        out.freespins.push(view);
        events.push(playerFreespinEvent(request.playerId, view));
        continue;
      }
      const amount =
        bonus.type === bonusType.cash
          ? amountIn(terms?.amountMinor, bonus.baseAmountMinor, request.currency, currencies)
          : bonus.depositPercentage
            ? percentageAmount(
                request.depositMinor,
                bonus.depositPercentage,
                amountIn(terms?.maxAmountMinor, bonus.baseMaxAmountMinor, request.currency, currencies),
              )
            : null;
      if (!amount || amount <= 0n) continue;
      const wagerCasino = cappedMultiplier(bonus.wagerCasino, cap);
      const wagerSportsbook = cappedMultiplier(bonus.wagerSportsbook, cap);
      const base = bonus.wagerBase === 'bonus_deposit' ? amount + request.depositMinor : amount;
      const row = await insertPlayerBonus(tx, {
        ...common,
        amountMinor: amount,
        depositMinor: request.depositMinor,
        wagerCasino,
        wagerSportsbook,
        requiredWagerCasinoMinor: cappedRequirement(base, amount, wagerCasino, cap),
        requiredWagerSportsbookMinor: cappedRequirement(base, amount, wagerSportsbook, cap),
        maxBetMinor: terms?.maxBetMinor ?? null,
        maxConversionMinor: terms?.maxConversionMinor ?? null,
      });
      if (!row) continue;
      const view = playerBonusView(row, bonus, subunit);
      out.bonuses.push(view);
      events.push(playerBonusEvent(request.playerId, view));
    }
    await appendEvents(tx, events);
    return out;
  }

  /**
   * What one offer gives, as another module's reward (a quest's, decision 0103; a tournament's bonus prize, decision
   * 0100), in the caller's transaction: issued items waiting for activation, with their events, once per `source`
   * and `sourceRef` however often it is asked (player_bonuses' source index: a replay issues nothing). In the
   * player's registration currency when the offer gives anything in it, else in the first of `currencies` it does.
   * `refused` when the player may not receive bonuses now (opted out, blocked, under review), `unknown` for an
   * offer that is missing or disabled, or gives nothing in those currencies.
   */
  async function award(
    tx: Executor,
    request: { playerId: string; offerId: string; currencies: readonly string[]; source: string; sourceRef: string },
  ): Promise<
    | { status: 'issued'; bonuses: PlayerBonus[]; freespins: PlayerFreespin[] }
    | { status: 'refused'; reason: string }
    | { status: 'unknown' }
  > {
    const [bundle] = await loadOffers(tx, { offerIds: [request.offerId] });
    if (!bundle) return { status: 'unknown' };
    const refused = await refusal(tx, request.playerId);
    if (refused) return { status: 'refused', reason: refused.code };
    const standing = await deps.standing(tx, request.playerId);
    const currency = [...(standing ? [standing.currency] : []), ...request.currencies].find((c) =>
      bundle.bonuses.some((b) => offeredIn(b, c)),
    );
    if (!currency) return { status: 'unknown' };
    const issued = await issue(tx, {
      playerId: request.playerId,
      bundle,
      currency,
      source: request.source,
      sourceRef: request.sourceRef,
      depositMinor: 0n,
      country: standing?.country ?? null,
    });
    return { status: 'issued', ...issued };
  }

  return {
    book,
    refusal,
    issue,
    award,
    bonusView,
    freespinView,

    /** The names per locale of enabled offers (their package's), by offer id: what another module shows them as. */
    async offerNames(executor: Executor, offerIds: readonly string[]): Promise<Map<string, LocalizedNames>> {
      const bundles = await loadOffers(executor, { offerIds: [...new Set(offerIds)] });
      return new Map(bundles.map((b) => [b.offer.id, b.package.names]));
    },

    /** A seeded offer's id by its slug: what another module's demo seed names a reward offer by. */
    offerIdBySlug: (executor: Executor, slug: string) => offerIdBySlug(executor, slug),

    /** GET /api/game/player-bonuses: the player's own, paged. */
    async playerBonuses(playerId: string, query: PlayerBonusesQuery, locale: Locale = defaultLocale) {
      const list = listQuery(query);
      const [{ rows, totalRows }, currencies] = [await listPlayerBonuses(db, playerId, list), await book()];
      return {
        data: rows.map(({ row, bonus }) => playerBonusView(row, bonus, subunitIn(currencies, row.currency), locale)),
        meta: meta(list, totalRows),
      };
    },

    /** GET /api/game/player-freespins: the player's own, paged. */
    async playerFreespins(playerId: string, query: PlayerBonusesQuery, locale: Locale = defaultLocale) {
      const list = listQuery(query);
      const [{ rows, totalRows }, currencies] = [await listPlayerFreespins(db, playerId, list), await book()];
      return {
        data: rows.map(({ row, bonus }) => playerFreespinView(row, bonus, subunitIn(currencies, row.currency), locale)),
        meta: meta(list, totalRows),
      };
    },

    /**
     * GET /api/game/bonuses: the deposit bonuses open to this player (or visitor) in a currency, in the
     * operator's order. With skipCondition, those waiting for another deposit number or for their start too,
     * marked isAvailable false. A player who opted out or is blocked, and a visitor from a country that
     * forbids advertising inducements, get none.
     */
    async depositBonuses(
      viewer: { playerId: string } | { country: string | null; region: string | null },
      query: DepositBonusesQuery,
      locale: Locale = defaultLocale,
    ): Promise<DepositBonus[]> {
      const now = clock();
      const currencies = await book();
      const standing = 'playerId' in viewer ? await deps.standing(db, viewer.playerId) : undefined;
      if ('playerId' in viewer) {
        if (await refusal(db, viewer.playerId)) return [];
      } else if ((await jurisdiction(db, viewer.country, viewer.region))?.guestsMaySeeOffers === false) {
        return [];
      }
      const currency = query.currency ?? standing?.currency ?? currencies.base?.code;
      if (!currency || !currencies.byCode.has(currency)) return [];
      const skip = new Set(
        [...(query['skipCondition[]'] ?? []), ...(query.skipCondition ?? [])].map((n) => skipped[n]),
      );
      const playerId = 'playerId' in viewer ? viewer.playerId : undefined;
      const depositsCount = playerId ? await deps.depositsCount(playerId, currency) : 0;
      const received = playerId ? await receivedCounts(db, playerId) : new Map<string, number>();
      const appliedCode = playerId ? await liveCode(db, playerId, bonusCodeMode.apply) : undefined;
      const unlocked = appliedCode ? (await findCodeById(db, appliedCode.codeId))?.offerId : undefined;
      const out: DepositBonus[] = [];
      for (const bundle of await loadOffers(db)) {
        if (bundle.offer.trigger !== bonusCodeMode.apply) continue;
        if (bundle.offer.requiresCode && bundle.offer.id !== unlocked) continue;
        if (!bundle.bonuses.some((b) => offeredIn(b, currency))) continue;
        const unmet = unmetConditions(
          bundle.offer,
          { depositsCount, receivedCount: received.get(bundle.offer.id) ?? 0 },
          now,
        );
        if (unmet.some((condition) => !skip.has(condition))) continue;
        out.push(depositBonusView(bundle, currency, currencies, { isAvailable: unmet.length === 0, now }, locale));
      }
      return out;
    },
  };
}

export type BonusService = ReturnType<typeof createBonusService>;
