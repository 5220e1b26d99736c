import { homeDocument, promotionsDocument, signUpDocument } from '@croupier/contracts/content';
import { supportedLocales } from '@croupier/i18n/locales';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../../testing/test-app.ts';
import { servedOffers } from './offers.ts';

type Json = Record<string, unknown>;

describe('bonus offers in content (decision 0081)', () => {
  it('hides what says offer: true, after an object’s withoutOffers replaced its fields', () => {
    const stored = {
      title: 'T',
      description: 'With a welcome package',
      withoutOffers: { description: 'Plain', hero: [{ id: 'brand' }] },
      hero: [{ id: 'welcome', offer: true }],
      features: [
        { title: 'Cashback', offer: true, withoutOffers: { offer: false, title: 'Fair play' } },
        { title: 'Limits' },
      ],
      banner: { title: 'Bonus', offer: true },
    };
    expect(servedOffers(stored, false)).toEqual({
      title: 'T',
      description: 'Plain',
      hero: [{ id: 'brand' }],
      features: [{ title: 'Fair play', offer: false }, { title: 'Limits' }],
    });
    expect(servedOffers(stored, true)).toEqual({
      title: 'T',
      description: 'With a welcome package',
      hero: [{ id: 'welcome', offer: true }],
      features: [{ title: 'Cashback', offer: true }, { title: 'Limits' }],
      banner: { title: 'Bonus', offer: true },
    });
  });

  describe('over HTTP, in every locale', () => {
    let app: Awaited<ReturnType<typeof startTestApp>>;
    beforeAll(async () => {
      app = await startTestApp({});
    });
    afterAll(() => app.close());

    const document = async (path: string, locale: string, offers?: 'hidden' | 'shown') => {
      const query = new URLSearchParams({ locale, ...(offers ? { offers } : {}) });
      const response = await fetch(`${app.url}/api/content/${path}?${query}`);
      expect(response.status, `${locale} ${path}`).toBe(200);
      const body = (await response.json()) as { data: Json };
      expect(JSON.stringify(body.data), 'withoutOffers is never served').not.toContain('withoutOffers');
      return body.data;
    };

    it('serves the home page, promotions and sign-up without their bonus offers on ?offers=hidden', async () => {
      for (const locale of supportedLocales) {
        const home = homeDocument.parse(await document('pages/home', locale));
        expect(home.hero.map((slide) => slide.id)).toEqual(['welcome', 'cashback', 'fruit-spins']);
        const plain = homeDocument.parse(await document('pages/home', locale, 'hidden'));
        expect(plain.hero.map((slide) => [slide.id, slide.offer])).toEqual([['originals', undefined]]);
        expect(plain.features.some((feature) => feature.offer)).toBe(false);
        expect(plain.features).toHaveLength(home.features.length);
        // The page's description names no welcome package either (the 100 % of the first deposit).
        expect(home.description).toMatch(/100\s?%/);
        expect(plain.description).not.toMatch(/100\s?%/);

        const promotions = promotionsDocument.parse(await document('pages/promotions', locale));
        expect(promotions.items.length).toBeGreaterThan(0);
        expect(promotions.items.every((item) => item.offer)).toBe(true);
        const noPromotions = promotionsDocument.parse(await document('pages/promotions', locale, 'hidden'));
        expect(noPromotions.items).toEqual([]);
        expect(noPromotions.description).not.toEqual(promotions.description);

        expect(signUpDocument.parse(await document('pages/sign-up', locale)).bonusBanner?.offer).toBe(true);
        expect(await document('pages/sign-up', locale, 'hidden')).toEqual({});
        expect(await document('pages/sign-up', locale, 'shown')).toEqual(await document('pages/sign-up', locale));
      }
    });

    it('refuses an unknown offers value', async () => {
      const response = await fetch(`${app.url}/api/content/pages/home?offers=maybe`);
      expect(response.status).toBe(400);
    });
  });
});
