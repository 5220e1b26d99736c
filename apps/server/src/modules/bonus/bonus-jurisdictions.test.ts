import type { BonusAdvertising } from '@croupier/contracts/bonus-offers';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, type ErrorBody, type TestApp } from '../player/test-helpers.ts';
import { bonusPlayer, depositBonuses, depositWithBonus, startBonusApp } from './test-helpers.ts';

type AdvertisingAnswer = { data: BonusAdvertising } & ErrorBody;

const advertising = (app: TestApp, query = '', headers: Record<string, string> = {}) =>
  call<AdvertisingAnswer>(app, 'GET', `/api/game/bonuses/advertising${query}`, { headers });

/**
 * Per-jurisdiction bonus rules (decisions 0081, 0082) over HTTP: who may be shown offers as a guest — a
 * province (Ontario) ruling over its country — and the regulator's wagering cap on what a bonus demands.
 */
describe('bonus rules per jurisdiction', { timeout: 60_000 }, () => {
  let app: TestApp;
  beforeAll(async () => {
    ({ app } = await startBonusApp());
  });
  afterAll(() => app.close());

  it('answers whether a guest may see offers, a region’s rule over its country’s', async () => {
    expect((await advertising(app, '?country=CA')).body.data).toEqual({ jurisdiction: null, guestOffers: true });
    expect((await advertising(app, '?country=ca&region=on')).body.data).toEqual({
      jurisdiction: 'CA-ON',
      guestOffers: false,
    });
    // Another province of Canada: Canada has no rule, so offers are shown.
    expect((await advertising(app, '?country=CA&region=BC')).body.data).toEqual({
      jurisdiction: null,
      guestOffers: true,
    });
    // A country rule holds in all its regions.
    expect((await advertising(app, '?country=NL&region=NH')).body.data).toEqual({
      jurisdiction: 'NL',
      guestOffers: false,
    });
    expect((await advertising(app, '?country=GB')).body.data).toEqual({ jurisdiction: 'GB', guestOffers: true });
    // Without a query: the proxy's headers.
    const fromHeaders = await advertising(app, '', { 'cf-ipcountry': 'CA', 'cf-region-code': 'ON' });
    expect(fromHeaders.body.data.guestOffers).toBe(false);
    expect((await advertising(app)).body.data).toEqual({ jurisdiction: null, guestOffers: true });
    for (const query of ['?country=CAN', '?country=C1', '?country=CA&region=ONTARIO']) {
      const bad = await advertising(app, query);
      expect(bad.status, query).toBe(400);
      expect(bad.body.error.code).toBe('validation_failed');
    }
  });

  it('lists no deposit bonuses to a guest in Ontario, and a player there their own', async () => {
    const ontario = { 'cf-ipcountry': 'CA', 'cf-region-code': 'ON' };
    const guest = await call<{ data: unknown[] }>(app, 'GET', '/api/game/bonuses?currency=CAD', { headers: ontario });
    expect(guest.status).toBe(200);
    expect(guest.body.data).toEqual([]);
    const quebec = await call<{ data: unknown[] }>(app, 'GET', '/api/game/bonuses?currency=CAD', {
      headers: { 'cf-ipcountry': 'CA', 'cf-region-code': 'QC' },
    });
    expect(quebec.body.data).not.toHaveLength(0);
    const player = await bonusPlayer(app);
    const own = await call<{ data: unknown[] }>(app, 'GET', '/api/game/bonuses?currency=CAD', {
      token: player.token,
      headers: ontario,
    });
    expect(own.body.data).not.toHaveLength(0);
    expect((await depositBonuses(app, '', { country: 'CA' })).body.data).not.toHaveLength(0);
  });

  it('caps what a UK player must wager at 10 × the bonus, even when the offer counts the deposit too', async () => {
    // The welcome match wagered 35× (casino) and 8× (sportsbook) on bonus + deposit, as some operators write it.
    await app.db.execute(sql`update bonuses set wager_base = 'bonus_deposit' where slug = 'welcome-1-match'`);

    const canadian = await bonusPlayer(app);
    const [uncapped] = (await depositWithBonus(app, canadian, 'welcome-1', 50)).bonuses;
    // 50.00 bonus on a 50.00 deposit: 35 × 100.00 and 8 × 100.00.
    expect(uncapped).toMatchObject({
      amount: 50,
      wagerCasino: 35,
      requiredWagerCasinoAmount: 3500,
      wagerSportsbook: 8,
      requiredWagerSportsbookAmount: 800,
    });

    const british = await bonusPlayer(app);
    await app.db.execute(sql`update players set country = 'GB' where id = ${british.playerId}`);
    const [capped] = (await depositWithBonus(app, british, 'welcome-1', 50)).bonuses;
    // ×35 becomes ×10, and 10 × (bonus + deposit) would still be 20 × the bonus: held to 10 × 50.00.
    expect(capped).toMatchObject({
      amount: 50,
      wagerCasino: 10,
      requiredWagerCasinoAmount: 500,
      wagerSportsbook: 8,
      requiredWagerSportsbookAmount: 500,
    });
  });
});
