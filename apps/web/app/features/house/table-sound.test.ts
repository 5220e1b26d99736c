import type { RoundResult } from '@croupier/contracts/house';
import { describe, expect, it } from 'vitest';
import { soundFor } from './table-sound.ts';

const round = (stakeMinor: string, winMinor: string, outcome: unknown = {}): RoundResult<unknown> => ({
  roundId: 'r1',
  stakeMinor,
  winMinor,
  balanceMinor: '1000',
  winPending: false,
  nonce: 0,
  serverSeedHash: 'h',
  outcome,
});

describe('the house table sound', () => {
  it('chimes only for a win above the stake; a win of the stake or less sounds like a loss', () => {
    expect(soundFor(round('100', '101'))).toBe('win');
    expect(soundFor(round('100', '100'))).toBe('end');
    expect(soundFor(round('100', '50'))).toBe('end');
    expect(soundFor(round('100', '0'))).toBe('end');
  });

  it('is silent while a round is in play and for an answer that only carries a balance', () => {
    expect(soundFor(round('100', '0', { status: 'playing' }))).toBeUndefined();
    expect(soundFor({ ...round('0', '0'), roundId: '' })).toBeUndefined();
  });
});
