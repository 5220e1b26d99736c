import { bonusCodeStatus } from '@croupier/contracts/constants';
import type { ApiResult } from '../../platform/api/api-client.ts';
import type { BonusCode } from './bonus-api.ts';

/**
 * The bonus-code field's decisions (spec 02 §4 "Bonus code", §8): pure, so each rule has a test. A check
 * (mode 1) redeems a regular code; anything else goes on to apply (mode 3), where a code with a bonus is
 * confirmed and one without is invalid.
 */

/** Spec 02 §8: the server's message on which the site shows its 'limit' label and locks the input. */
export const attemptsExceededMessage = 'Exceeded max attempts';

/** Spec 02 §5: a bonus code has more than 2 characters; apply is ignored while busy. */
export function canApply(code: string, busy: boolean): boolean {
  return !busy && code.trim().length > 2;
}

export type CodeOutcome =
  /** Regular code redeemed: its bonuses are issued and the field clears. */
  | { kind: 'redeemed' }
  /** Check found no regular code: apply it in mode 3. */
  | { kind: 'apply' }
  /** Applied to the next deposit with the bonus it unlocks ('valid' hint, input disabled). */
  | { kind: 'applied'; code: BonusCode }
  /** Applied without a bonus: 'invalid' error, input locked until cleared. */
  | { kind: 'invalid' }
  /** Status 3 or 4: the incorrect-code or not-available alert. */
  | { kind: 'alert'; status: number }
  /** 'Exceeded max attempts': the 'limit' label, input locked. */
  | { kind: 'limit' }
  /** Any other failure: somethingWrong. */
  | { kind: 'error' };

function failed(result: Extract<ApiResult<unknown>, { ok: false }>): CodeOutcome {
  return result.error.message === attemptsExceededMessage ? { kind: 'limit' } : { kind: 'error' };
}

/**
 * After the mode-1 check. A check-status error counts as not a regular code (spec 02 §8), except the attempt
 * limit; an unknown code (3) is unknown in mode 3 too, so it is reported at once instead of costing a second
 * attempt.
 */
export function afterCheck(result: ApiResult<BonusCode>): CodeOutcome {
  if (!result.ok) return result.error.message === attemptsExceededMessage ? { kind: 'limit' } : { kind: 'apply' };
  if (result.data.status === bonusCodeStatus.regular) return { kind: 'redeemed' };
  if (result.data.status === bonusCodeStatus.incorrect) return { kind: 'alert', status: result.data.status };
  return { kind: 'apply' };
}

/** After the mode-3 apply. */
export function afterApply(result: ApiResult<BonusCode>): CodeOutcome {
  if (!result.ok) return failed(result);
  const { status } = result.data;
  if (status === bonusCodeStatus.incorrect || status === bonusCodeStatus.notAvailable) return { kind: 'alert', status };
  if (status === bonusCodeStatus.regular) return { kind: 'redeemed' };
  return result.data.bonus || result.data.bonusPackage ? { kind: 'applied', code: result.data } : { kind: 'invalid' };
}
