import { sha256Hex } from './fairness.ts';

/**
 * Shared rounds (crash) cannot take a client seed per player, so the server commits to all of them at once:
 * starting from a secret terminal seed it hashes repeatedly; rounds use the chain in reverse, so each round's
 * seed hashes to the previous round's seed, and the first round's seed hashes to the published commitment.
 * Nobody (not even the server) can choose a later round's seed after publishing.
 */
export interface HashChain {
  /** SHA-256 of round 1's seed; published before round 1. */
  commitment: string;
  /** seeds[i] is round i + 1's seed. */
  seeds: string[];
}

/** Each link: next = sha256Hex(previous) (SHA-256 of the previous link's lowercase hex text). */
export function createHashChain(terminalSeed: string, length: number): HashChain {
  if (!Number.isInteger(length) || length < 1) throw new RangeError('chain length must be a positive integer');
  const reversed: string[] = [terminalSeed];
  for (let i = 1; i < length; i += 1) reversed.push(sha256Hex(reversed[i - 1] as string));
  const seeds = reversed.reverse();
  return { commitment: sha256Hex(seeds[0] as string), seeds };
}

/** True when `seed` is the round right after the one whose seed (or the commitment) is `previous`. */
export function isNextChainSeed(previous: string, seed: string): boolean {
  return sha256Hex(seed) === previous;
}

/**
 * The round number of `seed` in the chain committed to by `commitment` (1 = first round), or null when
 * `maxRounds` hashes do not reach the commitment.
 */
export function roundNumberInChain(commitment: string, seed: string, maxRounds: number): number | null {
  let link = seed;
  for (let round = 1; round <= maxRounds; round += 1) {
    link = sha256Hex(link);
    if (link === commitment) return round;
  }
  return null;
}
