import type { AdminQuest, AdminTournament } from '@croupier/contracts/admin-engagement';
import type { Invoice } from '@croupier/contracts/payments';
import type { Quest } from '@croupier/contracts/quests';
import type { TournamentDetail } from '@croupier/contracts/tournaments';
import type { WalletAccount } from '@croupier/contracts/wallet';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/database.ts';
import { gamePlayer, startGamesApp } from '../games/test-helpers.ts';
import type { FakeClock } from '../limits/test-helpers.ts';
import type { TestPlayer } from '../payments/test-helpers.ts';
import { call, type TestApp } from '../player/test-helpers.ts';
import { playRound } from '../retention/tournaments/test-helpers.ts';
import {
  adminCall,
  enrolStaff,
  questBody,
  type StaffSession,
  signIn,
  testOffer,
  tournamentBody,
} from './test-helpers.ts';

type Fields = { error: { code: string; fields?: Record<string, string[]> } };

let app: TestApp;
let clock: FakeClock;
let marketing: StaffSession;
let support: StaffSession;
let auditor: StaffSession;
let player: TestPlayer;

const minute = 60_000;
const auditCount = async () =>
  (await queryRows<{ n: number }>(app.db, sql`select count(*)::int as n from audit_log`))[0]?.n ?? 0;
const count = async (table: 'tournaments' | 'quests') =>
  (await queryRows<{ n: number }>(app.db, sql`select count(*)::int as n from ${sql.identifier(table)}`))[0]?.n ?? 0;
const auditOf = async (action: string, targetId: string) =>
  (
    await adminCall<{ data: { action: string; before: unknown; after: unknown }[] }>(
      app,
      'GET',
      `/api/admin/audit?action=${action}&targetId=${targetId}`,
      { session: auditor },
    )
  ).body.data;
const createTournament = (body: unknown, session = marketing) =>
  adminCall<{ data: AdminTournament } & Fields>(app, 'POST', '/api/admin/tournaments', { session, body });
const createQuest = (body: unknown, session = marketing) =>
  adminCall<{ data: AdminQuest } & Fields>(app, 'POST', '/api/admin/quests', { session, body });

beforeAll(async () => {
  ({ app, clock } = await startGamesApp({ QUESTS_ENABLED: 'true' }));
  // Funded first: the payment webhook is signed with the real time, before sign-ins move the clock on.
  player = await gamePlayer(app, { balance: 100 });
  marketing = await signIn(app, clock, await enrolStaff(app, clock, ['marketing']));
  support = await signIn(app, clock, await enrolStaff(app, clock, ['support']));
  auditor = await signIn(app, clock, await enrolStaff(app, clock, ['administrator']));
});
afterAll(() => app.close());

describe('back-office tournaments and quests (issue 22 §7)', () => {
  it('marketing creates a tournament that players see and score in; the audit log has it', async () => {
    const body = tournamentBody(clock, { gameTypes: [], minBet: 0.5 }, minute);
    const created = await createTournament(body);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const tournament = created.body.data;
    expect(tournament).toMatchObject({
      titles: body.titles,
      state: 'upcoming',
      scoring: 'staked',
      entry: 'automatic',
      entrants: 0,
      minBet: { currency: 'CAD', amount: 0.5 },
      buyIn: null,
      prizes: [
        { place: 1, kind: 'cash', amount: { currency: 'CAD', amount: 100 }, bonusOfferId: null },
        { place: 2, kind: 'cash', amount: { currency: 'CAD', amount: 50.5 }, bonusOfferId: null },
      ],
    });
    const listed = await adminCall<{ data: AdminTournament[] }>(app, 'GET', '/api/admin/tournaments', {
      session: marketing,
    });
    expect(listed.body.data.find((t) => t.id === tournament.id)).toEqual(tournament);
    expect(await auditOf('tournament.create', tournament.id)).toMatchObject([{ before: null, after: tournament }]);

    // The start comes; a round played then counts.
    clock.advance(2 * minute);
    await playRound(app, player, 2);
    const open = await call<{ data: TournamentDetail[] }>(app, 'GET', '/api/retention/tournaments?status=running');
    expect(open.body.data.find((t) => t.id === tournament.id)).toMatchObject({
      title: body.titles.en,
      entrants: 1,
      prizePool: 150.5,
    });
    const own = await call<{ data: TournamentDetail }>(app, 'GET', `/api/retention/tournaments/${tournament.id}`, {
      token: player.token,
    });
    expect(own.body.data.me).toMatchObject({ rank: 1, score: 2 });

    // Started: it can no longer be cancelled.
    const cancel = await adminCall<Fields>(app, 'POST', `/api/admin/tournaments/${tournament.id}/cancel`, {
      session: marketing,
    });
    expect(cancel.status).toBe(409);
    expect(cancel.body.error.code).toBe('tournament_started');
  });

  it('cancels a tournament that has not started: it is gone, the audit log keeps what it was', async () => {
    const offer = await testOffer(app);
    const created = await createTournament(
      tournamentBody(clock, {
        entry: 'opt_in',
        prizes: [{ kind: 'bonus', bonusOfferId: offer.id, title: 'Free bonus' }],
      }),
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const { id } = created.body.data;
    const cancelled = await adminCall<{ data: unknown }>(app, 'POST', `/api/admin/tournaments/${id}/cancel`, {
      session: marketing,
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data).toEqual({ id, outcome: 'removed', refunds: 0 });
    const gone = await call(app, 'GET', `/api/retention/tournaments/${id}`);
    expect(gone.status).toBe(404);
    expect(await auditOf('tournament.cancel', id)).toMatchObject([{ before: created.body.data, after: null }]);
  });

  it('cancels an upcoming tournament players paid to join, refunding each buy-in exactly once', async () => {
    const created = await createTournament(tournamentBody(clock, { entry: 'buy_in', buyIn: 5 }));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const { id } = created.body.data;
    expect(created.body.data.buyIn).toEqual({ currency: 'CAD', amount: 5 });
    const balance = async () =>
      (
        await call<{ data: WalletAccount[] }>(app, 'GET', '/api/wallet/accounts', { token: player.token })
      ).body.data.find((a) => a.currency === 'CAD')?.balance;
    const before = await balance();
    const joined = await call(app, 'POST', `/api/retention/tournaments/${id}/join`, { token: player.token });
    expect(joined.status).toBe(200);
    expect(await balance()).toBe((before ?? 0) - 5);

    const cancel = await adminCall<{ data: unknown }>(app, 'POST', `/api/admin/tournaments/${id}/cancel`, {
      session: marketing,
    });
    expect(cancel.status).toBe(200);
    expect(cancel.body.data).toEqual({ id, outcome: 'removed', refunds: 1 });
    expect(await balance()).toBe(before);
    // The player's history shows what happened: the buy-in, then its refund.
    const history = await call<{ data: Invoice[] }>(app, 'GET', '/api/payment/invoices?type=3', {
      token: player.token,
    });
    const fees = history.body.data.filter((r) => r.kind?.startsWith('tournament.buy-in'));
    expect(fees.slice(0, 2).map((r) => [r.kind, r.amount])).toEqual([
      ['tournament.buy-in-refund', 5],
      ['tournament.buy-in', 5],
    ]);
    expect(await auditOf('tournament.cancel', id)).toMatchObject([
      { before: { ...created.body.data, entrants: 1 }, after: null },
    ]);
    // Cancelled once: a second call finds nothing and refunds nothing.
    const again = await adminCall(app, 'POST', `/api/admin/tournaments/${id}/cancel`, { session: marketing });
    expect(again.status).toBe(404);
    expect(await balance()).toBe(before);
    const unbalanced = await queryRows<{ n: number }>(
      app.db,
      sql`select count(*)::int as n from (select transaction_id from ledger_entries group by transaction_id, currency having sum(amount_minor) <> 0) t`,
    );
    expect(unbalanced[0]?.n).toBe(0);
  });

  it('answers 400 with field errors to a bad tournament and writes nothing', async () => {
    const before = { tournaments: await count('tournaments'), audit: await auditCount() };
    const past = new Date(clock.now().getTime() - minute).toISOString();
    const cases: [Record<string, unknown>, string][] = [
      [{ titles: { fr: 'Sans anglais' } }, 'titles.en'],
      [{ startsAt: past }, 'startsAt'],
      [{ endsAt: new Date(clock.now().getTime() + 2 * minute).toISOString() }, 'endsAt'],
      [{ scoring: 'loudest' }, 'scoring'],
      [{ minBet: 0.001 }, 'minBet'],
      [{ entry: 'buy_in' }, 'buyIn'],
      [{ prizes: [] }, 'prizes'],
      [{ prizes: [{ kind: 'bonus', bonusOfferId: crypto.randomUUID(), title: 'Nothing' }] }, 'prizes.0.bonusOfferId'],
    ];
    for (const [overrides, field] of cases) {
      const bad = await createTournament(tournamentBody(clock, overrides));
      expect(bad.status, field).toBe(400);
      expect(bad.body.error.code).toBe('validation_failed');
      expect(Object.keys(bad.body.error.fields ?? {}), field).toContain(field);
    }
    expect({ tournaments: await count('tournaments'), audit: await auditCount() }).toEqual(before);
  });

  it('marketing creates a quest that players see; disabling it ends it', async () => {
    const body = questBody(
      clock,
      {
        names: { en: `Staff quest ${crypto.randomUUID().slice(0, 6)}`, de: 'Personal-Quest' },
        tasks: [
          { kind: 'wager', quantity: 12.5 },
          { kind: 'win_multiplier', quantity: 1, multiplier: 5 },
        ],
        reward: 7.25,
      },
      minute,
    );
    const created = await createQuest(body);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const quest = created.body.data;
    expect(quest).toMatchObject({
      names: body.names,
      state: 'upcoming',
      reward: { currency: 'CAD', amount: 7.25 },
      rewardOfferId: null,
      tasks: [
        { kind: 'wager', quantity: 12.5, multiplier: null },
        { kind: 'win_multiplier', quantity: 1, multiplier: 5 },
      ],
      players: 0,
    });
    expect(await auditOf('quest.create', quest.id)).toMatchObject([{ before: null, after: quest }]);

    const seen = async () =>
      (await call<{ data: Quest[] }>(app, 'GET', '/api/retention/quests', { token: player.token })).body.data.find(
        (q) => q.id === quest.id,
      );
    expect(await seen()).toBeUndefined();
    clock.advance(2 * minute);
    expect(await seen()).toMatchObject({
      name: body.names.en,
      reward: { amount: 7.25, currency: 'CAD', bonus: null },
      tasks: [
        { type: 'wager', quantity: 12.5 },
        { type: 'win_multiplier', quantity: 1, multiplier: 5 },
      ],
    });

    const disabled = await adminCall<{ data: unknown }>(app, 'POST', `/api/admin/quests/${quest.id}/disable`, {
      session: marketing,
    });
    expect(disabled.body.data).toEqual({ id: quest.id, outcome: 'ended' });
    expect(await seen()).toBeUndefined();
    const again = await adminCall<{ data: unknown }>(app, 'POST', `/api/admin/quests/${quest.id}/disable`, {
      session: marketing,
    });
    expect(again.body.data).toEqual({ id: quest.id, outcome: 'unchanged' });
    expect(await auditOf('quest.disable', quest.id)).toHaveLength(1);
  });

  it('disabling a quest that has not started removes it', async () => {
    const created = await createQuest(questBody(clock));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const { id } = created.body.data;
    const disabled = await adminCall<{ data: unknown }>(app, 'POST', `/api/admin/quests/${id}/disable`, {
      session: marketing,
    });
    expect(disabled.body.data).toEqual({ id, outcome: 'removed' });
    const listed = await adminCall<{ data: AdminQuest[] }>(app, 'GET', '/api/admin/quests', { session: marketing });
    expect(listed.body.data.some((q) => q.id === id)).toBe(false);
    expect(await auditOf('quest.disable', id)).toMatchObject([
      { before: created.body.data, after: disabled.body.data },
    ]);
  });

  it('answers 400 with field errors to a bad quest and writes nothing', async () => {
    const before = { quests: await count('quests'), audit: await auditCount() };
    const cases: [Record<string, unknown>, string][] = [
      [{ names: { en: '' } }, 'names.en'],
      [{ startsAt: new Date(clock.now().getTime() - minute).toISOString() }, 'startsAt'],
      [{ tasks: [] }, 'tasks'],
      [{ tasks: [{ kind: 'jump', quantity: 1 }] }, 'tasks.0.kind'],
      [{ tasks: [{ kind: 'bets', quantity: 1.5 }] }, 'tasks.0.quantity'],
      [{ tasks: [{ kind: 'win_multiplier', quantity: 1 }] }, 'tasks.0.multiplier'],
      [{ reward: 0 }, 'reward'],
      [{ rewardOfferId: crypto.randomUUID() }, 'rewardOfferId'],
    ];
    for (const [overrides, field] of cases) {
      const bad = await createQuest(questBody(clock, overrides));
      expect(bad.status, field).toBe(400);
      expect(Object.keys(bad.body.error.fields ?? {}), field).toContain(field);
    }
    expect({ quests: await count('quests'), audit: await auditCount() }).toEqual(before);
  });

  it('another role is refused with 403 and nothing changes', async () => {
    const before = { tournaments: await count('tournaments'), quests: await count('quests') };
    expect((await createTournament(tournamentBody(clock), support)).status).toBe(403);
    expect((await createQuest(questBody(clock), support)).status).toBe(403);
    expect((await adminCall(app, 'GET', '/api/admin/tournaments', { session: support })).status).toBe(403);
    expect((await adminCall(app, 'GET', '/api/admin/quests', { session: support })).status).toBe(403);
    expect({ tournaments: await count('tournaments'), quests: await count('quests') }).toEqual(before);
  });
});
