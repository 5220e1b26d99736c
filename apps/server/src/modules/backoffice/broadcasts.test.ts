import type { Broadcast } from '@croupier/contracts/messenger';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/database.ts';
import { startTestApp } from '../../testing/test-app.ts';
import { messagesOf, waitFor } from '../notification/messenger-test-helpers.ts';
import { registeredPlayer, type TestApp } from '../player/test-helpers.ts';
import { adminCall, enrolStaff, type StaffSession, signIn, type TestClock, testClock } from './test-helpers.ts';

type Answer = { data: Broadcast };

let app: TestApp;
let clock: TestClock;
let marketing: StaffSession;
let support: StaffSession;

beforeAll(async () => {
  clock = testClock();
  app = await startTestApp({}, { clock: clock.now });
  marketing = await signIn(app, clock, await enrolStaff(app, clock, ['marketing']));
  support = await signIn(app, clock, await enrolStaff(app, clock, ['support']));
});
afterAll(() => app.close());

describe('back-office messenger broadcasts (issue 22 §7)', () => {
  it('marketing sends a message to a segment: its players read it in their locale, the audit log has it', async () => {
    // A segment no other test (or earlier run on a shared database) uses.
    const segment = 200_000 + Math.floor(Math.random() * 1_000_000_000);
    const member = await registeredPlayer(app);
    const outsider = await registeredPlayer(app);
    await app.db.execute(
      sql`update players set segment_ids = array_append(segment_ids, ${segment}::int) where id = ${member.profile.id}`,
    );
    const body = {
      key: `vip-weekend-${segment}`,
      segmentId: segment,
      title: { en: 'Your VIP weekend', fr: 'Votre week-end VIP' },
      body: { en: 'Double loyalty points on every table game until Sunday.', fr: 'Points doublés jusqu’à dimanche.' },
    };
    const sent = await adminCall<Answer>(app, 'POST', '/api/admin/broadcasts', { session: marketing, body });
    expect(sent.status).toBe(202);
    expect(sent.body.data).toMatchObject({ segmentId: segment, recipients: 0, completedAt: null });
    const id = sent.body.data.id;

    await waitFor(async () => {
      const progress = await adminCall<Answer>(app, 'GET', `/api/admin/broadcasts/${id}`, { session: marketing });
      return progress.body.data.completedAt !== null;
    });
    const done = await adminCall<Answer>(app, 'GET', `/api/admin/broadcasts/${id}`, { session: marketing });
    expect(done.body.data.recipients).toBe(1);
    const french = await messagesOf(app, member.accessToken, '', { 'accept-language': 'fr' });
    expect(french.data[0]).toMatchObject({ kind: 'broadcast', content: { title: 'Votre week-end VIP' } });
    expect((await messagesOf(app, outsider.accessToken)).data.some((m) => m.kind === 'broadcast')).toBe(false);

    // Sending it again (a double click, a retry) answers the first broadcast; nothing is sent twice.
    const again = await adminCall<Answer>(app, 'POST', '/api/admin/broadcasts', { session: marketing, body });
    expect(again.status).toBe(200);
    expect(again.body.data.id).toBe(id);
    const audit = await adminCall<{ data: { action: string; staffId: string }[] }>(
      app,
      'GET',
      `/api/admin/audit?action=broadcast.create&targetId=${id}`,
      { session: await signIn(app, clock, await enrolStaff(app, clock, ['administrator'])) },
    );
    expect(audit.body.data).toHaveLength(1);
  });

  it('refuses staff without the permission, and bad input with field errors, sending nothing', async () => {
    const body = { key: `refused-${crypto.randomUUID()}`, segmentId: null, title: { en: 'Hi' }, body: { en: 'Hello' } };
    expect((await adminCall(app, 'POST', '/api/admin/broadcasts', { session: support, body })).status).toBe(403);
    const invalid = await adminCall<{ error: { fields: Record<string, string[]> } }>(
      app,
      'POST',
      '/api/admin/broadcasts',
      {
        session: marketing,
        body: { ...body, title: { fr: 'Salut' } },
      },
    );
    expect(invalid.status).toBe(400);
    expect(Object.keys(invalid.body.error.fields)).toContain('title');
    const [row] = await queryRows<{ n: number }>(
      app.db,
      sql`select count(*)::int as n from messenger_broadcasts where key = ${body.key}`,
    );
    expect(row?.n).toBe(0);
  });
});
