import type { TournamentDetail } from '@croupier/contracts/tournaments';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../platform/db/database.ts';
import { gamePlayer, realBalanceMinor, startGamesApp } from '../../games/test-helpers.ts';
import type { TestPlayer } from '../../payments/test-helpers.ts';
import { call, type ErrorBody, type TestApp } from '../../player/test-helpers.ts';
import { buyInLedgerKind } from './service.ts';
import { createTournament, playRound } from './test-helpers.ts';

type Detail = { data: TournamentDetail } & ErrorBody;
const join = (app: TestApp, id: string, player?: TestPlayer) =>
  call<Detail>(app, 'POST', `/api/retention/tournaments/${id}/join`, { token: player?.token });

const buyIns = (app: TestApp, id: string) =>
  queryRows<{ n: number; total: string | null }>(
    app.db,
    sql`select count(*)::int as n, sum(e.amount_minor)::text as total
      from ledger_transactions t join ledger_entries e on e.transaction_id = t.id
      join ledger_accounts a on a.id = e.ledger_account_id
      where t.kind = ${buyInLedgerKind} and t.reference = ${id} and a.code = 'house:cash'`,
  );

describe('tournament buy-ins', () => {
  let app: TestApp;

  beforeAll(async () => {
    ({ app } = await startGamesApp());
  });
  afterAll(async () => {
    await app.close();
  });

  it('debits the buy-in once through the ledger, however often the player joins, and counts rounds after it', async () => {
    const id = await createTournament(app, { scoring: 'bets', entry: 'buy_in', buyInMinor: 500n, prizes: [2000] });
    const player = await gamePlayer(app, { balance: 20 });
    const shown = await call<Detail>(app, 'GET', `/api/retention/tournaments/${id}`);
    expect(shown.body.data).toMatchObject({ entry: 'buy_in', buyIn: 5, currency: 'CAD' });

    const before = await realBalanceMinor(app, player.account.id);
    // Twice at once and once more: one debit, one entry.
    const answers = await Promise.all([join(app, id, player), join(app, id, player)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    const again = await join(app, id, player);
    expect(again.status).toBe(200);
    expect(again.body.data.me).toMatchObject({ joined: true, score: 0 });
    expect(again.body.data.entrants).toBe(1);
    expect(before - (await realBalanceMinor(app, player.account.id))).toBe(500n);
    expect(await buyIns(app, id)).toEqual([{ n: 1, total: '500' }]);

    await playRound(app, player, 1);
    const after = await call<Detail>(app, 'GET', `/api/retention/tournaments/${id}`, { token: player.token });
    expect(after.body.data.me).toMatchObject({ joined: true, score: 1, rounds: 1 });
  });

  it('refuses a buy-in above the real balance with a 409, writing nothing', async () => {
    const id = await createTournament(app, { scoring: 'bets', entry: 'buy_in', buyInMinor: 5000n });
    const player = await gamePlayer(app, { balance: 20 });
    const before = await realBalanceMinor(app, player.account.id);
    const refused = await join(app, id, player);
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('tournament_buy_in_insufficient_balance');
    expect(await realBalanceMinor(app, player.account.id)).toBe(before);
    expect(await buyIns(app, id)).toEqual([{ n: 0, total: null }]);
    const page = await call<Detail>(app, 'GET', `/api/retention/tournaments/${id}`, { token: player.token });
    expect(page.body.data).toMatchObject({ entrants: 0, me: { joined: false } });
    // Rounds of a player who has not paid do not count.
    await playRound(app, player, 1);
    const still = await call<Detail>(app, 'GET', `/api/retention/tournaments/${id}`, { token: player.token });
    expect(still.body.data.me).toMatchObject({ joined: false, score: 0 });
    expect((await join(app, id)).status).toBe(401);
  });

  it('refuses to sell entry to an ended tournament', async () => {
    const id = await createTournament(app, {
      scoring: 'bets',
      entry: 'buy_in',
      buyInMinor: 100n,
      startsAt: new Date(Date.now() - 7_200_000),
      endsAt: new Date(Date.now() - 3_600_000),
    });
    const player = await gamePlayer(app, { balance: 20 });
    const refused = await join(app, id, player);
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('tournament_not_open');
    expect(await buyIns(app, id)).toEqual([{ n: 0, total: null }]);
  });
});
