import { toMajorUnits } from '@croupier/contracts/minor-units';
import type { WalletCreditKind } from '@croupier/contracts/payments';
import { type BirthdayBonusPaid, retentionTopics } from '@croupier/contracts/retention';
import type { Database, Executor } from '../../platform/db/database.ts';
import { appendEvents } from '../../platform/outbox/outbox.ts';
import { blockInForce } from '../limits/enforcement.ts';
import type { PlayerAccess } from '../player/access.ts';
import type { createSettingsService } from '../settings/service.ts';
import { counterAccounts } from '../wallet/posting.ts';
import type { WalletService } from '../wallet/service.ts';
import { levelsAround } from './rules.ts';
import { findAccount, findLevels } from './store.ts';

/** A wallet history credit kind (contracts/payments walletCreditKinds): the history labels it. */
export const birthdayBonusKind = 'loyalty.birthday-bonus' satisfies WalletCreditKind;

/** One payment per player and year, whichever process or run pays it (decision 0102). */
export const birthdayBonusKey = (playerId: string, year: number) => `loyalty-birthday:${playerId}:${year}`;

/** Players read per page, each paid in its own transaction. */
const pageSize = 200;
const dayMs = 86_400_000;

const isLeap = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/**
 * The birth days (month, day) celebrated on a UTC date: the date itself, and on 28 February of a common year
 * also 29 February, so a leap-day birthday is paid every year (decision 0102). Pure.
 */
export function birthdaysCelebratedOn(date: Date): { month: number; day: number }[] {
  const month = date.getUTCMonth() + 1;
  const day = date.getUTCDate();
  const days = [{ month, day }];
  if (month === 2 && day === 28 && !isLeap(date.getUTCFullYear())) days.push({ month: 2, day: 29 });
  return days;
}

export interface BirthdayBonusDeps {
  db: Database;
  clock: () => Date;
  settings: ReturnType<typeof createSettingsService>;
  wallet: Pick<WalletService, 'open' | 'post'>;
  birthdaysPage: PlayerAccess['birthdaysPage'];
  /** The loyalty programme's flag: while it is off the job pays nothing (decision 0095). */
  loyaltyEnabled: boolean;
}

/**
 * The birthday bonus job (decision 0102): every process runs it; on each player's birthday (UTC; 29 February on
 * 28 February in common years) it pays the birthday bonus of the level the player is at, in cash in the base
 * currency, from the house's cash to their real balance. The ledger key per player and year admits one payment,
 * so reruns and two processes at once pay once; only the run that paid appends the event the messenger words.
 * Each run also looks at yesterday, so a process down over midnight still pays the day it missed.
 */
export function createBirthdayBonuses(deps: BirthdayBonusDeps) {
  const { db } = deps;

  async function payOne(tx: Executor, playerId: string, day: Date, base: { code: string; subunit: number }) {
    const levels = await findLevels(tx);
    const points = (await findAccount(tx, playerId))?.pointsX100 ?? 0n;
    const level = levelsAround(levels, points).current;
    if (!level || level.birthdayBonusMinor <= 0n) return false;
    // A self-excluded or cooling-off player is not sent money to play with.
    if (await blockInForce(tx, playerId, deps.clock())) return false;
    const year = day.getUTCFullYear();
    const { account } = await deps.wallet.open(tx, playerId, base.code);
    const posted = await deps.wallet.post(tx, {
      idempotencyKey: birthdayBonusKey(playerId, year),
      kind: birthdayBonusKind,
      currency: base.code,
      legs: [
        { target: { code: counterAccounts.houseCash }, amountMinor: -level.birthdayBonusMinor },
        { target: { walletAccountId: account.id, bucket: 'real' }, amountMinor: level.birthdayBonusMinor },
      ],
      reference: playerId,
      metadata: { level: level.order, year },
    });
    if (posted.replayed) return false;
    const payload: BirthdayBonusPaid = {
      playerId,
      level: { name: level.names.en, order: level.order, names: level.names },
      amount: toMajorUnits(level.birthdayBonusMinor, base.subunit),
      currency: base.code,
      year,
    };
    await appendEvents(tx, [{ topic: retentionTopics.birthdayBonusPaid, aggregateId: playerId, payload }]);
    return true;
  }

  async function payDay(day: Date, base: { code: string; subunit: number }): Promise<number> {
    const days = birthdaysCelebratedOn(day);
    let paid = 0;
    let after: string | null = null;
    for (;;) {
      const ids = await deps.birthdaysPage(db, { days, after, limit: pageSize });
      for (const playerId of ids) {
        if (await db.transaction((tx) => payOne(tx, playerId, day, base))) paid += 1;
      }
      if (ids.length < pageSize) return paid;
      after = ids[ids.length - 1] ?? null;
    }
  }

  return {
    /** One run at the clock's now: the birthday bonuses this run paid (0 while loyalty is off). */
    async run(): Promise<number> {
      if (!deps.loyaltyEnabled) return 0;
      const currency = (await deps.settings.storedCurrencies(db)).find((c) => c.isBase);
      if (!currency) return 0;
      const base = { code: currency.code, subunit: Number(currency.subunitToUnit) };
      const now = deps.clock();
      let paid = 0;
      for (const day of [new Date(now.getTime() - dayMs), now]) paid += await payDay(day, base);
      return paid;
    },
  };
}
