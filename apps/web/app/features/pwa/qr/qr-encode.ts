/**
 * A compact QR Code encoder: byte mode, versions 1–6, error-correction level M, best of the eight masks
 * (ISO/IEC 18004). Enough for a site address in the PWA QR modal without a dependency.
 */

/** Per version (index 0 = version 1): error-correction codewords per block and number of blocks, level M. */
const eccPerBlock = [10, 16, 26, 18, 24, 16];
const blockCount = [1, 1, 1, 2, 2, 4];
const alignmentCentre = [0, 18, 22, 26, 30, 34];
export const maxVersion = 6;

export type QrMatrix = boolean[][];

function size(version: number): number {
  return version * 4 + 17;
}

/** Codewords in the whole symbol: modules left after function patterns, in bytes (versions 1–6). */
export function totalCodewords(version: number): number {
  const side = size(version);
  let modules = side * side - 3 * 64 - 2 * (side - 16) - 31; // finders+separators, timing, format+dark
  if (version >= 2) modules -= 25; // versions 2–6 have one alignment pattern, clear of the timing lines
  return Math.floor(modules / 8);
}

export function dataCodewords(version: number): number {
  return totalCodewords(version) - (eccPerBlock[version - 1] ?? 0) * (blockCount[version - 1] ?? 1);
}

// Reed–Solomon over GF(256) with the QR polynomial 0x11D.
function gfMultiply(x: number, y: number): number {
  let z = 0;
  for (let i = 7; i >= 0; i--) {
    z = (z << 1) ^ ((z >>> 7) * 0x11d);
    z ^= ((y >>> i) & 1) * x;
  }
  return z & 0xff;
}

function rsDivisor(degree: number): number[] {
  const result = new Array<number>(degree).fill(0);
  result[degree - 1] = 1;
  let root = 1;
  for (let i = 0; i < degree; i++) {
    for (let j = 0; j < degree; j++) {
      result[j] = gfMultiply(result[j] ?? 0, root) ^ (result[j + 1] ?? 0);
    }
    root = gfMultiply(root, 0x02);
  }
  return result;
}

/** The error-correction codewords for one block. */
export function reedSolomon(data: readonly number[], degree: number): number[] {
  const divisor = rsDivisor(degree);
  const result = new Array<number>(degree).fill(0);
  for (const byte of data) {
    const factor = byte ^ (result.shift() ?? 0);
    result.push(0);
    for (let i = 0; i < degree; i++) result[i] = (result[i] ?? 0) ^ gfMultiply(divisor[i] ?? 0, factor);
  }
  return result;
}

function encodeData(bytes: Uint8Array, version: number): number[] {
  const capacity = dataCodewords(version) * 8;
  const bits: number[] = [];
  const push = (value: number, length: number) => {
    for (let i = length - 1; i >= 0; i--) bits.push((value >>> i) & 1);
  };
  push(0b0100, 4); // byte mode
  push(bytes.length, 8); // count field: 8 bits up to version 9
  for (const byte of bytes) push(byte, 8);
  push(0, Math.min(4, capacity - bits.length)); // terminator
  push(0, (8 - (bits.length % 8)) % 8);
  const codewords: number[] = [];
  for (let i = 0; i < bits.length; i += 8) codewords.push(bits.slice(i, i + 8).reduce((a, b) => (a << 1) | b, 0));
  for (let pad = 0xec; codewords.length < capacity / 8; pad ^= 0xec ^ 0x11) codewords.push(pad);
  return codewords;
}

/** Splits data into blocks, adds error correction, and interleaves as the symbol stores them. */
export function interleave(data: readonly number[], version: number): number[] {
  const blocks = blockCount[version - 1] ?? 1;
  const degree = eccPerBlock[version - 1] ?? 0;
  const shortLength = Math.floor(data.length / blocks);
  const longBlocks = data.length % blocks;
  const dataBlocks: number[][] = [];
  let offset = 0;
  for (let b = 0; b < blocks; b++) {
    const length = shortLength + (b >= blocks - longBlocks ? 1 : 0);
    dataBlocks.push(data.slice(offset, offset + length));
    offset += length;
  }
  const eccBlocks = dataBlocks.map((block) => reedSolomon(block, degree));
  const out: number[] = [];
  for (let i = 0; i <= shortLength; i++) for (const block of dataBlocks) if (i < block.length) out.push(block[i] ?? 0);
  for (let i = 0; i < degree; i++) for (const block of eccBlocks) out.push(block[i] ?? 0);
  return out;
}

const masks: ((x: number, y: number) => boolean)[] = [
  (x, y) => (x + y) % 2 === 0,
  (_x, y) => y % 2 === 0,
  (x) => x % 3 === 0,
  (x, y) => (x + y) % 3 === 0,
  (x, y) => (Math.floor(x / 3) + Math.floor(y / 2)) % 2 === 0,
  (x, y) => ((x * y) % 2) + ((x * y) % 3) === 0,
  (x, y) => (((x * y) % 2) + ((x * y) % 3)) % 2 === 0,
  (x, y) => (((x + y) % 2) + ((x * y) % 3)) % 2 === 0,
];

export function maskApplies(mask: number, x: number, y: number): boolean {
  return (masks[mask] ?? masks[0])?.(x, y) ?? false;
}

/** 15-bit format information for level M (bits 00) and a mask: BCH(15,5), XOR 0x5412. */
export function formatBits(mask: number): number {
  const data = (0b00 << 3) | mask;
  let rem = data;
  for (let i = 0; i < 10; i++) rem = (rem << 1) ^ ((rem >>> 9) * 0x537);
  return ((data << 10) | rem) ^ 0x5412;
}

export interface Grid {
  side: number;
  dark: boolean[][];
  reserved: boolean[][];
}

export function functionPatterns(version: number): Grid {
  const side = size(version);
  const dark = Array.from({ length: side }, () => new Array<boolean>(side).fill(false));
  const reserved = Array.from({ length: side }, () => new Array<boolean>(side).fill(false));
  const set = (x: number, y: number, on: boolean) => {
    if (x < 0 || y < 0 || x >= side || y >= side) return;
    (dark[y] as boolean[])[x] = on;
    (reserved[y] as boolean[])[x] = true;
  };
  for (let i = 0; i < side; i++) {
    set(6, i, i % 2 === 0);
    set(i, 6, i % 2 === 0);
  }
  for (const [cx, cy] of [
    [3, 3],
    [side - 4, 3],
    [3, side - 4],
  ] as const) {
    for (let dy = -4; dy <= 4; dy++) {
      for (let dx = -4; dx <= 4; dx++) {
        const d = Math.max(Math.abs(dx), Math.abs(dy));
        set(cx + dx, cy + dy, d !== 2 && d !== 4);
      }
    }
  }
  const centre = alignmentCentre[version - 1] ?? 0;
  if (centre) {
    for (let dy = -2; dy <= 2; dy++) {
      for (let dx = -2; dx <= 2; dx++) set(centre + dx, centre + dy, Math.max(Math.abs(dx), Math.abs(dy)) !== 1);
    }
  }
  // Format areas are reserved now and written once the mask is chosen; the dark module is fixed.
  for (let i = 0; i < 9; i++) {
    if (i === 6) continue; // the timing patterns cross here
    set(8, i, false);
    set(i, 8, false);
  }
  for (let i = 0; i < 8; i++) {
    set(side - 1 - i, 8, false);
    set(8, side - 1 - i, false);
  }
  set(8, side - 8, true);
  return { side, dark, reserved };
}

function drawFormat(grid: Grid, mask: number): void {
  const bits = formatBits(mask);
  const bit = (i: number) => ((bits >>> i) & 1) === 1;
  const put = (x: number, y: number, on: boolean) => {
    (grid.dark[y] as boolean[])[x] = on;
  };
  for (let i = 0; i <= 5; i++) put(8, i, bit(i));
  put(8, 7, bit(6));
  put(8, 8, bit(7));
  put(7, 8, bit(8));
  for (let i = 9; i < 15; i++) put(14 - i, 8, bit(i));
  for (let i = 0; i < 8; i++) put(grid.side - 1 - i, 8, bit(i));
  for (let i = 8; i < 15; i++) put(8, grid.side - 15 + i, bit(i));
  put(8, grid.side - 8, true);
}

/** The data-module positions in placement order (two-column zigzag from the bottom right). */
export function dataPositions(reserved: readonly (readonly boolean[])[]): [number, number][] {
  const side = reserved.length;
  const out: [number, number][] = [];
  for (let right = side - 1, upward = true; right >= 1; right -= 2, upward = !upward) {
    if (right === 6) right = 5;
    for (let step = 0; step < side; step++) {
      const y = upward ? side - 1 - step : step;
      for (let j = 0; j < 2; j++) {
        const x = right - j;
        if (!reserved[y]?.[x]) out.push([x, y]);
      }
    }
  }
  return out;
}

function penalty(dark: boolean[][]): number {
  const side = dark.length;
  let score = 0;
  const at = (x: number, y: number) => dark[y]?.[x] ?? false;
  const lineScore = (get: (i: number) => boolean) => {
    let s = 0;
    let run = 1;
    for (let i = 1; i <= side; i++) {
      if (i < side && get(i) === get(i - 1)) run++;
      else {
        if (run >= 5) s += run - 2;
        run = 1;
      }
    }
    // Finder-like 1:1:3:1:1 runs with four light modules on one side.
    for (let i = 0; i + 6 < side; i++) {
      const pattern = [1, 0, 1, 1, 1, 0, 1].every((v, k) => get(i + k) === (v === 1));
      if (!pattern) continue;
      const lightBefore = [1, 2, 3, 4].every((k) => i - k < 0 || !get(i - k));
      const lightAfter = [7, 8, 9, 10].every((k) => i + k >= side || !get(i + k));
      if (lightBefore || lightAfter) s += 40;
    }
    return s;
  };
  for (let y = 0; y < side; y++) score += lineScore((x) => at(x, y));
  for (let x = 0; x < side; x++) score += lineScore((y) => at(x, y));
  let darkCount = 0;
  for (let y = 0; y < side; y++) {
    for (let x = 0; x < side; x++) {
      if (at(x, y)) darkCount++;
      if (x + 1 < side && y + 1 < side) {
        const c = at(x, y);
        if (c === at(x + 1, y) && c === at(x, y + 1) && c === at(x + 1, y + 1)) score += 3;
      }
    }
  }
  score += Math.floor(Math.abs((darkCount * 20) / (side * side) - 10)) * 10;
  return score;
}

/** Encodes text (UTF-8) as the smallest fitting version 1–6 at level M; throws when it does not fit. */
export function encodeQr(text: string): QrMatrix {
  const bytes = new TextEncoder().encode(text);
  let version = 1;
  while (version <= maxVersion && 12 + bytes.length * 8 > dataCodewords(version) * 8) version++;
  if (version > maxVersion) throw new RangeError('QR payload too long for version 6-M');
  const codewords = interleave(encodeData(bytes, version), version);
  let best: { score: number; dark: boolean[][] } | undefined;
  for (let mask = 0; mask < 8; mask++) {
    const grid = functionPatterns(version);
    const positions = dataPositions(grid.reserved);
    positions.forEach(([x, y], i) => {
      const byte = codewords[i >>> 3] ?? 0;
      const on = ((byte >>> (7 - (i & 7))) & 1) === 1;
      (grid.dark[y] as boolean[])[x] = on !== maskApplies(mask, x, y);
    });
    drawFormat(grid, mask);
    const score = penalty(grid.dark);
    if (!best || score < best.score) best = { score, dark: grid.dark };
  }
  return (best as { dark: boolean[][] }).dark;
}
