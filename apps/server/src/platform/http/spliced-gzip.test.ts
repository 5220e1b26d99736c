import { randomBytes } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { acceptsGzip, deflatePart, splicedGzip } from './spliced-gzip.ts';

describe('spliced gzip (decision 0140)', () => {
  it('decodes to the pieces in order, whatever their mix and sizes', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.string(), fc.uint8Array({ maxLength: 70_000 })), { maxLength: 6 }),
        fc.array(fc.boolean(), { minLength: 6, maxLength: 6 }),
        (contents, storedFlags) => {
          const raws = contents.map((content) => Buffer.from(content));
          const pieces = raws.map((raw, index) => (storedFlags[index] ? raw : deflatePart(raw)));
          expect(gunzipSync(splicedGzip(pieces)).equals(Buffer.concat(raws))).toBe(true);
        },
      ),
      { numRuns: 40 },
    );
  });

  it('compresses a page spliced with a fresh nonce per answer', () => {
    const page = `<html><head>${'<link rel="modulepreload" href="/assets/a.js">'.repeat(200)}</head></html>`;
    const [before, after] = page.split('</head>').map((text) => deflatePart(Buffer.from(text)));
    if (!before || !after) throw new Error('no head');
    const nonce = Buffer.from(randomBytes(16).toString('base64'));
    const body = splicedGzip([before, nonce, Buffer.from('</head>'), after]);
    expect(gunzipSync(body).toString()).toBe(page.replace('</head>', `${nonce}</head>`));
    expect(body.length).toBeLessThan(page.length / 10);
  });

  it('reads Accept-Encoding as HTTP does', () => {
    expect(acceptsGzip('gzip, deflate, br, zstd')).toBe(true);
    expect(acceptsGzip('br;q=1.0, gzip;q=0.8')).toBe(true);
    expect(acceptsGzip('br, gzip;q=0')).toBe(false);
    expect(acceptsGzip('*')).toBe(true);
    expect(acceptsGzip('*, gzip;q=0')).toBe(false);
    expect(acceptsGzip('br')).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
  });
});
