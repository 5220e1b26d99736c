import { crashPointFromSource } from '@croupier/house-games/crash';
import type { RandomSource } from '@croupier/house-games/random';

/**
 * The studio's HMAC-SHA256 word stream (packages/house-games/src/fairness.ts) computed with Web Crypto in the
 * player's browser, for the verifier and the crash table's own checks.
 */

const hex = (bytes: ArrayBuffer) => [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, '0')).join('');
const utf8 = (text: string) => new TextEncoder().encode(text);

export async function sha256Hex(text: string): Promise<string> {
  return hex(await crypto.subtle.digest('SHA-256', utf8(text)));
}

export class OutOfWords extends Error {}

/** Blocks 0 … count−1 of the round's stream, ready for synchronous reading by the game maths. */
export async function wordStream(
  serverSeed: string,
  clientSeed: string,
  nonce: number,
  count: number,
): Promise<RandomSource> {
  const key = await crypto.subtle.importKey('raw', utf8(serverSeed), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
  ]);
  const blocks = await Promise.all(
    Array.from({ length: count }, (_, k) => crypto.subtle.sign('HMAC', key, utf8(`${clientSeed}:${nonce}:${k}`))),
  );
  const words = blocks.flatMap((block) => {
    const view = new DataView(block);
    return Array.from({ length: 8 }, (_, i) => view.getUint32(i * 4, false));
  });
  let cursor = 0;
  return {
    nextUint32() {
      const word = words[cursor];
      if (word === undefined) throw new OutOfWords();
      cursor += 1;
      return word;
    },
  };
}

/**
 * A shared crash round's point (hundredths) from its chain seed and the chain's public salt: the word stream
 * keyed with the round's seed over `${salt}:0:${k}`, as the studio derives it (crash-round.ts).
 */
export async function crashPointOf(seed: string, salt: string): Promise<number> {
  return crashPointFromSource(await wordStream(seed, salt, 0, 1));
}
