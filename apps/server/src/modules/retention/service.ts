import { betStatus } from '@croupier/contracts/constants';
import type { LoyaltyAccount, LoyaltyLevel } from '@croupier/contracts/retention';
import { defaultLocale, type Locale } from '@croupier/i18n/locales';
import type { Executor } from '../../platform/db/database.ts';
import type { StoredEvent } from '../../platform/outbox/dispatcher.ts';
import { appendEvents } from '../../platform/outbox/outbox.ts';
import { localName } from '../bonus/names.ts';
import { roundStake } from '../games/round-stakes.ts';
import type { createSettingsService } from '../settings/service.ts';
import type { WalletService } from '../wallet/service.ts';
import { loyaltyAccountEvent } from './events.ts';
import { payLevelUpBonuses } from './level-up-bonus.ts';
import { accountView, levelsAround, pointsX100For } from './rules.ts';
import { addPoints, claimEntry, findAccount, findLevels, type LevelRecord, setLevelOrder, weightOf } from './store.ts';

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
     * A settled round's points, in the outbox subscriber's transaction: once per round whatever the number of
     * times its event is handled (the round id is the entry's unique source). Won and lost rounds only:
     * refunded and cancelled ones staked nothing in the end.
     */
    async earnFromRound(tx: Executor, event: StoredEvent): Promise<void> {
      const { roundId } = event.payload as { roundId?: unknown };
      if (typeof roundId !== 'string') return;
      const round = await roundStake(tx, roundId);
      if (!round || (round.status !== betStatus.won && round.status !== betStatus.lost)) return;
      const { currencies, base: baseCurrency } = await base(tx);
      const currency = currencies.find((c) => c.code === round.currency);
      const weight = await weightOf(tx, round.gameType);
      if (!currency || weight === undefined) return;
      const pointsX100 = pointsX100For({
        minor: round.realStakeMinor,
        subunit: currency.subunitToUnit,
        rate: currency.rate,
        weight,
      });
      if (pointsX100 <= 0n) return;
      const at = clock();
      const source = `round:${roundId}`;
      if (!(await claimEntry(tx, { playerId: round.playerId, source, eventId: event.id, pointsX100, at }))) return;
      const account = await addPoints(tx, round.playerId, pointsX100, at);
      const levels = await findLevels(tx);
      // The event carries the default locale's names, as quest events do; the messenger words the level from
      // `levelNames`, in the reader's locale.
      const view = accountView(named(levels, defaultLocale), account.pointsX100);
      const order = view.currentLevel?.order ?? null;
      if (order === account.levelOrder) return;
      await setLevelOrder(tx, round.playerId, order);
      // Only a rise is announced: the site shows the level-up; points alone are read when the page asks. A new
      // account was at the level 0 points give, which is no rise.
      const before = account.levelOrder ?? levelsAround(levels, 0n).current?.order ?? 0;
      if (order !== null && order > before) {
        if (baseCurrency && deps.loyaltyEnabled) {
          const input = { playerId: round.playerId, levels, after: before, reached: order };
          await payLevelUpBonuses(tx, { wallet: deps.wallet, baseCurrency: baseCurrency.code }, input);
        }
        const reached = levels.find((l) => l.order === order);
        await appendEvents(tx, [loyaltyAccountEvent(round.playerId, view, reached?.names)]);
      }
    },
  };
}

export type RetentionService = ReturnType<typeof createRetentionService>;
