import { splitLocale } from '@croupier/i18n/locales';
import type { LoyaltyAccount } from './loyalty-api.ts';

/**
 * The level-up rules of spec 02 §4 "Loyalty", kept pure: whether a live update raised the level order, and
 * where the news goes (a 3-second notice and a kept flag on a game page, the loyalty-level modal elsewhere).
 */

/** The game page: a game's own route (/games/:id), in any locale. */
const gamePagePath = /^\/games\/[^/]+\/?$/;

export function isGamePage(pathname: string): boolean {
  return gamePagePath.test(splitLocale(pathname).path);
}

/**
 * Whether the level order rose. With no order known before (account not read yet, or no level), any level is
 * a rise: the server publishes only rises (decision 0084), so a publication we cannot compare is still news.
 */
export function levelRose(known: number | null | undefined, next: number | null | undefined): boolean {
  if (next === null || next === undefined) return false;
  return known === null || known === undefined || next > known;
}

export type LevelUpShow = 'notice' | 'modal';

/** On a game page the play is not interrupted: a notice now and the modal later; elsewhere the modal at once. */
export const levelUpShow = (pathname: string): LevelUpShow => (isGamePage(pathname) ? 'notice' : 'modal');

/** The account a loyalty.account.updated publication carries, or null when it is not one. */
export function accountFromEvent(data: unknown): LoyaltyAccount | null {
  if (typeof data !== 'object' || data === null) return null;
  const account = data as Partial<LoyaltyAccount>;
  if (typeof account.points !== 'number' || typeof account.progress !== 'number') return null;
  const level = account.currentLevel;
  if (level !== null && (typeof level !== 'object' || typeof level.order !== 'number')) return null;
  return account as LoyaltyAccount;
}

/**
 * The flag kept for the deferred loyalty-level modal (S2.4-114), per tab like the session it belongs to. It
 * holds the player it was kept for: after a logout and another player's login in the same tab it is not theirs.
 */
export const levelUpFlagKey = 'croupier.loyalty.levelUp';

type FlagStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function keepLevelUp(store: FlagStore, playerId: string): void {
  store.setItem(levelUpFlagKey, playerId);
}

/** Takes the player's kept flag on a non-game page (S2.4-116): true once, then gone; a game page leaves it kept. */
export function takeLevelUp(store: FlagStore, pathname: string, playerId: string): boolean {
  if (isGamePage(pathname)) return false;
  const kept = store.getItem(levelUpFlagKey);
  if (kept === null) return false;
  store.removeItem(levelUpFlagKey);
  return kept === playerId;
}
