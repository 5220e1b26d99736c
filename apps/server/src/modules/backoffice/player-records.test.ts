import type { LimitHistoryPage } from '@croupier/contracts/admin-player-records';
import type { Round } from '@croupier/contracts/games';
import type { MessagesPage } from '@croupier/contracts/messenger';
import type { PlayerDocument } from '@croupier/contracts/verification';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { debit, freshId, gamePlayer, realSession, startGamesApp, walletCall } from '../games/test-helpers.ts';
import type { FakeClock } from '../limits/test-helpers.ts';
import { createLimit } from '../limits/test-helpers.ts';
import { messagesOf, waitFor } from '../notification/messenger-test-helpers.ts';
import { fund } from '../payments/test-helpers.ts';
import { call, registeredPlayer, type TestApp } from '../player/test-helpers.ts';
import { files, uploadDocument } from '../verification/test-helpers.ts';
import { adminCall, enrolStaff, type StaffSession, signIn } from './test-helpers.ts';

type ErrorBody = { error: { code: string } };

let app: TestApp;
let clock: FakeClock;
let support: StaffSession;
let risk: StaffSession;
let riskEmail: string;

beforeAll(async () => {
  ({ app, clock } = await startGamesApp());
  support = await signIn(app, clock, await enrolStaff(app, clock, ['support']));
  const riskMember = await enrolStaff(app, clock, ['risk-compliance']);
  riskEmail = riskMember.email;
  risk = await signIn(app, clock, riskMember);
});
afterAll(() => app.close());

const adminGet = <T>(path: string, session = support) =>
  adminCall<T & ErrorBody>(app, 'GET', `/api/admin/players/${path}`, { session });

describe('the player page’s records', () => {
  it('pages the player’s game rounds as their own round history does, and only theirs', async () => {
    const player = await gamePlayer(app, { balance: 20 });
    const sessionToken = await realSession(app, player, 'crash-rocket');
    const won = freshId('round');
    await debit(app, sessionToken, '200', { roundId: won });
    await walletCall(app, 'credit', {
      sessionToken,
      transactionId: freshId('win'),
      roundId: won,
      currency: 'CAD',
      amount: '1000',
    });
    await debit(app, sessionToken, '300');
    const other = await gamePlayer(app, { balance: 10 });
    await debit(app, await realSession(app, other, 'crash-rocket'), '100');

    const rounds = await adminGet<{ data: Round[]; meta: unknown }>(`${player.playerId}/rounds`);
    expect(rounds.status).toBe(200);
    const own = await call(app, 'GET', '/api/game/spins', { token: player.token });
    expect(rounds.body).toEqual(own.body);
    expect(rounds.body.data.map((r) => [r.gameIdentity, r.stake, r.win, r.currency])).toEqual([
      ['crash-rocket', 3, 0, 'CAD'],
      ['crash-rocket', 2, 10, 'CAD'],
    ]);
    const second = await adminGet<{ data: Round[]; meta: unknown }>(`${player.playerId}/rounds?perPage=1&page=2`);
    expect(second.body.data.map((r) => r.stake)).toEqual([2]);
    expect(second.body.meta).toEqual({ page: 2, perPage: 1, totalPages: 2, totalRows: 2 });
    expect((await adminGet(`${crypto.randomUUID()}/rounds`)).status).toBe(404);
  });

  it('shows the player’s messages as they read them, and reading marks none read', async () => {
    const player = await gamePlayer(app);
    await fund(app, player, 30);
    await waitFor(async () => (await messagesOf(app, player.token)).data.length > 0);
    const other = await gamePlayer(app);
    await fund(app, other, 12);

    const seen = await adminGet<MessagesPage>(`${player.playerId}/messages`);
    expect(seen.status).toBe(200);
    // No Accept-Language: the locale the player chose, as the back office reads it.
    expect(seen.body).toEqual(await messagesOf(app, player.token, '', {}));
    expect(seen.body.data.length).toBeGreaterThan(0);
    expect(seen.body.meta.totalUnread).toBe(seen.body.data.length);
    expect((await messagesOf(app, player.token)).meta.totalUnread).toBe(seen.body.meta.totalUnread);
    expect((await adminGet(`${crypto.randomUUID()}/messages`)).status).toBe(404);
  });

  it('lists the player’s identity documents as their own documents page does, and only theirs', async () => {
    const session = await registeredPlayer(app);
    const uploaded = await uploadDocument<{ data: PlayerDocument }>(app, session.accessToken, {
      type: 'passport',
      bytes: files.png,
    });
    expect(uploaded.status).toBe(201);
    const other = await registeredPlayer(app);
    await uploadDocument(app, other.accessToken, { type: 'proof_of_address', bytes: files.pdf });

    const seen = await adminGet<{ data: PlayerDocument[] }>(`${session.profile.id}/documents`);
    expect(seen.status).toBe(200);
    const own = await call<{ data: PlayerDocument[] }>(app, 'GET', '/api/player/documents', {
      token: session.accessToken,
    });
    expect(seen.body.data).toEqual(own.body.data);
    expect(seen.body.data.map((d) => d.id)).toEqual([uploaded.body.data.id]);
    expect((await adminGet(`${crypto.randomUUID()}/documents`)).status).toBe(404);
  });

  it('lists every change of the player’s limits with who made it, newest first', async () => {
    const session = await registeredPlayer(app);
    const playerId = session.profile.id;
    const own = await createLimit(app, session.accessToken, {
      definition: 3,
      period: 'daily',
      currency: 'CAD',
      amount: 50,
    });
    expect(own.status).toBe(201);
    clock.advance(1000);
    const changed = await call(app, 'PUT', `/api/player/limits/${own.body.data.id}`, {
      token: session.accessToken,
      body: { period: 'daily', amount: 40 },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    clock.advance(1000);
    const imposed = await adminCall<{ data: { id: string } }>(app, 'POST', `/api/admin/players/${playerId}/limits`, {
      session: risk,
      body: { limit: { definition: 2, period: 'weekly', currency: 'CAD', amount: 300 }, reason: 'Affordability' },
    });
    expect(imposed.status).toBe(201);
    clock.advance(1000);
    const lifted = await adminCall(app, 'POST', `/api/admin/players/${playerId}/limits/${imposed.body.data.id}/lift`, {
      session: risk,
      body: { reason: 'Documents received' },
    });
    expect(lifted.status).toBe(200);
    const other = await registeredPlayer(app);
    await createLimit(app, other.accessToken, { definition: 1, period: 'daily', currency: 'CAD', amount: 5 });

    const history = await adminGet<LimitHistoryPage>(`${playerId}/limit-history`);
    expect(history.status).toBe(200);
    const staff = { id: risk.staffId, email: riskEmail };
    expect(
      history.body.data.map((e) => [e.action, e.definition, e.actor, e.staff, e.before?.amount, e.after?.amount]),
    ).toEqual([
      ['lifted', 2, 'operator', staff, 300, undefined],
      ['created', 2, 'operator', staff, undefined, 300],
      ['changed', 3, 'player', null, 50, 40],
      ['created', 3, 'player', null, undefined, 50],
    ]);
    expect(history.body.data[3]?.after).toMatchObject({ period: 'daily', currency: 'CAD', pendingChange: null });
    expect(history.body.meta).toEqual({ page: 1, perPage: 20, totalPages: 1, totalRows: 4 });
    expect((await adminGet(`${crypto.randomUUID()}/limit-history`)).status).toBe(404);
  });
});
