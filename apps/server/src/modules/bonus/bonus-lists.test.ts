import type { PlayerBonus, PlayerFreespin } from '@croupier/contracts/bonus';
import { bonusTopics } from '@croupier/contracts/bonus';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxPayloads } from '../payments/test-helpers.ts';
import { call, type TestApp } from '../player/test-helpers.ts';
import {
  bonusFootprint,
  bonusPlayer,
  depositBonuses,
  playerBonuses,
  playerFreespins,
  setReceiveBonus,
  startBonusApp,
  submitCode,
} from './test-helpers.ts';

describe('bonus offers and the player’s bonus lists', () => {
  let app: TestApp;
  beforeAll(async () => {
    ({ app } = await startBonusApp());
  });
  afterAll(() => app.close());

  it('documents every bonus call of the spec in the OpenAPI document', async () => {
    const doc = (await (await fetch(`${app.url}/api/docs/json`)).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    const calls = Object.entries(doc.paths).flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m} ${path}`));
    expect(calls).toEqual(
      expect.arrayContaining([
        'get /api/game/player-bonuses',
        'get /api/game/player-freespins',
        'put /api/game/player-bonuses/{id}/activate',
        'put /api/game/player-freespins/{id}/activate',
        'put /api/game/player-bonuses/{id}/cancel',
        'get /api/game/bonuses/bonuscodes',
        'post /api/game/bonuses/bonuscodes',
        'delete /api/game/bonuses/bonuscodes',
        'get /api/game/bonuses/cashback',
        'get /api/game/bonuses',
      ]),
    );
  });

  it('lists the welcome step open to a new player, and with skipCondition 1 and 2 the later steps too', async () => {
    const player = await bonusPlayer(app);
    const open = await depositBonuses(app, '?currency=CAD', { token: player.token });
    expect(open.status).toBe(200);
    expect(open.body.data.map((b) => [b.package.name, b.triggerConditions.invoiceNumberFrom, b.isAvailable])).toEqual([
      ['Welcome package', 1, true],
    ]);
    const [welcome] = open.body.data;
    expect(welcome?.triggerConditions.invoiceAmountItems).toContainEqual({ currency: 'CAD', amountFrom: 20 });
    const [match, spins] = welcome?.package.bonuses ?? [];
    expect(match).toMatchObject({
      type: 2,
      packageName: 'Welcome package',
      minDeposit: { amount: 20, currency: 'CAD' },
      wagerCasino: 35,
      maxBetAmount: 5,
      assignConditions: { depositPercentage: 100 },
    });
    expect(match?.assignConditions.maxAmountItems).toContainEqual({ currency: 'CAD', amount: 500 });
    expect(match?.contributions).toContainEqual({ target: 'type:slots', percent: 100, restricted: false });
    expect(match?.contributions).toContainEqual({ target: 'type:crash', percent: 0, restricted: true });
    expect(spins).toMatchObject({
      type: 3,
      assignConditions: { presets: [{ quantity: 50 }] },
      freeSpins: { gameIdentity: 'croupier-originals-fruit-stand-classic', betValue: 0.2 },
    });

    const all = await depositBonuses(app, '?currency=CAD&skipCondition[]=1&skipCondition[]=2', { token: player.token });
    expect(all.status).toBe(200);
    expect(all.body.data.map((b) => [b.triggerConditions.invoiceNumberFrom, b.isAvailable])).toEqual([
      [1, true],
      [2, false],
      [3, false],
      [2, false],
    ]);
    // A code-only offer (WELCOME100) stays out until its code is applied.
    expect(all.body.data.some((b) => b.package.name === 'WELCOME100')).toBe(false);
    const commaForm = await depositBonuses(app, '?currency=CAD&skipCondition=1,2', { token: player.token });
    expect(commaForm.body.data).toEqual(all.body.data);
  });

  it('quotes offers in the asked currency, or the player’s registration currency', async () => {
    const player = await bonusPlayer(app, 'BRL', 'BR');
    const res = await depositBonuses(app, '', { token: player.token });
    const match = res.body.data[0]?.package.bonuses[0];
    expect(match?.minDeposit).toEqual({ amount: 100, currency: 'BRL' });
    expect(match?.maxBetAmount).toBe(25);
    const inBitcoin = await depositBonuses(app, '?currency=BTC', { token: player.token });
    expect(inBitcoin.body.data[0]?.package.bonuses[0]?.minDeposit).toEqual({ amount: 0.00015, currency: 'BTC' });
  });

  it('shows visitors the offers only where their country allows advertising inducements', async () => {
    const canada = await depositBonuses(app, '', { country: 'CA' });
    expect(canada.status).toBe(200);
    expect(canada.body.data[0]?.package.bonuses[0]?.minDeposit).toEqual({ amount: 20, currency: 'CAD' });
    expect((await depositBonuses(app, '?currency=EUR', { country: 'DE' })).body.data).toHaveLength(1);
    expect((await depositBonuses(app, '', { country: 'IT' })).body.data).toEqual([]);
    expect((await depositBonuses(app, '', { country: 'NL' })).body.data).toEqual([]);
  });

  it('offers nothing to a player who opted out of bonuses', async () => {
    const player = await bonusPlayer(app);
    await setReceiveBonus(app, player.playerId, false);
    expect((await depositBonuses(app, '', { token: player.token })).body.data).toEqual([]);
  });

  it('refuses malformed list queries with field errors', async () => {
    const player = await bonusPlayer(app);
    for (const query of ['?status[]=9', '?status=abc', '?perPage=0', '?page=x', '?sortBy=name', '?currency=%24%24']) {
      const res = await playerBonuses(app, player.token, query);
      expect(res.status, query).toBe(400);
      expect(res.body.error.code).toBe('validation_failed');
      expect(Object.keys(res.body.error.fields ?? {})).not.toHaveLength(0);
    }
    expect((await depositBonuses(app, '?skipCondition=7', { token: player.token })).status).toBe(400);
    expect((await call(app, 'GET', '/api/game/player-bonuses')).status).toBe(401);
    expect((await call(app, 'GET', '/api/game/player-freespins')).status).toBe(401);
  });

  it('[S2.7-27] [S2.7-28] lists the player’s own bonuses and free spins by status, currency and page', async () => {
    const player = await bonusPlayer(app);
    const other = await bonusPlayer(app);
    expect((await submitCode(app, player.token, 'nodeposit10', 1)).body.data.status).toBe(2);
    expect((await submitCode(app, player.token, 'FRUITSPINS', 1)).body.data.status).toBe(2);

    const bonuses = await playerBonuses(
      app,
      player.token,
      '?status[]=1&status[]=2&status[]=4&currency=CAD&sortBy=activatedAt&sortOrder=desc&page=1&perPage=12',
    );
    expect(bonuses.status).toBe(200);
    expect(bonuses.body.meta).toEqual({ page: 1, perPage: 12, totalPages: 1, totalRows: 1 });
    expect(bonuses.body.data[0]).toMatchObject({
      status: 1,
      result: 1,
      currency: 'CAD',
      amount: 10,
      activatedAt: null,
      wagerCasino: 50,
      wagerSportsbook: 0,
      currentWagerCasinoAmount: 0,
      requiredWagerCasinoAmount: 500,
      requiredWagerSportsbookAmount: 0,
      currentWagerPercentage: 0,
      maxBetAmount: 5,
      maxConversionAmount: 100,
    });
    const spins = await playerFreespins(app, player.token, '?status[]=1&status[]=2&status[]=4');
    expect(spins.body.data).toHaveLength(1);
    expect(spins.body.data[0]).toMatchObject({
      count: 25,
      currency: 'CAD',
      gameIdentity: 'croupier-originals-fruit-stand-classic',
      betValue: 0.2,
      status: 1,
      result: 1,
    });
    const game = await call<{ data: { id: string } }>(
      app,
      'GET',
      `/api/game/games/${spins.body.data[0]?.gameIdentity}`,
    );
    expect(spins.body.data[0]?.gameId).toBe(game.body.data.id);

    expect((await playerBonuses(app, player.token, '?status[]=2')).body.data).toEqual([]);
    expect((await playerBonuses(app, player.token, '?currency=EUR')).body.meta.totalRows).toBe(0);
    expect((await playerBonuses(app, player.token, '?perPage=1&page=2')).body).toMatchObject({
      data: [],
      meta: { page: 2, perPage: 1, totalPages: 1, totalRows: 1 },
    });
    // Another player's lists hold none of it.
    expect((await playerBonuses(app, other.token)).body.data).toEqual([]);
    expect((await playerFreespins(app, other.token)).body.data).toEqual([]);

    // Each issue is an event for the player's channels.
    const issued = await outboxPayloads<{ playerId: string; bonus: PlayerBonus }>(
      app,
      player.playerId,
      bonusTopics.playerBonusUpdated,
    );
    expect(issued.map((e) => [e.playerId, e.bonus.status, e.bonus.amount])).toEqual([[player.playerId, 1, 10]]);
    const spun = await outboxPayloads<{ freespin: PlayerFreespin }>(
      app,
      player.playerId,
      bonusTopics.playerFreespinUpdated,
    );
    expect(spun.map((e) => e.freespin.count)).toEqual([25]);
    expect((await bonusFootprint(app, other.playerId))?.events).toBe(0);
  });

  it('[S2.7-29] answers the cashback programme in the player’s currency', async () => {
    const player = await bonusPlayer(app, 'EUR', 'DE');
    const res = await call<{ data: { currency: string; percentage: number; period: string; periodStartedAt: string } }>(
      app,
      'GET',
      '/api/game/bonuses/cashback',
      { token: player.token },
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ currency: 'EUR', percentage: 10, period: 'weekly', minAmount: 1, wager: 1 });
    expect(new Date(res.body.data.periodStartedAt).getUTCDay()).toBe(1);
    const none = await call<{ data: unknown }>(app, 'GET', '/api/game/bonuses/cashback?currency=LTC', {
      token: player.token,
    });
    expect(none.body.data).toBeNull();
  });
});
