import type { BlackjackResult, HouseSession, RevealedSeeds } from '@croupier/contracts/house';
import type { BlackjackMove } from '@croupier/house-games/blackjack';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProviderSecrets } from '../games/signing.ts';
import { fund, listAccounts, startPaymentsApp, walletPlayer } from '../payments/test-helpers.ts';
import { call, type ErrorBody, type TestApp } from '../player/test-helpers.ts';
import { type CasinoWallet, inProcessCasinoWallet } from './casino-wallet.ts';
import { createHouseProvider } from './service.ts';
import { verifyPublished } from './test-helpers.ts';

const walletSecret = 'house-blackjack-test-wallet-secret-0123456789';
const secrets = createProviderSecrets({ masterSecret: walletSecret, explicit: undefined, production: false });
const blackjack = 'croupier-originals-blackjack';

type Answer<T> = { data: T } & ErrorBody;

describe('the house studio deals blackjack: moves, added stakes through the casino, the shoe provable', () => {
  let app: TestApp;
  beforeAll(async () => {
    ({ app } = await startPaymentsApp({ GAME_WALLET_SECRET: walletSecret, HOUSE_GAMES_ENABLED: 'true' }));
  });
  afterAll(() => app.close());

  async function launch(playerToken?: string): Promise<string> {
    const answer = await call<{ data: { url: string } }>(app, 'POST', `/api/game/games/${blackjack}/play`, {
      token: playerToken,
      body: { real: playerToken !== undefined, currency: 'CAD' },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return new URL(answer.body.data.url, app.url).searchParams.get('token') as string;
  }
  const post = <T>(path: string, body: Record<string, unknown>) =>
    call<Answer<T>>(app, 'POST', `/provider/house/api/${path}`, { body });

  /** Insurance when offered, a double when allowed, else stand: every kind of added stake gets played. */
  const choose = (moves: readonly BlackjackMove[]): BlackjackMove =>
    moves.includes('insurance') ? 'insurance' : moves.includes('double') ? 'double' : 'stand';

  it('[S1.2-20] plays real-money rounds: each added stake is a debit, the win is paid at the end, the shoe recomputes', async () => {
    const player = await walletPlayer(app);
    await fund(app, player, 20);
    const token = await launch(player.token);
    const session = (await post<HouseSession>('session', { token, game: blackjack })).body.data;
    expect(session).toMatchObject({ mode: 'real', blackjackRound: null, game: { engine: { game: 'blackjack' } } });

    let balance = 2000n;
    const played: { nonce: number; moves: BlackjackMove[]; result: BlackjackResult }[] = [];
    for (let round = 0; round < 3; round++) {
      const dealt = await post<BlackjackResult>('blackjack/deal', { token, game: blackjack, stake: '100' });
      expect(dealt.status, JSON.stringify(dealt.body)).toBe(200);
      let result = dealt.body.data;
      const moves: BlackjackMove[] = [];
      if (result.outcome.phase !== 'settled') {
        // The hole card stays face down while the player decides.
        expect(result.outcome.dealer).toMatchObject({ hidden: 1 });
        expect(result.outcome.dealer.cards).toHaveLength(1);
        const notNow = await post('blackjack/deal', { token, game: blackjack, stake: '100' });
        expect([notNow.status, notNow.body.error.code]).toEqual([409, 'house_bad_move']);
      }
      while (result.outcome.phase !== 'settled') {
        const move = choose(result.outcome.moves);
        moves.push(move);
        const answer = await post<BlackjackResult>('blackjack/move', { token, game: blackjack, move });
        expect(answer.status, JSON.stringify(answer.body)).toBe(200);
        result = answer.body.data;
      }
      expect(result.outcome.dealer.hidden).toBe(0);
      balance += BigInt(result.winMinor) - BigInt(result.stakeMinor);
      expect(result.balanceMinor).toBe(balance.toString());
      played.push({ nonce: result.nonce, moves, result });
    }
    expect((await listAccounts(app, player.token))[0]?.balance).toBe(Number(balance) / 100);
    const over = await post('blackjack/move', { token, game: blackjack, move: 'hit' });
    expect([over.status, over.body.error.code]).toEqual([409, 'house_bad_move']);

    await post<RevealedSeeds>('seed', { token, game: blackjack, clientSeed: 'shoe-check' });
    // The deal from the revealed shoe, then the recorded moves, ends where the studio's round ended.
    const verified = await verifyPublished(app, session.seed.serverSeedHash);
    expect(verified.map((r) => [r.nonce, r.winMinor])).toEqual(
      played.map(({ nonce, result }) => [nonce, result.winMinor]).reverse(),
    );
  });

  it('undoes an added stake the casino did not confirm, leaving the hand as it was; a move not allowed is refused', async () => {
    const player = await walletPlayer(app);
    await fund(app, player, 20);
    const token = await launch(player.token);
    let dealt: BlackjackResult | undefined;
    for (let tries = 0; tries < 20; tries++) {
      const answer = await post<BlackjackResult>('blackjack/deal', { token, game: blackjack, stake: '100' });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      let result = answer.body.data;
      if (result.outcome.phase === 'insurance') {
        result = (await post<BlackjackResult>('blackjack/move', { token, game: blackjack, move: 'decline-insurance' }))
          .body.data;
      }
      if (result.outcome.phase === 'player' && result.outcome.moves.includes('double')) {
        dealt = result;
        break;
      }
      while (result.outcome.phase !== 'settled') {
        result = (await post<BlackjackResult>('blackjack/move', { token, game: blackjack, move: 'stand' })).body.data;
      }
    }
    if (!dealt) throw new Error('no hand to double in 20 deals');
    if (!dealt.outcome.moves.includes('split')) {
      const split = await post('blackjack/move', { token, game: blackjack, move: 'split' });
      expect([split.status, split.body.error.code]).toEqual([409, 'house_bad_move']);
    }
    const before = (await listAccounts(app, player.token))[0]?.balance;

    const real = inProcessCasinoWallet(app.app, (p) => secrets.secretFor(p));
    const silentStakes: CasinoWallet = {
      call: (provider, operation, body) =>
        operation === 'debit' ? Promise.resolve({ status: 0, body: {} }) : real.call(provider, operation, body),
    };
    const unsure = createHouseProvider({ db: app.db, casino: silentStakes });
    await expect(unsure.blackjackMove(token, blackjack, 'double')).rejects.toMatchObject({
      code: 'house_casino_unavailable',
    });
    expect((await listAccounts(app, player.token))[0]?.balance).toBe(before);
    const resumed = (await post<HouseSession>('session', { token, game: blackjack })).body.data.blackjackRound;
    expect(resumed?.outcome.hands).toEqual(dealt.outcome.hands);
    expect(resumed?.stakeMinor).toBe('100');
    // The same double, now confirmed, is taken as a new stake of its own.
    const doubled = await post<BlackjackResult>('blackjack/move', { token, game: blackjack, move: 'double' });
    expect(doubled.status, JSON.stringify(doubled.body)).toBe(200);
    expect(doubled.body.data.stakeMinor).toBe('200');
  });

  it('finishes an abandoned blackjack round by standing, paying what the hands are worth', async () => {
    const token = await launch();
    const start = BigInt((await post<HouseSession>('session', { token, game: blackjack })).body.data.balanceMinor);
    let result: BlackjackResult | undefined;
    for (let tries = 0; tries < 20 && result?.outcome.phase !== 'player'; tries++) {
      result = (await post<BlackjackResult>('blackjack/deal', { token, game: blackjack, stake: '100' })).body.data;
      if (result.outcome.phase === 'insurance') break;
    }
    if (!result || result.outcome.phase === 'settled') throw new Error('every deal was a natural');
    const provider = createHouseProvider({
      db: app.db,
      casino: inProcessCasinoWallet(app.app, (p) => secrets.secretFor(p)),
    });
    expect(await provider.recover(new Date(0), new Date(Date.now() + 1000))).toBeGreaterThanOrEqual(1);
    const after = await post<HouseSession>('session', { token, game: blackjack });
    expect(after.body.data.blackjackRound).toBeNull();
    const moved = BigInt(after.body.data.balanceMinor) - start;
    // Earlier deals in the loop settled as naturals; the abandoned one ended as a stand: lost, pushed or won.
    expect(moved % 50n).toBe(0n);
  });
});
