import { createHash } from 'node:crypto';
import type { DiceResult, HouseSession, RevealedRounds, RevealedSeeds } from '@croupier/contracts/house';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/database.ts';
import { createProviderSecrets } from '../games/signing.ts';
import { fund, listAccounts, startPaymentsApp, walletPlayer } from '../payments/test-helpers.ts';
import { call, type ErrorBody, type TestApp } from '../player/test-helpers.ts';
import { type CasinoWallet, inProcessCasinoWallet } from './casino-wallet.ts';
import { dicePlay } from './plays.ts';
import { createHouseProvider } from './service.ts';
import { verifyPublished } from './test-helpers.ts';

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
    const verified = await verifyPublished(app, serverSeedHash);
    expect(verified.map((r) => [r.nonce, r.draw])).toEqual(
      rolls.map((r) => [r.nonce, (r.outcome.roll / 100).toFixed(2)]).reverse(),
    );
    expect((await open(token)).body.data.seed).toMatchObject({ clientSeed: 'my-lucky-seed', nonce: 0 });
  });

  const rotate = (token: string, clientSeed: string, game = dice) =>
    call<{ data: RevealedSeeds } & ErrorBody>(app, 'POST', '/provider/house/api/seed', {
      body: { token, game, clientSeed },
    });
  const lookUp = (hash: string) =>
    call<{ data: RevealedRounds } & ErrorBody>(app, 'GET', `/provider/house/api/seeds/${hash}`);
  const revealTable = (hash: string) =>
    call<{ data: RevealedRounds } & ErrorBody>(app, 'POST', `/provider/house/api/seeds/${hash}/reveal`);
  const evenOdds = { stake: '100', direction: 'under', target: 5000 };

  it("keeps a player's seed pair across launches and devices until they rotate it, from any of them", async () => {
    const player = await walletPlayer(app);
    await fund(app, player, 10);
    const first = await launch(true, player.token);
    const opened = (await open(first)).body.data.seed;
    expect(opened).toMatchObject({ nonce: 0, owner: 'player' });
    const played = [await roll(first, evenOdds), await roll(first, evenOdds)].map((answer) => answer.body.data);
    expect(played.map((r) => [r.nonce, r.serverSeedHash])).toEqual([
      [0, opened.serverSeedHash],
      [1, opened.serverSeedHash],
    ]);

    // A reload, or the same player on another device, is a new launch: the pair and its nonce go on.
    const second = await launch(true, player.token);
    expect((await open(second)).body.data.seed).toEqual({ ...opened, nonce: 2 });
    // Demo by the same player plays the same pair (its rounds are numbered on with the real ones).
    const demo = await launch(false, player.token);
    expect((await open(demo)).body.data.seed).toEqual({ ...opened, nonce: 2 });
    played.push((await roll(demo, evenOdds)).body.data);
    expect(played[2]?.nonce).toBe(2);

    // Still secret, and the verifier says whose it is; only the player reveals it, by rotating.
    const secret = await lookUp(opened.serverSeedHash);
    expect([secret.status, secret.body.error.code, secret.body.error.fields?.reason]).toEqual([
      404,
      'house_seed_not_revealed',
      ['player'],
    ]);
    const forced = await revealTable(opened.serverSeedHash);
    expect([forced.status, forced.body.error.fields?.reason]).toEqual([409, ['player']]);

    const rotated = await rotate(second, 'from-my-phone');
    expect(rotated.status, JSON.stringify(rotated.body)).toBe(200);
    expect(rotated.body.data.revealed).toMatchObject({ serverSeedHash: opened.serverSeedHash, nonceCount: 3 });
    expect(rotated.body.data.next).toMatchObject({ clientSeed: 'from-my-phone', nonce: 0, owner: 'player' });
    const published = await lookUp(opened.serverSeedHash);
    expect(published.status).toBe(200);
    expect(published.body.data.rounds.map((r) => r.nonce)).toEqual([2, 1, 0]);
    const verified = await verifyPublished(app, opened.serverSeedHash);
    expect(verified.map((r) => r.draw)).toEqual(played.map((r) => (r.outcome.roll / 100).toFixed(2)).reverse());

    // The first launch plays on with the pair the rotation put in play.
    const next = (await roll(first, evenOdds)).body.data;
    expect([next.serverSeedHash, next.nonce]).toEqual([rotated.body.data.next.serverSeedHash, 0]);
    // Another game has a pair of its own, and so has another player.
    const plinko = 'croupier-originals-plinko-medium';
    const plinkoLaunch = await call<{ data: { url: string } }>(app, 'POST', `/api/game/games/${plinko}/play`, {
      token: player.token,
      body: { real: true, currency: 'CAD' },
    });
    const plinkoToken = new URL(plinkoLaunch.body.data.url, app.url).searchParams.get('token') as string;
    const plinkoSeed = (await open(plinkoToken, plinko)).body.data.seed;
    expect(plinkoSeed.serverSeedHash).not.toBe(rotated.body.data.next.serverSeedHash);
    const other = await walletPlayer(app);
    const otherSeed = (await open(await launch(false, other.token))).body.data.seed;
    expect(otherSeed.serverSeedHash).not.toBe(rotated.body.data.next.serverSeedHash);
  });

  it("keeps a guest's pair with the demo table, and the verifier reveals it on request once the guest has left", async () => {
    const table = await launch(false);
    const seed = (await open(table)).body.data.seed;
    expect(seed.owner).toBe('table');
    const rolled = (await roll(table, evenOdds)).body.data;
    // A reload is a new table with play money and seeds of its own.
    const reloaded = (await open(await launch(false))).body.data.seed;
    expect(reloaded.serverSeedHash).not.toBe(seed.serverSeedHash);

    const secret = await lookUp(seed.serverSeedHash);
    expect([secret.status, secret.body.error.fields?.reason]).toEqual([404, ['table']]);
    const revealed = await revealTable(seed.serverSeedHash);
    expect(revealed.status, JSON.stringify(revealed.body)).toBe(200);
    expect(revealed.body.data).toMatchObject({ serverSeedHash: seed.serverSeedHash, nonceCount: 1 });
    expect(revealed.body.data.rounds.map((r) => [r.nonce, r.winMinor])).toEqual([[0, rolled.winMinor]]);
    expect((await lookUp(seed.serverSeedHash)).status).toBe(200);
    expect((await revealTable(seed.serverSeedHash)).status).toBe(200);

    // The old table, if still open, goes on with a new pair and the client seed it had.
    const after = (await open(table)).body.data.seed;
    expect(after).toMatchObject({ clientSeed: seed.clientSeed, nonce: 0, owner: 'table' });
    expect(after.serverSeedHash).not.toBe(seed.serverSeedHash);
    const unknown = await revealTable('0'.repeat(64));
    expect([unknown.status, unknown.body.error.code, unknown.body.error.fields]).toEqual([
      404,
      'house_seed_not_revealed',
      undefined,
    ]);
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
