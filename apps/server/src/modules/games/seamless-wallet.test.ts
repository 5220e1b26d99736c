import type { PageMeta } from '@croupier/contracts/errors';
import type { Round } from '@croupier/contracts/games';
import type { RealityCheck } from '@croupier/contracts/limits';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/database.ts';
import type { FakeClock } from '../limits/test-helpers.ts';
import { accountOf, expectLedgerConsistent, outboxPayloads, unbalancedTransactions } from '../payments/test-helpers.ts';
import { call, type ErrorBody, type TestApp } from '../player/test-helpers.ts';
import { publicationsFor } from '../realtime/publications.ts';
import type { BetPlacedPayload, BetRefusedPayload, RoundSettledPayload } from './events.ts';
import { signatureHeader, signedWalletCall, timestampHeader } from './signing.ts';
import {
  debit,
  freshId,
  gamePlayer,
  play,
  providerSecret,
  realBalanceMinor,
  realSession,
  startGamesApp,
  startSecondGamesProcess,
  unboundGameRows,
  walletCall,
  writtenFor,
} from './test-helpers.ts';

/** The realtime event type a refusal reaches the site as (modules/realtime/publications.ts). */
const siteEventOf = (payload: BetRefusedPayload) =>
  publicationsFor('game.bet.refused', payload).publications.map((p) => [p.channel.split('#')[0], p.message.type]);

describe('seamless wallet: provider calls', () => {
  let app: TestApp;
  let clock: FakeClock;
  beforeAll(async () => {
    ({ app, clock } = await startGamesApp());
  });
  afterAll(() => app.close());

  it('[S1.7-62] [S1.2-20] launches real play with a session token, demo for visitors, and refuses what it must', async () => {
    const player = await gamePlayer(app, { balance: 10 });
    const real = await play(app, 'starfall-fortunes', { token: player.token, body: { real: true } });
    expect(real.status).toBe(200);
    expect(real.body.data).toMatchObject({ mode: 'real', currency: 'CAD', expiresAt: expect.any(String) });
    const url = new URL(real.body.data.url, 'http://casino.test');
    expect(url.pathname).toBe('/provider/house/play');
    expect(url.searchParams.get('game')).toBe('starfall-fortunes');
    expect(url.searchParams.get('token')).toMatch(/^[\w-]{43}$/);
    // Only the token's hash is stored.
    const stored = await queryRows<{ n: number }>(
      app.db,
      sql`select count(*)::int as n from game_sessions where token_hash = ${url.searchParams.get('token')}`,
    );
    expect(stored[0]?.n).toBe(0);

    const demo = await play(app, 'starfall-fortunes', { body: { real: false } });
    expect([demo.status, demo.body.data.mode, demo.body.data.currency]).toEqual([200, 'demo', null]);
    const codeOf = (res: { status: number; body: ErrorBody }) => [res.status, res.body.error.code];
    expect(codeOf(await play(app, 'starfall-fortunes', { body: { real: true } }))).toEqual([401, 'unauthorized']);
    expect(codeOf(await play(app, 'live-speed-baccarat', { body: { real: false } }))).toEqual([
      409,
      'demo_unavailable',
    ]);
    expect(codeOf(await play(app, 'retired-gold-rush', { token: player.token }))).toEqual([404, 'game_not_found']);
    expect(
      codeOf(await play(app, 'lucky-sevens-classic', { token: player.token, headers: { 'cf-ipcountry': 'DE' } })),
    ).toEqual([451, 'game_restricted']);
    expect(
      codeOf(await play(app, 'starfall-fortunes', { token: player.token, body: { real: true, currency: 'EUR' } })),
    ).toEqual([409, 'currency_unavailable']);

    // No date of birth on record (a social sign-up): demo yes, real money no, and no session is started.
    const unaged = await gamePlayer(app, { balance: 10 });
    await app.db.execute(sql`update players set birthdate = null where id = ${unaged.playerId}`);
    expect(codeOf(await play(app, 'starfall-fortunes', { token: unaged.token, body: { real: true } }))).toEqual([
      409,
      'age_unconfirmed',
    ]);
    const sessions = await queryRows<{ n: number }>(
      app.db,
      sql`select count(*)::int as n from game_sessions where player_id = ${unaged.playerId}`,
    );
    expect(sessions[0]?.n).toBe(0);
    expect((await play(app, 'starfall-fortunes', { token: unaged.token, body: { real: false } })).status).toBe(200);
  });

  it('[S1.7-62] moves a round through the ledger: debit, credit, balance, round settled, events for consumers', async () => {
    const player = await gamePlayer(app, { balance: 10 });
    const sessionToken = await realSession(app, player);
    const balance = await walletCall(app, 'balance', { sessionToken });
    expect(balance).toEqual({ status: 200, body: { balance: '1000', currency: 'CAD' } });
    const changedBefore = (await outboxPayloads(app, player.playerId, 'wallet.account.changed')).length;

    const roundId = freshId('round');
    const bet = await debit(app, sessionToken, '250', { roundId });
    expect(bet.status).toBe(200);
    expect(bet.body).toMatchObject({ balance: '750', currency: 'CAD', transactionId: expect.any(String) });
    const win = await walletCall(app, 'credit', {
      sessionToken,
      transactionId: freshId('win'),
      roundId,
      currency: 'CAD',
      amount: '600',
    });
    expect(win.body).toMatchObject({ balance: '1350', currency: 'CAD' });
    expect((await accountOf(app, player.token, 'CAD')).balance).toBe(13.5);
    // Each call tells the site the account as the API shows it (the header's live balance) in its own
    // event, one per call (decision 0047): no wallet.account.changed beside it.
    const placed = await outboxPayloads<BetPlacedPayload>(app, player.playerId, 'game.bet.placed');
    expect(placed).toEqual([expect.objectContaining({ amount: 2.5, amountMinor: '250', balanceAfterMinor: '750' })]);
    expect(placed[0]?.account).toMatchObject({ id: player.account.id, currency: 'CAD', balance: 7.5, status: 1 });
    const settled = await outboxPayloads<RoundSettledPayload>(app, player.playerId, 'game.round.settled');
    expect(settled).toEqual([expect.objectContaining({ status: 2, stake: 2.5, win: 6, winMinor: '600' })]);
    expect(settled[0]?.account).toEqual(await accountOf(app, player.token, 'CAD'));
    expect(await outboxPayloads(app, player.playerId, 'wallet.account.changed')).toHaveLength(changedBefore);
    // A round that paid out carries what the public winners feed shows: a masked name, never the player id.
    expect(settled[0]?.winner).toMatchObject({
      roundId: expect.any(String),
      currency: 'CAD',
      amount: 6,
      multiplier: 2.4,
    });
    expect(settled[0]?.winner?.playerName).toMatch(/^.{1,2}\*\*\*$/);
    expect(JSON.stringify(settled[0]?.winner)).not.toContain(player.playerId);
    // The live event and the feed word the winner alike: both through the database's game_winner.
    const feed = await call<{ data: Record<string, unknown>[] }>(app, 'GET', '/api/game/spins/winners?limit=50');
    expect(feed.body.data.find((w) => w.roundId === settled[0]?.roundId)).toEqual(settled[0]?.winner);
    await expectLedgerConsistent(app, player.account.id);
    expect(await unbalancedTransactions(app)).toBe(0);
    expect(await unboundGameRows(app)).toEqual([]);
    // Turnover counts the stake as wagered (the risk module reads bet kinds from the ledger).
    const kinds = await queryRows<{ kind: string }>(
      app.db,
      sql`select t.kind from ledger_transactions t where t.reference in (select id::text from game_rounds where player_id = ${player.playerId}) order by t.created_at`,
    );
    expect(kinds.map((k) => k.kind)).toEqual(['bet', 'win']);
  });

  it('the reality check reports the session’s wins minus stakes once the player has played', async () => {
    const player = await gamePlayer(app, { balance: 10 });
    const realityCheck = async () =>
      (await call<{ data: RealityCheck }>(app, 'GET', '/api/player/limits/reality-check', { token: player.token })).body
        .data.netPosition;
    expect(await realityCheck()).toBeNull();
    const sessionToken = await realSession(app, player);
    const roundId = freshId('round');
    expect((await debit(app, sessionToken, '250', { roundId })).status).toBe(200);
    expect(
      (
        await walletCall(app, 'credit', {
          sessionToken,
          transactionId: freshId('win'),
          roundId,
          currency: 'CAD',
          amount: '100',
        })
      ).status,
    ).toBe(200);
    expect(await realityCheck()).toBe(-1.5);
  });

  it('answers a duplicate with the first answer and changes nothing; a reused id for something else is refused', async () => {
    const player = await gamePlayer(app, { balance: 10 });
    const sessionToken = await realSession(app, player);
    const body = {
      sessionToken,
      transactionId: freshId('bet'),
      roundId: freshId('round'),
      currency: 'CAD',
      amount: '100',
    };
    const first = await walletCall(app, 'debit', body);
    await debit(app, sessionToken, '100'); // another bet moves the balance on
    const again = await walletCall(app, 'debit', body);
    expect(again).toEqual(first);
    expect(await realBalanceMinor(app, player.account.id)).toBe(800n);

    const credit = {
      sessionToken,
      transactionId: freshId('win'),
      roundId: body.roundId,
      currency: 'CAD',
      amount: '50',
    };
    const paid = await walletCall(app, 'credit', credit);
    expect(await walletCall(app, 'credit', credit)).toEqual(paid);
    expect(await realBalanceMinor(app, player.account.id)).toBe(850n);

    const otherAmount = await walletCall(app, 'debit', { ...body, amount: '101' });
    expect([otherAmount.status, otherAmount.body.error.code]).toEqual([409, 'transaction_mismatch']);
    const asCredit = await walletCall(app, 'credit', { ...body, transactionId: body.transactionId });
    expect(asCredit.body.error.code).toBe('transaction_mismatch');
    expect(await realBalanceMinor(app, player.account.id)).toBe(850n);
  });

  it('remembers a rollback that came before its bet and refuses the late bet; a credit without a bet is refused', async () => {
    const player = await gamePlayer(app, { balance: 10 });
    const sessionToken = await realSession(app, player);
    const betId = freshId('bet');
    const roundId = freshId('round');
    const rollback = await walletCall(app, 'rollback', {
      sessionToken,
      transactionId: freshId('rb'),
      roundId,
      referenceTransactionId: betId,
    });
    expect(rollback.body).toMatchObject({ balance: '1000', currency: 'CAD' });
    const late = await walletCall(app, 'debit', {
      sessionToken,
      transactionId: betId,
      roundId,
      currency: 'CAD',
      amount: '300',
    });
    expect([late.status, late.body.error.code]).toEqual([409, 'bet_rolled_back']);
    expect(await realBalanceMinor(app, player.account.id)).toBe(1000n);

    const before = await writtenFor(app, player.playerId);
    const orphan = await walletCall(app, 'credit', {
      sessionToken,
      transactionId: freshId('win'),
      roundId: freshId('round'),
      currency: 'CAD',
      amount: '500',
    });
    expect([orphan.status, orphan.body.error.code]).toEqual([404, 'round_not_found']);
    expect(await writtenFor(app, player.playerId)).toEqual(before);
  });

  it('rolls back a bet of an open round (refunded), but refuses a rollback once the round has paid', async () => {
    const player = await gamePlayer(app, { balance: 10 });
    const sessionToken = await realSession(app, player);
    const open = { id: freshId('bet'), round: freshId('round') };
    await debit(app, sessionToken, '400', { transactionId: open.id, roundId: open.round });
    const rollback = {
      sessionToken,
      transactionId: freshId('rb'),
      roundId: open.round,
      referenceTransactionId: open.id,
    };
    const undone = await walletCall(app, 'rollback', rollback);
    expect(undone.body.balance).toBe('1000');
    expect(await walletCall(app, 'rollback', rollback)).toEqual(undone);
    // A second rollback id for the same bet gives nothing back twice.
    const other = await walletCall(app, 'rollback', { ...rollback, transactionId: freshId('rb') });
    expect(other.body.balance).toBe('1000');
    const [refunded] = await queryRows<{ status: number }>(
      app.db,
      sql`select status from game_rounds where provider_round_id = ${open.round}`,
    );
    expect(refunded?.status).toBe(4);

    const paid = { id: freshId('bet'), round: freshId('round') };
    await debit(app, sessionToken, '400', { transactionId: paid.id, roundId: paid.round });
    await walletCall(app, 'credit', {
      sessionToken,
      transactionId: freshId('win'),
      roundId: paid.round,
      currency: 'CAD',
      amount: '0',
    });
    const refused = await walletCall(app, 'rollback', {
      sessionToken,
      transactionId: freshId('rb'),
      roundId: paid.round,
      referenceTransactionId: paid.id,
    });
    expect([refused.status, refused.body.error.code]).toEqual([409, 'round_settled']);
    expect(await realBalanceMinor(app, player.account.id)).toBe(600n);
    await expectLedgerConsistent(app, player.account.id);
  });

  it('refuses a forged, tampered, stale or unsigned call with 401 and changes nothing; a replay gets the first answer', async () => {
    const player = await gamePlayer(app, { balance: 10 });
    const sessionToken = await realSession(app, player);
    const before = await writtenFor(app, player.playerId);
    const body = {
      sessionToken,
      transactionId: freshId('bet'),
      roundId: freshId('round'),
      currency: 'CAD',
      amount: '100',
    };

    const forged = await walletCall(app, 'debit', body, { secret: 'x'.repeat(40) });
    const tampered = await walletCall(app, 'debit', body, { tamper: (text) => text.replace('"100"', '"1"') });
    const stale = await walletCall(app, 'debit', body, { now: new Date(clock.now().getTime() - 6 * 60 * 1000) });
    // Another provider's secret does not sign for this one.
    const crossed = await walletCall(app, 'debit', body, { secret: providerSecret('northlight') });
    const unknownProvider = await walletCall(app, 'debit', body, { provider: 'no-such-provider' });
    const unsigned = await fetch(`${app.url}/api/provider-wallet/fixture-originals/debit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    for (const refused of [forged, tampered, stale, crossed, unknownProvider]) {
      expect([refused.status, refused.body.error.code]).toEqual([401, 'bad_signature']);
    }
    expect(unsigned.status).toBe(401);
    expect(await writtenFor(app, player.playerId)).toEqual(before);
    expect(await realBalanceMinor(app, player.account.id)).toBe(1000n);

    // The same signed bytes sent again (a captured request replayed) move no money a second time.
    const signed = signedWalletCall(providerSecret('fixture-originals'), body, clock.now());
    const send = () =>
      fetch(`${app.url}/api/provider-wallet/fixture-originals/debit`, {
        method: 'POST',
        headers: signed.headers,
        body: signed.body,
      }).then(async (r) => ({ status: r.status, body: await r.json() }));
    const first = await send();
    expect(await send()).toEqual(first);
    expect(await realBalanceMinor(app, player.account.id)).toBe(900n);
    expect(Object.keys(signed.headers)).toEqual(expect.arrayContaining([signatureHeader, timestampHeader]));
  });

  it('refuses a bet in another currency, a demo session’s bet and malformed bodies, writing nothing', async () => {
    const player = await gamePlayer(app, { balance: 10 });
    const sessionToken = await realSession(app, player);
    const before = await writtenFor(app, player.playerId);
    const euros = await debit(app, sessionToken, '100', { currency: 'EUR' });
    expect([euros.status, euros.body.error.code, euros.body.error.currency]).toEqual([409, 'wrong_currency', 'CAD']);
    const demo = await play(app, 'starfall-fortunes', { body: { real: false } });
    const demoToken = new URL(demo.body.data.url, 'http://casino.test').searchParams.get('token') as string;
    const demoBet = await debit(app, demoToken, '100');
    expect([demoBet.status, demoBet.body.error.code]).toEqual([409, 'demo_session']);
    const unknown = await debit(app, 'n'.repeat(43), '100');
    expect([unknown.status, unknown.body.error.code]).toEqual([404, 'session_not_found']);
    const malformed = await debit(app, sessionToken, '1.5');
    expect([malformed.status, malformed.body.error.code]).toEqual([400, 'bad_request']);
    const zero = await debit(app, sessionToken, '0');
    expect(zero.status).toBe(400);
    const below = await debit(app, sessionToken, '5');
    expect(below.body.error.code).toBe('bet_below_minimum');
    expect(await writtenFor(app, player.playerId)).toEqual(before);
  });

  it('[S2.7-70] refuses a bet beyond the balance with the balance, and tells the site game.bet.balance-insufficient', async () => {
    const player = await gamePlayer(app, { balance: 10 });
    const sessionToken = await realSession(app, player);
    expect((await debit(app, sessionToken, '900')).status).toBe(200);
    const before = await writtenFor(app, player.playerId);
    const refused = await debit(app, sessionToken, '500');
    expect([refused.status, refused.body.error]).toEqual([
      409,
      expect.objectContaining({ code: 'insufficient_funds', balance: '100', currency: 'CAD' }),
    ]);
    expect(await writtenFor(app, player.playerId)).toEqual(before);
    const [event] = await outboxPayloads<BetRefusedPayload>(app, player.playerId, 'game.bet.refused');
    expect(event).toMatchObject({
      reason: 'balance_insufficient',
      refusal: { currency: 'CAD', amount: 5, balance: 1 },
    });
    expect(siteEventOf(event as BetRefusedPayload)).toEqual([['game:bets', 'game.bet.balance-insufficient']]);
  });

  it('[S2.7-69] refuses a stake above the game’s maximum and tells the site game.bet.max.exceed', async () => {
    const player = await gamePlayer(app, { balance: 200 });
    const sessionToken = await realSession(app, player);
    const refused = await debit(app, sessionToken, '10001');
    expect([refused.status, refused.body.error.code]).toEqual([409, 'bet_above_maximum']);
    const [event] = await outboxPayloads<BetRefusedPayload>(app, player.playerId, 'game.bet.refused');
    expect(event?.refusal).toMatchObject({ amount: 100.01, limit: 100 });
    expect(siteEventOf(event as BetRefusedPayload)).toEqual([['game:bets', 'game.bet.max.exceed']]);
  });

  it('[S2.7-68] [S1.3-20] passes every bet through the bet and loss limits; a started round still settles', async () => {
    const player = await gamePlayer(app, { balance: 20 });
    const sessionToken = await realSession(app, player);
    const limit = await call(app, 'POST', '/api/player/limits', {
      token: player.token,
      body: { definition: 1, period: 'daily', currency: 'CAD', amount: 1 },
    });
    expect(limit.status).toBe(201);
    const roundId = freshId('round');
    expect((await debit(app, sessionToken, '60', { roundId })).status).toBe(200);
    const over = await debit(app, sessionToken, '60');
    expect([over.status, over.body.error.code, over.body.error.reason]).toEqual([409, 'limit_reached', 'bet_limit']);
    const events = await outboxPayloads<BetRefusedPayload>(app, player.playerId, 'game.bet.refused');
    expect(events.at(-1)).toMatchObject({
      reason: 'restricted',
      cause: 'bet_limit',
      refusal: { amount: 0.6, limit: 1 },
    });
    expect(siteEventOf(events.at(-1) as BetRefusedPayload)).toEqual([['game:bets', 'game.bet.restricted']]);
    // The round that started within the limit pays out.
    const win = await walletCall(app, 'credit', {
      sessionToken,
      transactionId: freshId('win'),
      roundId,
      currency: 'CAD',
      amount: '30',
    });
    expect(win.status).toBe(200);
    expect((await debit(app, sessionToken, '40')).status).toBe(200);

    // Loss limit: stakes minus wins in the window.
    const loser = await gamePlayer(app, { balance: 20 });
    const loserToken = await realSession(app, loser);
    await call(app, 'POST', '/api/player/limits', {
      token: loser.token,
      body: { definition: 2, period: 'weekly', currency: 'CAD', amount: 2 },
    });
    const lost = freshId('round');
    expect((await debit(app, loserToken, '150', { roundId: lost })).status).toBe(200);
    await walletCall(app, 'credit', {
      sessionToken: loserToken,
      transactionId: freshId('win'),
      roundId: lost,
      currency: 'CAD',
      amount: '0',
    });
    const beyond = await debit(app, loserToken, '100');
    expect([beyond.body.error.code, beyond.body.error.reason]).toEqual(['limit_reached', 'loss_limit']);
    expect((await debit(app, loserToken, '50')).status).toBe(200);
  });

  it('[S2.7-68] refuses bets during cooling-off and self-exclusion, settles the round already started, and blocks relaunch', async () => {
    for (const [definition, duration, reason] of [
      [5, '1d', 'cooling_off'],
      [4, '6m', 'self_excluded'],
    ] as const) {
      const player = await gamePlayer(app, { balance: 10 });
      const sessionToken = await realSession(app, player);
      const roundId = freshId('round');
      expect((await debit(app, sessionToken, '100', { roundId })).status).toBe(200);
      const relaunchToken = player.token;
      const block = await call(app, 'POST', '/api/player/limits', {
        token: player.token,
        body: { definition, duration },
      });
      expect(block.status).toBe(201);
      const refused = await debit(app, sessionToken, '100');
      expect([refused.status, refused.body.error.code, refused.body.error.reason]).toEqual([
        409,
        'player_blocked',
        reason,
      ]);
      const [event] = await outboxPayloads<BetRefusedPayload>(app, player.playerId, 'game.bet.refused');
      expect(event).toMatchObject({ reason: 'restricted', cause: reason });
      const win = await walletCall(app, 'credit', {
        sessionToken,
        transactionId: freshId('win'),
        roundId,
        currency: 'CAD',
        amount: '250',
      });
      expect(win.body.balance).toBe('1150');
      // Self-exclusion ends the sessions (401); cooling-off refuses the launch itself.
      const relaunch = await play(app, 'starfall-fortunes', { token: relaunchToken });
      expect(relaunch.status).toBe(reason === 'cooling_off' ? 409 : 401);
    }
  });

  it('refuses every bet of a blocked account', async () => {
    const player = await gamePlayer(app, { balance: 10 });
    const sessionToken = await realSession(app, player);
    await app.db.execute(sql`update wallet_accounts set status = 2 where id = ${player.account.id}`);
    const refused = await debit(app, sessionToken, '100');
    expect([refused.status, refused.body.error.code]).toEqual([409, 'player_blocked']);
    expect(await realBalanceMinor(app, player.account.id)).toBe(1000n);
  });

  it('never overdraws under parallel bets, and a parallel duplicate posts once', async () => {
    const player = await gamePlayer(app, { balance: 10 });
    const sessionToken = await realSession(app, player);
    const results = await Promise.all(Array.from({ length: 16 }, () => debit(app, sessionToken, '100')));
    const accepted = results.filter((r) => r.status === 200);
    const refused = results.filter((r) => r.status !== 200);
    expect(accepted).toHaveLength(10);
    expect(refused.every((r) => r.body.error.code === 'insufficient_funds')).toBe(true);
    expect(await realBalanceMinor(app, player.account.id)).toBe(0n);

    const rich = await gamePlayer(app, { balance: 10 });
    const richToken = await realSession(app, rich);
    const body = {
      sessionToken: richToken,
      transactionId: freshId('bet'),
      roundId: freshId('round'),
      currency: 'CAD',
      amount: '100',
    };
    const same = await Promise.all(Array.from({ length: 6 }, () => walletCall(app, 'debit', body)));
    expect(new Set(same.map((r) => JSON.stringify(r)))).toHaveProperty('size', 1);
    expect(await realBalanceMinor(app, rich.account.id)).toBe(900n);
    await expectLedgerConsistent(app, player.account.id);
    await expectLedgerConsistent(app, rich.account.id);
    expect(await unbalancedTransactions(app)).toBe(0);
    expect(await unboundGameRows(app)).toEqual([]);
  });

  it('[S2.7-68] holds a bet limit under parallel stakes, split over two server processes when on PostgreSQL', async () => {
    // PGlite lives in one process's memory, so there the second "process" is the same app.
    const other = process.env.DATABASE_URL ? await startSecondGamesProcess() : app;
    try {
      const player = await gamePlayer(app, { balance: 20 });
      const sessionToken = await realSession(app, player);
      const limit = await call(app, 'POST', '/api/player/limits', {
        token: player.token,
        body: { definition: 1, period: 'daily', currency: 'CAD', amount: 10 },
      });
      expect(limit.status).toBe(201);
      const results = await Promise.all(
        Array.from({ length: 14 }, (_, i) => debit(i % 2 === 0 ? app : other, sessionToken, '100')),
      );
      const accepted = results.filter((r) => r.status === 200);
      expect(accepted).toHaveLength(10);
      expect(
        results.filter((r) => r.status !== 200).map((r) => [r.status, r.body.error.code, r.body.error.reason]),
      ).toEqual(Array.from({ length: 4 }, () => [409, 'limit_reached', 'bet_limit']));
      expect(await realBalanceMinor(app, player.account.id)).toBe(1000n);
      await expectLedgerConsistent(app, player.account.id);
    } finally {
      if (other !== app) await other.close();
    }
  });

  // Last: it moves the app's clock past the session lifetime.
  it('refuses new bets once the session token expired, yet settles and rolls back rounds already started', async () => {
    const player = await gamePlayer(app, { balance: 10 });
    const sessionToken = await realSession(app, player);
    const won = freshId('round');
    const undone = { id: freshId('bet'), round: freshId('round') };
    await debit(app, sessionToken, '200', { roundId: won });
    await debit(app, sessionToken, '300', { transactionId: undone.id, roundId: undone.round });
    clock.advance(121 * 60 * 1000);

    const late = await debit(app, sessionToken, '100');
    expect([late.status, late.body.error.code]).toEqual([409, 'session_expired']);
    const win = await walletCall(app, 'credit', {
      sessionToken,
      transactionId: freshId('win'),
      roundId: won,
      currency: 'CAD',
      amount: '1000',
    });
    expect(win.body.balance).toBe('1500');
    const rollback = await walletCall(app, 'rollback', {
      sessionToken,
      transactionId: freshId('rb'),
      roundId: undone.round,
      referenceTransactionId: undone.id,
    });
    expect(rollback.body.balance).toBe('1800');
  });
});

async function roundIdOf(app: TestApp, providerRoundId: string): Promise<string> {
  const [row] = await queryRows<{ id: string }>(
    app.db,
    sql`select id from game_rounds where provider_round_id = ${providerRoundId}`,
  );
  return row?.id ?? '';
}

describe('game history and recall', () => {
  let app: TestApp;
  beforeAll(async () => {
    ({ app } = await startGamesApp());
  });
  afterAll(() => app.close());

  it('recalls the player’s last 10 rounds of a game with outcome, stake, win and balances; another player’s round is 404', async () => {
    const player = await gamePlayer(app, { balance: 100 });
    const sessionToken = await realSession(app, player, 'european-roulette');
    const rounds: string[] = [];
    for (let i = 0; i < 12; i++) {
      const roundId = freshId('round');
      rounds.push(roundId);
      expect((await debit(app, sessionToken, '100', { roundId })).status).toBe(200);
      await walletCall(app, 'credit', {
        sessionToken,
        transactionId: freshId('win'),
        roundId,
        currency: 'CAD',
        amount: i % 3 === 0 ? '250' : '0',
      });
    }
    const open = freshId('round');
    await debit(app, sessionToken, '100', { roundId: open });

    const recall = await call<{ data: Round[] }>(app, 'GET', '/api/game/games/european-roulette/rounds', {
      token: player.token,
    });
    expect(recall.status).toBe(200);
    expect(recall.body.data).toHaveLength(10);
    const [latest, lastSettled] = recall.body.data;
    expect(latest).toMatchObject({
      status: 1,
      isSettled: false,
      stake: 1,
      win: 0,
      balanceBefore: 98,
      balanceAfter: 97,
    });
    // Round 12 (index 11): lost; round 10 (index 9) won 2.50.
    expect(lastSettled).toMatchObject({
      status: 3,
      isSettled: true,
      stake: 1,
      win: 0,
      balanceBefore: 99,
      balanceAfter: 98,
    });
    expect(recall.body.data[3]).toMatchObject({ status: 2, stake: 1, win: 2.5 });

    const other = await gamePlayer(app);
    const ownRound = await call<{ data: { transactions: unknown[] } }>(app, 'GET', `/api/game/rounds/${latest?.id}`, {
      token: player.token,
    });
    expect(ownRound.status).toBe(200);
    expect(ownRound.body.data.transactions).toEqual([expect.objectContaining({ kind: 'debit', amount: 1 })]);
    const stolen = await call<ErrorBody>(app, 'GET', `/api/game/rounds/${latest?.id}`, { token: other.token });
    expect([stolen.status, stolen.body.error.code]).toEqual([404, 'game_not_found']);
    const othersRecall = await call<{ data: Round[] }>(app, 'GET', '/api/game/games/european-roulette/rounds', {
      token: other.token,
    });
    expect(othersRecall.body.data).toEqual([]);
    expect((await call(app, 'GET', '/api/game/games/european-roulette/rounds')).status).toBe(401);
    expect((await call(app, 'GET', '/api/game/games/retired-gold-rush/rounds', { token: player.token })).status).toBe(
      404,
    );
  });

  it('[S1.7-66] [S1.7-67] [S1.7-68] lists spins and bets (isSettled default true) and the public winners feed', async () => {
    const player = await gamePlayer(app, { balance: 20, currency: 'CAD' });
    const sessionToken = await realSession(app, player, 'crash-rocket');
    const won = freshId('round');
    await debit(app, sessionToken, '200', { roundId: won });
    await walletCall(app, 'credit', {
      sessionToken,
      transactionId: freshId('win'),
      roundId: won,
      currency: 'CAD',
      amount: '1000',
    });
    await debit(app, sessionToken, '300');

    const spins = await call<{ data: Round[]; meta: PageMeta }>(app, 'GET', '/api/game/spins?perPage=1', {
      token: player.token,
    });
    expect(spins.body.meta).toEqual({ page: 1, perPage: 1, totalPages: 2, totalRows: 2 });
    const settled = await call<{ data: { amount: number; win: number; isSettled: boolean }[]; meta: PageMeta }>(
      app,
      'GET',
      '/api/game/bets',
      { token: player.token },
    );
    expect(settled.body.data).toEqual([expect.objectContaining({ amount: 2, win: 10, isSettled: true, status: 2 })]);
    const open = await call<{ data: { amount: number; isSettled: boolean }[] }>(
      app,
      'GET',
      '/api/game/bets?isSettled=false',
      {
        token: player.token,
      },
    );
    expect(open.body.data).toEqual([expect.objectContaining({ amount: 3, isSettled: false, status: 1 })]);
    expect((await call(app, 'GET', '/api/game/bets')).status).toBe(401);

    const winners = await call<{
      data: { roundId: string; gameIdentity: string; amount: number; multiplier: number; playerName: string }[];
    }>(app, 'GET', '/api/game/spins/winners?limit=50');
    expect(winners.status).toBe(200);
    const wonRound = await roundIdOf(app, won);
    const mine = winners.body.data.find((w) => w.roundId === wonRound);
    expect(mine).toMatchObject({ gameIdentity: 'crash-rocket', amount: 10, multiplier: 5 });
    expect(mine?.playerName).toMatch(/^.{1,2}\*\*\*$/);
    expect(JSON.stringify(winners.body)).not.toContain(player.email);

    // A round paid in two credits shows once, with its whole win, at its settlement: newest first.
    const freeSpins = freshId('round');
    await debit(app, sessionToken, '100', { roundId: freeSpins });
    const credit = (amount: string, roundEnded: boolean) =>
      walletCall(app, 'credit', {
        sessionToken,
        transactionId: freshId('win'),
        roundId: freeSpins,
        currency: 'CAD',
        amount,
        roundEnded,
      });
    await credit('250', false);
    // Paid within the round: no game event yet, so the posting announces the balance itself.
    const changed = await outboxPayloads<{ account: unknown }>(app, player.playerId, 'wallet.account.changed');
    expect(changed.at(-1)?.account).toEqual(await accountOf(app, player.token, 'CAD'));
    const notYet = await call<{ data: { roundId: string }[] }>(app, 'GET', '/api/game/spins/winners?limit=50');
    const freeSpinsRound = await roundIdOf(app, freeSpins);
    expect(notYet.body.data.map((w) => w.roundId)).not.toContain(freeSpinsRound);
    await credit('0', true);
    const after = await call<{ data: { roundId: string; amount: number }[] }>(
      app,
      'GET',
      '/api/game/spins/winners?limit=50',
    );
    // The credit that ended it moved no money: its event carries no account.
    const settlements = await outboxPayloads<RoundSettledPayload>(app, player.playerId, 'game.round.settled');
    expect(settlements.find((e) => e.roundId === freeSpinsRound)).not.toHaveProperty('account');
    expect(after.body.data.filter((w) => w.roundId === freeSpinsRound)).toEqual([
      expect.objectContaining({ amount: 2.5 }),
    ]);
    const order = after.body.data.map((w) => w.roundId);
    expect(order.indexOf(freeSpinsRound)).toBeLessThan(order.indexOf(wonRound));
  });

  it('keeps every row a round or a bet points at: providers, games, sessions and rounds are never deleted', async () => {
    const player = await gamePlayer(app, { balance: 10, currency: 'CAD' });
    const sessionToken = await realSession(app, player, 'crash-rocket');
    await debit(app, sessionToken, '100');
    const refusal = (statement: ReturnType<typeof sql>) =>
      app.db.execute(statement).then(
        () => 'done',
        (error: unknown) => String((error as { cause?: unknown }).cause ?? error),
      );
    // Rounds and bets carry no foreign keys (decision 0044); these guards keep what they point at.
    for (const table of ['game_rounds', 'game_sessions', 'games', 'game_providers']) {
      expect(await refusal(sql`delete from ${sql.identifier(table)}`)).toMatch(
        `money rows point at ${table}: DELETE refused`,
      );
      expect(await refusal(sql`truncate ${sql.identifier(table)} cascade`)).toMatch('TRUNCATE refused');
    }
    const [rounds] = await queryRows<{ n: number }>(
      app.db,
      sql`select count(*)::int as n from game_rounds where player_id = ${player.playerId}`,
    );
    expect(rounds?.n).toBe(1);
  });
});
