import { describe, expect, it } from 'vitest';
import type { ApiResult } from '../../platform/api/api-client.ts';
import type { BonusCode } from './bonus-api.ts';
import { afterApply, afterCheck, attemptsExceededMessage, canApply } from './bonus-code-flow.ts';

const answer = (status: number, extra: Partial<BonusCode> = {}): ApiResult<BonusCode> => ({
  ok: true,
  data: { id: null, status, code: 'CODE', isLive: false, bonus: null, bonusPackage: null, ...extra },
});
const failure = (status: number, message: string): ApiResult<BonusCode> => ({
  ok: false,
  status,
  error: { code: 'x', message, fields: {} },
});

describe('the bonus-code field (spec 02 §4 "Bonus code", §8)', () => {
  it('applies only above 2 characters and not while busy', () => {
    expect(canApply('AB', false)).toBe(false);
    expect(canApply('  AB ', false)).toBe(false);
    expect(canApply('ABC', false)).toBe(true);
    expect(canApply('ABC', true)).toBe(false);
  });

  it('a check answering 2 redeems a regular code; 3 is reported at once; anything else goes on to apply', () => {
    expect(afterCheck(answer(2))).toEqual({ kind: 'redeemed' });
    expect(afterCheck(answer(3))).toEqual({ kind: 'alert', status: 3 });
    expect(afterCheck(answer(4))).toEqual({ kind: 'apply' });
    expect(afterCheck(answer(1))).toEqual({ kind: 'apply' });
    // A check-status error counts as not a regular code.
    expect(afterCheck(failure(500, 'boom'))).toEqual({ kind: 'apply' });
  });

  it('"Exceeded max attempts" shows the limit label at either step; other failures something went wrong', () => {
    expect(afterCheck(failure(429, attemptsExceededMessage))).toEqual({ kind: 'limit' });
    expect(afterApply(failure(429, attemptsExceededMessage))).toEqual({ kind: 'limit' });
    expect(afterApply(failure(500, 'boom'))).toEqual({ kind: 'error' });
  });

  it('an applied code with a bonus is valid, without one invalid; 3 and 4 alert', () => {
    const pkg = { id: 'p', name: 'Welcome package' };
    const withBonus = answer(1, { id: 'c1', isLive: true, bonusPackage: pkg });
    expect(afterApply(withBonus)).toEqual({ kind: 'applied', code: (withBonus as { data: BonusCode }).data });
    expect(afterApply(answer(1))).toEqual({ kind: 'invalid' });
    expect(afterApply(answer(3))).toEqual({ kind: 'alert', status: 3 });
    expect(afterApply(answer(4))).toEqual({ kind: 'alert', status: 4 });
  });
});
