import { describe, expect, it } from 'vitest';
import { artUrl } from '../features/content/art.tsx';
import { loader } from './art.tsx';

const get = (art: string, seed: string) => loader({ params: { art, seed } } as never);

describe('GET /art/:art/:seed', () => {
  it('draws the artwork as a standalone SVG that any cache may keep', async () => {
    const response = get('gold', 'welcome-package');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
    const svg = await response.text();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 400 225"/);
    expect(svg).toContain('fill="url(#bg)"');
  });

  it('draws the same picture for the same seed and another for another seed', async () => {
    const one = await get('ruby', 'reload').text();
    expect(await get('ruby', 'reload').text()).toBe(one);
    expect(await get('ruby', 'cashback').text()).not.toBe(one);
  });

  it('answers 404 for an artwork it does not know', () => {
    expect(get('toString', 'x').status).toBe(404);
    expect(get('plaid', 'x').status).toBe(404);
  });

  it('is where the pages point their images, with the seed escaped', () => {
    expect(artUrl('gold', 'Deposit & win')).toBe('/art/gold/Deposit%20%26%20win');
  });
});
