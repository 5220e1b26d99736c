import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createSeedPair, hashServerSeed, hmacRandomSource, rotateSeedPair, takeNonce } from './fairness.ts';
import { createHashChain, isNextChainSeed, roundNumberInChain } from './hash-chain.ts';
import { type RandomSource, sampleWithoutReplacement, uniformFloat, uniformInt } from './random.ts';

const serverSeed = 'a'.repeat(64);

/** Chi-square statistic of observed counts against equal expected counts. */
function chiSquare(counts: readonly number[]): number {
  const total = counts.reduce((a, b) => a + b, 0);
  const expected = total / counts.length;
  return counts.reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0);
}

describe('seed pairs', () => {
  it('commits to the server seed with its SHA-256 and reveals it on rotation', () => {
    const pair = createSeedPair('player-seed');
    expect(pair.serverSeed).toMatch(/^[0-9a-f]{64}$/);
    expect(pair.serverSeedHash).toBe(createHash('sha256').update(pair.serverSeed).digest('hex'));
    expect(pair.nonce).toBe(0);
    const { pair: used } = takeNonce(takeNonce(pair).pair);
    const { revealed, next } = rotateSeedPair(used, 'new-client-seed');
    expect(revealed).toEqual({
      serverSeed: pair.serverSeed,
      serverSeedHash: pair.serverSeedHash,
      clientSeed: 'player-seed',
      nonceCount: 2,
    });
    expect(next.serverSeed).not.toBe(pair.serverSeed);
    expect(next.clientSeed).toBe('new-client-seed');
    expect(next.nonce).toBe(0);
    expect(hashServerSeed(next.serverSeed)).toBe(next.serverSeedHash);
  });
});

describe('HMAC word stream', () => {
  it('reads big-endian words from HMAC-SHA256(serverSeed, clientSeed:nonce:cursor), cursor +1 per 8 words', () => {
    const source = hmacRandomSource(serverSeed, 'client', 7);
    const words = Array.from({ length: 10 }, () => source.nextUint32());
    const block0 = createHmac('sha256', serverSeed).update('client:7:0').digest();
    const block1 = createHmac('sha256', serverSeed).update('client:7:1').digest();
    expect(words.slice(0, 8)).toEqual(Array.from({ length: 8 }, (_, i) => block0.readUInt32BE(i * 4)));
    expect(words.slice(8)).toEqual([block1.readUInt32BE(0), block1.readUInt32BE(4)]);
  });

  it('is uniform enough: chi-square of 200 000 draws over 37 and 256 buckets stays under the 0.1% critical value', () => {
    const pockets = new Array<number>(37).fill(0);
    const bytes = new Array<number>(256).fill(0);
    for (let nonce = 0; nonce < 25_000; nonce += 1) {
      const source = hmacRandomSource(serverSeed, 'uniformity', nonce);
      for (let i = 0; i < 8; i += 1) {
        const index = uniformInt(source, 37);
        pockets[index] = (pockets[index] as number) + 1;
        const byte = Math.floor(uniformFloat(source) * 256);
        bytes[byte] = (bytes[byte] as number) + 1;
      }
    }
    // Critical values at p = 0.001: 36 degrees of freedom 67.99, 255 degrees of freedom 330.5.
    expect(chiSquare(pockets)).toBeLessThan(67.99);
    expect(chiSquare(bytes)).toBeLessThan(330.5);
  });
});

describe('uniformInt', () => {
  const scripted = (words: number[]): RandomSource => ({
    nextUint32: () => {
      const word = words.shift();
      if (word === undefined) throw new Error('script exhausted');
      return word;
    },
  });

  it('maps a word to floor(word × n / 2^32)', () => {
    expect(uniformInt(scripted([1_000_000]), 37)).toBe(0);
    expect(uniformInt(scripted([2 ** 31 + 1000]), 10)).toBe(5);
    expect(uniformInt(scripted([2 ** 32 - 1]), 37)).toBe(36);
  });

  it('redraws the words that would bias the result instead of folding them in', () => {
    // n = 3: 2^32 mod 3 = 1, so only the word whose (word × 3) mod 2^32 is 0 is rejected: word 0.
    expect(uniformInt(scripted([0, 2 ** 31]), 3)).toBe(1);
    // n = 37: 2^32 mod 37 = 7; word 0 gives low 0 < 7 and is redrawn, a word giving low ≥ 37 never is.
    expect(uniformInt(scripted([0, 0, 2 ** 31]), 37)).toBe(18);
  });

  it('refuses ranges it cannot draw exactly', () => {
    expect(() => uniformInt(scripted([1]), 0)).toThrow(RangeError);
    expect(() => uniformInt(scripted([1]), 2 ** 22)).toThrow(RangeError);
    expect(() => uniformInt(scripted([1]), 1.5)).toThrow(RangeError);
  });

  it('samples without replacement', () => {
    const sample = sampleWithoutReplacement(hmacRandomSource(serverSeed, 'x', 1), 25, 24);
    expect(new Set(sample).size).toBe(24);
    expect(sample.every((n) => n >= 0 && n < 25)).toBe(true);
  });
});

describe('hash chain', () => {
  it('lets each round seed be checked against the previous one and the commitment', () => {
    const chain = createHashChain('f'.repeat(64), 50);
    expect(chain.seeds).toHaveLength(50);
    expect(isNextChainSeed(chain.commitment, chain.seeds[0] as string)).toBe(true);
    for (let i = 1; i < 50; i += 1) {
      expect(isNextChainSeed(chain.seeds[i - 1] as string, chain.seeds[i] as string)).toBe(true);
    }
    expect(chain.seeds[49]).toBe('f'.repeat(64));
    expect(roundNumberInChain(chain.commitment, chain.seeds[29] as string, 100)).toBe(30);
    expect(roundNumberInChain(chain.commitment, 'e'.repeat(64), 100)).toBeNull();
  });
});
