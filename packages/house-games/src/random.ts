/**
 * Every game draws its randomness from a stream of uniform 32-bit words. In play the stream is the
 * provably-fair HMAC stream (fairness.ts); in simulations a fast seeded generator (seeded-random.ts). The
 * games never know which, so the simulated code path is the played one.
 */
export interface RandomSource {
  /** A uniform integer in [0, 2^32). */
  nextUint32(): number;
}

const TWO_POW_32 = 4_294_967_296;

/** A uniform float in [0, 1) with 32 bits of resolution: word / 2^32. */
export function uniformFloat(source: RandomSource): number {
  return source.nextUint32() / TWO_POW_32;
}

/** Ranges up to 2^21 keep word × n below 2^53, so the arithmetic below is exact in doubles. */
export const MAX_UNIFORM_INT_RANGE = 2_097_152;

/**
 * A uniform integer in [0, n): floor(word × n / 2^32), the "scale a float" method, made exactly uniform by
 * rejection (Lemire): a word is redrawn when (word × n) mod 2^32 < 2^32 mod n, which removes the few words
 * that would make some results one word more likely than others. No modulo of the word is ever taken.
 */
export function uniformInt(source: RandomSource, n: number): number {
  if (!Number.isInteger(n) || n < 1 || n > MAX_UNIFORM_INT_RANGE) throw new RangeError(`uniformInt range ${n}`);
  for (;;) {
    const product = source.nextUint32() * n;
    const high = Math.floor(product / TWO_POW_32);
    const low = product - high * TWO_POW_32;
    // 2^32 mod n is below n, so low ≥ n always passes and the costly remainder is rarely computed.
    if (low >= n || low >= TWO_POW_32 % n) return high;
  }
}

/**
 * Fisher–Yates from the last position down: position i swaps with uniformInt(i + 1). Shuffles in place and
 * returns the array; the verifier repeats exactly these draws.
 */
export function shuffleInPlace<T>(source: RandomSource, items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i -= 1) {
    const j = uniformInt(source, i + 1);
    const swap = items[i] as T;
    items[i] = items[j] as T;
    items[j] = swap;
  }
  return items;
}

/** The first `count` of the values 0..n-1 in random order (a partial Fisher–Yates from the front). */
export function sampleWithoutReplacement(source: RandomSource, n: number, count: number): number[] {
  const pool = Array.from({ length: n }, (_, i) => i);
  for (let i = 0; i < count; i += 1) {
    const j = i + uniformInt(source, n - i);
    const swap = pool[i] as number;
    pool[i] = pool[j] as number;
    pool[j] = swap;
  }
  return pool.slice(0, count);
}
