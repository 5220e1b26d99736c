import { createHash } from 'node:crypto';
import type { DiceResult, HouseSession } from '@croupier/contracts/house';
import { verifyRound } from '@croupier/house-games/verify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/database.ts';
import { createProviderSecrets } from '../games/signing.ts';
import { fund, listAccounts, startPaymentsApp, walletPlayer } from '../payments/test-helpers.ts';
import { call, type ErrorBody, type TestApp } from '../player/test-helpers.ts';
import { type CasinoWallet, inProcessCasinoWallet } from './casino-wallet.ts';
import { dicePlay } from './plays.ts';
import { createHouseProvider } from './service.ts';

const walletSecret = 'house-provider-test-wallet-secret-0123456789';
const secrets = createProviderSecrets({ masterSecret: walletSecret, explicit: undefined, production: false });
const dice = 'croupier-originals-dice';

type SessionAnswer = { data: HouseSession } & ErrorBody;
type DiceAnswer = { data: DiceResult } & ErrorBody;

describe('the house studio: sessions, dice through the seamless wallet, fairness and recovery', () => {
  let app: TestApp;
  beforeAll(async () => {
    ({ app } = await startPaymentsApp({ GAME_WALLET_SECRET: walletSecret, HOUSE_GAMES_ENABLED: 'true' }));
  });
  afterAll(() => app.close());

  async function launch(real: boolean, token?: string): Promise<string> {
    const answer = await call<{ data: { url: string } }>(app, 'POST', `/api/game/games/${dice}/play`, {
      token,
      body: { real, currency: 'CAD' },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return new URL(answer.body.data.url, app.url).searchParams.get('token') as string;
  }
  const open = (token: string, game = dice) =>
    call<SessionAnswer>(app, 'POST', '/provider/house/api/session', { body: { token, game } });
  const roll = (token: string, bet: Record<string, unknown>) =>
    call<DiceAnswer>(app, 'POST', '/provider/house/api/dice', { body: { token, game: dice, ...bet } });

  it('plays demo with play money and the same maths, and a rotated seed proves every roll', async () => {
    const token = await launch(false);
    const session = await open(token);
    expect(session.status).toBe(200);
    expect(session.body.data).toMatchObject({ mode: 'demo', currency: 'CAD', balanceMinor: '200000' });
    expect(session.body.data.stake).toEqual({ minMinor: '20', maxMinor: '50000' });
    const { serverSeedHash } = session.body.data.seed;

    const rolls: DiceResult[] = [];
    let balance = 200_000n;
    for (let n = 0; n < 5; n++) {
      const answer = await roll(token, { stake: '100', direction: 'under', target: 5000 });
      expect(answer.status).toBe(200);
      const result = answer.body.data;
      expect(result.nonce).toBe(n);
      balance += BigInt(result.winMinor) - 100n;
      expect(result.balanceMinor).toBe(balance.toString());
      expect(result.outcome.won).toBe(result.outcome.roll < 5000);
      rolls.push(result);
    }

    const rotated = await call<{ data: { revealed: { serverSeed: string; clientSeed: string; nonceCount: number } } }>(
      app,
      'POST',
      '/provider/house/api/seed',
      { body: { token, game: dice, clientSeed: 'my-lucky-seed' } },
    );
    expect(rotated.status).toBe(200);
    const revealed = rotated.body.data.revealed;
    expect(revealed.nonceCount).toBe(5);
    for (const result of rolls) {
      const check = verifyRound(
        { serverSeed: revealed.serverSeed, serverSeedHash, clientSeed: revealed.clientSeed, nonce: result.nonce },
        { game: 'dice', bet: { stake: 100n, direction: 'under', target: 5000 } },
      );
      expect(check.hashMatches).toBe(true);
      expect(check.game === 'dice' && check.outcome.roll).toBe(result.outcome.roll);
    }
    expect((await open(token)).body.data.seed).toMatchObject({ clientSeed: 'my-lucky-seed', nonce: 0 });
  });

  it('plays for real money: the stake and the win move the casino balance, each round once', async () => {
    const player = await walletPlayer(app);
    await fund(app, player, 10);
    const token = await launch(true, player.token);
    const session = await open(token);
    expect(session.body.data).toMatchObject({ mode: 'real', currency: 'CAD', balanceMinor: '1000' });

    let expected = 1000n;
    for (let n = 0; n < 4; n++) {
      const answer = await roll(token, { stake: '100', direction: 'over', target: 4999 });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expected += BigInt(answer.body.data.winMinor) - 100n;
      expect(answer.body.data).toMatchObject({ balanceMinor: expected.toString(), winPending: false });
    }
    expect((await listAccounts(app, player.token))[0]?.balance).toBe(Number(expected) / 100);
    const rounds = await queryRows<{ status: number; n: number }>(
      app.db,
      sql`select status, count(*)::int as n from game_rounds where player_id = ${player.playerId} group by status`,
    );
    expect(rounds.reduce((sum, r) => sum + r.n, 0)).toBe(4);
    // Won (2) or lost (3): every round settled in the casino.
    expect(rounds.every((r) => [2, 3].includes(Number(r.status)))).toBe(true);
  });

  it('refuses bad bets, unknown sessions and unknown games, moving nothing', async () => {
    const player = await walletPlayer(app);
    await fund(app, player, 10);
    const token = await launch(true, player.token);
    const low = await roll(token, { stake: '19', direction: 'under', target: 5000 });
    expect([low.status, low.body.error.code, Object.keys(low.body.error.fields ?? {})]).toEqual([
      400,
      'house_bad_bet',
      ['stake'],
    ]);
    const wild = await roll(token, { stake: '100', direction: 'under', target: 99 });
    expect([wild.status, wild.body.error.code]).toEqual([400, 'house_bad_bet']);
    const malformed = await roll(token, { stake: '1.5', direction: 'sideways', target: 5000 });
    expect(malformed.status).toBe(400);
    expect(Object.keys(malformed.body.error.fields ?? {}).sort()).toEqual(['direction', 'stake']);
    const broke = await roll(token, { stake: '5000', direction: 'under', target: 5000 });
    expect([broke.status, broke.body.error.code, broke.body.error.fields?.reason]).toEqual([
      409,
      'house_bet_refused',
      ['insufficient_funds'],
    ]);
    const stranger = await open('x'.repeat(43));
    expect([stranger.status, stranger.body.error.code]).toEqual([401, 'house_session_invalid']);
    const unknown = await open(token, 'croupier-originals-pachinko');
    expect([unknown.status, unknown.body.error.code]).toEqual([404, 'house_game_unavailable']);
    expect((await listAccounts(app, player.token))[0]?.balance).toBe(10);
  });

  it('finishes after a restart a round interrupted between stake and win, and rolls back a stake of unknown fate', async () => {
    const player = await walletPlayer(app);
    await fund(app, player, 10);
    const token = await launch(true, player.token);
    const real = inProcessCasinoWallet(app.app, (p) => secrets.secretFor(p));
    // The process "dies" after the casino took the stake: every credit is lost on the way.
    const losingWins: CasinoWallet = {
      call: (provider, operation, body) =>
        operation === 'credit' ? Promise.resolve({ status: 0, body: {} }) : real.call(provider, operation, body),
    };
    const crashed = createHouseProvider({ db: app.db, casino: losingWins });
    // Low target, high multiplier or not: the win is whatever the seeds say; the test settles either way.
    const result = await crashed.play(token, dice, undefined, 'dice', (_, range) =>
      dicePlay({ stake: 200n, direction: 'under', target: 9000 }, range),
    );
    expect(result.winPending).toBe(true);
    expect((await listAccounts(app, player.token))[0]?.balance).toBe(8);

    // The casino never answered this stake: rolled back, and a late debit with its id is refused.
    const silentStakes: CasinoWallet = {
      call: (provider, operation, body) =>
        operation === 'debit' ? Promise.resolve({ status: 0, body: {} }) : real.call(provider, operation, body),
    };
    const unsure = createHouseProvider({ db: app.db, casino: silentStakes });
    await expect(
      unsure.play(token, dice, undefined, 'dice', (_, range) =>
        dicePlay({ stake: 100n, direction: 'under', target: 5000 }, range),
      ),
    ).rejects.toMatchObject({
      code: 'house_casino_unavailable',
    });

    // After the restart, recovery pays the win it owes.
    const restarted = createHouseProvider({ db: app.db, casino: real });
    expect(await restarted.recover(new Date(Date.now() + 1000), new Date(0))).toBeGreaterThanOrEqual(1);
    const balance = (await listAccounts(app, player.token))[0]?.balance;
    expect(balance).toBe(8 + Number(result.winMinor) / 100);
    const open = await queryRows<{ status: string }>(
      app.db,
      sql`select status from house_rounds where session_key = ${createHash('sha256').update(token).digest('hex')} order by created_at`,
    );
    expect(open.map((r) => r.status)).toEqual(['settled', 'rolled_back']);
  });
});
