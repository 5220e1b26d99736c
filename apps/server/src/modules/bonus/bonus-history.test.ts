import type { BonusHistoryItem } from '@croupier/contracts/bonus-history';
import type { PageMeta } from '@croupier/contracts/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGamesApp } from '../games/test-helpers.ts';
import { call, type ErrorBody, type TestApp } from '../player/test-helpers.ts';
import { playerBonuses, putAction, submitCode } from './test-helpers.ts';
import { launch, playerWithActiveBonus, playRound, wageringOffer } from './wagering-test-helpers.ts';

type HistoryPage = { data: BonusHistoryItem[]; meta: PageMeta } & ErrorBody;

const history = (app: TestApp, token: string, query = '') =>
  call<HistoryPage>(app, 'GET', `/api/game/player-bonuses/history${query}`, { token });

/**
 * The bonus history (decision 0080) over HTTP: every bonus and free-spin award of the caller, newest first,
 * with what the ledger says became of its money; another player's never shows.
 */
describe('the player’s bonus history', { timeout: 90_000 }, () => {
  let app: TestApp;
  // The house studio's slots: free spins are given on one of them.
  beforeAll(async () => {
    ({ app } = await startGamesApp({ HOUSE_GAMES_ENABLED: 'true' }));
  });
  afterAll(() => app.close());

  it('is in the OpenAPI document', async () => {
    const doc = (await (await fetch(`${app.url}/api/docs/json`)).json()) as { paths: Record<string, object> };
    expect(Object.keys(doc.paths['/api/game/player-bonuses/history'] ?? {})).toEqual(['get']);
  });

  it('shows what each bonus granted, wagered, converted and forfeited, and only the caller’s own', async () => {
    // Played: 20.00 granted, 20.00 wagered at 1×, the balance grown to 40.00 of which 15.00 converts.
    const played = await wageringOffer(app, { amountMinor: 2000n, wager: '1', maxConversionMinor: 1500n });
    const { player, bonusId: playedId } = await playerWithActiveBonus(app, played, 0);
    const session = await launch(app, player);
    expect((await playRound(app, session, '2000', '4000')).paid?.status).toBe(200);

    // Canceled while active: a 16.00 stake spends the 15.00 real money first and 1.00 of the bonus; the
    // remaining 9.00 goes back to the house.
    const canceled = await wageringOffer(app, { amountMinor: 1000n, wager: '5' });
    expect((await submitCode(app, player.token, canceled, 1)).status).toBe(200);
    const canceledId = (await playerBonuses(app, player.token)).body.data[0]?.id ?? '';
    expect((await putAction(app, player.token, `/api/game/player-bonuses/${canceledId}/activate`)).status).toBe(200);
    expect((await playRound(app, session, '1600', '0')).paid?.status).toBe(200);
    expect((await putAction(app, player.token, `/api/game/player-bonuses/${canceledId}/cancel`)).status).toBe(200);

    // Issued and waiting: nothing granted yet. Free spins by code (no deposit).
    const waiting = await wageringOffer(app, { amountMinor: 500n, wager: '3' });
    expect((await submitCode(app, player.token, waiting, 1)).status).toBe(200);
    const waitingId = (await playerBonuses(app, player.token)).body.data[0]?.id ?? '';
    expect((await submitCode(app, player.token, 'FRUITSPINS', 1)).status).toBe(200);

    // Someone else's bonus, issued after all of the above: never in the first player's history.
    const other = await playerWithActiveBonus(app, await wageringOffer(app, { amountMinor: 700n, wager: '2' }), 0);

    const res = await history(app, player.token, '?perPage=100');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.meta).toEqual({ page: 1, perPage: 100, totalRows: 4, totalPages: 1 });
    const [spins, issued, cancel, play] = res.body.data;
    expect(spins).toMatchObject({ kind: 'freespins', status: 1, result: 1, playedCount: 0, winMinor: '0' });
    expect(spins?.kind === 'freespins' && spins.count).toBeGreaterThan(0);
    expect(issued).toMatchObject({
      kind: 'bonus',
      id: waitingId,
      status: 1,
      result: 1,
      currency: 'CAD',
      subunitToUnit: 100,
      amountMinor: '500',
      grantedMinor: '0',
      requiredWagerCasinoMinor: '1500',
      convertedMinor: '0',
      forfeitedMinor: '0',
      activatedAt: null,
      finishedAt: null,
    });
    expect(cancel).toMatchObject({
      kind: 'bonus',
      id: canceledId,
      status: 3,
      result: 3,
      amountMinor: '1000',
      grantedMinor: '1000',
      wageredCasinoMinor: '1600',
      requiredWagerCasinoMinor: '5000',
      convertedMinor: '0',
      forfeitedMinor: '900',
    });
    expect(play).toMatchObject({
      kind: 'bonus',
      id: playedId,
      source: 'code',
      status: 3,
      result: 2,
      grantedMinor: '2000',
      wageredCasinoMinor: '2000',
      requiredWagerCasinoMinor: '2000',
      convertedMinor: '1500',
      forfeitedMinor: '2500',
    });
    expect(play?.finishedAt).not.toBeNull();
    expect(res.body.data.map((item) => item.id)).not.toContain(other.bonusId);

    // The other player sees their one bonus and nothing of the first player's.
    const theirs = await history(app, other.player.token);
    expect(theirs.body.data.map((item) => item.id)).toEqual([other.bonusId]);
    expect(theirs.body.data[0]).toMatchObject({ grantedMinor: '700', forfeitedMinor: '0' });

    // Paged like every list; a currency the player has nothing in is empty.
    const second = await history(app, player.token, '?perPage=3&page=2');
    expect(second.body.meta).toEqual({ page: 2, perPage: 3, totalRows: 4, totalPages: 2 });
    expect(second.body.data.map((item) => item.id)).toEqual([playedId]);
    const euro = await history(app, player.token, '?currency=eur');
    expect(euro.body).toMatchObject({ data: [], meta: { totalRows: 0, totalPages: 0 } });
  });

  it('refuses a bad query with field errors, and a visitor', async () => {
    const { player } = await playerWithActiveBonus(app, await wageringOffer(app, { amountMinor: 100n, wager: '1' }), 0);
    for (const query of ['?perPage=0', '?perPage=101', '?page=x', '?currency=%24%24']) {
      const res = await history(app, player.token, query);
      expect(res.status, query).toBe(400);
      expect(res.body.error.code).toBe('validation_failed');
      expect(Object.keys(res.body.error.fields ?? {})).not.toHaveLength(0);
    }
    expect((await call(app, 'GET', '/api/game/player-bonuses/history')).status).toBe(401);
  });
});
