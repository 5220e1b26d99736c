import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../../testing/test-app.ts';
import { call, password, registeredPlayer, type TestApp } from '../player/test-helpers.ts';
import { adminCall, enrolStaff, type StaffSession, signIn, type TestClock, testClock } from './test-helpers.ts';

type Found = { data: { id: string; email: string; status: number }[] };
type ErrorBody = { error: { code: string } };

let app: TestApp;
let clock: TestClock;
let risk: StaffSession;
let support: StaffSession;

const login = (email: string) => call<ErrorBody>(app, 'POST', '/api/player/sessions', { body: { email, password } });
const profile = (token: string) => call<ErrorBody>(app, 'GET', '/api/player/profile', { token });

beforeAll(async () => {
  clock = testClock();
  app = await startTestApp({}, { clock: clock.now });
  risk = await signIn(app, clock, await enrolStaff(app, clock, ['risk-compliance']));
  support = await signIn(app, clock, await enrolStaff(app, clock, ['support']));
});
afterAll(() => app.close());

describe('back-office players', () => {
  it('finds a player by the start of their e-mail and by id', async () => {
    const player = await registeredPlayer(app);
    const byEmail = await adminCall<Found>(
      app,
      'GET',
      `/api/admin/players?q=${encodeURIComponent(player.email.slice(0, 20))}`,
      { session: support },
    );
    expect(byEmail.status).toBe(200);
    expect(byEmail.body.data.map((p) => p.id)).toContain(player.profile.id);
    const byId = await adminCall<Found>(app, 'GET', `/api/admin/players?q=${player.profile.id}`, { session: support });
    expect(byId.body.data).toEqual([
      expect.objectContaining({ id: player.profile.id, email: player.email, status: 1 }),
    ]);
    expect((await adminCall(app, 'GET', '/api/admin/players?q=a', { session: support })).status).toBe(400);
  });

  it('blocks a player (sessions end, sign-in refused) and unblocks them', async () => {
    const player = await registeredPlayer(app);
    const blocked = await adminCall<{ data: { status: number } }>(
      app,
      'POST',
      `/api/admin/players/${player.profile.id}/block`,
      {
        session: risk,
        body: { reason: 'Chargeback fraud suspected' },
      },
    );
    expect(blocked.status).toBe(200);
    expect(blocked.body.data.status).toBe(3);
    expect((await profile(player.accessToken)).status).toBe(401);
    const refused = await login(player.email);
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('account_disabled');

    const unblocked = await adminCall(app, 'POST', `/api/admin/players/${player.profile.id}/unblock`, {
      session: risk,
      body: { reason: 'Cleared by the bank' },
    });
    expect(unblocked.status).toBe(200);
    expect((await login(player.email)).status).toBe(200);
    const again = await adminCall<ErrorBody>(app, 'POST', `/api/admin/players/${player.profile.id}/unblock`, {
      session: risk,
      body: { reason: 'Twice' },
    });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('player_not_blocked');
  });

  it('support closes a player’s sessions; the player can sign in again', async () => {
    const player = await registeredPlayer(app);
    const closed = await adminCall<{ data: { sessionsClosed: number } }>(
      app,
      'POST',
      `/api/admin/players/${player.profile.id}/sessions/close`,
      { session: support, body: { reason: 'Player asked on the phone' } },
    );
    expect(closed.status).toBe(200);
    expect(closed.body.data.sessionsClosed).toBe(1);
    expect((await profile(player.accessToken)).status).toBe(401);
    expect((await login(player.email)).status).toBe(200);
    const unknown = await adminCall(app, 'POST', `/api/admin/players/${crypto.randomUUID()}/sessions/close`, {
      session: support,
      body: { reason: 'Nobody' },
    });
    expect(unknown.status).toBe(404);
  });
});
