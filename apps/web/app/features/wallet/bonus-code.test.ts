import type { BonusCode } from '@croupier/contracts/bonus';
import { describe, expect, it } from 'vitest';
import type { ApiResult } from '../../platform/api/api-client.ts';
import { applyCode, canApply } from './bonus-code.ts';

const answer = (status: number, withBonus = false): ApiResult<BonusCode> => ({
  ok: true,
  data: {
    id: withBonus ? 'pbc-1' : null,
    status,
    code: 'CODE',
    isLive: withBonus,
    bonus: withBonus ? ({ id: 'offer' } as BonusCode['bonus']) : null,
    bonusPackage: null,
  },
});
const failed = (status: number, message: string): ApiResult<BonusCode> => ({
  ok: false,
  status,
  error: { code: 'x', message, fields: {} },
});

function submitter(...answers: ApiResult<BonusCode>[]) {
  const calls: [string, number][] = [];
  const submit = async (code: string, trigger: number) => {
    calls.push([code, trigger]);
    const next = answers.shift();
    if (!next) throw new Error('no more answers');
    return next;
  };
  return { calls, submit };
}

describe('the bonus-code field', () => {
  it('applies only above 2 characters, not while busy, not once valid, invalid or at the limit', () => {
    expect(canApply('AB', false, 'typing')).toBe(false);
    expect(canApply(' ABC ', false, 'typing')).toBe(true);
    expect(canApply('ABC', true, 'typing')).toBe(false);
    for (const status of ['valid', 'invalid', 'limit'] as const) expect(canApply('ABC', false, status)).toBe(false);
  });

  it('checks in mode 1 first: status 2 is a regular code and nothing is applied', async () => {
    const { calls, submit } = submitter(answer(2));
    expect((await applyCode(' fruitspins ', submit)).kind).toBe('regular');
    expect(calls).toEqual([['fruitspins', 1]]);
  });

  it('otherwise applies in mode 3: with a bonus it is valid, without one invalid with the status', async () => {
    const applied = submitter(answer(4), answer(1, true));
    expect((await applyCode('WELCOME100', applied.submit)).kind).toBe('applied');
    expect(applied.calls).toEqual([
      ['WELCOME100', 1],
      ['WELCOME100', 3],
    ]);
    expect(await applyCode('NOPE', submitter(answer(3), answer(3)).submit)).toEqual({ kind: 'invalid', status: 3 });
  });

  it('a failed check counts as not regular; Exceeded max attempts is the limit; other failures are errors', async () => {
    expect((await applyCode('CODE', submitter(failed(500, 'boom'), answer(1, true)).submit)).kind).toBe('applied');
    expect((await applyCode('CODE', submitter(failed(429, 'Exceeded max attempts')).submit)).kind).toBe('limit');
    expect((await applyCode('CODE', submitter(answer(4), failed(429, 'Exceeded max attempts')).submit)).kind).toBe(
      'limit',
    );
    expect((await applyCode('CODE', submitter(answer(4), failed(500, 'boom')).submit)).kind).toBe('error');
  });
});
