import { constants, crc32, deflateRawSync } from 'node:zlib';

/**
 * A gzip body made of parts compressed once and small parts that change per response (a CSP nonce, a player's
 * identity script) spliced in between, so a stored page is not compressed again for every answer (decision 0140).
 *
 * Each stored part is raw deflate ended with a full flush: byte-aligned, its dictionary reset, no final block,
 * so any number of them and of stored blocks can follow one another in one deflate stream (RFC 1951 §3.2.3-4).
 * The changing parts go in as stored (uncompressed) blocks; an empty final block closes the stream, and the
 * trailer's CRC-32 runs over the whole uncompressed body.
 */

/** One stored part, as text and compressed. */
export interface DeflatedPart {
  raw: Buffer;
  deflated: Buffer;
}

export function deflatePart(raw: Buffer): DeflatedPart {
  return { raw, deflated: deflateRawSync(raw, { level: 9, finishFlush: constants.Z_FULL_FLUSH }) };
}

// ID1 ID2, CM deflate, no flags, no modification time, no extra flags, OS unknown (RFC 1952 §2.3).
const header = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
// BFINAL 1, BTYPE 01 (fixed Huffman), then the end-of-block code: an empty last block.
const lastBlock = Buffer.from([0x03, 0x00]);
const storedMax = 0xffff;

/** Raw bytes as stored blocks, none of them final (each starts byte-aligned: the part before ends flushed). */
function stored(raw: Buffer): Buffer[] {
  const blocks: Buffer[] = [];
  for (let at = 0; at < raw.length; at += storedMax) {
    const chunk = raw.subarray(at, at + storedMax);
    const head = Buffer.alloc(5);
    head.writeUInt8(0, 0);
    head.writeUInt16LE(chunk.length, 1);
    head.writeUInt16LE(~chunk.length & 0xffff, 3);
    blocks.push(head, chunk);
  }
  return blocks;
}

/** The gzip member of the pieces in order: stored parts as compressed, raw buffers as stored blocks. */
export function splicedGzip(pieces: readonly (DeflatedPart | Buffer)[]): Buffer {
  const out: Buffer[] = [header];
  let crc = 0;
  let size = 0;
  for (const piece of pieces) {
    const raw = Buffer.isBuffer(piece) ? piece : piece.raw;
    if (raw.length === 0) continue;
    crc = crc32(raw, crc);
    size += raw.length;
    if (Buffer.isBuffer(piece)) out.push(...stored(piece));
    else out.push(piece.deflated);
  }
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size % 2 ** 32, 4);
  out.push(lastBlock, trailer);
  return Buffer.concat(out);
}

/** Whether an Accept-Encoding header takes gzip (a q of 0 refuses it; `*` takes it unless gzip is refused). */
export function acceptsGzip(header: string | string[] | undefined): boolean {
  if (typeof header !== 'string') return false;
  let star = false;
  for (const item of header.split(',')) {
    const [name = '', ...params] = item.split(';').map((part) => part.trim().toLowerCase());
    const q = params.find((param) => param.startsWith('q='));
    const takes = q === undefined || Number(q.slice(2)) > 0;
    if (name === 'gzip' || name === 'x-gzip') return takes;
    if (name === '*') star = takes;
  }
  return star;
}
