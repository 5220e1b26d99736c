import { crashPointForRound } from '@croupier/house-games/crash-round';
import { createHashChain } from '@croupier/house-games/hash-chain';
import { describe, expect, it } from 'vitest';
import { checkKey, checkRound } from './crash-chain-check.ts';

const chain = createHashChain('terminal-seed-of-the-test-chain', 8);
const salt = 'the-public-salt';
const commitment = { commitment: chain.commitment, salt };
/** Round `n` (1-based) of the test chain, crashed at its real point. */
const round = (n: number, chainId = 4) => {
  const seed = chain.seeds[n - 1] as string;
  return {
    chainId,
    number: n,
    bettingStartsAt: '2030-01-01T12:00:00.000Z',
    bettingEndsAt: '2030-01-01T12:00:10.000Z',
    crashPoint: crashPointForRound(seed, salt),
    crashedAt: '2030-01-01T12:00:20.000Z',
    seed,
  };
};

describe('the crash table’s own check of past rounds in the browser', () => {
  it('ties a round to the round before it and recomputes its point with the studio’s maths', async () => {
    const history = [round(6), round(5)];
    const check = await checkRound(round(6), history, commitment, 4);
    expect(check).toEqual({ link: 'previous', hashes: 0, point: round(6).crashPoint });
  });

  it('follows the oldest round shown down the chain to the published commitment', async () => {
    const history = [round(6), round(5)];
    expect(await checkRound(round(5), history, commitment, 4)).toEqual({
      link: 'commitment',
      hashes: 5,
      point: round(5).crashPoint,
    });
  });

  it('says a seed that does not hash to the round before, or to the commitment, is broken', async () => {
    const forged = { ...round(6), seed: 'f'.repeat(64) };
    const check = await checkRound(forged, [forged, round(5)], commitment, 4);
    expect(check.link).toBe('broken');
    const alone = await checkRound(round(5), [round(5)], { commitment: 'a'.repeat(64), salt }, 4);
    expect(alone.link).toBe('broken');
  });

  it('recomputes the point from the salt, so another salt gives a point that does not match', async () => {
    const check = await checkRound(round(6), [round(6), round(5)], { ...commitment, salt: 'another-salt' }, 4);
    expect(check.point).toBe(crashPointForRound(round(6).seed, 'another-salt'));
  });

  it('leaves a round of an earlier chain unchecked: that chain’s salt is no longer shown', async () => {
    expect(await checkRound(round(6, 3), [round(6, 3)], commitment, 4)).toEqual({
      link: 'other-chain',
      hashes: 0,
      point: null,
    });
  });

  it('keys each check by the commitment, the round and its seed', () => {
    expect(checkKey(commitment, round(2))).toBe(`${chain.commitment}:4:2:${chain.seeds[1]}`);
  });
});
