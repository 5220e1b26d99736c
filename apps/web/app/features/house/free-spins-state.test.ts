import { describe, expect, it } from 'vitest';
import { afterSpin, awardState, endingOf, endsAward, type FreeSpinsState } from './free-spins-state.ts';

const award = {
  awardId: 'fs-1',
  remaining: 3,
  totalWinMinor: '0',
  finished: false,
  bonusId: null,
  stakeMinor: '20',
  currency: 'USD',
};

describe('free spins on the slot page', () => {
  it('reads the award: a fixed stake, the spins left, nothing won yet', () => {
    expect(awardState(award)).toEqual({
      awardId: 'fs-1',
      stakeMinor: 20n,
      remaining: 3,
      totalWinMinor: 0n,
      finished: false,
      bonusId: null,
    });
    expect(awardState({ ...award, remaining: 0 }).finished).toBe(true);
  });

  it('takes the casino’s count after each spin and ends with the bonus the winnings became', () => {
    let state = awardState(award);
    state = afterSpin(
      state,
      { awardId: 'fs-1', remaining: 2, totalWinMinor: '40', finished: false, bonusId: null },
      40n,
    );
    expect(state).toMatchObject({ remaining: 2, totalWinMinor: 40n, finished: false });
    expect(endingOf(state, undefined)).toBeUndefined();
    state = afterSpin(
      state,
      { awardId: 'fs-1', remaining: 0, totalWinMinor: '40', finished: true, bonusId: 'b-9' },
      0n,
    );
    expect(state).toMatchObject({ remaining: 0, finished: true, bonusId: 'b-9' });
    expect(endingOf(state, undefined)).toBe('bonus');
  });

  it('counts an unconfirmed spin itself, and an award that won nothing ends with nothing', () => {
    const start: FreeSpinsState = { ...awardState(award), remaining: 1 };
    const end = afterSpin(start, null, 0n);
    expect(end).toMatchObject({ remaining: 0, totalWinMinor: 0n, finished: true });
    expect(endingOf(end, undefined)).toBe('nothing');
  });

  it('knows the refusals that mean the award is over', () => {
    expect(endsAward('free_round_none_left')).toBe(true);
    expect(endsAward('free_round_award_not_active')).toBe(true);
    expect(endsAward('house_casino_unavailable')).toBe(false);
    // Opened again once played out: the award's read is refused, and the page says the spins are over.
    expect(endingOf(undefined, 'free_round_award_not_active')).toBe('over');
    expect(endingOf(undefined, 'house_casino_unavailable')).toBeUndefined();
  });
});
