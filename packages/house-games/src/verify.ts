import { hashServerSeed, hmacRandomSource } from './fairness.ts';
import { type Recomputed, type RecordedRound, replayRound } from './replay.ts';

/**
 * The verifier on the server's side (node:crypto): the hash check, then the one replay (replay.ts) on the
 * studio's own HMAC stream. The site runs the same replay on a Web Crypto stream.
 */
export interface RevealedSeeds {
  serverSeed: string;
  /** The hash shown before play; the check fails when the revealed seed does not match it. */
  serverSeedHash: string;
  clientSeed: string;
}

export function verifyRound(seeds: RevealedSeeds, round: RecordedRound): { hashMatches: boolean } & Recomputed {
  const hashMatches = hashServerSeed(seeds.serverSeed) === seeds.serverSeedHash.toLowerCase();
  return { hashMatches, ...replayRound(round, hmacRandomSource(seeds.serverSeed, seeds.clientSeed, round.nonce)) };
}
