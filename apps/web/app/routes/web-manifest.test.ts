import { readFileSync } from 'node:fs';
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { icons } from '../features/pwa/brand.ts';
import { manifestHref, webAppManifest } from '../features/pwa/manifest.ts';
import { loader } from './web-manifest.ts';

const publicDir = new URL('../../public/', import.meta.url);

function get(url: string, headers: Record<string, string> = {}) {
  return loader({ request: new Request(url, { headers }) } as never);
}

/** Width, height and colour type from a PNG's IHDR, after checking the signature and that IDAT inflates. */
function readPng(path: string) {
  const bytes = readFileSync(new URL(path.slice(1), publicDir));
  expect(bytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  expect(bytes.toString('ascii', 12, 16)).toBe('IHDR');
  const width = bytes.readUInt32BE(16);
  const height = bytes.readUInt32BE(20);
  const idat = bytes.indexOf('IDAT');
  const raw = inflateSync(bytes.subarray(idat + 4, idat + 4 + bytes.readUInt32BE(idat - 4)));
  expect(raw.length).toBe((width * 4 + 1) * height);
  return { width, height, colourType: bytes[25] };
}

describe('web app manifest', () => {
  it('[S1.2-57] [S2.2-17] is installable: name, standalone, start_url with source=pwa, 192 and 512 icons', () => {
    const manifest = webAppManifest('en', 'Casino');
    expect(manifest).toMatchObject({
      id: '/',
      name: 'Croupier',
      short_name: 'Croupier',
      start_url: '/?source=pwa',
      scope: '/',
      display: 'standalone',
      background_color: '#0b1020',
      theme_color: '#0b1020',
      lang: 'en',
    });
    const sizes = (purpose: string) => manifest.icons.filter((i) => i.purpose === purpose).map((i) => i.sizes);
    expect(sizes('any')).toEqual(['192x192', '512x512']);
    expect(sizes('maskable')).toEqual(['192x192', '512x512']);
  });

  it('ships every icon it names as a real PNG of the stated size', () => {
    for (const icon of webAppManifest('en', '').icons) {
      const png = readPng(icon.src);
      expect(`${png.width}x${png.height}`, icon.src).toBe(icon.sizes);
      expect(png.colourType).toBe(6);
    }
    expect(readPng(icons.appleTouch)).toMatchObject({ width: 180, height: 180 });
    expect(readFileSync(new URL(icons.svg.slice(1), publicDir), 'utf8')).toContain('<svg');
  });

  it('is served as application/manifest+json in the requested language', async () => {
    const response = get('http://localhost/manifest.webmanifest?locale=fr');
    expect(response.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    const body = await response.json();
    expect(body.lang).toBe('fr');
    expect(body.description).toBe('Jeux de casino, crash en direct et paris sportifs dans une seule application.');
    expect(body.start_url).toBe('/?source=pwa');
  });

  it('falls back to the cookie, then Accept-Language, then English', async () => {
    expect((await get('http://localhost/manifest.webmanifest', { cookie: 'a=1; user-language=de' }).json()).lang).toBe(
      'de',
    );
    expect((await get('http://localhost/manifest.webmanifest', { 'accept-language': 'pt-PT' }).json()).lang).toBe(
      'pt-BR',
    );
    const english = await get('http://localhost/manifest.webmanifest?locale=xx').json();
    expect(english.lang).toBe('en');
    expect(english.description).toBe('Casino games, live crash and sports betting in one app.');
  });

  it('links the manifest with the locale only when it is not the default', () => {
    expect(manifestHref(undefined)).toBe('/manifest.webmanifest');
    expect(manifestHref('en')).toBe('/manifest.webmanifest');
    expect(manifestHref('pt-br')).toBe('/manifest.webmanifest?locale=pt-br');
  });
});
