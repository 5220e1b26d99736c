import type { RandomSource } from './random.ts';

/**
 * xoshiro128** seeded through splitmix32: tens of millions of words per second, which the RTP simulations
 * need and HMAC-SHA256 cannot give. Never used for real rounds: it is predictable from its seed.
 */
export function seededRandomSource(seed: number): RandomSource {
  let mix = seed >>> 0;
  const splitmix = (): number => {
    mix = (mix + 0x9e3779b9) >>> 0;
    let z = mix;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    return (z ^ (z >>> 16)) >>> 0;
  };
  // A typed array keeps the 32-bit state unboxed; plain variables above 2^30 would allocate on every step.
  const s = new Int32Array([splitmix(), splitmix(), splitmix(), splitmix()]);
  return {
    nextUint32(): number {
      const s1 = s[1] as number;
      const product = Math.imul(s1, 5);
      const result = Math.imul((product << 7) | (product >>> 25), 9) >>> 0;
      const t = s1 << 9;
      s[2] = (s[2] as number) ^ (s[0] as number);
      s[3] = (s[3] as number) ^ s1;
      s[1] = s1 ^ (s[2] as number);
      s[0] = (s[0] as number) ^ (s[3] as number);
      s[2] = (s[2] as number) ^ t;
      const s3 = s[3] as number;
      s[3] = (s3 << 11) | (s3 >>> 21);
      return result;
    },
  };
}
