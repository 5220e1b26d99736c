import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { RandomSource } from './random.ts';

/**
 * Provably fair seeding. The server commits to `serverSeed` by showing its SHA-256 before any bet; the
 * player picks `clientSeed`; each bet uses the next `nonce`. Rotating reveals the old server seed so every
 * round played with it can be recomputed (verify.ts).
 */
export interface SeedPair {
  /** 32 random bytes as 64 lowercase hex characters; secret until rotated. */
  serverSeed: string;
  /** SHA-256 of the serverSeed's hex text, lowercase hex; shown before play. */
  serverSeedHash: string;
  clientSeed: string;
  /** The nonce the next bet will use; starts at 0, +1 per bet. */
  nonce: number;
}

export interface RevealedSeedPair {
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  /** Bets 0 … nonceCount − 1 were played with this pair. */
  nonceCount: number;
}

/** SHA-256 over the UTF-8 text of a hex seed, as lowercase hex. */
export function sha256Hex(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

export function hashServerSeed(serverSeed: string): string {
  return sha256Hex(serverSeed);
}

export function randomSeed(): string {
  return randomBytes(32).toString('hex');
}

export function createSeedPair(clientSeed: string = randomBytes(10).toString('hex')): SeedPair {
  const serverSeed = randomSeed();
  return { serverSeed, serverSeedHash: hashServerSeed(serverSeed), clientSeed, nonce: 0 };
}

/** Changing the client seed alone would let the server keep a seed it already knows the outcomes of; so it rotates both. */
export function rotateSeedPair(
  current: SeedPair,
  nextClientSeed: string = current.clientSeed,
): { revealed: RevealedSeedPair; next: SeedPair } {
  return {
    revealed: {
      serverSeed: current.serverSeed,
      serverSeedHash: current.serverSeedHash,
      clientSeed: current.clientSeed,
      nonceCount: current.nonce,
    },
    next: createSeedPair(nextClientSeed),
  };
}

/** Takes the nonce for one bet and advances the pair; returns what the bet's random source needs. */
export function takeNonce(pair: SeedPair): { pair: SeedPair; nonce: number } {
  return { pair: { ...pair, nonce: pair.nonce + 1 }, nonce: pair.nonce };
}

/**
 * The round's word stream. Block k is HMAC-SHA256 keyed with the serverSeed's hex text (UTF-8) over the
 * message `${clientSeed}:${nonce}:${k}`, k = 0, 1, 2, …; each 32-byte block gives eight words, read as
 * big-endian unsigned 32-bit integers in order. Games draw words only through random.ts.
 */
export function hmacRandomSource(serverSeed: string, clientSeed: string, nonce: number): RandomSource {
  let cursor = 0;
  let block: Buffer = Buffer.alloc(0);
  let offset = 32;
  return {
    nextUint32(): number {
      if (offset === 32) {
        block = createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:${cursor}`, 'utf8').digest();
        cursor += 1;
        offset = 0;
      }
      const word = block.readUInt32BE(offset);
      offset += 4;
      return word;
    },
  };
}
