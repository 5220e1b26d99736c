import { maxUserAgentLength } from '@croupier/contracts/constants';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/database.ts';
import { startTestApp } from '../../testing/test-app.ts';
import type { TestApp } from '../player/test-helpers.ts';
import { verifyAuditChain } from './audit/log.ts';
import { currentCode } from './staff/totp.ts';
import {
  adminCall,
  type EnrolledStaff,
  enrolStaff,
  type StaffSession,
  signIn,
  type TestClock,
  testClock,
} from './test-helpers.ts';

type AuditPage = {
  data: {
    id: string;
    staffId: string | null;
    action: string;
    targetId: string | null;
    ip: string | null;
    after: unknown;
  }[];
  nextBefore: string | null;
};

let app: TestApp;
let clock: TestClock;
let admin: EnrolledStaff;
let session: StaffSession;

beforeAll(async () => {
  clock = testClock();
  app = await startTestApp({}, { clock: clock.now });
  admin = await enrolStaff(app, clock, ['administrator']);
  session = await signIn(app, clock, admin);
});
afterAll(() => app.close());

describe('the audit trail', () => {
  it('records each staff action with who, what, when and from where, filterable and paged', async () => {
    const ip = '10.200.1.2';
    const fresh = await signIn(app, clock, admin);
    await adminCall(app, 'POST', '/api/admin/session/sign-out', { session: fresh, ip });
    const page = await adminCall<AuditPage>(
      app,
      'GET',
      `/api/admin/audit?staffId=${admin.staffId}&action=staff.sign_out&limit=5`,
      { session },
    );
    expect(page.status).toBe(200);
    expect(page.body.data[0]).toMatchObject({
      staffId: admin.staffId,
      action: 'staff.sign_out',
      ip,
      after: { sessionsEnded: 1 },
    });

    const all = await adminCall<AuditPage>(app, 'GET', `/api/admin/audit?staffId=${admin.staffId}&limit=2`, {
      session,
    });
    expect(all.body.data).toHaveLength(2);
    expect(all.body.nextBefore).not.toBeNull();
    const next = await adminCall<AuditPage>(
      app,
      'GET',
      `/api/admin/audit?staffId=${admin.staffId}&limit=2&before=${all.body.nextBefore}`,
      { session },
    );
    expect(BigInt(next.body.data[0]?.id ?? '0')).toBeLessThan(BigInt(all.body.data[1]?.id ?? '0'));
    const future = new Date(clock.now().getTime() + 86_400_000).toISOString();
    const none = await adminCall<AuditPage>(app, 'GET', `/api/admin/audit?from=${encodeURIComponent(future)}`, {
      session,
    });
    expect(none.body.data).toEqual([]);
  });

  it("keeps a staff member's user agent to the players' 500 characters, in the session and the audit row", async () => {
    const userAgent = `Mozilla/5.0 ${'x'.repeat(700)}`;
    const signedIn = await adminCall<{ data: { csrfToken: string } }>(app, 'POST', '/api/admin/session', {
      headers: { 'user-agent': userAgent },
      body: { email: admin.email, password: admin.password, code: currentCode(admin.secret, clock.now()) },
    });
    clock.advance(30_000);
    expect(signedIn.status).toBe(200);
    const [stored] = await queryRows<{ ua: number; audited: number }>(
      app.db,
      sql`select (select length(user_agent) from staff_sessions where staff_id = ${admin.staffId} order by created_at desc limit 1) as ua,
                 (select length(user_agent) from audit_log where staff_id = ${admin.staffId} order by id desc limit 1) as audited`,
    );
    expect(stored).toEqual({ ua: maxUserAgentLength, audited: maxUserAgentLength });
  });

  it('refuses UPDATE and DELETE of audit rows in the database', async () => {
    await expect(
      app.db.execute(sql`update audit_log set action = 'forged' where id = (select min(id) from audit_log)`),
    ).rejects.toThrow();
    await expect(
      app.db.execute(sql`delete from audit_log where id = (select min(id) from audit_log)`),
    ).rejects.toThrow();
  });

  it('keeps one chain when staff act at the same time', async () => {
    const invites = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        adminCall(app, 'POST', '/api/admin/staff/invitations', {
          session,
          body: { email: `parallel-${i}-${crypto.randomUUID()}@staff.example.com`, roles: ['support'] },
        }),
      ),
    );
    expect(invites.map((r) => r.status)).toEqual(Array(8).fill(201));
    expect(await verifyAuditChain(app.db)).toMatchObject({ ok: true });
  });

  it('detects a tampered row: the first row whose hash no longer holds', async () => {
    expect(await verifyAuditChain(app.db)).toMatchObject({ ok: true });
    const [row] = await queryRows<{ id: string; action: string }>(
      app.db,
      sql`select id::text as id, action from audit_log where staff_id = ${admin.staffId} order by id limit 1`,
    );
    if (!row) throw new Error('no audit row');
    // Only with its guard off can anyone change a row: what an attacker with database access would do.
    await app.db.execute(sql`alter table audit_log disable trigger audit_log_append_only`);
    try {
      await app.db.execute(sql`update audit_log set action = 'staff.nothing_happened' where id = ${row.id}`);
      expect(await verifyAuditChain(app.db)).toMatchObject({ ok: false, brokenId: row.id, reason: 'hash_mismatch' });
    } finally {
      // Put it back: on PostgreSQL the database outlives this file.
      await app.db.execute(sql`update audit_log set action = ${row.action} where id = ${row.id}`);
      await app.db.execute(sql`alter table audit_log enable trigger audit_log_append_only`);
    }
    expect(await verifyAuditChain(app.db)).toMatchObject({ ok: true });
  });
});
