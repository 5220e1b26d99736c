import type { SportsbookSession } from '@croupier/contracts/games';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/database.ts';
import { putAction, submitCode } from '../bonus/test-helpers.ts';
import { wageringOffer } from '../bonus/wagering-test-helpers.ts';
import { expectLedgerConsistent } from '../payments/test-helpers.ts';
import { call, type ErrorBody, type TestApp } from '../player/test-helpers.ts';
import { sportsbookProviderIdentity as sportsbook } from './sportsbook.ts';
import { freshId, gamePlayer, realBalanceMinor, startGamesApp, walletCall } from './test-helpers.ts';

/**
 * The sportsbook as a game provider (decision 0136): the site's session token, the hidden catalogue entry, the
 * money of its stakes and settlements through the seamless wallet (limits, ledger, sportsbook wagering), the
 * CSP that lets the site frame it, and the sandbox sportsbook's API that plays a third party's back end.
 */

const clientHost = 'https://sportsbook.example.test/client';
type SessionAnswer = { data: SportsbookSession } & ErrorBody;

const openSession = (app: TestApp, token?: string, body?: Record<string, unknown>) =>
  call<SessionAnswer>(app, 'POST', '/api/game/sportsbook/session', { token, body: body ?? {} });

async function sessionToken(app: TestApp, token: string): Promise<string> {
  const opened = await openSession(app, token);
  expect(opened.status, JSON.stringify(opened.body)).toBe(200);
  return opened.body.data.token;
}

const stake = (app: TestApp, sessionToken: string, amount: string, roundId = freshId('bet-slip')) =>
  walletCall(
    app,
    'debit',
    { sessionToken, transactionId: freshId('stake'), roundId, currency: 'CAD', amount },
    { provider: sportsbook },
  );

const settle = (app: TestApp, sessionToken: string, roundId: string, amount: string) =>
  walletCall(
    app,
    'credit',
    { sessionToken, transactionId: freshId('settle'), roundId, currency: 'CAD', amount, roundEnded: true },
    { provider: sportsbook },
  );

describe('the sportsbook, not configured', () => {
  let app: TestApp;
  beforeAll(async () => {
    ({ app } = await startGamesApp());
  });
  afterAll(() => app.close());

  it('has no session route, no sandbox and no frame source', async () => {
    const player = await gamePlayer(app, { balance: 10 });
    expect((await openSession(app, player.token)).status).toBe(404);
    expect((await fetch(`${app.url}/sandbox/sportsbook`)).status).toBe(404);
    const policy = (await fetch(`${app.url}/healthz`)).headers.get('content-security-policy') ?? '';
    expect(policy).toContain("frame-src 'self';");
  });
});

describe('the sportsbook as a game provider', { timeout: 90_000 }, () => {
  let app: TestApp;
  beforeAll(async () => {
    ({ app } = await startGamesApp({ SPORTSBOOK_CLIENT_HOST: clientHost, SPORTSBOOK_CLIENT_ID: 'croupier-demo' }));
  });
  afterAll(() => app.close());

  it('gives a short-lived token to the caller only, none to a guest, and lists no sportsbook in the lobby', async () => {
    expect((await openSession(app)).status).toBe(401);
    const player = await gamePlayer(app, { balance: 10 });
    const before = Date.now();
    const opened = await openSession(app, player.token);
    expect(opened.status).toBe(200);
    expect(opened.body.data.currency).toBe('CAD');
    const ttl = Date.parse(opened.body.data.expiresAt) - before;
    expect(ttl).toBeGreaterThan(14 * 60_000);
    expect(ttl).toBeLessThanOrEqual(15 * 60_000 + 5_000);
    // The token is the caller's launch of the hidden entry: the wallet answers with the caller's balance.
    const balance = await walletCall(
      app,
      'balance',
      { sessionToken: opened.body.data.token },
      { provider: sportsbook },
    );
    expect(balance.body).toMatchObject({ balance: '1000', currency: 'CAD' });
    const [launch] = await queryRows<{ playerId: string; mode: string }>(
      app.db,
      sql`select s.player_id as "playerId", s.mode from game_sessions s join games g on g.id = s.game_id
        where g.identity = 'sportsbook' and s.player_id = ${player.playerId}::uuid`,
    );
    expect(launch).toEqual({ playerId: player.playerId, mode: 'real' });
    // Hidden: no game page, no search hit, no provider entry.
    expect((await call(app, 'GET', '/api/game/games/sportsbook')).status).toBe(404);
    const found = await call<{ data: unknown[] }>(app, 'GET', '/api/game/games?search=sportsbook');
    expect(found.body.data).toEqual([]);
    const providers = await call<{ data: { identity: string }[] }>(app, 'GET', '/api/game/providers');
    expect(providers.body.data.map((p) => p.identity)).not.toContain(sportsbook);
    // An account in a currency the player does not hold: no token.
    expect((await openSession(app, player.token, { currency: 'EUR' })).body.error.code).toBe('currency_unavailable');
  });

  it('lets the site frame the configured host only', async () => {
    const policy = (await fetch(`${app.url}/healthz`)).headers.get('content-security-policy') ?? '';
    expect(policy).toContain("frame-src 'self' https://sportsbook.example.test;");
  });

  it('moves the ledger on a stake and a settlement, idempotently', async () => {
    const player = await gamePlayer(app, { balance: 20 });
    const token = await sessionToken(app, player.token);
    const roundId = freshId('bet-slip');
    const placed = await stake(app, token, '500', roundId);
    expect([placed.status, placed.body.balance]).toEqual([200, '1500']);
    const won = await settle(app, token, roundId, '1050');
    expect([won.status, won.body.balance]).toEqual([200, '2550']);
    const again = await walletCall(
      app,
      'credit',
      {
        sessionToken: token,
        transactionId: won.body.providerTransactionId,
        roundId,
        currency: 'CAD',
        amount: '1050',
        roundEnded: true,
      },
      { provider: sportsbook },
    );
    expect(again.body.balance).toBe('2550');
    expect(await realBalanceMinor(app, player.account.id)).toBe(2550n);
    await expectLedgerConsistent(app, player.account.id);
  });

  it('holds every stake to the player’s limits; a cooling-off refuses the token itself', async () => {
    const player = await gamePlayer(app, { balance: 20 });
    const token = await sessionToken(app, player.token);
    const limit = await call(app, 'POST', '/api/player/limits', {
      token: player.token,
      body: { definition: 1, period: 'daily', currency: 'CAD', amount: 5 },
    });
    expect(limit.status).toBe(201);
    expect((await stake(app, token, '400')).status).toBe(200);
    const over = await stake(app, token, '200');
    expect([over.status, over.body.error.code, over.body.error.reason]).toEqual([409, 'limit_reached', 'bet_limit']);

    const paused = await gamePlayer(app, { balance: 20 });
    const pause = await call(app, 'POST', '/api/player/limits', {
      token: paused.token,
      body: { definition: 5, duration: '1d' },
    });
    expect(pause.status).toBe(201);
    const refused = await openSession(app, paused.token);
    expect([refused.status, refused.body.error.code]).toEqual([409, 'player_blocked']);
  });

  it('counts a sportsbook stake toward the bonus’s sportsbook wagering, and a rollback takes it back', async () => {
    const code = await wageringOffer(app, { amountMinor: 2000n, wager: '5' });
    await app.db.execute(
      sql`update bonuses set wager_sportsbook = 3 where offer_id = (select offer_id from bonus_codes where code = ${code})`,
    );
    const player = await gamePlayer(app, { balance: 10 });
    expect((await submitCode(app, player.token, code, 1)).status).toBe(200);
    const [issued] = await queryRows<{ id: string }>(
      app.db,
      sql`select id from player_bonuses where player_id = ${player.playerId}::uuid`,
    );
    const bonusId = issued?.id as string;
    expect((await putAction(app, player.token, `/api/game/player-bonuses/${bonusId}/activate`)).status).toBe(200);
    const token = await sessionToken(app, player.token);
    const roundId = freshId('bet-slip');
    const placed = await stake(app, token, '700', roundId);
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const progress = async () =>
      (
        await queryRows<{ casino: string; sportsbook: string; required: string }>(
          app.db,
          sql`select current_wager_casino_minor::text as casino, current_wager_sportsbook_minor::text as sportsbook,
            required_wager_sportsbook_minor::text as required from player_bonuses where id = ${bonusId}::uuid`,
        )
      )[0];
    expect(await progress()).toEqual({ casino: '0', sportsbook: '700', required: '6000' });
    const undone = await walletCall(
      app,
      'rollback',
      {
        sessionToken: token,
        transactionId: freshId('cancel'),
        roundId,
        referenceTransactionId: placed.body.providerTransactionId,
      },
      { provider: sportsbook },
    );
    expect(undone.status, JSON.stringify(undone.body)).toBe(200);
    expect(await progress()).toMatchObject({ casino: '0', sportsbook: '0' });
    await expectLedgerConsistent(app, player.account.id);
  });

  it('sandbox sportsbook: places and settles a bet for the token’s player through the signed wallet calls', async () => {
    const page = await fetch(`${app.url}/sandbox/sportsbook?locale=en`);
    expect(page.status).toBe(200);
    expect(page.headers.get('x-frame-options')).toBeNull();
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'self' http://localhost:");
    const player = await gamePlayer(app, { balance: 20 });
    const token = await sessionToken(app, player.token);
    const post = (path: string, body: Record<string, unknown>) =>
      call<Record<string, unknown> & ErrorBody>(app, 'POST', `/sandbox/sportsbook/api/${path}`, { body });

    const placed = await post('bets', { sessionToken: token, selectionId: 'fb-ars-che:1', stake: '5' });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    expect(placed.body).toMatchObject({ balance: '1500', bet: { stake: '5.00', odds: '2.10', status: 'open' } });
    const betId = (placed.body.bet as { id: string }).id;
    const poor = await post('bets', { sessionToken: token, selectionId: 'fb-ars-che:1', stake: '50' });
    expect([poor.status, poor.body.error.code]).toEqual([409, 'insufficient_funds']);

    // Another player's token neither lists nor settles this bet.
    const other = await gamePlayer(app, { balance: 10 });
    const otherToken = await sessionToken(app, other.token);
    expect((await post('bets/list', { sessionToken: otherToken })).body.bets).toEqual([]);
    const stolen = await post(`bets/${betId}/settle`, { sessionToken: otherToken, outcome: 'won' });
    expect(stolen.status).toBe(404);
    expect(
      (await post('bets', { sessionToken: 'not-a-real-session-token', selectionId: 'x', stake: '1' })).status,
    ).toBe(401);

    const won = await post(`bets/${betId}/settle`, { sessionToken: token, outcome: 'won' });
    expect(won.status, JSON.stringify(won.body)).toBe(200);
    expect(won.body).toMatchObject({ balance: '2550', bet: { status: 'won' } });
    expect(await realBalanceMinor(app, player.account.id)).toBe(2550n);
    await expectLedgerConsistent(app, player.account.id);
  });
});
