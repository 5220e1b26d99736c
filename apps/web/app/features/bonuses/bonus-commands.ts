import type { ApiFailure, ApiResult } from '../../platform/api/api-client.ts';
import { reloadAccounts } from '../accounts/accounts-store.ts';
import type { BonusAlert } from './bonus-alerts.ts';
import { bonusApi, type PlayerBonus, type PlayerFreespin } from './bonus-api.ts';
import { refreshBonusLists } from './bonus-reads.ts';

/**
 * The bonus actions: each call, then the lists and the accounts read again (activating or cancelling moves
 * money between the real and the bonus balance), whatever the answer, so the page shows what is true.
 */

async function settle<T>(call: Promise<ApiResult<T>>): Promise<ApiResult<T>> {
  const result = await call;
  void refreshBonusLists();
  void reloadAccounts();
  return result;
}

export const activateBonus = (id: string): Promise<ApiResult<PlayerBonus>> => settle(bonusApi.activateBonus(id));
export const cancelBonus = (id: string): Promise<ApiResult<PlayerBonus>> => settle(bonusApi.cancelBonus(id));
export const activateFreespin = (id: string): Promise<ApiResult<PlayerFreespin>> =>
  settle(bonusApi.activateFreespin(id));

/** Error codes of docs/decisions/0068 the site words itself; anything else is 'something went wrong'. */
const failureAlerts: Record<string, string> = {
  bonus_expired: 'failedExpired',
  bonuses_opted_out: 'failedOptedOut',
  bonuses_blocked: 'failedBlocked',
  bonus_not_activatable: 'failedNotActivatable',
  bonus_not_cancelable: 'failedNotCancelable',
};

export function failureAlert(failure: ApiFailure): BonusAlert {
  return { key: failureAlerts[failure.error.code] ?? 'failed', tone: 'warning' };
}

/** 409 bonus_another_active: the id of the bonus that is active (fields.activeBonusId). */
export function activeBonusIdOf(failure: ApiFailure): string | undefined {
  if (failure.error.code !== 'bonus_another_active') return undefined;
  return failure.error.fields.activeBonusId?.[0] ?? '';
}

/**
 * Cancel refusals that the bonus-cancel-lock modal explains rather than a passing alert: a bonus already ended, a
 * cooling-off or self-exclusion, or a round staked with the bonus's money still open (decision 0071).
 */
export function isCancelLock(failure: ApiFailure): boolean {
  return ['bonus_not_cancelable', 'bonuses_blocked', 'bonus_unsettled_bets'].includes(failure.error.code);
}
