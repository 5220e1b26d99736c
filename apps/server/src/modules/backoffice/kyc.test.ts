import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../../testing/test-app.ts';
import type { TestApp } from '../player/test-helpers.ts';
import { eventsOf, verificationOf } from '../verification/test-helpers.ts';
import {
  adminCall,
  enrolStaff,
  pendingKycCase,
  type StaffSession,
  signIn,
  type TestClock,
  testClock,
} from './test-helpers.ts';

type Cases = { data: { id: string; playerId: string; status: string; documents: unknown[] }[] };

let app: TestApp;
let clock: TestClock;
let risk: StaffSession;

beforeAll(async () => {
  clock = testClock();
  app = await startTestApp({}, { clock: clock.now });
  risk = await signIn(app, clock, await enrolStaff(app, clock, ['risk-compliance']));
});
afterAll(() => app.close());

describe('back-office identity verification review', () => {
  it('lists pending cases; approving verifies the player, with player.updated for their site', async () => {
    const { player, caseId } = await pendingKycCase(app);
    const queue = await adminCall<Cases>(app, 'GET', '/api/admin/kyc/cases', { session: risk });
    expect(queue.status).toBe(200);
    expect(queue.body.data.find((c) => c.id === caseId)).toMatchObject({
      playerId: player.profile.id,
      status: 'pending',
    });

    const approved = await adminCall(app, 'POST', `/api/admin/kyc/cases/${caseId}/decision`, {
      session: risk,
      body: { decision: 'approved', reason: 'Passport and selfie match' },
    });
    expect(approved.status).toBe(200);
    expect(await verificationOf(app, player.accessToken)).toMatchObject({ status: 'approved', sumsubVerified: true });
    expect((await eventsOf(app, player.profile.id)).map((e) => e.topic)).toContain('player.updated');
    const again = await adminCall(app, 'POST', `/api/admin/kyc/cases/${caseId}/decision`, {
      session: risk,
      body: { decision: 'rejected', reason: 'Changed my mind' },
    });
    expect(again.status).toBe(404);
  });

  it('rejects with a reason: the player stays unverified; a reason is required', async () => {
    const { player, caseId } = await pendingKycCase(app);
    const noReason = await adminCall(app, 'POST', `/api/admin/kyc/cases/${caseId}/decision`, {
      session: risk,
      body: { decision: 'rejected' },
    });
    expect(noReason.status).toBe(400);
    const rejected = await adminCall(app, 'POST', `/api/admin/kyc/cases/${caseId}/decision`, {
      session: risk,
      body: { decision: 'rejected', reason: 'Document expired' },
    });
    expect(rejected.status).toBe(200);
    expect(await verificationOf(app, player.accessToken)).toMatchObject({ status: 'rejected', sumsubVerified: false });
  });
});
