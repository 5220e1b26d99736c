import type { Report } from '@croupier/contracts/admin-reports';
import { adminSessionCookie } from '@croupier/contracts/admin-staff';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/database.ts';
import { playerBonuses, putAction, submitCode } from '../bonus/test-helpers.ts';
import { wageringOffer } from '../bonus/wagering-test-helpers.ts';
import { freshId, realSession, startGamesApp, walletCall } from '../games/test-helpers.ts';
import type { FakeClock } from '../limits/test-helpers.ts';
import {
  accountOf,
  fund,
  invoiceById,
  operator,
  requestWithdrawal,
  type TestPlayer,
  walletPlayer,
} from '../payments/test-helpers.ts';
import { call, type TestApp } from '../player/test-helpers.ts';
import { toCsv } from './reports/csv.ts';
import { adminCall, enrolStaff, type StaffSession, signIn } from './test-helpers.ts';

/**
 * Issue 22 §9 (decision 0116): the reports reconcile with the ledger. A scenario in CAD: deposits, rounds on
 * two providers' games, a bonus played and converted, a withdrawal, a goodwill credit, limits and a block.
 * The report taken before and after must differ by exactly what the scenario moved (a PostgreSQL test
 * database outlives runs, and its files run one at a time).
 */

let app: TestApp;
let clock: FakeClock;
let admin: StaffSession;
let marketing: StaffSession;
let support: StaffSession;

const dayMs = 86_400_000;
const dayOf = (t: number) => new Date(t).toISOString().slice(0, 10);
// Yesterday to tomorrow: the scenario's rows all fall inside even when the run crosses midnight UTC.
const range = () => `currency=CAD&from=${dayOf(Date.now() - dayMs)}&to=${dayOf(Date.now() + dayMs)}`;

async function report(session = admin): Promise<Report> {
  const answer = await adminCall<{ data: Report }>(app, 'GET', `/api/admin/reports?${range()}`, { session });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data;
}

async function csv(name: string): Promise<{ status: number; type: string | null; text: string }> {
  const response = await fetch(`${app.url}/api/admin/reports/${name}/csv?${range()}`, {
    headers: { cookie: `${adminSessionCookie}=${admin.cookie}` },
  });
  return { status: response.status, type: response.headers.get('content-type'), text: await response.text() };
}

const sum = <T>(rows: T[], pick: (row: T) => number) => rows.reduce((total, row) => total + pick(row), 0);
const cents = (n: number) => Math.round(n * 100);
/** Totals over the range, in cents (CAD has two decimals), so sums compare exactly. */
function totals(r: Report) {
  return {
    stakes: cents(sum(r.revenue, (d) => d.stakes)),
    wins: cents(sum(r.revenue, (d) => d.wins)),
    ggr: cents(sum(r.revenue, (d) => d.ggr)),
    bonusCost: cents(sum(r.revenue, (d) => d.bonusCost)),
    adjustments: cents(sum(r.revenue, (d) => d.adjustments)),
    ngr: cents(sum(r.revenue, (d) => d.ngr)),
    deposits: sum(r.payments, (d) => d.deposits),
    depositAmount: cents(sum(r.payments, (d) => d.depositAmount)),
    withdrawals: sum(r.payments, (d) => d.withdrawals),
    withdrawalAmount: cents(sum(r.payments, (d) => d.withdrawalAmount)),
    active: sum(r.players, (d) => d.active),
    new: sum(r.players, (d) => d.new),
    converted: cents(sum(r.bonusCost, (d) => d.converted)),
    limits: sum(r.interventions, (d) => d.limits),
    coolingOffs: sum(r.interventions, (d) => d.coolingOffs),
    blocks: sum(r.interventions, (d) => d.blocks),
  };
}
const difference = (after: Record<string, number>, before: Record<string, number>) =>
  Object.fromEntries(Object.entries(after).map(([k, v]) => [k, v - (before[k] ?? 0)]));

/** One finished round of the game `session` was launched for: a stake and a win, minor units as strings. */
async function round(session: string, provider: string, stake: string, win: string) {
  const roundId = freshId('round');
  const common = { sessionToken: session, roundId, currency: 'CAD' };
  const now = clock.now();
  const bet = await walletCall(
    app,
    'debit',
    { ...common, transactionId: freshId('bet'), amount: stake },
    { provider, now },
  );
  expect(bet.status, JSON.stringify(bet.body)).toBe(200);
  const paid = await walletCall(
    app,
    'credit',
    { ...common, transactionId: freshId('win'), amount: win, roundEnded: true },
    { provider, now },
  );
  expect(paid.status, JSON.stringify(paid.body)).toBe(200);
}

const cad = (options: { verified?: boolean } = {}) => walletPlayer(app, options);

beforeAll(async () => {
  ({ app, clock } = await startGamesApp({
    TURNOVER_MULTIPLIER: '0',
    AUTO_WITHDRAWAL_MAX: '0',
    ADMIN_FOUR_EYES_AMOUNT: '1000',
  }));
  admin = await signIn(app, clock, await enrolStaff(app, clock, ['administrator']));
  marketing = await signIn(app, clock, await enrolStaff(app, clock, ['marketing']));
  support = await signIn(app, clock, await enrolStaff(app, clock, ['support']));
});
afterAll(() => app.close());

describe('reports', () => {
  let before: Report;
  let after: Report;
  let players: TestPlayer[];

  it('reconcile with the ledger: GGR, NGR, payments, players, bonus cost and interventions', async () => {
    before = await report();

    const a = await cad({ verified: true });
    const b = await cad();
    const c = await cad();
    const blocked = await cad();
    players = [a, b, c];
    await fund(app, a, 200);
    await fund(app, b, 100);

    // House games (Fixture Originals) and one of Northlight's; minor units.
    const starfall = await realSession(app, a, 'starfall-fortunes');
    await round(starfall, 'fixture-originals', '1000', '2500');
    await round(starfall, 'fixture-originals', '500', '0');
    await round(await realSession(app, a, 'book-of-embers'), 'northlight', '2000', '500');
    await round(await realSession(app, b, 'european-roulette'), 'fixture-originals', '3000', '0');

    // A 20.00 bonus wagered once with bonus money only (no real stake), grown to 40.00; 15.00 converts.
    const code = await wageringOffer(app, {
      amountMinor: 2000n,
      wager: '1',
      maxConversionMinor: 1500n,
    });
    expect((await submitCode(app, c.token, code, 1)).status).toBe(200);
    const bonusId = (await playerBonuses(app, c.token)).body.data[0]?.id ?? '';
    expect((await putAction(app, c.token, `/api/game/player-bonuses/${bonusId}/activate`)).status).toBe(200);
    await round(await realSession(app, c, 'starfall-fortunes'), 'fixture-originals', '2000', '4000');

    const withdrawal = await requestWithdrawal(app, a, { amount: 50 });
    expect(withdrawal.status, JSON.stringify(withdrawal.body)).toBe(201);
    expect((await operator(app, 'approve', withdrawal.body.data.id)).status).toBe(200);
    await expect.poll(async () => (await invoiceById(app, a.token, withdrawal.body.data.id))?.status).toBe(2);

    const credited = await adminCall(app, 'POST', '/api/admin/adjustments', {
      session: admin,
      body: {
        playerId: b.playerId,
        currency: 'CAD',
        direction: 'credit',
        amount: 10,
        reason: 'Goodwill after a support call',
        idempotencyKey: freshId('report-adjustment'),
      },
    });
    expect(credited.status).toBe(201);

    const limit = await call(app, 'POST', '/api/player/limits', {
      token: a.token,
      body: { definition: 3, period: 'daily', currency: 'CAD', amount: 500 },
    });
    expect(limit.status, JSON.stringify(limit.body)).toBe(201);
    const coolingOff = await call(app, 'POST', '/api/player/limits', {
      token: b.token,
      body: { definition: 5, duration: '1d' },
    });
    expect(coolingOff.status, JSON.stringify(coolingOff.body)).toBe(201);
    const block = await adminCall(app, 'POST', `/api/admin/players/${blocked.playerId}/block`, {
      session: admin,
      body: { reason: 'Chargeback fraud suspected' },
    });
    expect(block.status).toBe(200);

    after = await report();
    // Stakes 10 + 5 + 20 + 30 = 65.00 real (the bonus round staked bonus money), wins 25 + 5 = 30.00.
    expect(difference(totals(after), totals(before))).toEqual({
      stakes: 6500,
      wins: 3000,
      ggr: 3500,
      bonusCost: 1500,
      adjustments: 1000,
      ngr: 3500 - 1500 - 1000,
      deposits: 2,
      depositAmount: 30000,
      withdrawals: 1,
      withdrawalAmount: 5000,
      active: 2,
      new: 4,
      converted: 1500,
      limits: 1,
      coolingOffs: 1,
      blocks: 1,
    });

    // GGR as the ledger has it: the players' real-balance legs of bets, rollbacks and wins, negated.
    const [ledger] = await queryRows<{ net: string }>(
      app.db,
      sql`select coalesce(sum(e.amount_minor), 0)::text as net
        from ledger_entries e
        join ledger_accounts la on la.id = e.ledger_account_id
        join ledger_transactions t on t.id = e.transaction_id
        join wallet_accounts w on w.id = la.wallet_account_id
        where la.bucket = 'real' and t.kind in ('bet', 'bet.rollback', 'win')
          and w.player_id in (${sql.join(
            players.map((p) => sql`${p.playerId}::uuid`),
            sql`, `,
          )})`,
    );
    expect(-Number(ledger?.net)).toBe(3500);
    // And the players' balances moved by deposits − withdrawals − GGR + bonus cost + adjustments.
    const balances = await Promise.all(players.map(async (p) => (await accountOf(app, p.token, 'CAD')).balance));
    expect(cents(sum(balances, (x) => x))).toBe(30000 - 5000 - 3500 + 1500 + 1000);
    // Every day's GGR is its stakes − wins, and its NGR the decision's formula.
    for (const d of after.revenue) {
      expect(cents(d.ggr)).toBe(cents(d.stakes) - cents(d.wins));
      expect(cents(d.ngr)).toBe(cents(d.ggr) - cents(d.bonusCost) - cents(d.adjustments) + cents(d.fees));
    }
  });

  it('by game and by provider', async () => {
    const change = (
      rows: { id: string; rounds: number; ggr: number }[],
      was: { id: string; rounds: number; ggr: number }[],
    ) =>
      Object.fromEntries(
        rows
          .map((row) => {
            const old = was.find((w) => w.id === row.id);
            return [row.id, { rounds: row.rounds - (old?.rounds ?? 0), ggr: cents(row.ggr) - cents(old?.ggr ?? 0) }];
          })
          .filter(([, v]) => typeof v === 'object' && (v.rounds !== 0 || v.ggr !== 0)),
      );
    const games = (r: Report) => r.games.map((g) => ({ id: g.game, rounds: g.rounds, ggr: g.ggr }));
    expect(change(games(after), games(before))).toEqual({
      'Starfall Fortunes': { rounds: 2, ggr: -1000 },
      'Book of Embers': { rounds: 1, ggr: 1500 },
      'European Roulette': { rounds: 1, ggr: 3000 },
    });
    const providers = (r: Report) => r.providers.map((p) => ({ id: p.provider, rounds: p.rounds, ggr: p.ggr }));
    expect(change(providers(after), providers(before))).toEqual({
      'Fixture Originals': { rounds: 3, ggr: 2000 },
      'Northlight Studio': { rounds: 1, ggr: 1500 },
    });
    // What the scenario added by game adds up to what it added by day (other files' rounds may share the database).
    const gamesGgr = (r: Report) => cents(sum(r.games, (g) => g.ggr));
    const daysGgr = (r: Report) => cents(sum(r.revenue, (d) => d.ggr));
    expect(gamesGgr(after) - gamesGgr(before)).toBe(daysGgr(after) - daysGgr(before));
  });

  it('exports each report as CSV with the JSON report’s figures', async () => {
    const revenue = await csv('revenue');
    expect(revenue.status).toBe(200);
    expect(revenue.type).toContain('text/csv');
    const current = await report();
    expect(revenue.text).toBe(
      [
        'day,stakes,wins,ggr,bonusCost,adjustments,fees,ngr',
        ...current.revenue.map((d) =>
          [d.day, d.stakes, d.wins, d.ggr, d.bonusCost, d.adjustments, d.fees, d.ngr]
            .map((v, i) => (i === 0 ? v : (v as number).toFixed(2)))
            .join(','),
        ),
        '',
      ].join('\r\n'),
    );
    const payments = (await csv('payments')).text.split('\r\n');
    expect(payments[0]).toBe('day,deposits,depositAmount,withdrawals,withdrawalAmount');
    expect(payments.slice(1, -1)).toEqual(
      current.payments.map(
        (d) => `${d.day},${d.deposits},${d.depositAmount.toFixed(2)},${d.withdrawals},${d.withdrawalAmount.toFixed(2)}`,
      ),
    );
    const games = (await csv('games')).text.split('\r\n');
    expect(games[0]).toBe('game,provider,rounds,stakes,wins,ggr');
    expect(games.slice(1, -1)).toEqual(
      current.games.map(
        (g) => `${g.game},${g.provider},${g.rounds},${g.stakes.toFixed(2)},${g.wins.toFixed(2)},${g.ggr.toFixed(2)}`,
      ),
    );
    // A loss-making game's negative GGR is a number, not text guarded against formulas.
    const losing = current.games.find((g) => g.ggr < 0);
    if (losing)
      expect(games).toContain(
        `${losing.game},${losing.provider},${losing.rounds},${losing.stakes.toFixed(2)},${losing.wins.toFixed(2)},${losing.ggr.toFixed(2)}`,
      );
    for (const name of ['providers', 'players', 'bonus-cost', 'interventions'])
      expect((await csv(name)).status).toBe(200);
    expect((await csv('nonsense')).status).toBe(400);
  });

  it('CSV quotes commas, quotes and line breaks, and keeps a name from running as a formula', () => {
    // No demo game's name needs it, so the writer is checked on its own.
    expect(
      toCsv(
        ['name', 'ggr'],
        [
          { name: 'Lucky "7", deluxe', ggr: '-10.00' },
          { name: 'Two\nlines', ggr: '0.00' },
          { name: '=HYPERLINK("x")', ggr: '1.50' },
        ],
      ),
    ).toBe('name,ggr\r\n"Lucky ""7"", deluxe",-10.00\r\n"Two\nlines",0.00\r\n"\'=HYPERLINK(""x"")",1.50\r\n');
  });

  it('marketing may read them; support may not (403); a bad range answers 400 with field errors', async () => {
    expect((await report(marketing)).currency).toBe('CAD');
    const refused = await adminCall(app, 'GET', `/api/admin/reports?${range()}`, { session: support });
    expect(refused.status).toBe(403);
    const tooLong = await adminCall<{ error: { fields: Record<string, string[]> } }>(
      app,
      'GET',
      '/api/admin/reports?currency=CAD&from=2025-01-01&to=2026-06-30',
      { session: admin },
    );
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.error.fields.to).toBeDefined();
    const backwards = await adminCall<{ error: { fields: Record<string, string[]> } }>(
      app,
      'GET',
      '/api/admin/reports?currency=CAD&from=2026-02-01&to=2026-01-01',
      { session: admin },
    );
    expect(backwards.body.error.fields.to).toBeDefined();
    const unknown = await adminCall<{ error: { fields: Record<string, string[]> } }>(
      app,
      'GET',
      '/api/admin/reports?currency=XYZ&from=2026-01-01&to=2026-01-02',
      { session: admin },
    );
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.fields.currency).toBeDefined();
  });
});
