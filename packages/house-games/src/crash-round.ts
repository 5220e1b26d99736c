import { crashPointFromSource } from './crash.ts';
import { hmacRandomSource } from './fairness.ts';
import { isNextChainSeed } from './hash-chain.ts';

/**
 * A shared crash round's point: the fairness word stream keyed with the round's chain seed, with the public
 * salt (fixed and published before the chain's first round) in the client-seed place and nonce 0.
 */
export function crashPointForRound(roundSeed: string, salt: string): number {
  return crashPointFromSource(hmacRandomSource(roundSeed, salt, 0));
}

export interface CrashRoundCheck {
  /** The seed hashes to the previous round's seed (or, for round 1, to the commitment). */
  linksToPrevious: boolean;
  crashPoint: number;
}

export function verifyCrashRound(input: { roundSeed: string; previousSeed: string; salt: string }): CrashRoundCheck {
  return {
    linksToPrevious: isNextChainSeed(input.previousSeed, input.roundSeed),
    crashPoint: crashPointForRound(input.roundSeed, input.salt),
  };
}
