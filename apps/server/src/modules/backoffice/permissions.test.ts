import { type StaffRole, staffRoles } from '@croupier/contracts/admin-staff';
import { paymentInvoiceStatus } from '@croupier/contracts/constants';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/database.ts';
import { startTestApp } from '../../testing/test-app.ts';
import {
  requestDeposit,
  requestWithdrawal,
  sendWebhook,
  type TestPlayer,
  walletPlayer,
  webhookSecret,
} from '../payments/test-helpers.ts';
import { call, registeredPlayer, type TestApp } from '../player/test-helpers.ts';
import { files, uploadDocument } from '../verification/test-helpers.ts';
import type { AdminAccess } from './staff/access.ts';
import { permissionsOf } from './staff/permissions.ts';
import {
  adminCall,
  enrolStaff,
  pendingKycCase,
  questBody,
  type StaffSession,
  signIn,
  type TestClock,
  testClock,
  testOffer,
  tournamentBody,
} from './test-helpers.ts';

/**
 * Issue 22 §2: every back-office operation for every role. Allowed → 2xx; not allowed → 403 with no audit row
 * and no change to what the call would change. The operations are read from the server's own list of
 * /api/admin routes, so a route added without a case here fails the first test.
 */

interface Case {
  /** Builds a valid request; `unchanged` checks, after a 403, that nothing happened. */
  prepare(): Promise<{ path: string; body?: unknown; unchanged?: () => Promise<void> }>;
  /** Sign-out ends sessions: such a case runs with a session of its own. */
  endsSession?: boolean;
}

let app: TestApp;
let clock: TestClock;
let routes: { method: string; url: string; access: AdminAccess }[];
let player: TestPlayer;
let requester: StaffSession;
const sessions = new Map<StaffRole, StaffSession>();

const auditCount = async () =>
  (await queryRows<{ n: number }>(app.db, sql`select count(*)::int as n from audit_log`))[0]?.n ?? 0;

async function pendingWithdrawal(): Promise<{ path: string; unchanged: () => Promise<void> } & { id: string }> {
  const created = await requestWithdrawal(app, player, { amount: 20 });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const id = created.body.data.id;
  return {
    id,
    path: id,
    unchanged: async () => {
      const [row] = await queryRows<{ status: number }>(
        app.db,
        sql`select status from payment_invoices where id = ${id}`,
      );
      expect(row?.status).toBe(paymentInvoiceStatus.pending);
    },
  };
}

/** A fresh player's open support chat (each case its own, so a close does not end the next case's). */
async function supportConversation(): Promise<string> {
  const session = await registeredPlayer(app);
  const sent = await call<{ data: { conversation: { id: string } } }>(app, 'POST', '/api/support/messages', {
    token: session.accessToken,
    body: { body: 'Matrix question', idempotencyKey: `matrix-${crypto.randomUUID()}` },
  });
  expect(sent.status).toBe(201);
  return sent.body.data.conversation.id;
}

const cases: Record<string, Case> = {
  'GET /api/admin/me': { prepare: async () => ({ path: '/api/admin/me' }) },
  'POST /api/admin/session/sign-out': {
    endsSession: true,
    prepare: async () => ({ path: '/api/admin/session/sign-out' }),
  },
  'POST /api/admin/session/sign-out-everywhere': {
    endsSession: true,
    prepare: async () => ({ path: '/api/admin/session/sign-out-everywhere' }),
  },
  'GET /api/admin/staff': { prepare: async () => ({ path: '/api/admin/staff' }) },
  'POST /api/admin/staff/invitations': {
    prepare: async () => {
      const email = `matrix-${crypto.randomUUID()}@staff.example.com`;
      return {
        path: '/api/admin/staff/invitations',
        body: { email, roles: ['support'] },
        unchanged: async () => {
          const rows = await queryRows(app.db, sql`select 1 from staff where email = ${email}`);
          expect(rows).toEqual([]);
        },
      };
    },
  },
  'GET /api/admin/audit': { prepare: async () => ({ path: '/api/admin/audit' }) },
  'GET /api/admin/withdrawals': { prepare: async () => ({ path: '/api/admin/withdrawals' }) },
  'POST /api/admin/withdrawals/:id/approve': {
    prepare: async () => {
      const pending = await pendingWithdrawal();
      return { path: `/api/admin/withdrawals/${pending.id}/approve`, unchanged: pending.unchanged };
    },
  },
  'POST /api/admin/withdrawals/:id/reject': {
    prepare: async () => {
      const pending = await pendingWithdrawal();
      return {
        path: `/api/admin/withdrawals/${pending.id}/reject`,
        body: { reason: 'Matrix test' },
        unchanged: pending.unchanged,
      };
    },
  },
};

/** An adjustment requested by a staff member outside the matrix, so any role under test is the second pair of eyes. */
async function pendingAdjustment() {
  const key = `matrix-${crypto.randomUUID()}`;
  const created = await adminCall<{ data: { id: string } }>(app, 'POST', '/api/admin/adjustments', {
    session: requester,
    body: {
      playerId: player.playerId,
      currency: 'CAD',
      direction: 'debit',
      amount: 1,
      reason: 'Matrix',
      idempotencyKey: key,
    },
  });
  expect(created.status).toBe(201);
  const id = created.body.data.id;
  return {
    id,
    unchanged: async () => {
      const [row] = await queryRows<{ status: string }>(
        app.db,
        sql`select status from backoffice_pending_decisions where id = ${id}`,
      );
      expect(row?.status).toBe('pending');
    },
  };
}

const adjustmentCases: Record<string, Case> = {
  'GET /api/admin/adjustments': { prepare: async () => ({ path: '/api/admin/adjustments' }) },
  'POST /api/admin/adjustments': {
    prepare: async () => {
      const key = `matrix-${crypto.randomUUID()}`;
      return {
        path: '/api/admin/adjustments',
        body: {
          playerId: player.playerId,
          currency: 'CAD',
          direction: 'credit',
          amount: 1,
          reason: 'Matrix',
          idempotencyKey: key,
        },
        unchanged: async () => {
          const rows = await queryRows(
            app.db,
            sql`select 1 from ledger_transactions where idempotency_key = ${`adjustment:${player.playerId}:${key}`}`,
          );
          expect(rows).toEqual([]);
        },
      };
    },
  },
  'POST /api/admin/adjustments/:id/confirm': {
    prepare: async () => {
      const pending = await pendingAdjustment();
      return { path: `/api/admin/adjustments/${pending.id}/confirm`, unchanged: pending.unchanged };
    },
  },
  'POST /api/admin/adjustments/:id/refuse': {
    prepare: async () => {
      const pending = await pendingAdjustment();
      return { path: `/api/admin/adjustments/${pending.id}/refuse`, unchanged: pending.unchanged };
    },
  },
};
Object.assign(cases, adjustmentCases);

const staffStatusIs = (id: string, status: string) => async () => {
  const [row] = await queryRows<{ status: string }>(app.db, sql`select status from staff where id = ${id}`);
  expect(row?.status).toBe(status);
};

const playerStatusIs = (id: string, status: number) => async () => {
  const [row] = await queryRows<{ status: number }>(app.db, sql`select status from players where id = ${id}`);
  expect(row?.status).toBe(status);
};

Object.assign(cases, {
  'POST /api/admin/staff/:id/enable': {
    prepare: async () => {
      const target = await enrolStaff(app, clock, ['support'], 'enable-target');
      await adminCall(app, 'POST', `/api/admin/staff/${target.staffId}/disable`, { session: requester });
      return {
        path: `/api/admin/staff/${target.staffId}/enable`,
        unchanged: staffStatusIs(target.staffId, 'disabled'),
      };
    },
  },
  'POST /api/admin/staff/:id/reset-sign-in': {
    prepare: async () => {
      const target = await enrolStaff(app, clock, ['support'], 'reset-target');
      return {
        path: `/api/admin/staff/${target.staffId}/reset-sign-in`,
        unchanged: staffStatusIs(target.staffId, 'active'),
      };
    },
  },
  'POST /api/admin/staff/:id/disable': {
    prepare: async () => {
      const target = await enrolStaff(app, clock, ['support'], 'disable-target');
      return {
        path: `/api/admin/staff/${target.staffId}/disable`,
        unchanged: async () => {
          const [row] = await queryRows<{ status: string }>(
            app.db,
            sql`select status from staff where id = ${target.staffId}`,
          );
          expect(row?.status).toBe('active');
        },
      };
    },
  },
  'GET /api/admin/kyc/cases': { prepare: async () => ({ path: '/api/admin/kyc/cases' }) },
  'POST /api/admin/kyc/cases/:id/decision': {
    prepare: async () => {
      const { caseId } = await pendingKycCase(app);
      return {
        path: `/api/admin/kyc/cases/${caseId}/decision`,
        body: { decision: 'approved', reason: 'Matrix' },
        unchanged: async () => {
          const [row] = await queryRows<{ status: string }>(
            app.db,
            sql`select status from kyc_applicants where id = ${caseId}`,
          );
          expect(row?.status).toBe('pending');
        },
      };
    },
  },
  'GET /api/admin/kyc/documents/:id/file': {
    prepare: async () => {
      const { player: owner } = await pendingKycCase(app);
      const uploaded = await uploadDocument<{ data: { id: string } }>(app, owner.accessToken, {
        type: 'passport',
        bytes: files.png,
      });
      return { path: `/api/admin/kyc/documents/${uploaded.body.data.id}/file` };
    },
  },
  'POST /api/admin/broadcasts': {
    prepare: async () => {
      // A segment nobody is in: the broadcast reaches no one, and a refused call stores nothing.
      const key = `matrix-${crypto.randomUUID()}`;
      return {
        path: '/api/admin/broadcasts',
        body: { key, segmentId: 999_999_999, title: { en: 'Matrix' }, body: { en: 'Matrix' } },
        unchanged: async () => {
          const [row] = await queryRows<{ n: number }>(
            app.db,
            sql`select count(*)::int as n from messenger_broadcasts where key = ${key}`,
          );
          expect(row?.n).toBe(0);
        },
      };
    },
  },
  'GET /api/admin/broadcasts/:id': {
    prepare: async () => {
      const [row] = await queryRows<{ id: string }>(
        app.db,
        sql`insert into messenger_broadcasts (key, segment_id, title, body)
          values (${`matrix-read-${crypto.randomUUID()}`}, 999999999, '{"en":"M"}', '{"en":"M"}') returning id::text`,
      );
      return { path: `/api/admin/broadcasts/${row?.id}` };
    },
  },
  'GET /api/admin/players': { prepare: async () => ({ path: `/api/admin/players?q=${player.playerId}` }) },
  'GET /api/admin/players/:id': { prepare: async () => ({ path: `/api/admin/players/${player.playerId}` }) },
  'GET /api/admin/players/:id/invoices': {
    prepare: async () => ({ path: `/api/admin/players/${player.playerId}/invoices` }),
  },
  'GET /api/admin/players/:id/rounds': {
    prepare: async () => ({ path: `/api/admin/players/${player.playerId}/rounds` }),
  },
  'GET /api/admin/players/:id/messages': {
    prepare: async () => ({ path: `/api/admin/players/${player.playerId}/messages` }),
  },
  'GET /api/admin/players/:id/documents': {
    prepare: async () => ({ path: `/api/admin/players/${player.playerId}/documents` }),
  },
  'GET /api/admin/players/:id/limit-history': {
    prepare: async () => ({ path: `/api/admin/players/${player.playerId}/limit-history` }),
  },
  'GET /api/admin/players/:id/notes': {
    prepare: async () => ({ path: `/api/admin/players/${player.playerId}/notes` }),
  },
  'POST /api/admin/players/:id/notes': {
    prepare: async () => {
      const text = `Matrix note ${crypto.randomUUID()}`;
      return {
        path: `/api/admin/players/${player.playerId}/notes`,
        body: { text },
        unchanged: async () => {
          expect(await queryRows(app.db, sql`select 1 from backoffice_player_notes where text = ${text}`)).toEqual([]);
        },
      };
    },
  },
  'PUT /api/admin/players/:id/segments': {
    prepare: async () => {
      const target = (await registeredPlayer(app)).profile.id;
      return {
        path: `/api/admin/players/${target}/segments`,
        body: { vip: true, duplicate: false, reason: 'Matrix' },
        unchanged: async () => {
          const [row] = await queryRows<{ segments: number[] }>(
            app.db,
            sql`select segment_ids as segments from players where id = ${target}`,
          );
          expect(row?.segments).toEqual([]);
        },
      };
    },
  },
  'POST /api/admin/players/:id/limits': {
    prepare: async () => {
      const target = (await registeredPlayer(app)).profile.id;
      return {
        path: `/api/admin/players/${target}/limits`,
        body: { limit: { definition: 5, duration: '1d' }, reason: 'Matrix' },
        unchanged: async () => {
          const [row] = await queryRows<{ n: number }>(
            app.db,
            sql`select count(*)::int as n from player_limits where player_id = ${target}`,
          );
          expect(row?.n).toBe(0);
        },
      };
    },
  },
  'POST /api/admin/players/:id/limits/:limitId/lift': {
    prepare: async () => {
      const target = (await registeredPlayer(app)).profile.id;
      const imposed = await adminCall<{ data: { id: string } }>(app, 'POST', `/api/admin/players/${target}/limits`, {
        session: requester,
        body: { limit: { definition: 5, duration: '1d' }, reason: 'Matrix' },
      });
      return {
        path: `/api/admin/players/${target}/limits/${imposed.body.data.id}/lift`,
        body: { reason: 'Matrix' },
        unchanged: async () => {
          const [row] = await queryRows<{ n: number }>(
            app.db,
            sql`select count(*)::int as n from player_limits where player_id = ${target} and removed_at is null`,
          );
          expect(row?.n).toBe(1);
        },
      };
    },
  },
  'POST /api/admin/players/:id/block': {
    prepare: async () => {
      const target = (await registeredPlayer(app)).profile.id;
      return {
        path: `/api/admin/players/${target}/block`,
        body: { reason: 'Matrix' },
        unchanged: playerStatusIs(target, 1),
      };
    },
  },
  'POST /api/admin/players/:id/unblock': {
    prepare: async () => {
      const target = (await registeredPlayer(app)).profile.id;
      await adminCall(app, 'POST', `/api/admin/players/${target}/block`, {
        session: requester,
        body: { reason: 'Matrix' },
      });
      return {
        path: `/api/admin/players/${target}/unblock`,
        body: { reason: 'Matrix' },
        unchanged: playerStatusIs(target, 3),
      };
    },
  },
  'POST /api/admin/players/:id/sessions/close': {
    prepare: async () => {
      const target = await registeredPlayer(app);
      return {
        path: `/api/admin/players/${target.profile.id}/sessions/close`,
        body: { reason: 'Matrix' },
        unchanged: async () => {
          const profile = await call(app, 'GET', '/api/player/profile', { token: target.accessToken });
          expect(profile.status).toBe(200);
        },
      };
    },
  },
  'GET /api/admin/tournaments': { prepare: async () => ({ path: '/api/admin/tournaments' }) },
  'POST /api/admin/tournaments': {
    prepare: async () => {
      const body = tournamentBody(clock);
      return {
        path: '/api/admin/tournaments',
        body,
        unchanged: async () => {
          expect(await queryRows(app.db, sql`select 1 from tournaments where title = ${body.titles.en}`)).toEqual([]);
        },
      };
    },
  },
  'POST /api/admin/tournaments/:id/cancel': {
    prepare: async () => {
      const created = await adminCall<{ data: { id: string } }>(app, 'POST', '/api/admin/tournaments', {
        session: requester,
        body: tournamentBody(clock),
      });
      expect(created.status).toBe(201);
      const id = created.body.data.id;
      return {
        path: `/api/admin/tournaments/${id}/cancel`,
        unchanged: async () => {
          expect(await queryRows(app.db, sql`select 1 as one from tournaments where id = ${id}`)).toEqual([{ one: 1 }]);
        },
      };
    },
  },
  'GET /api/admin/quests': { prepare: async () => ({ path: '/api/admin/quests' }) },
  'POST /api/admin/quests': {
    prepare: async () => {
      const body = questBody(clock);
      return {
        path: '/api/admin/quests',
        body,
        unchanged: async () => {
          expect(await queryRows(app.db, sql`select 1 from quests where names->>'en' = ${body.names.en}`)).toEqual([]);
        },
      };
    },
  },
  'POST /api/admin/quests/:id/disable': {
    prepare: async () => {
      const created = await adminCall<{ data: { id: string } }>(app, 'POST', '/api/admin/quests', {
        session: requester,
        body: questBody(clock),
      });
      expect(created.status).toBe(201);
      const id = created.body.data.id;
      return {
        path: `/api/admin/quests/${id}/disable`,
        unchanged: async () => {
          expect(await queryRows(app.db, sql`select 1 as one from quests where id = ${id}`)).toEqual([{ one: 1 }]);
        },
      };
    },
  },
} satisfies Record<string, Case>);

const offerEnabledIs = (id: string, enabled: boolean) => async () => {
  const [row] = await queryRows<{ on: boolean }>(
    app.db,
    sql`select is_enabled as on from bonus_offers where id = ${id}`,
  );
  expect(row?.on).toBe(enabled);
};

Object.assign(cases, {
  'GET /api/admin/bonuses': { prepare: async () => ({ path: '/api/admin/bonuses' }) },
  'POST /api/admin/bonuses/:id/enable': {
    prepare: async () => {
      const offer = await testOffer(app, false);
      return { path: `/api/admin/bonuses/${offer.id}/enable`, unchanged: offerEnabledIs(offer.id, false) };
    },
  },
  'POST /api/admin/bonuses/:id/disable': {
    prepare: async () => {
      const offer = await testOffer(app);
      return { path: `/api/admin/bonuses/${offer.id}/disable`, unchanged: offerEnabledIs(offer.id, true) };
    },
  },
  'GET /api/admin/bonus-codes': { prepare: async () => ({ path: '/api/admin/bonus-codes' }) },
  'GET /api/admin/bonus-packages': { prepare: async () => ({ path: '/api/admin/bonus-packages' }) },
  'POST /api/admin/bonus-packages': {
    prepare: async () => {
      const en = `Matrix package ${crypto.randomUUID()}`;
      return {
        path: '/api/admin/bonus-packages',
        body: { names: { en } },
        unchanged: async () => {
          expect(await queryRows(app.db, sql`select 1 from bonus_packages where names->>'en' = ${en}`)).toEqual([]);
        },
      };
    },
  },
  'GET /api/admin/bonus-free-spin-games': { prepare: async () => ({ path: '/api/admin/bonus-free-spin-games' }) },
  'POST /api/admin/bonuses': {
    prepare: async () => {
      const en = `Matrix bonus ${crypto.randomUUID()}`;
      const [pkg] = await queryRows<{ id: string }>(
        app.db,
        sql`select id::text as id from bonus_packages where slug = 'no-deposit'`,
      );
      return {
        path: '/api/admin/bonuses',
        body: {
          packageId: pkg?.id,
          trigger: 1,
          bonuses: [{ names: { en }, type: 1, wagerCasino: 10, currencies: [{ currency: 'CAD', amountMinor: '500' }] }],
        },
        unchanged: async () => {
          expect(await queryRows(app.db, sql`select 1 from bonuses where names->>'en' = ${en}`)).toEqual([]);
        },
      };
    },
  },
  'GET /api/admin/reports': {
    prepare: async () => ({ path: '/api/admin/reports?currency=CAD&from=2026-01-01&to=2026-01-31' }),
  },
  'GET /api/admin/reports/:report/csv': {
    prepare: async () => ({ path: '/api/admin/reports/revenue/csv?currency=CAD&from=2026-01-01&to=2026-01-31' }),
  },
  'POST /api/admin/bonus-codes': {
    prepare: async () => {
      const offer = await testOffer(app);
      const code = `M${crypto.randomUUID().slice(0, 8).toUpperCase()}`;
      return {
        path: '/api/admin/bonus-codes',
        body: { code, offerId: offer.id },
        unchanged: async () => {
          expect(await queryRows(app.db, sql`select 1 from bonus_codes where code = ${code}`)).toEqual([]);
        },
      };
    },
  },
  'POST /api/admin/bonus-codes/:id/disable': {
    prepare: async () => {
      const offer = await testOffer(app);
      const created = await adminCall<{ data: { id: string } }>(app, 'POST', '/api/admin/bonus-codes', {
        session: requester,
        body: { code: `M${crypto.randomUUID().slice(0, 8).toUpperCase()}`, offerId: offer.id },
      });
      expect(created.status).toBe(201);
      const id = created.body.data.id;
      return {
        path: `/api/admin/bonus-codes/${id}/disable`,
        unchanged: async () => {
          const [row] = await queryRows<{ on: boolean }>(
            app.db,
            sql`select is_enabled as on from bonus_codes where id = ${id}`,
          );
          expect(row?.on).toBe(true);
        },
      };
    },
  },
} satisfies Record<string, Case>);

/**
 * A collection of the catalogue and one of its games; allowed roles toggle them, so two runs leave them as found.
 * Never the catalogue test's own shelves (`bo-…`), which it may be changing at the same time on a shared database.
 */
async function catalogueTarget() {
  const [row] = await queryRows<{ id: string; hidden: boolean; gameId: string; gameHidden: boolean }>(
    app.db,
    sql`select c.id, c.is_hidden as hidden, g.id as "gameId", g.is_hidden as "gameHidden"
        from game_collections c join game_collection_items i on i.collection_id = c.id join games g on g.id = i.game_id
        where c.identity not like 'bo-%'
        order by c.identity, g.identity limit 1`,
  );
  if (!row) throw new Error('no catalogue');
  return row;
}
const collectionOrder = async () =>
  (await queryRows<{ id: string }>(app.db, sql`select id from game_collections order by position, name, id`)).map(
    (r) => r.id,
  );

Object.assign(cases, {
  'GET /api/admin/catalogue/collections': { prepare: async () => ({ path: '/api/admin/catalogue/collections' }) },
  'PUT /api/admin/catalogue/collections/order': {
    prepare: async () => {
      const ids = await collectionOrder();
      // The same order: the matrix proves access, and allowed roles leave the lobby as it is.
      return {
        path: '/api/admin/catalogue/collections/order',
        body: { ids: [...ids] },
        unchanged: async () => expect(await collectionOrder()).toEqual(ids),
      };
    },
  },
  'PATCH /api/admin/catalogue/collections/:id': {
    prepare: async () => {
      const target = await catalogueTarget();
      return {
        path: `/api/admin/catalogue/collections/${target.id}`,
        body: { isHidden: !target.hidden },
        unchanged: async () => expect((await catalogueTarget()).hidden).toBe(target.hidden),
      };
    },
  },
  'GET /api/admin/catalogue/collections/:id/games': {
    prepare: async () => ({ path: `/api/admin/catalogue/collections/${(await catalogueTarget()).id}/games` }),
  },
  'PUT /api/admin/catalogue/collections/:id/order': {
    prepare: async () => {
      const target = await catalogueTarget();
      const order = async () =>
        (
          await queryRows<{ id: string }>(
            app.db,
            sql`select game_id as id from game_collection_items where collection_id = ${target.id}
                order by position, game_id`,
          )
        ).map((r) => r.id);
      const ids = await order();
      return {
        path: `/api/admin/catalogue/collections/${target.id}/order`,
        body: { ids },
        unchanged: async () => expect(await order()).toEqual(ids),
      };
    },
  },
  'PATCH /api/admin/catalogue/games/:id': {
    prepare: async () => {
      const target = await catalogueTarget();
      return {
        path: `/api/admin/catalogue/games/${target.gameId}`,
        body: { isHidden: !target.gameHidden },
        unchanged: async () => expect((await catalogueTarget()).gameHidden).toBe(target.gameHidden),
      };
    },
  },
} satisfies Record<string, Case>);

/** A page of the matrix's own (never a shipped document), with a draft saved by the administrator outside it. */
const contentPath = `pages/matrix-${crypto.randomUUID().slice(0, 8)}`;
const contentPage = (title: string) => ({ title, description: 'Matrix', blocks: [] });
const contentUrl = (action: string) => `/api/admin/content/${action}/en/${contentPath}`;
const contentRow = async () =>
  (
    await queryRows<{ draft: { title: string } | null; version: number }>(
      app.db,
      sql`select draft, version from content_documents where path = ${contentPath} and locale = 'en'`,
    )
  )[0];
async function contentDraft(title = 'Matrix draft') {
  const saved = await adminCall(app, 'PUT', contentUrl('documents'), {
    session: requester,
    body: { document: contentPage(title) },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  return contentRow();
}

Object.assign(cases, {
  'GET /api/admin/content/documents': { prepare: async () => ({ path: '/api/admin/content/documents' }) },
  'GET /api/admin/content/documents/:locale/*': { prepare: async () => ({ path: contentUrl('documents') }) },
  'PUT /api/admin/content/documents/:locale/*': {
    prepare: async () => {
      const before = await contentDraft();
      const title = `Edit ${crypto.randomUUID()}`;
      return {
        path: contentUrl('documents'),
        body: { document: contentPage(title) },
        unchanged: async () => expect(await contentRow()).toEqual(before),
      };
    },
  },
  'POST /api/admin/content/publish/:locale/*': {
    prepare: async () => {
      const before = await contentDraft(`Publish ${crypto.randomUUID()}`);
      return { path: contentUrl('publish'), unchanged: async () => expect(await contentRow()).toEqual(before) };
    },
  },
  'GET /api/admin/content/history/:locale/*': { prepare: async () => ({ path: contentUrl('history') }) },
  'POST /api/admin/content/restore/:locale/*': {
    prepare: async () => {
      // Published at least once by the administrator, so version 1 exists to restore.
      await contentDraft(`Kept ${crypto.randomUUID()}`);
      if ((await contentRow())?.version === 0) {
        expect((await adminCall(app, 'POST', contentUrl('publish'), { session: requester })).status).toBe(200);
      }
      const before = await contentDraft(`Waiting ${crypto.randomUUID()}`);
      return {
        path: contentUrl('restore'),
        body: { version: 1 },
        unchanged: async () => expect(await contentRow()).toEqual(before),
      };
    },
  },
  'GET /api/admin/content/preview/:locale/*': { prepare: async () => ({ path: contentUrl('preview') }) },
} satisfies Record<string, Case>);

/** The one cash bonus of a fresh test offer (5.00 from its base amount, wagering ×10). */
async function testBonusId(): Promise<string> {
  const offer = await testOffer(app);
  const [row] = await queryRows<{ id: string }>(
    app.db,
    sql`select id::text as id from bonuses where offer_id = ${offer.id}`,
  );
  if (!row) throw new Error('test offer has no bonus');
  return row.id;
}
const wagerOf = async (id: string) =>
  (await queryRows<{ wager: string }>(app.db, sql`select wager_casino::text as wager from bonuses where id = ${id}`))[0]
    ?.wager;

Object.assign(cases, {
  'GET /api/admin/bonus-terms/:id': {
    prepare: async () => ({ path: `/api/admin/bonus-terms/${await testBonusId()}` }),
  },
  'PUT /api/admin/bonus-terms/:id': {
    prepare: async () => {
      const id = await testBonusId();
      return {
        path: `/api/admin/bonus-terms/${id}`,
        body: {
          wagerCasino: 12,
          wagerSportsbook: 0,
          claimDays: 7,
          currencies: [{ currency: 'CAD', amountMinor: '700' }],
        },
        unchanged: async () => expect(await wagerOf(id)).toBe('10.00'),
      };
    },
  },
  'GET /api/admin/cashback-programs': { prepare: async () => ({ path: '/api/admin/cashback-programs' }) },
  'PUT /api/admin/cashback-programs/:currency': {
    prepare: async () => {
      const percent = async () =>
        (
          await queryRows<{ p: string }>(
            app.db,
            sql`select percentage::text as p from bonus_cashback_programs where currency = 'AUD'`,
          )
        )[0]?.p;
      const before = await percent();
      // The same terms: allowed roles leave the programme as it is (and its period unchanged).
      return {
        path: '/api/admin/cashback-programs/AUD',
        body: { percentage: Number(before), period: 'weekly', minAmountMinor: '100', maxAmountMinor: '50000' },
        unchanged: async () => expect(await percent()).toBe(before),
      };
    },
  },
  'GET /api/admin/loyalty-levels': { prepare: async () => ({ path: '/api/admin/loyalty-levels' }) },
  'PUT /api/admin/loyalty-levels': {
    prepare: async () => {
      const current = async () => (await queryRows(app.db, sql`select * from loyalty_levels order by "order"`)).length;
      const read = await adminCall<{ data: { levels: { order: number }[] } }>(app, 'GET', '/api/admin/loyalty-levels', {
        session: requester,
      });
      const count = await current();
      // The same levels: allowed roles leave them as they are.
      return {
        path: '/api/admin/loyalty-levels',
        body: { levels: read.body.data.levels.map(({ order: _order, ...level }) => level) },
        unchanged: async () => expect(await current()).toBe(count),
      };
    },
  },
  'GET /api/admin/support/conversations': { prepare: async () => ({ path: '/api/admin/support/conversations' }) },
  'GET /api/admin/support/conversations/:id': {
    prepare: async () => ({ path: `/api/admin/support/conversations/${await supportConversation()}` }),
  },
  'POST /api/admin/support/conversations/:id/messages': {
    prepare: async () => {
      const id = await supportConversation();
      return {
        path: `/api/admin/support/conversations/${id}/messages`,
        body: { body: 'Matrix reply' },
        unchanged: async () =>
          expect(
            await queryRows(
              app.db,
              sql`select 1 from support_messages where conversation_id = ${id} and author = 'agent'`,
            ),
          ).toEqual([]),
      };
    },
  },
  'POST /api/admin/support/conversations/:id/close': {
    prepare: async () => {
      const id = await supportConversation();
      return {
        path: `/api/admin/support/conversations/${id}/close`,
        unchanged: async () => {
          const [row] = await queryRows<{ status: string }>(
            app.db,
            sql`select status from support_conversations where id = ${id}`,
          );
          expect(row?.status).toBe('open');
        },
      };
    },
  },
} satisfies Record<string, Case>);

const publicRoutes = [
  'POST /api/admin/session',
  'POST /api/admin/enrolment/start',
  'POST /api/admin/enrolment/confirm',
];

beforeAll(async () => {
  clock = testClock();
  const handle = await startTestApp(
    {
      PAYMENT_SANDBOX_WEBHOOK_SECRET: webhookSecret,
      TURNOVER_MULTIPLIER: '0',
      AUTO_WITHDRAWAL_MAX: '0',
      CONTENT_PREVIEW_TOKEN: 'matrix-preview-token-0123',
    },
    { clock: clock.now },
  );
  app = handle;
  routes = handle.backoffice.routes;
  player = await walletPlayer(app, { verified: true });
  const deposit = await requestDeposit(app, player, { amount: 2000, method: 'sandbox.card' });
  expect((await sendWebhook(app, { invoiceId: deposit.body.data.id, status: 2 }, { now: clock.now() })).status).toBe(
    200,
  );
  requester = await signIn(app, clock, await enrolStaff(app, clock, ['administrator'], 'requester'));
  for (const role of staffRoles) sessions.set(role, await signIn(app, clock, await enrolStaff(app, clock, [role])));
});
afterAll(() => app.close());

describe('roles × back-office operations', () => {
  it('has a case for every /api/admin route, and only sign-in and enrolment are public', () => {
    const names = routes.map((r) => `${r.method} ${r.url}`);
    expect(
      routes
        .filter((r) => r.access === 'public')
        .map((r) => `${r.method} ${r.url}`)
        .sort(),
    ).toEqual([...publicRoutes].sort());
    expect(names.filter((n) => !publicRoutes.includes(n)).sort()).toEqual(Object.keys(cases).sort());
  });

  for (const role of staffRoles) {
    it(`${role}: allowed operations answer 2xx, the others 403 with no side effect`, async () => {
      for (const route of routes.filter((r) => r.access !== 'public')) {
        const name = `${route.method} ${route.url}`;
        const operation = cases[name];
        if (!operation) throw new Error(`no case for ${name}`);
        const { access } = route;
        const allowed = access === 'signed-in' || (access !== 'public' && permissionsOf([role]).includes(access));
        const session = operation.endsSession
          ? await signIn(app, clock, await enrolStaff(app, clock, [role]))
          : (sessions.get(role) as StaffSession);
        const request = await operation.prepare();
        const auditBefore = await auditCount();
        const result = await adminCall(app, route.method, request.path, {
          session,
          ...(request.body === undefined ? {} : { body: request.body }),
        });
        if (allowed) {
          expect(result.status, `${role} ${name}: ${JSON.stringify(result.body)}`).toBeGreaterThanOrEqual(200);
          expect(result.status, `${role} ${name}`).toBeLessThan(300);
        } else {
          expect(result.status, `${role} ${name}: ${JSON.stringify(result.body)}`).toBe(403);
          expect((result.body as { error: { code: string } }).error.code).toBe('forbidden');
          expect(await auditCount(), `${role} ${name} wrote an audit row`).toBe(auditBefore);
          await request.unchanged?.();
        }
      }
      // Every operation in turn: the administrator runs them all, longer than the default 30 s on a busy machine.
    }, 120_000);
  }

  it('answers 401 to every operation without a session', async () => {
    for (const route of routes.filter((r) => r.access !== 'public')) {
      const request = await cases[`${route.method} ${route.url}`]?.prepare();
      const result = await adminCall(app, route.method, request?.path ?? route.url, {
        ...(request?.body === undefined ? {} : { body: request.body }),
      });
      expect(result.status, `${route.method} ${route.url}`).toBe(401);
    }
  });
});
