import { describe, expect, it } from 'vitest';
import {
  dataCodewords,
  dataPositions,
  encodeQr,
  formatBits,
  functionPatterns,
  maskApplies,
  type QrMatrix,
  reedSolomon,
  totalCodewords,
} from './qr-encode.ts';

const eccPerBlock = [10, 16, 26, 18, 24, 16];
const blockCount = [1, 1, 1, 2, 2, 4];

/**
 * An independent reader for what the encoder writes: checks the format information, removes the mask,
 * reads the codewords in placement order, de-interleaves the blocks, verifies every block's Reed–Solomon
 * check bytes and parses the byte-mode payload.
 */
function decode(matrix: QrMatrix): string {
  const side = matrix.length;
  const version = (side - 17) / 4;
  const at = (x: number, y: number) => matrix[y]?.[x] === true;
  let format = 0;
  const read = [
    ...[0, 1, 2, 3, 4, 5, 7, 8].map((y) => [8, y] as const),
    ...[7, 5, 4, 3, 2, 1, 0].map((x) => [x, 8] as const),
  ];
  read.forEach(([x, y], i) => {
    if (at(x, y)) format |= 1 << i;
  });
  const mask = [0, 1, 2, 3, 4, 5, 6, 7].find((m) => formatBits(m) === format);
  if (mask === undefined) throw new Error(`bad format bits ${format.toString(2)}`);
  const { reserved } = functionPatterns(version);
  const bits = dataPositions(reserved).map(([x, y]) => at(x, y) !== maskApplies(mask, x, y));
  const codewords: number[] = [];
  for (let i = 0; i + 8 <= totalCodewords(version) * 8; i += 8) {
    codewords.push(bits.slice(i, i + 8).reduce((a, b) => (a << 1) | (b ? 1 : 0), 0));
  }
  const blocks = blockCount[version - 1] ?? 1;
  const degree = eccPerBlock[version - 1] ?? 0;
  const perBlock = dataCodewords(version) / blocks;
  const data: number[] = [];
  for (let b = 0; b < blocks; b++) {
    const block = Array.from({ length: perBlock }, (_, i) => codewords[i * blocks + b] ?? -1);
    const ecc = Array.from({ length: degree }, (_, i) => codewords[perBlock * blocks + i * blocks + b] ?? -1);
    expect(reedSolomon(block, degree)).toEqual(ecc);
    data.push(...block);
  }
  const stream = data.flatMap((byte) => [7, 6, 5, 4, 3, 2, 1, 0].map((i) => (byte >>> i) & 1));
  const take = (from: number, length: number) => stream.slice(from, from + length).reduce((a, b) => (a << 1) | b, 0);
  expect(take(0, 4)).toBe(0b0100);
  const count = take(4, 8);
  const bytes = Uint8Array.from({ length: count }, (_, i) => take(12 + i * 8, 8));
  return new TextDecoder().decode(bytes);
}

describe('QR encoder (PWA QR modal, S2.2-116)', () => {
  it('computes Reed–Solomon check bytes of the ISO example (HELLO WORLD, 1-M)', () => {
    const data = [32, 91, 11, 120, 209, 114, 220, 77, 67, 64, 236, 17, 236, 17, 236, 17];
    expect(reedSolomon(data, 10)).toEqual([196, 35, 39, 119, 235, 215, 231, 226, 93, 23]);
  });

  it('has the standard capacities and format information for level M', () => {
    expect([1, 2, 3, 4, 5, 6].map(totalCodewords)).toEqual([26, 44, 70, 100, 134, 172]);
    expect([1, 2, 3, 4, 5, 6].map(dataCodewords)).toEqual([16, 28, 44, 64, 86, 108]);
    expect(formatBits(0)).toBe(0b101010000010010);
  });

  it.each([
    ['hi', 21],
    ['https://croupier.example/', 25],
    ['https://croupier.example/?source=pwa', 29],
    ['https://croupier.example/de/promotions?source=pwa', 33],
    ['https://play.croupier.example/pt-br/?source=pwa&utm_campaign=install-guide-qr', 37],
    [`https://croupier.example/?q=${'é'.repeat(36)}`, 41],
  ])('encodes %s into a %i-module symbol that decodes back', (text, side) => {
    const matrix = encodeQr(text);
    expect(matrix.length).toBe(side);
    expect(decode(matrix)).toBe(text);
  });

  it('draws the three finder patterns and the fixed dark module', () => {
    const m = encodeQr('finder');
    const side = m.length;
    for (const [x, y] of [
      [0, 0],
      [side - 7, 0],
      [0, side - 7],
    ] as const) {
      expect(m[y]?.[x]).toBe(true);
      expect(m[y + 1]?.[x + 1]).toBe(false);
      expect(m[y + 3]?.[x + 3]).toBe(true);
    }
    expect(m[side - 8]?.[8]).toBe(true);
  });

  it('refuses payloads beyond version 6-M', () => {
    expect(() => encodeQr('x'.repeat(107))).toThrow(RangeError);
  });
});
