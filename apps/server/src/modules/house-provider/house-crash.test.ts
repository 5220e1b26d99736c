import type { CrashMessage } from '@croupier/contracts/house';
import { crashFlight, flightMs } from '@croupier/house-games/crash-flight';
import { verifyCrashRound } from '@croupier/house-games/crash-round';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/database.ts';
import { createProviderSecrets } from '../games/signing.ts';
import { fund, listAccounts, startPaymentsApp, walletPlayer } from '../payments/test-helpers.ts';
import { call, type TestApp } from '../player/test-helpers.ts';
import { inProcessCasinoWallet } from './casino-wallet.ts';
import { createCrashTable } from './crash-table.ts';
import { createHouseProvider } from './service.ts';

const walletSecret = 'house-crash-test-wallet-secret-0123456789';
const secrets = createProviderSecrets({ masterSecret: walletSecret, explicit: undefined, production: false });
const crash = 'croupier-originals-crash';

describe('the live crash table: shared rounds from a hash chain, bets through the casino, cash-outs against the clock', () => {
  let app: TestApp;
  beforeAll(async () => {
    ({ app } = await startPaymentsApp({ GAME_WALLET_SECRET: walletSecret, HOUSE_GAMES_ENABLED: 'true' }));
  });
  afterAll(() => app.close());

  async function launch(playerToken?: string): Promise<string> {
    const answer = await call<{ data: { url: string } }>(app, 'POST', `/api/game/games/${crash}/play`, {
      token: playerToken,
      body: { real: playerToken !== undefined, currency: 'CAD' },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return new URL(answer.body.data.url, app.url).searchParams.get('token') as string;
  }

  it('[S1.2-19] deals a round to every player, pays cash-outs and automatic targets, and proves the point from the chain', async () => {
    const viewer = await launch();
    const live = await call<{ data: { round: { number: number }; chain: { commitment: string } } }>(
      app,
      'POST',
      '/provider/house/api/crash/state',
      { body: { token: viewer, game: crash } },
    );
    expect(live.status, JSON.stringify(live.body)).toBe(200);
    expect(live.body.data.chain.commitment).toMatch(/^[0-9a-f]{64}$/);

    // A clock of its own, a day ahead, so the app's own table (on the real clock) only waits.
    let clock = Date.now() + 86_400_000;
    const messages: CrashMessage[] = [];
    const provider = createHouseProvider({
      db: app.db,
      casino: inProcessCasinoWallet(app.app, (p) => secrets.secretFor(p)),
    });
    const table = createCrashTable({
      db: app.db,
      provider,
      publish: async (message) => {
        messages.push(message);
      },
      log: (error) => {
        throw error;
      },
      now: () => clock,
    });
    await table.tick();
    const opened = messages.findLast((m) => m.type === 'round');
    if (opened?.type !== 'round') throw new Error('no round opened');
    const round = opened.round;
    expect(round).toMatchObject({ crashPoint: null, seed: null, crashedAt: null });
    clock = Date.parse(round.bettingStartsAt) + 1_000;

    const player = await walletPlayer(app);
    await fund(app, player, 10);
    const real = await launch(player.token);
    const demo = await launch();
    const demoStart = BigInt((await table.state(demo, crash, 'CAD')).balanceMinor);

    const realBet = await table.bet(real, crash, { stake: 200n });
    expect(realBet.outcome).toMatchObject({ round: round.number, cashOut: null, autoCashOut: null });
    expect((await listAccounts(app, player.token))[0]?.balance).toBe(8);
    // The answer carries the casino balance after the stake, so the table shows it at once.
    expect(realBet.balanceMinor).toBe('800');
    await table.bet(demo, crash, { stake: 100n, autoCashOut: 101, currency: 'CAD' });
    // A second real player leaves it to an automatic target: paid during the flight, without a press.
    const automatic = await walletPlayer(app);
    await fund(app, automatic, 10);
    const automaticToken = await launch(automatic.token);
    await table.bet(automaticToken, crash, { stake: 100n, autoCashOut: 101 });
    await expect(table.bet(demo, crash, { stake: 100n, currency: 'CAD' })).rejects.toMatchObject({
      code: 'house_bad_move',
    });
    const state = await table.state(real, crash, undefined);
    expect(state.balanceMinor).toBe('800');
    expect(state.bets.map((b) => b.stakeMinor).sort()).toEqual(['100', '100', '200']);
    expect(state.bets.every((b) => b.label.startsWith('#') && !b.label.includes(player.playerId))).toBe(true);
    await expect(table.cashOut(real, crash)).rejects.toMatchObject({ code: 'house_bad_move' });

    const [{ crash_point: point }] = (await queryRows<{ crash_point: number }>(
      app.db,
      sql`select crash_point from house_crash_rounds where chain_id = ${round.chainId} and number = ${round.number}`,
    )) as [{ crash_point: number }];
    const takeOff = Date.parse(round.bettingEndsAt);
    let expectedBalance = 800n;
    // The table wakes at take-off, then at each automatic target in the air: it cashes them out as the
    // flight passes them, pays the real one through the casino and tells every player, before the crash.
    clock = takeOff - 500;
    expect(await table.tick()).toBe(takeOff);
    if (point > 101) {
      clock = takeOff;
      expect(await table.tick()).toBe(takeOff + flightMs(101));
      expect(messages.some((m) => m.type === 'cash-out')).toBe(false);
      clock = takeOff + flightMs(101) + 20;
      expect(await table.tick()).toBe(takeOff + flightMs(point));
      const cashedOut = messages.filter((m) => m.type === 'cash-out');
      expect(cashedOut.map((m) => m.bet)).toEqual([
        expect.objectContaining({ cashOut: 101, winMinor: '101', stakeMinor: '100' }),
        expect.objectContaining({ cashOut: 101, winMinor: '101', stakeMinor: '100' }),
      ]);
      expect((await listAccounts(app, automatic.token))[0]?.balance).toBe(10.01);
      const inFlight = await table.state(automaticToken, crash, undefined);
      expect(inFlight.round.crashPoint).toBeNull();
      expect(inFlight.myBet).toMatchObject({ winMinor: '101', winPending: false, outcome: { cashOut: 101 } });
      expect(inFlight.balanceMinor).toBe('1001');
      expect(inFlight.bets.filter((b) => b.cashOut === 101)).toHaveLength(2);
      // Another wake-up at the same moment finds nothing left to pay.
      await table.tick();
      expect(messages.filter((m) => m.type === 'cash-out')).toHaveLength(2);
    }
    if (point > 110) {
      // 1.10× is reached about 1.59 s into the flight.
      clock = takeOff + flightMs(110);
      const cashed = await table.cashOut(real, crash);
      expect(cashed.outcome.cashOut).toBeGreaterThanOrEqual(110);
      expect(cashed.winMinor).toBe(((200n * BigInt(cashed.outcome.cashOut ?? 0)) / 100n).toString());
      expectedBalance += BigInt(cashed.winMinor);
      expect(cashed.balanceMinor).toBe(expectedBalance.toString());
      expect(messages.some((m) => m.type === 'cash-out')).toBe(true);
    }
    clock = takeOff + flightMs(point) + 1;
    await expect(table.cashOut(real, crash)).rejects.toMatchObject({ code: 'house_bad_move' });

    await table.tick();
    const crashed = messages.findLast((m) => m.type === 'crashed');
    if (crashed?.type !== 'crashed') throw new Error('no crash announced');
    expect(crashed.round.crashPoint).toBe(point);
    const next = messages.findLast((m) => m.type === 'round');
    expect(next?.type === 'round' && next.round.number).toBe(round.number + 1);
    expect(next?.type === 'round' && Date.parse(next.round.bettingStartsAt)).toBe(
      Date.parse(crashed.round.crashedAt ?? '') + crashFlight.pauseMs,
    );

    // The demo bet's 1.01× target paid if the round got there; the real bet lost unless cashed out.
    const demoWin = point >= 101 ? 101n : 0n;
    expect(BigInt((await table.state(demo, crash, 'CAD')).balanceMinor)).toBe(demoStart - 100n + demoWin);
    expect((await listAccounts(app, player.token))[0]?.balance).toBe(Number(expectedBalance) / 100);
    // The table's state says the casino's balance: the automatic cash-out's win shows in the game frame too.
    expect((await table.state(real, crash, undefined)).balanceMinor).toBe(expectedBalance.toString());
    expect((await table.state(automaticToken, crash, undefined)).balanceMinor).toBe(String(900n + demoWin));

    // The seed revealed with the crash hashes to the round before it (or the chain's commitment) and gives the point.
    const after = await table.state(demo, crash, 'CAD');
    const shown = after.history.find((r) => r.number === round.number);
    const previous = after.history.find((r) => r.number === round.number - 1);
    const check = verifyCrashRound({
      roundSeed: shown?.seed ?? '',
      previousSeed: round.number === 1 ? after.chain.commitment : (previous?.seed ?? ''),
      salt: after.chain.salt,
    });
    expect(check).toEqual({ linksToPrevious: true, crashPoint: point });
  });
});
