import { bonusErrorCodes, type PlayerBonus, type PlayerFreespin } from '@croupier/contracts/bonus';
import {
  playerBonusResult,
  playerBonusStatus,
  playerFreespinResult,
  playerFreespinStatus,
} from '@croupier/contracts/constants';
import { defaultLocale, type Locale } from '@croupier/i18n/locales';
import type { Database, Executor } from '../../platform/db/database.ts';
import { isUniqueViolation } from '../../platform/db/sql-errors.ts';
import { AppError } from '../../platform/http/errors.ts';
import { appendEvents } from '../../platform/outbox/outbox.ts';
import { counterAccounts, ledgerKinds } from '../wallet/posting.ts';
import type { WalletService } from '../wallet/service.ts';
import { playerBonusEvent, playerFreespinEvent } from './events.ts';
import { localName } from './names.ts';
import { daysAfter } from './rules.ts';
import type { BonusService } from './service.ts';
import {
  findActiveBonus,
  findPlayerBonus,
  findPlayerFreespin,
  type PlayerBonusRecord,
  updatePlayerBonus,
  updatePlayerFreespin,
} from './store.ts';
import { playerBonusView, playerFreespinView, subunitIn } from './views.ts';
import { hasUnsettledRounds, settleBonus } from './wagering.ts';

const bonusNotFound = () => new AppError(404, bonusErrorCodes.bonusNotFound, 'No such bonus');
const freespinNotFound = () => new AppError(404, bonusErrorCodes.freespinNotFound, 'No such free spins');
const anotherActive = (activeId: string) =>
  new AppError(409, bonusErrorCodes.anotherBonusActive, 'Another bonus is active: cancel it first', {
    activeBonusId: [activeId],
  });

/**
 * Activating and cancelling (spec 01 §4; docs/decisions/0066, 0068). One active bonus per player, held by
 * a unique index as well as checked. Activating a cash or deposit-percentage bonus moves its money into the
 * account's bonus balance (house:bonus → bonus bucket, keyed by the bonus, so a retry posts nothing
 * twice); cancelling an active one forfeits the bonus balance (bonus and what it has won) back to
 * house:bonus. Locks follow the money path's order: the wallet account first, then the bonus row.
 */
export function createBonusLifecycle(deps: {
  db: Database;
  clock: () => Date;
  bonus: BonusService;
  wallet: WalletService;
}) {
  const { db, clock, bonus, wallet } = deps;

  async function lockAccount(tx: Executor, playerId: string, currency: string) {
    await wallet.open(tx, playerId, currency);
    const account = await wallet.find(tx, playerId, currency, { lock: true });
    if (!account) throw new Error(`no ${currency} account for ${playerId}`);
    return account;
  }

  const bonusView = async (
    tx: Executor,
    row: PlayerBonusRecord,
    found: { bonus: Parameters<typeof playerBonusView>[1] },
  ) => playerBonusView(row, found.bonus, subunitIn(await bonus.book(tx), row.currency));

  /** Ends an issued bonus whose claim period is over (result expired), in its own committed transaction. */
  async function expireIssued(playerId: string, id: string): Promise<void> {
    await db.transaction(async (tx) => {
      const found = await findPlayerBonus(tx, playerId, id, true);
      if (!found || found.row.status !== playerBonusStatus.issued) return;
      const now = clock();
      const row = await updatePlayerBonus(tx, id, {
        status: playerBonusStatus.finished,
        result: playerBonusResult.expired,
        finishedAt: now,
      });
      await appendEvents(tx, [playerBonusEvent(playerId, await bonusView(tx, row, found))]);
    });
  }

  async function activateBonus(playerId: string, id: string, locale: Locale = defaultLocale): Promise<PlayerBonus> {
    const first = await findPlayerBonus(db, playerId, id);
    if (!first) throw bonusNotFound();
    const outcome = await db
      .transaction(async (tx) => {
        const refused = await bonus.refusal(tx, playerId);
        if (refused) throw refused;
        const account = await lockAccount(tx, playerId, first.row.currency);
        const found = await findPlayerBonus(tx, playerId, id, true);
        if (!found) throw bonusNotFound();
        const now = clock();
        if (found.row.status !== playerBonusStatus.issued) {
          throw new AppError(409, bonusErrorCodes.notActivatable, 'This bonus is not waiting for activation');
        }
        if (found.row.expiresAt && found.row.expiresAt <= now) return { expired: true as const };
        const active = await findActiveBonus(tx, playerId, id);
        if (active) throw anotherActive(active.id);
        const row = await updatePlayerBonus(tx, id, {
          status: playerBonusStatus.active,
          activatedAt: now,
          expiresAt: daysAfter(now, found.bonus.activeDays),
        });
        // Stakes wager it from now on; a bonus whose terms lock its deposit holds that much real money back.
        await wallet.setActiveBonus(tx, account.id, {
          playerBonusId: id,
          heldMinor: found.bonus.locksDeposit ? row.depositMinor : 0n,
        });
        await wallet.post(tx, {
          idempotencyKey: `player-bonus:${id}:grant`,
          kind: ledgerKinds.bonusGrant,
          currency: row.currency,
          reference: id,
          legs: [
            { target: { code: counterAccounts.houseBonus }, amountMinor: -row.amountMinor },
            { target: { walletAccountId: account.id, bucket: 'bonus' }, amountMinor: row.amountMinor },
          ],
        });
        // A bonus without wagering is met at once: it converts now.
        await settleBonus(tx, account.id, now);
        const settled = await findPlayerBonus(tx, playerId, id);
        const view = await bonusView(tx, settled?.row ?? row, found);
        await appendEvents(tx, [playerBonusEvent(playerId, view)]);
        return { view: { ...view, name: localName(found.bonus.names, locale) } };
      })
      .catch(async (error: unknown) => {
        // Two activations raced past the check: the index let one through.
        if (isUniqueViolation(error)) {
          const active = await findActiveBonus(db, playerId, id);
          throw anotherActive(active?.id ?? '');
        }
        throw error;
      });
    if ('expired' in outcome) {
      await expireIssued(playerId, id);
      throw new AppError(409, bonusErrorCodes.expired, 'This bonus expired before it was activated');
    }
    return outcome.view;
  }

  /**
   * Ends an issued or active bonus with `result` (canceled, expired): an active one forfeits the bonus
   * balance — the active bonus's money and winnings (one active bonus at a time) — to house:bonus, keyed by
   * the bonus, so however it ends it forfeits once. The caller holds the account, then the bonus row.
   */
  async function finishBonus(
    tx: Executor,
    account: { id: string; bonusMinor: bigint },
    found: NonNullable<Awaited<ReturnType<typeof findPlayerBonus>>>,
    result: number,
  ): Promise<PlayerBonus> {
    const { id, playerId } = found.row;
    const wasActive = found.row.status === playerBonusStatus.active;
    const row = await updatePlayerBonus(tx, id, {
      status: playerBonusStatus.finished,
      result,
      finishedAt: clock(),
    });
    if (wasActive) await wallet.setActiveBonus(tx, account.id, null);
    if (wasActive && account.bonusMinor > 0n) {
      await wallet.post(tx, {
        idempotencyKey: `player-bonus:${id}:forfeit`,
        kind: ledgerKinds.bonusForfeit,
        currency: row.currency,
        reference: id,
        legs: [
          { target: { walletAccountId: account.id, bucket: 'bonus' }, amountMinor: -account.bonusMinor },
          { target: { code: counterAccounts.houseBonus }, amountMinor: account.bonusMinor },
        ],
      });
    }
    const view = await bonusView(tx, row, found);
    await appendEvents(tx, [playerBonusEvent(playerId, view)]);
    return view;
  }

  async function cancelBonus(playerId: string, id: string, locale: Locale = defaultLocale): Promise<PlayerBonus> {
    const first = await findPlayerBonus(db, playerId, id);
    if (!first) throw bonusNotFound();
    return db.transaction(async (tx) => {
      const account = await lockAccount(tx, playerId, first.row.currency);
      const found = await findPlayerBonus(tx, playerId, id, true);
      if (!found) throw bonusNotFound();
      if (found.row.status === playerBonusStatus.finished) {
        throw new AppError(409, bonusErrorCodes.notCancelable, 'This bonus is already finished');
      }
      if (found.row.status === playerBonusStatus.active && (await hasUnsettledRounds(tx, id))) {
        throw new AppError(409, bonusErrorCodes.unsettledBets, 'Rounds staked with this bonus are still open');
      }
      const view = await finishBonus(tx, account, found, playerBonusResult.canceled);
      return { ...view, name: localName(found.bonus.names, locale) };
    });
  }

  /**
   * The expiry sweep's step for one active bonus past its active period: ends it as expired and forfeits
   * the bonus balance, in its own transaction. Two sweeps at once (two processes) queue on the account
   * lock; the second finds the bonus no longer active and does nothing. Answers whether this call ended
   * it.
   */
  async function expireActive(playerId: string, id: string, currency: string): Promise<boolean> {
    return db.transaction(async (tx) => {
      const account = await lockAccount(tx, playerId, currency);
      const found = await findPlayerBonus(tx, playerId, id, true);
      if (!found || found.row.status !== playerBonusStatus.active) return false;
      if (!found.row.expiresAt || found.row.expiresAt > clock()) return false;
      await finishBonus(tx, account, found, playerBonusResult.expired);
      return true;
    });
  }

  /** Ends issued free spins whose claim period is over (result expired), in their own committed transaction. */
  async function expireIssuedFreespin(playerId: string, id: string): Promise<void> {
    await db.transaction(async (tx) => {
      const found = await findPlayerFreespin(tx, playerId, id, true);
      if (!found || found.row.status !== playerFreespinStatus.issued) return;
      const row = await updatePlayerFreespin(tx, id, {
        status: playerFreespinStatus.finished,
        result: playerFreespinResult.expired,
        finishedAt: clock(),
      });
      const view = playerFreespinView(row, found.bonus, subunitIn(await bonus.book(tx), row.currency));
      await appendEvents(tx, [playerFreespinEvent(playerId, view)]);
    });
  }

  /** Free spins are played on their game (the next slice); activating starts their play period. */
  async function activateFreespin(
    playerId: string,
    id: string,
    locale: Locale = defaultLocale,
  ): Promise<PlayerFreespin> {
    const outcome = await db.transaction(async (tx) => {
      const refused = await bonus.refusal(tx, playerId);
      if (refused) throw refused;
      const found = await findPlayerFreespin(tx, playerId, id, true);
      if (!found) throw freespinNotFound();
      if (found.row.status !== playerFreespinStatus.issued) {
        throw new AppError(409, bonusErrorCodes.notActivatable, 'These free spins are not waiting for activation');
      }
      const now = clock();
      if (found.row.expiresAt && found.row.expiresAt <= now) return { expired: true as const };
      const row = await updatePlayerFreespin(tx, id, {
        status: playerFreespinStatus.active,
        activatedAt: now,
        expiresAt: daysAfter(now, found.bonus.activeDays),
      });
      const view = playerFreespinView(row, found.bonus, subunitIn(await bonus.book(tx), row.currency));
      await appendEvents(tx, [playerFreespinEvent(playerId, view)]);
      return { view: { ...view, name: localName(found.bonus.names, locale) } };
    });
    if ('expired' in outcome) {
      await expireIssuedFreespin(playerId, id);
      throw new AppError(409, bonusErrorCodes.expired, 'These free spins expired before they were activated');
    }
    return outcome.view;
  }

  return { activateBonus, cancelBonus, activateFreespin, expireActive };
}
