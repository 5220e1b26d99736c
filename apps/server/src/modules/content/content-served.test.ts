import { homeDocument, layoutDocument, promotionsDocument, signUpDocument } from '@croupier/contracts/content';
import { supportedLocales } from '@croupier/i18n/locales';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../../testing/test-app.ts';
import { servedDocument } from './served-document.ts';

const none = new Set<never>();

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
    expect(servedDocument(stored, { offers: false, features: none })).toEqual({
      title: 'T',
      description: 'Plain',
      hero: [{ id: 'brand' }],
      features: [{ title: 'Fair play', offer: false }, { title: 'Limits' }],
    });
    expect(servedDocument(stored, { offers: true, features: none })).toEqual({
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

describe('feature-flagged parts of content (spec 01 §6)', () => {
  it('serves a part marked with a feature only while that flag is on, never the marker', () => {
    const stored = {
      items: [{ to: '/loyalty', feature: 'loyalty' }, { to: '/quests', feature: 'quests' }, { to: '/' }],
    };
    expect(servedDocument(stored, { offers: true, features: none })).toEqual({ items: [{ to: '/' }] });
    expect(servedDocument(stored, { offers: true, features: new Set(['quests']) })).toEqual({
      items: [{ to: '/quests' }, { to: '/' }],
    });
  });

  const menuLinks = async (url: string, locale: string) => {
    const response = await fetch(`${url}/api/content/layout?locale=${locale}`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { data: unknown };
    expect(JSON.stringify(body.data), 'the marker is never served').not.toContain('"feature"');
    const layout = layoutDocument.parse(body.data);
    return layout.drawerMenu.flatMap((group) => group.items.map((item) => item.to));
  };

  it('[S1.2-21] [S1.2-32] the menu and promotions offer /loyalty and /quests only while their flags are on, in every locale', async () => {
    const off = await startTestApp({});
    const on = await startTestApp({ LOYALTY_ENABLED: 'true', QUESTS_ENABLED: 'true' });
    try {
      for (const locale of supportedLocales) {
        const hidden = await menuLinks(off.url, locale);
        expect(hidden).toContain('/tournaments');
        expect(hidden).not.toContain('/loyalty');
        expect(hidden).not.toContain('/quests');
        const shown = await menuLinks(on.url, locale);
        expect(shown).toEqual(expect.arrayContaining(['/loyalty', '/quests', '/tournaments']));
        const promotions = async (url: string) => {
          const body = (await (await fetch(`${url}/api/content/pages/promotions?locale=${locale}`)).json()) as {
            data: unknown;
          };
          return promotionsDocument.parse(body.data).items.map((item) => item.cta.to);
        };
        expect(await promotions(off.url)).not.toContain('/quests');
        expect(await promotions(on.url)).toContain('/quests');
      }
    } finally {
      await off.close();
      await on.close();
    }
    // Two apps of their own, each a new database: 3–15 s apiece on a loaded CI machine.
  }, 90_000);
});
