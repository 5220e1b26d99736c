import { attemptsExceededMessage } from '@croupier/contracts/bonus';
import { bonusCodeMode, bonusCodeStatus } from '@croupier/contracts/constants';
import type { ApiResult } from '../../platform/api/api-client.ts';
import type { BonusCode } from './bonus-api.ts';

/**
 * The deposit screen's bonus-code field (spec 02 §4 "Bonus code", §5, §8), free of React: when Apply may
 * run, and what one apply comes to. A check (mode 1) comes first: status 2 is a regular code, redeemed
 * at once and cleared; anything else (an error too) is applied to the next deposit (mode 3).
 */

export type CodeFieldStatus = 'idle' | 'typing' | 'valid' | 'invalid' | 'limit';

/** Spec 02 §5: a bonus code has more than 2 characters. */
export function canApply(text: string, busy: boolean, status: CodeFieldStatus): boolean {
  return !busy && (status === 'idle' || status === 'typing') && text.trim().length > 2;
}

export type CodeOutcome =
  /** A regular code: its bonuses are issued; the field clears. */
  | { kind: 'regular'; answer: BonusCode }
  /** Applied to the next deposit with its bonus: 'valid', the input disabled. */
  | { kind: 'applied'; answer: BonusCode }
  /** No bonus: 'invalid', the input locked until cleared; 3 incorrect or 4 not available. */
  | { kind: 'invalid'; status: number }
  /** 'Exceeded max attempts': the 'limit' label, the input locked. */
  | { kind: 'limit' }
  /** Any other failure: somethingWrong. */
  | { kind: 'error' };

type Submit = (code: string, trigger: number) => Promise<ApiResult<BonusCode>>;

const exceeded = (answer: ApiResult<BonusCode>) =>
  !answer.ok && (answer.error.message === attemptsExceededMessage || answer.status === 429);

export async function applyCode(code: string, submit: Submit): Promise<CodeOutcome> {
  const typed = code.trim();
  const check = await submit(typed, bonusCodeMode.check);
  if (exceeded(check)) return { kind: 'limit' };
  // Spec 02 §8: a check that failed counts as "not a regular code"; the apply decides.
  if (check.ok && check.data.status === bonusCodeStatus.regular) return { kind: 'regular', answer: check.data };
  const apply = await submit(typed, bonusCodeMode.apply);
  if (!apply.ok) return exceeded(apply) ? { kind: 'limit' } : { kind: 'error' };
  if (apply.data.bonus) return { kind: 'applied', answer: apply.data };
  return { kind: 'invalid', status: apply.data.status };
}
