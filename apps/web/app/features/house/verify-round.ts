import { type Recomputed, type RecordedRound, replayRound } from '@croupier/house-games/replay';
import { OutOfWords, wordStream } from './fair-stream.ts';

/**
 * The public verifier in the player's browser: the studio's HMAC-SHA256 word stream computed with Web Crypto
 * (fair-stream.ts), fed to the one replay of the game maths (@croupier/house-games/replay). Nothing is asked
 * of the server but the revealed seeds and what it recorded.
 */

/** Recomputes one round from the seeds; a round needing more words than fetched is retried with more. */
export async function recomputeRound(
  seeds: { serverSeed: string; clientSeed: string },
  round: RecordedRound,
): Promise<Recomputed> {
  for (let blocks = 4; ; blocks *= 4) {
    try {
      return replayRound(round, await wordStream(seeds.serverSeed, seeds.clientSeed, round.nonce, blocks));
    } catch (error) {
      if (!(error instanceof OutOfWords) || blocks >= 1024) throw error;
    }
  }
}
