import type { PlayerBonus, PlayerFreespin } from '@croupier/contracts/bonus';
import type { FreeRoundAnswer, HouseFreeRoundState } from '@croupier/contracts/free-rounds';
import type { Launch, Round, WalletErrorBody } from '@croupier/contracts/games';
import type { SlotsResult } from '@croupier/contracts/house';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/database.ts';
import { createProviderSecrets, signedWalletCall } from '../games/signing.ts';
import type { FakeClock } from '../limits/test-helpers.ts';
import { accountOf, operatorToken, startPaymentsApp, type TestPlayer } from '../payments/test-helpers.ts';
import { call, type ErrorBody, type TestApp } from '../player/test-helpers.ts';
import { bonusPlayer, playerBonuses, playerFreespins, putAction, submitCode } from './test-helpers.ts';

const walletSecret = 'bonus-freespins-test-wallet-secret-0123456789';
const secrets = createProviderSecrets({ masterSecret: walletSecret, explicit: undefined, production: false });
const slot = 'croupier-originals-fruit-stand-classic';
const otherSlot = 'croupier-originals-fruit-stand-deluxe';
const everyStatus = '?status[]=1&status[]=2&status[]=3&status[]=4&perPage=100';

type Answer<T> = { data: T } & ErrorBody;
type FreeSpin = SlotsResult & { freeRound: HouseFreeRoundState | null };

/** A player holding FRUITSPINS' 25 free spins on the Fruit Stand slot (10 CAD cash bonus active first, if asked). */
async function awardHolder(app: TestApp, options: { activate: boolean }) {
  const player = await bonusPlayer(app);
  expect((await submitCode(app, player.token, 'FRUITSPINS', 1)).body.data.status).toBe(2);
  const [award] = (await playerFreespins(app, player.token, everyStatus)).body.data;
  if (!award) throw new Error('no award');
  if (options.activate) {
    const activated = await putAction(app, player.token, `/api/game/player-freespins/${award.id}/activate`);
    expect(activated.status).toBe(200);
  }
  return { player, award };
}

const launchAward = (app: TestApp, player: TestPlayer, awardId: string) =>
  call<Answer<Launch>>(app, 'POST', `/api/game/player-freespins/${awardId}/play`, { token: player.token, body: {} });

async function tokenOf(launched: { status: number; body: Answer<Launch> }): Promise<string> {
  expect(launched.status, JSON.stringify(launched.body)).toBe(200);
  return new URL(launched.body.data.url, 'http://casino.test').searchParams.get('token') as string;
}

// Every award is 25 spins, each an HTTP call through the studio and the casino: room for a loaded machine.
describe('free spins that really play (decision 0075)', { timeout: 120_000 }, () => {
  let app: TestApp;
  let clock: FakeClock;
  let provider: string;
  beforeAll(async () => {
    ({ app, clock } = await startPaymentsApp({ GAME_WALLET_SECRET: walletSecret, HOUSE_GAMES_ENABLED: 'true' }));
    const [row] = await queryRows<{ identity: string }>(
      app.db,
      sql`select p.identity from games g join game_providers p on p.id = g.provider_id where g.identity = ${slot}`,
    );
    provider = row?.identity as string;
  });
  afterAll(() => app.close());

  /** The provider's signed free-round operations, as a remote provider sends them. */
  async function providerCall<T>(operation: 'free-round' | 'free-round-award', body: Record<string, unknown>) {
    const signed = signedWalletCall(secrets.secretFor(provider) as string, body);
    const response = await fetch(`${app.url}/api/provider-wallet/${provider}/${operation}`, {
      method: 'POST',
      headers: signed.headers,
      body: signed.body,
    });
    return { status: response.status, body: (await response.json()) as T & WalletErrorBody };
  }

  it('launches the award’s slot in free-spin mode, plays every spin through the studio, pays the winnings as a bonus', async () => {
    const { player, award } = await awardHolder(app, { activate: true });
    const launched = await launchAward(app, player, award.id);
    const url = new URL(launched.body.data.url, app.url);
    expect(url.searchParams.get('freeRounds')).toBe(award.id);
    expect(url.searchParams.get('game')).toBe(slot);
    expect(launched.body.data).toMatchObject({ mode: 'real', currency: 'CAD' });
    const token = await tokenOf(launched);
    const before = await accountOf(app, player.token, 'CAD');

    const terms = await call<Answer<{ stakeMinor: string; remaining: number }>>(
      app,
      'POST',
      '/provider/house/api/slots/free-spin/award',
      { body: { token, game: slot, awardId: award.id } },
    );
    expect(terms.body.data).toMatchObject({ stakeMinor: '20', remaining: 25, totalWinMinor: '0', finished: false });

    let total = 0n;
    let last: FreeSpin | undefined;
    for (let spin = 1; spin <= 25; spin++) {
      const played = await call<Answer<FreeSpin>>(app, 'POST', '/provider/house/api/slots/free-spin', {
        body: { token, game: slot, awardId: award.id },
      });
      expect(played.status, JSON.stringify(played.body)).toBe(200);
      expect(played.body.data.stakeMinor).toBe('20');
      total += BigInt(played.body.data.winMinor);
      last = played.body.data;
      expect(last.freeRound).toMatchObject({ remaining: 25 - spin, totalWinMinor: total.toString() });
    }
    expect(last?.freeRound?.finished).toBe(true);
    // No real money moved: not a stake, not a win.
    const after = await accountOf(app, player.token, 'CAD');
    expect(after.balance).toBe(before.balance);
    const [rounds] = await queryRows<{ n: number }>(
      app.db,
      sql`select count(*)::int as n from game_rounds where player_id = ${player.playerId}`,
    );
    expect(rounds?.n).toBe(0);
    // The round history and the game's recall list them as free spins: no stake, their win (decision 0088).
    const history = await call<Answer<Round[]>>(app, 'GET', '/api/game/spins?perPage=50', { token: player.token });
    expect(history.body.data).toHaveLength(25);
    for (const round of history.body.data) {
      expect(round).toMatchObject({
        isFreeSpin: true,
        stake: 0,
        balanceBefore: null,
        isSettled: true,
        gameIdentity: slot,
      });
    }
    const won = history.body.data.reduce((sum, round) => sum + Math.round(round.win * 100), 0);
    expect(won).toBe(Number(total));
    const recall = await call<Answer<Round[]>>(app, 'GET', `/api/game/games/${slot}/rounds`, { token: player.token });
    expect(recall.body.data.map((round) => round.id)).toEqual(
      history.body.data.slice(0, recall.body.data.length).map((r) => r.id),
    );
    // A paid round played after them comes first, and the pages run over both kinds.
    const [free] = await queryRows<{ provider_id: string; session_id: string; game_id: string; created_at: Date }>(
      app.db,
      sql`select provider_id, session_id, game_id, created_at from game_free_rounds where player_id = ${player.playerId} order by created_at desc limit 1`,
    );
    const later = new Date(new Date(free?.created_at ?? 0).getTime() + 1000);
    await app.db.execute(sql`insert into game_rounds (provider_id, provider_round_id, session_id, player_id, game_id,
      currency, status, stake_minor, win_minor, balance_before_minor, balance_after_minor, started_at, updated_at)
      values (${free?.provider_id}, 'paid-after-free-spins', ${free?.session_id}, ${player.playerId}, ${free?.game_id},
      'CAD', 3, 100, 0, 1000, 900, ${later}, ${later})`);
    const first = await call<Answer<Round[]> & { meta: { totalRows: number } }>(
      app,
      'GET',
      '/api/game/spins?perPage=10',
      { token: player.token },
    );
    expect(first.body.meta.totalRows).toBe(26);
    expect(first.body.data[0]).toMatchObject({ isFreeSpin: false, stake: 1, balanceBefore: 10, balanceAfter: 9 });
    expect(first.body.data.slice(1).every((round) => round.isFreeSpin)).toBe(true);
    const third = await call<Answer<Round[]>>(app, 'GET', '/api/game/spins?perPage=10&page=3', { token: player.token });
    expect(third.body.data).toHaveLength(6);

    const [finished] = (await playerFreespins(app, player.token, everyStatus)).body.data;
    expect(finished).toMatchObject({ status: 3, result: 2, playedCount: 25, winAmount: Number(total) / 100 });
    const bonuses = (await playerBonuses(app, player.token, everyStatus)).body.data;
    if (total === 0n) {
      expect(last?.freeRound?.bonusId).toBeNull();
      expect(bonuses).toEqual([]);
    } else {
      // No other bonus was active: the winnings are active at once, in the bonus balance, wagered ×30.
      expect(bonuses).toEqual([expect.objectContaining({ id: last?.freeRound?.bonusId, status: 2 })]);
      expect(bonuses[0]).toMatchObject({ amount: Number(total) / 100, wagerCasino: 30 });
      expect(bonuses[0]?.requiredWagerCasinoAmount).toBe((Number(total) * 30) / 100);
      expect(after.bonusBalance).toBe(Number(total) / 100);
    }
    // The award is played out: no more spins, nor a launch in free-spin mode.
    const more = await call<ErrorBody>(app, 'POST', '/provider/house/api/slots/free-spin', {
      body: { token, game: slot, awardId: award.id },
    });
    expect([more.status, more.body.error.fields?.reason]).toEqual([409, ['free_round_none_left']]);
    expect((await launchAward(app, player, award.id)).body.error.code).toBe('freespin_not_playable');
  });

  it('counts each free round once by its transaction id, refuses other games and spins beyond the count', async () => {
    const holder = await awardHolder(app, { activate: false });
    const { player, award } = holder;
    // Not activated yet: nothing to play or launch.
    const game = await call<Answer<Launch>>(app, 'POST', `/api/game/games/${slot}/play`, {
      token: player.token,
      body: { real: true },
    });
    const sessionToken = await tokenOf(game);
    const round = (n: number, win = '0') => ({
      sessionToken,
      awardId: award.id,
      roundId: `round-${award.id}-${n}`,
      transactionId: `free-${award.id}-${n}`,
      win,
    });
    expect((await providerCall('free-round', round(1))).body.error.code).toBe('free_round_award_not_active');
    expect((await launchAward(app, player, award.id)).status).toBe(409);

    // A cash bonus active first: the winnings will wait for activation.
    expect((await submitCode(app, player.token, 'NODEPOSIT10', 1)).body.data.status).toBe(2);
    const cash = (await playerBonuses(app, player.token, everyStatus)).body.data[0] as PlayerBonus;
    expect((await putAction(app, player.token, `/api/game/player-bonuses/${cash.id}/activate`)).status).toBe(200);
    expect((await putAction(app, player.token, `/api/game/player-freespins/${award.id}/activate`)).status).toBe(200);

    const described = await providerCall<FreeRoundAnswer>('free-round-award', { sessionToken, awardId: award.id });
    expect(described.body).toMatchObject({ awardId: award.id, game: slot, bet: '20', remaining: 25, played: 0 });

    const first = await providerCall<FreeRoundAnswer>('free-round', round(1, '150'));
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toMatchObject({ played: 1, remaining: 24, totalWin: '150', finished: false, bonusId: null });
    // The same round again answers the first answer and counts nothing; the id with another win is refused.
    expect(await providerCall('free-round', round(1, '150'))).toEqual(first);
    expect((await providerCall('free-round', round(1, '999'))).body.error.code).toBe('transaction_mismatch');
    const again = await Promise.all([
      providerCall<FreeRoundAnswer>('free-round', round(2)),
      providerCall<FreeRoundAnswer>('free-round', round(2)),
    ]);
    expect(again.map((a) => a.status)).toEqual([200, 200]);
    expect(again[0]?.body).toEqual(again[1]?.body);

    // A session of another slot (or an unknown award) plays none of this award's rounds.
    const other = await tokenOf(
      await call<Answer<Launch>>(app, 'POST', `/api/game/games/${otherSlot}/play`, {
        token: player.token,
        body: { real: true },
      }),
    );
    const elsewhere = await providerCall('free-round', { ...round(3), sessionToken: other });
    expect([elsewhere.status, elsewhere.body.error.code]).toEqual([409, 'free_round_award_mismatch']);
    const unknown = await providerCall('free-round', { ...round(3), awardId: crypto.randomUUID() });
    expect([unknown.status, unknown.body.error.code]).toEqual([404, 'free_round_award_not_found']);

    let last = again[0]?.body as FreeRoundAnswer;
    for (let n = 3; n <= 25; n++) {
      const answer = await providerCall<FreeRoundAnswer>('free-round', round(n));
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      last = answer.body;
    }
    expect(last).toMatchObject({ played: 25, remaining: 0, totalWin: '150', finished: true });
    const beyond = await providerCall('free-round', round(26));
    expect([beyond.status, beyond.body.error.code]).toEqual([409, 'free_round_none_left']);
    // The last round repeated still answers as it did.
    expect((await providerCall('free-round', round(25))).body).toEqual(last);

    const bonuses = (await playerBonuses(app, player.token, everyStatus)).body.data;
    const winnings = bonuses.find((b) => b.id === last.bonusId);
    expect(winnings).toMatchObject({ status: 1, amount: 1.5, wagerCasino: 30, requiredWagerCasinoAmount: 45 });
    expect(bonuses).toHaveLength(2);
  });

  it('issues nothing when the spins won nothing', async () => {
    const { player, award } = await awardHolder(app, { activate: true });
    const sessionToken = await tokenOf(await launchAward(app, player, award.id));
    let last: FreeRoundAnswer | undefined;
    for (let n = 1; n <= 25; n++) {
      const answer = await providerCall<FreeRoundAnswer>('free-round', {
        sessionToken,
        awardId: award.id,
        roundId: `zero-${award.id}-${n}`,
        transactionId: `zero-${award.id}-${n}`,
        win: '0',
      });
      last = answer.body;
    }
    expect(last).toMatchObject({ finished: true, totalWin: '0', bonusId: null });
    expect((await playerBonuses(app, player.token, everyStatus)).body.data).toEqual([]);
    const [finished] = (await playerFreespins(app, player.token, everyStatus)).body.data as PlayerFreespin[];
    expect(finished).toMatchObject({ status: 3, result: 2, playedCount: 25, winAmount: 0 });
  });

  // Last: it moves the clock past the award's play period.
  it('still pays what the played spins won when the award expires before the last spin', async () => {
    const { player, award } = await awardHolder(app, { activate: true });
    const sessionToken = await tokenOf(await launchAward(app, player, award.id));
    for (const [n, win] of [
      [1, '100'],
      [2, '0'],
    ] as const) {
      const answer = await providerCall('free-round', {
        sessionToken,
        awardId: award.id,
        roundId: `late-${award.id}-${n}`,
        transactionId: `late-${award.id}-${n}`,
        win,
      });
      expect(answer.status).toBe(200);
    }
    clock.advance(31 * 86_400_000);
    const swept = await call(app, 'POST', '/api/operator/bonuses/expiry-sweep', {
      headers: { authorization: `Bearer ${operatorToken}` },
    });
    expect(swept.status).toBe(200);
    const [ended] = (await playerFreespins(app, player.token, everyStatus)).body.data;
    expect(ended).toMatchObject({ id: award.id, status: 3, result: 4, playedCount: 2, winAmount: 1 });
    const bonuses = (await playerBonuses(app, player.token, everyStatus)).body.data;
    expect(bonuses).toEqual([expect.objectContaining({ status: 2, amount: 1, wagerCasino: 30 })]);
    expect((await accountOf(app, player.token, 'CAD')).bonusBalance).toBe(1);
  });
});
