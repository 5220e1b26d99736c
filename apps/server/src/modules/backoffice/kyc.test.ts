import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../../testing/test-app.ts';
import type { TestApp } from '../player/test-helpers.ts';
import { eventsOf, files, uploadDocument, verificationOf } from '../verification/test-helpers.ts';
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

  it('shows a case’s uploaded file to the reviewer, audited, and nothing to a role without kyc.review', async () => {
    const { player, caseId } = await pendingKycCase(app);
    const uploaded = await uploadDocument<{ data: { id: string } }>(app, player.accessToken, {
      type: 'passport',
      bytes: files.png,
      fileName: 'passport.png',
    });
    expect(uploaded.status).toBe(201);
    const queue = await adminCall<{ data: { id: string; documents: { id: string; mimeType: string }[] }[] }>(
      app,
      'GET',
      '/api/admin/kyc/cases',
      { session: risk },
    );
    const documentId = queue.body.data.find((c) => c.id === caseId)?.documents[0]?.id ?? '';
    expect(documentId).toBe(uploaded.body.data.id);

    const response = await fetch(`${app.url}/api/admin/kyc/documents/${documentId}/file`, {
      headers: { cookie: `croupier_admin=${risk.cookie}`, 'x-forwarded-for': '10.9.9.9' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('content-security-policy')).toContain('sandbox');
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(files.png);
    const views = await adminCall<{ data: { action: string; targetId: string }[] }>(
      app,
      'GET',
      `/api/admin/audit?action=kyc.document_view&targetId=${documentId}`,
      { session: risk },
    );
    expect(views.body.data).toHaveLength(1);

    const marketing = await signIn(app, clock, await enrolStaff(app, clock, ['marketing']));
    const refused = await adminCall(app, 'GET', `/api/admin/kyc/documents/${documentId}/file`, { session: marketing });
    expect(refused.status).toBe(403);
  });
});
