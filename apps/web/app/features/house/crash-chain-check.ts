import type { CrashRound, CrashState } from '@croupier/contracts/house';
import { crashPointOf, sha256Hex } from './fair-stream.ts';

/** One past round checked in the browser against the chain the table committed to. */
export interface RoundCheck {
  /** How the seed was tied to the chain: to the round before, to the commitment (after `hashes`), or not. */
  link: 'previous' | 'commitment' | 'broken' | 'other-chain';
  hashes: number;
  /** The point recomputed from the seed and the salt, or null when the salt is another chain's. */
  point: number | null;
}

/** The most hashes followed from the oldest round shown down to the commitment. */
export const longestWalk = 10_000;

/** Where a round's check is kept: a new chain, round or seed is checked afresh. */
export const checkKey = (chain: CrashState['chain'], round: Pick<CrashRound, 'chainId' | 'number' | 'seed'>) =>
  `${chain.commitment}:${round.chainId}:${round.number}:${round.seed}`;

/**
 * A revealed round (`seed` set) checked against `chain`, the chain of round `chainId`: its seed hashes to the
 * round before's (the first round's to the commitment published before it), and the seed with the salt gives
 * the point (fair-stream.ts, the studio's own maths). A round of another chain is not checked: its salt is gone.
 */
export async function checkRound(
  round: CrashRound & { seed: string },
  history: readonly CrashRound[],
  chain: CrashState['chain'],
  chainId: number,
): Promise<RoundCheck> {
  const check: RoundCheck = { link: 'other-chain', hashes: 0, point: null };
  if (round.chainId !== chainId) return check;
  check.point = await crashPointOf(round.seed, chain.salt);
  const before = history.find((past) => past.chainId === round.chainId && past.number === round.number - 1);
  if (before?.seed) {
    check.link = (await sha256Hex(round.seed)) === before.seed ? 'previous' : 'broken';
  } else {
    // The first round hashes to the commitment; an older listed round's seed would have been the
    // next link, so the oldest one shown is followed down the chain to the commitment itself.
    let link = round.seed;
    const walk = Math.min(round.number, longestWalk);
    for (let i = 0; i < walk; i += 1) link = await sha256Hex(link);
    check.link = link === chain.commitment ? 'commitment' : 'broken';
    check.hashes = walk;
  }
  return check;
}
