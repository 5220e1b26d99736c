import { betStatus } from '@croupier/contracts/constants';
import type { LoyaltyAccount, LoyaltyLevel } from '@croupier/contracts/retention';
import { defaultLocale, type Locale } from '@croupier/i18n/locales';
import type { Executor } from '../../platform/db/database.ts';
import type { StoredEvent } from '../../platform/outbox/dispatcher.ts';
import { appendEvents, type DomainEvent } from '../../platform/outbox/outbox.ts';
import { localName } from '../bonus/names.ts';
import { roundStakes } from '../games/round-stakes.ts';
import type { createSettingsService } from '../settings/service.ts';
import type { WalletService } from '../wallet/service.ts';
import { loyaltyAccountEvent } from './events.ts';
import { payLevelUpBonuses } from './level-up-bonus.ts';
import { accountView, levelsAround, pointsX100For } from './rules.ts';
import {
  addPointsMany,
  claimEntries,
  findAccount,
  findLevels,
  findWeights,
  type LevelRecord,
  type PointEntry,
  setLevelOrder,
  weightIn,
} from './store.ts';

/** A round id as the rounds table keys it: anything else would fail the batch's query for every round in it. */
const uuidShape = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const major = (minor: bigint, subunit: bigint) => Number(minor) / Number(subunit);

/** Levels with their names in `locale` (else the default locale's), for views (decision 0104). */
const named = (levels: readonly LevelRecord[], locale: Locale) =>
  levels.map((l) => ({ ...l, name: localName(l.names, locale) }));

export interface RetentionServiceDeps {
  clock: () => Date;
  settings: ReturnType<typeof createSettingsService>;
  wallet: WalletService;
  /**
   * Whether the loyalty programme is on. Its perks (level-up bonuses, the level's cashback) are paid only while it
   * is (decision 0095); points are counted either way, so a programme starts with history.
   */
  loyaltyEnabled: boolean;
}

/** Loyalty points, levels and the player's account (docs/decisions/0084). */
export function createRetentionService(deps: RetentionServiceDeps) {
  const { clock, settings } = deps;

  async function base(executor: Executor) {
    const currencies = await settings.storedCurrencies(executor);
    return { currencies, base: currencies.find((c) => c.isBase) };
  }

  return {
    async levels(executor: Executor, locale: Locale = defaultLocale): Promise<LoyaltyLevel[]> {
      const rows = await findLevels(executor);
      const baseCurrency = (await base(executor)).base;
      const subunit = baseCurrency?.subunitToUnit ?? 100n;
      return rows.map((row) => ({
        id: row.id,
        name: localName(row.names, locale),
        order: row.order,
        points: Number(row.pointsX100) / 100,
        perks: {
          cashbackPercent: row.cashbackPercent,
          levelUpBonus: major(row.levelUpBonusMinor, subunit),
          birthdayBonus: major(row.birthdayBonusMinor, subunit),
          currency: baseCurrency?.code ?? '',
        },
      }));
    },

    /** A player who never earned has 0 points (and the first level if it starts at 0); names in `locale`. */
    async account(executor: Executor, playerId: string, locale: Locale = defaultLocale): Promise<LoyaltyAccount> {
      const row = await findAccount(executor, playerId);
      return accountView(named(await findLevels(executor), locale), row?.pointsX100 ?? 0n);
    },

    /**
     * The cashback percentage the player's current level adds to the cashback programme's (decision 0101), through
     * the caller's executor (the cashback job's transaction): 0 without points, at a level without the perk, or
     * while loyalty is off.
     */
    async cashbackPercent(executor: Executor, playerId: string): Promise<number> {
      if (!deps.loyaltyEnabled) return 0;
      const row = await findAccount(executor, playerId);
      if (!row) return 0;
      return levelsAround(await findLevels(executor), row.pointsX100).current?.cashbackPercent ?? 0;
    },

    /**
     * A batch of settled rounds' points, in the outbox subscriber's transaction (decision 0113): once per round
     * whatever the number of times its event is handled (the round id is the entry's unique source), in a few
     * statements for the whole batch — the entries, then each player's account once, then each player's level.
     * Won and lost rounds only: refunded and cancelled ones staked nothing in the end.
     */
    async earnFromRounds(tx: Executor, events: readonly StoredEvent[]): Promise<void> {
      // The first event of a round claims it, as it would one event at a time; a malformed id counts nothing.
      const byRound = new Map<string, StoredEvent>();
      for (const event of events) {
        const { roundId } = event.payload as { roundId?: unknown };
        if (typeof roundId === 'string' && uuidShape.test(roundId) && !byRound.has(roundId)) {
          byRound.set(roundId, event);
        }
      }
      if (byRound.size === 0) return;
      const stakes = await roundStakes(tx, [...byRound.keys()]);
      const scored = [...stakes.values()].filter((r) => r.status === betStatus.won || r.status === betStatus.lost);
      if (scored.length === 0) return;
      const { currencies, base: baseCurrency } = await base(tx);
      const weights = await findWeights(tx);
      const at = clock();
      const entries: PointEntry[] = [];
      for (const [roundId, event] of byRound) {
        const round = stakes.get(roundId);
        if (!round || (round.status !== betStatus.won && round.status !== betStatus.lost)) continue;
        const currency = currencies.find((c) => c.code === round.currency);
        const weight = weightIn(weights, round.gameType);
        if (!currency || weight === undefined) continue;
        const pointsX100 = pointsX100For({
          minor: round.realStakeMinor,
          subunit: currency.subunitToUnit,
          rate: currency.rate,
          weight,
        });
        if (pointsX100 > 0n) {
          entries.push({ playerId: round.playerId, source: `round:${roundId}`, eventId: event.id, pointsX100, at });
        }
      }
      const gains = new Map<string, bigint>();
      for (const entry of await claimEntries(tx, entries)) {
        gains.set(entry.playerId, (gains.get(entry.playerId) ?? 0n) + entry.pointsX100);
      }
      if (gains.size === 0) return;
      const accounts = await addPointsMany(tx, gains, at);
      const levels = await findLevels(tx);
      const announced: DomainEvent[] = [];
      const rises: { playerId: string; after: number; reached: number }[] = [];
      for (const [playerId, account] of accounts) {
        // The event carries the default locale's names, as quest events do; the messenger words the level from
        // `levelNames`, in the reader's locale.
        const view = accountView(named(levels, defaultLocale), account.pointsX100);
        const order = view.currentLevel?.order ?? null;
        if (order === account.levelOrder) continue;
        await setLevelOrder(tx, playerId, order);
        // Only a rise is announced: the site shows the level-up; points alone are read when the page asks. A new
        // account was at the level 0 points give, which is no rise. Two rounds of a batch that each cross a level
        // are one rise past both: each level's bonus is paid (its own key, decision 0092), the highest announced.
        const before = account.levelOrder ?? levelsAround(levels, 0n).current?.order ?? 0;
        if (order !== null && order > before) {
          rises.push({ playerId, after: before, reached: order });
          const reached = levels.find((l) => l.order === order);
          announced.push(loyaltyAccountEvent(playerId, view, reached?.names));
        }
      }
      if (baseCurrency && deps.loyaltyEnabled && rises.length > 0) {
        // Every player's account first, in the wallet's order: paid one by one, a batch's bonuses deadlocked with
        // the same players' game calls (decision 0153).
        const currency = baseCurrency.code;
        await deps.wallet.holdAccounts(
          tx,
          rises.map(({ playerId }) => ({ playerId, currency })),
        );
        for (const rise of rises) {
          await payLevelUpBonuses(tx, { wallet: deps.wallet, baseCurrency: currency }, { ...rise, levels });
        }
      }
      if (announced.length > 0) await appendEvents(tx, announced);
    },
  };
}

export type RetentionService = ReturnType<typeof createRetentionService>;
