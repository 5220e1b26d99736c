import type {
  HouseSession,
  MinesResult,
  PlinkoResult,
  RevealedRounds,
  RevealedSeeds,
  RouletteResult,
  SlotsResult,
} from '@croupier/contracts/house';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProviderSecrets } from '../games/signing.ts';
import { fund, listAccounts, startPaymentsApp, walletPlayer } from '../payments/test-helpers.ts';
import { call, type ErrorBody, type TestApp } from '../player/test-helpers.ts';
import { inProcessCasinoWallet } from './casino-wallet.ts';
import { createHouseProvider } from './service.ts';
import { verifyPublished } from './test-helpers.ts';

const walletSecret = 'house-games-play-test-wallet-secret-0123456789';
const secrets = createProviderSecrets({ masterSecret: walletSecret, explicit: undefined, production: false });
const roulette = 'croupier-originals-european-roulette';
const plinko = 'croupier-originals-plinko-medium';
const slot = 'croupier-originals-fruit-stand-classic';
const mines = 'croupier-originals-mines';

type Answer<T> = { data: T } & ErrorBody;

describe('the house studio deals roulette, plinko, slots and mines through the same rounds', () => {
  let app: TestApp;
  beforeAll(async () => {
    ({ app } = await startPaymentsApp({ GAME_WALLET_SECRET: walletSecret, HOUSE_GAMES_ENABLED: 'true' }));
  });
  afterAll(() => app.close());

  async function launch(game: string, playerToken?: string): Promise<string> {
    const answer = await call<{ data: { url: string } }>(app, 'POST', `/api/game/games/${game}/play`, {
      token: playerToken,
      body: { real: playerToken !== undefined, currency: 'CAD' },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return new URL(answer.body.data.url, app.url).searchParams.get('token') as string;
  }
  const post = <T>(path: string, body: Record<string, unknown>) =>
    call<Answer<T>>(app, 'POST', `/provider/house/api/${path}`, { body });
  const open = (token: string, game: string) => post<HouseSession>('session', { token, game });
  const rotate = (token: string, game: string) =>
    post<RevealedSeeds>('seed', { token, game, clientSeed: 'check-my-rounds' });

  it('[S1.2-19] spins roulette: each bet paid 36/k on its numbers, bad layouts refused, the spin provable', async () => {
    const token = await launch(roulette);
    const session = await open(token, roulette);
    expect(session.body.data.game.engine).toEqual({ game: 'roulette' });
    const start = BigInt(session.body.data.balanceMinor);
    const bets = [
      { type: 'red', stake: '100' },
      { type: 'straight', numbers: [17], stake: '50' },
      { type: 'dozen', index: 2, stake: '100' },
    ];
    const spin = await post<RouletteResult>('roulette', { token, game: roulette, bets });
    expect(spin.status, JSON.stringify(spin.body)).toBe(200);
    const { number, color, wins } = spin.body.data.outcome;
    const expected = [
      color === 'red' ? 200n : 0n,
      number === 17 ? 1800n : 0n,
      number >= 13 && number <= 24 ? 300n : 0n,
    ];
    expect(wins.map((w) => BigInt(w.winMinor))).toEqual(expected);
    const won = expected.reduce((a, b) => a + b, 0n);
    expect(spin.body.data).toMatchObject({ stakeMinor: '250', winMinor: won.toString() });
    expect(spin.body.data.balanceMinor).toBe((start - 250n + won).toString());

    const notASplit = await post('roulette', {
      token,
      game: roulette,
      bets: [{ type: 'split', numbers: [1, 5], stake: '100' }],
    });
    expect([notASplit.status, notASplit.body.error.code, Object.keys(notASplit.body.error.fields ?? {})]).toEqual([
      400,
      'house_bad_bet',
      ['bets'],
    ]);
    const tooSmall = await post('roulette', { token, game: roulette, bets: [{ type: 'red', stake: '1' }] });
    expect([tooSmall.status, Object.keys(tooSmall.body.error.fields ?? {})]).toEqual([400, ['bets.0.stake']]);

    const { serverSeedHash } = session.body.data.seed;
    const secret = await call<ErrorBody>(app, 'GET', `/provider/house/api/seeds/${serverSeedHash}`);
    expect([secret.status, secret.body.error.code]).toEqual([404, 'house_seed_not_revealed']);
    const revealed = (await rotate(token, roulette)).body.data.revealed;
    const published = await call<Answer<RevealedRounds>>(app, 'GET', `/provider/house/api/seeds/${serverSeedHash}`);
    expect(published.status).toBe(200);
    expect(published.body.data).toMatchObject({ serverSeed: revealed.serverSeed, clientSeed: revealed.clientSeed });
    expect(published.body.data.rounds.map((r) => [r.nonce, r.winMinor, r.outcome.number])).toEqual([
      [spin.body.data.nonce, won.toString(), number],
    ]);
    const [verified] = await verifyPublished(app, serverSeedHash);
    expect(verified?.draw).toBe(String(number));
  });

  it('[S1.2-19] drops plinko balls with the game’s risk and the player’s rows, and slots spin with the game’s lines', async () => {
    const token = await launch(plinko);
    const session = await open(token, plinko);
    expect(session.body.data.game.engine).toEqual({ game: 'plinko', risk: 'medium' });
    const ball = await post<PlinkoResult>('plinko', { token, game: plinko, stake: '100', rows: 12 });
    expect(ball.status, JSON.stringify(ball.body)).toBe(200);
    const { path, bucket, multiplier } = ball.body.data.outcome;
    expect(path).toHaveLength(12);
    expect(bucket).toBe(path.filter(Boolean).length);
    expect(ball.body.data.winMinor).toBe(((100n * BigInt(multiplier)) / 1_000_000n).toString());
    const badRows = await post('plinko', { token, game: plinko, stake: '100', rows: 9 });
    expect([badRows.status, Object.keys(badRows.body.error.fields ?? {})]).toEqual([400, ['rows']]);
    // A plinko token does not play another game's maths.
    const wrongGame = await post('slots', { token, game: plinko, stake: '100' });
    expect([wrongGame.status, wrongGame.body.error.code]).toEqual([409, 'house_game_unavailable']);
    await rotate(token, plinko);
    const [dropped] = await verifyPublished(app, session.body.data.seed.serverSeedHash);
    expect(dropped?.draw).toBe(path.map((right) => (right ? 'R' : 'L')).join(''));

    const slotToken = await launch(slot);
    const slotSession = await open(slotToken, slot);
    const engine = slotSession.body.data.game.engine;
    expect(engine.game).toBe('slots');
    const spin = await post<SlotsResult>('slots', { token: slotToken, game: slot, stake: '200' });
    expect(spin.status, JSON.stringify(spin.body)).toBe(200);
    const outcome = spin.body.data.outcome;
    expect(outcome.base.grid).toHaveLength(5);
    expect(outcome.multiplier).toBe(
      outcome.freeSpins.reduce((sum, free) => sum + free.multiplier, outcome.base.multiplier),
    );
    expect(spin.body.data.winMinor).toBe(((200n * BigInt(outcome.multiplier)) / 1_000_000n).toString());
    await rotate(slotToken, slot);
    const [spun] = await verifyPublished(app, slotSession.body.data.seed.serverSeedHash);
    expect(spun?.winMinor).toBe(spin.body.data.winMinor);
  });

  it('[S1.2-19] plays mines for real money: stake at the start, moves checked against the round, the win paid at the end', async () => {
    const player = await walletPlayer(app);
    await fund(app, player, 10);
    const token = await launch(mines, player.token);
    const session = await open(token, mines);
    expect(session.body.data.minesRound).toBeNull();

    const nothing = await post('mines/reveal', { token, game: mines, tile: 3 });
    expect([nothing.status, nothing.body.error.code]).toEqual([409, 'house_bad_move']);
    const started = await post<MinesResult>('mines/start', { token, game: mines, stake: '100', mines: 1 });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    expect(started.body.data.outcome).toMatchObject({ status: 'playing', revealed: [], minePositions: null });
    expect((await listAccounts(app, player.token))[0]?.balance).toBe(9);
    // The answer carries the casino balance after the stake, so the table shows it at once.
    expect(started.body.data.balanceMinor).toBe('900');

    const again = await post('mines/start', { token, game: mines, stake: '100', mines: 1 });
    expect([again.status, again.body.error.code]).toEqual([409, 'house_bad_move']);
    const reseed = await rotate(token, mines);
    expect([reseed.status, reseed.body.error.code]).toEqual([409, 'house_round_in_play']);
    // Nor from another window of the same player, which plays the same pair: the layout would show.
    const elsewhere = await rotate(await launch(mines, player.token), mines);
    expect([elsewhere.status, elsewhere.body.error.code]).toEqual([409, 'house_round_in_play']);
    // A reload resumes the round, the mine still hidden.
    const resumed = (await open(token, mines)).body.data.minesRound;
    expect(resumed?.roundId).toBe(started.body.data.roundId);
    expect(resumed?.outcome.minePositions).toBeNull();

    const first = await post<MinesResult>('mines/reveal', { token, game: mines, tile: 12 });
    expect(first.status).toBe(200);
    let final: MinesResult;
    if (first.body.data.outcome.status === 'lost') {
      final = first.body.data;
      expect(final.outcome.minePositions).toEqual([12]);
    } else {
      const twice = await post('mines/reveal', { token, game: mines, tile: 12 });
      expect([twice.status, twice.body.error.code]).toEqual([409, 'house_bad_move']);
      const cashed = await post<MinesResult>('mines/cash-out', { token, game: mines });
      expect(cashed.status).toBe(200);
      final = cashed.body.data;
      // One mine in 25: the first safe tile pays 0.99 × 25/24.
      expect(final.outcome).toMatchObject({ status: 'cashed-out', multiplier: 1_031_250 });
      expect(final.winMinor).toBe('103');
    }
    expect(final.balanceMinor).toBe((900n + BigInt(final.winMinor)).toString());
    expect((await listAccounts(app, player.token))[0]?.balance).toBe(Number(final.balanceMinor) / 100);

    await rotate(token, mines);
    const [verified] = await verifyPublished(app, session.body.data.seed.serverSeedHash);
    expect([verified?.nonce, verified?.draw]).toEqual([
      started.body.data.nonce,
      final.outcome.minePositions?.join(', '),
    ]);
  });

  it('finishes an abandoned mines round for the player: cashed out after a safe tile, the stake back without one', async () => {
    const token = await launch(mines);
    const { balanceMinor, seed } = (await open(token, mines)).body.data;
    const start = BigInt(balanceMinor);
    await post('mines/start', { token, game: mines, stake: '100', mines: 24 });
    // The verifier does not end a guest's pair while a round played with it is in play.
    const early = await call<ErrorBody>(app, 'POST', `/provider/house/api/seeds/${seed.serverSeedHash}/reveal`);
    expect([early.status, early.body.error.code]).toEqual([409, 'house_round_in_play']);
    const provider = createHouseProvider({
      db: app.db,
      casino: inProcessCasinoWallet(app.app, (p) => secrets.secretFor(p)),
    });
    expect(await provider.recover(new Date(0), new Date(Date.now() + 1000))).toBeGreaterThanOrEqual(1);
    expect((await open(token, mines)).body.data).toMatchObject({ balanceMinor: start.toString(), minesRound: null });
  });
});
