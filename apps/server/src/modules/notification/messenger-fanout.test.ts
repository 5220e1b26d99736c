import type { Broadcast, Message } from '@croupier/contracts/messenger';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/database.ts';
import { startTestApp } from '../../testing/test-app.ts';
import { submitCode } from '../bonus/test-helpers.ts';
import { createLimit } from '../limits/test-helpers.ts';
import {
  fund,
  operator,
  operatorToken,
  requestWithdrawal,
  startPaymentsApp,
  type TestPlayer,
  walletPlayer,
} from '../payments/test-helpers.ts';
import { call, type ErrorBody, type TestApp } from '../player/test-helpers.ts';
import { messengerEventTopics } from './messenger-events.ts';
import { messagesOf, waitFor } from './messenger-test-helpers.ts';

type BroadcastAnswer = { data: Broadcast } & ErrorBody;

const env = { TURNOVER_MULTIPLIER: '0', AUTO_WITHDRAWAL_MAX: '100', MESSENGER_BROADCAST_PAGE_SIZE: '2' };

/** Every event of the player the messenger reads has been handed to it (its cursor is past them). */
async function caughtUp(app: TestApp, aggregateId: string): Promise<boolean> {
  const [row] = await queryRows<{ behind: boolean }>(
    app.db,
    sql`select exists (
          select 1 from outbox_events e
          left join outbox_cursors c on c.subscriber = 'messenger-events'
          where e.aggregate_id = ${aggregateId} and e.topic in (${sql.join(
            messengerEventTopics.map((t) => sql`${t}`),
            sql`, `,
          )})
            and (c.subscriber is null or c.last_tx_id < e.tx_id or (c.last_tx_id = e.tx_id and c.last_event_id < e.id))
        ) as behind`,
  );
  return row?.behind === false;
}

async function createdEvents(app: TestApp, playerId: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    app.db,
    sql`select count(*)::int as n from outbox_events where topic = 'notification.message.created' and aggregate_id = ${playerId}`,
  );
  return row?.n ?? 0;
}

const kinds = async (app: TestApp, token: string) => (await messagesOf(app, token)).data.map((m) => m.kind).sort();

function broadcast(app: TestApp, body: unknown, token = operatorToken) {
  return call<BroadcastAnswer>(app, 'POST', '/api/operator/notification/broadcasts', {
    headers: { authorization: `Bearer ${token}` },
    body,
  });
}

async function finished(app: TestApp, id: string): Promise<Broadcast> {
  let found: Broadcast | undefined;
  await waitFor(async () => {
    const res = await call<BroadcastAnswer>(app, 'GET', `/api/operator/notification/broadcasts/${id}`, {
      headers: { authorization: `Bearer ${operatorToken}` },
    });
    found = res.body.data;
    return found?.completedAt !== null;
  });
  return found as Broadcast;
}

/** A segment id no other test (or earlier run on a shared database) uses. */
const freshSegment = () => 100_000 + Math.floor(Math.random() * 1_000_000_000);

async function joinSegment(app: TestApp, playerId: string, segmentId: number, locale?: string): Promise<void> {
  await app.db.execute(
    sql`update players set segment_ids = array_append(segment_ids, ${segmentId}::int), locale = coalesce(${locale ?? null}, locale) where id = ${playerId}`,
  );
}

async function broadcastMessages(app: TestApp, broadcastId: string): Promise<{ player_id: string; n: number }[]> {
  return queryRows(
    app.db,
    sql`select player_id::text, count(*)::int as n from messenger_messages where broadcast_id = ${broadcastId} group by player_id`,
  );
}

const texts = (label: string) => ({
  title: { en: `Weekend tournament ${label}`, fr: `Tournoi du week-end ${label}` },
  body: { en: 'Play from Friday to Sunday for a share of the prizes.', fr: 'Jouez du vendredi au dimanche.' },
});

describe('messenger fan-out: platform events and operator broadcasts', () => {
  let app: TestApp;
  beforeAll(async () => {
    ({ app } = await startPaymentsApp(env));
  });
  afterAll(() => app.close());

  it('writes one message per fact: deposit, withdrawal paid or rejected, limit in force, bonus issued', async () => {
    const player = await walletPlayer(app, { verified: true });
    await fund(app, player, 1000);
    const paid = (await requestWithdrawal(app, player, { amount: 400 })).body.data.id;
    const refused = (await requestWithdrawal(app, player, { amount: 300 })).body.data.id;
    const cancelled = (await requestWithdrawal(app, player, { amount: 200 })).body.data.id;
    expect((await operator(app, 'approve', paid)).status).toBe(200);
    expect((await operator(app, 'reject', refused, { reason: 'Payee name does not match' })).status).toBe(200);
    expect((await call(app, 'PUT', `/api/payment/invoices/${cancelled}/decline`, { token: player.token })).status).toBe(
      200,
    );
    const limit = await createLimit(app, player.token, {
      definition: 3,
      period: 'daily',
      currency: 'CAD',
      amount: 500,
    });
    expect(limit.status).toBe(201);
    expect((await submitCode(app, player.token, 'NODEPOSIT10', 1)).status).toBe(200);

    await waitFor(async () => (await messagesOf(app, player.token)).meta.totalRows >= 5);
    await waitFor(() => caughtUp(app, player.playerId));
    // The cancelled withdrawal was the player's own doing: no message. Pending and processing steps are not news.
    expect(await kinds(app, player.token)).toEqual([
      'bonus.issued',
      'deposit.approved',
      'limit.deposit.in-force',
      'withdrawal.approved',
      'withdrawal.rejected',
    ]);
    const byKind = new Map((await messagesOf(app, player.token)).data.map((m) => [m.kind, m.content]));
    expect(byKind.get('limit.deposit.in-force')).toEqual({
      title: 'Deposit limit in force',
      body: 'Your deposit limit of $500.00 per day applies from now on.',
    });
    expect(byKind.get('withdrawal.rejected')?.body).toContain('$300.00');
    expect(byKind.get('bonus.issued')).toEqual({
      title: 'New bonus: Free 10 to try the casino',
      body: 'A bonus of $10.00 is waiting for you in My bonuses.',
    });
    expect(await createdEvents(app, player.playerId)).toBe(5);
  });

  it('a replayed event changes nothing: no second message, no second announcement', async () => {
    const player = await walletPlayer(app);
    const invoiceId = await fund(app, player, 25);
    await waitFor(async () => (await messagesOf(app, player.token)).meta.totalRows === 1);
    await waitFor(() => caughtUp(app, player.playerId));
    // The approval's event written again, as a replay after a lost cursor would hand it over.
    await app.db.execute(
      sql`insert into outbox_events (topic, aggregate_id, payload)
          select topic, aggregate_id, payload from outbox_events
          where topic = 'payment.invoice.changed' and payload->'invoice'->>'id' = ${invoiceId}
            and (payload->'invoice'->>'status')::int = 2`,
    );
    await waitFor(() => caughtUp(app, player.playerId));
    expect((await messagesOf(app, player.token)).meta).toMatchObject({ totalRows: 1, totalUnread: 1 });
    expect(await createdEvents(app, player.playerId)).toBe(1);
  });

  describe('operator broadcasts to a segment', () => {
    const segment = freshSegment();
    let members: TestPlayer[];
    let excluded: TestPlayer;
    let outsider: TestPlayer;
    beforeAll(async () => {
      members = [];
      for (let i = 0; i < 4; i++) members.push(await walletPlayer(app));
      excluded = await walletPlayer(app);
      outsider = await walletPlayer(app);
      for (const [i, p] of members.entries()) await joinSegment(app, p.playerId, segment, i === 0 ? 'fr' : undefined);
      await joinSegment(app, excluded.playerId, segment);
      expect((await createLimit(app, excluded.token, { definition: 4, duration: '6m' })).status).toBe(201);
    });

    it('reaches every open account of the segment once, in its locale, page by page; not the self-excluded', async () => {
      const res = await broadcast(app, { key: `weekend-${segment}`, segmentId: segment, ...texts('A') });
      expect(res.status).toBe(202);
      expect(res.body.data).toMatchObject({ segmentId: segment, recipients: 0, completedAt: null });
      const done = await finished(app, res.body.data.id);
      expect(done.recipients).toBe(4);

      const rows = await broadcastMessages(app, res.body.data.id);
      expect(rows.map((r) => r.player_id).sort()).toEqual(members.map((m) => m.playerId).sort());
      expect(rows.every((r) => r.n === 1)).toBe(true);
      const [french, german] = members as [TestPlayer, TestPlayer];
      // The French member's live message and list are in French; a German member reads the default, en.
      const frenchList = await messagesOf(app, french.token, '', { 'accept-language': 'fr' });
      expect(frenchList.data[0]).toMatchObject({
        kind: 'broadcast',
        state: 1,
        content: { title: 'Tournoi du week-end A', body: 'Jouez du vendredi au dimanche.' },
      });
      const germanList = await messagesOf(app, german.token, '', { 'accept-language': 'de' });
      expect(germanList.data[0]?.content.title).toBe('Weekend tournament A');
      const [announced] = await queryRows<{ payload: { message: Message } }>(
        app.db,
        sql`select payload from outbox_events where topic = 'notification.message.created' and aggregate_id = ${french.playerId}`,
      );
      expect(announced?.payload.message.content.title).toBe('Tournoi du week-end A');
      expect(await createdEvents(app, outsider.playerId)).toBe(0);
      expect(await createdEvents(app, excluded.playerId)).toBe(0);
    });

    it('answers the first broadcast for a repeated key, 409 for the key with other words, 400 and 401 otherwise', async () => {
      const body = { key: `repeat-${segment}`, segmentId: segment, ...texts('B') };
      const first = await broadcast(app, body);
      expect(first.status).toBe(202);
      const again = await broadcast(app, { ...body, title: { fr: body.title.fr, en: body.title.en } });
      expect(again.status).toBe(200);
      expect(again.body.data.id).toBe(first.body.data.id);
      const reused = await broadcast(app, { ...body, ...texts('C') });
      expect(reused.status).toBe(409);
      expect(reused.body.error.code).toBe('broadcast_key_reused');

      const invalid = await broadcast(app, { key: '', segmentId: 0, title: { fr: 'x' }, body: { en: '' } });
      expect(invalid.status).toBe(400);
      expect(Object.keys(invalid.body.error.fields ?? {}).sort()).toEqual(['body.en', 'key', 'segmentId', 'title']);
      expect((await broadcast(app, body, 'x'.repeat(40))).status).toBe(401);
      const unknown = await call(app, 'GET', `/api/operator/notification/broadcasts/${crypto.randomUUID()}`, {
        headers: { authorization: `Bearer ${operatorToken}` },
      });
      expect(unknown.status).toBe(404);
      await finished(app, first.body.data.id);
      expect((await broadcastMessages(app, first.body.data.id)).length).toBe(4);
    });

    it('a step that dies half-way is redone whole: every member still gets exactly one message', async () => {
      const victim = members[2] as TestPlayer;
      const fn = `messenger_test_fail_${segment}`;
      await app.db.execute(
        sql.raw(`create function ${fn}() returns trigger language plpgsql as $$
          begin
            if new.player_id = '${victim.playerId}' and new.kind = 'broadcast' then raise exception 'simulated crash'; end if;
            return new;
          end $$`),
      );
      await app.db.execute(
        sql.raw(`create trigger ${fn} before insert on messenger_messages for each row execute function ${fn}()`),
      );
      try {
        const res = await broadcast(app, { key: `crash-${segment}`, segmentId: segment, ...texts('D') });
        // The step holding the victim fails and rolls back, the others of its page included.
        await waitFor(async () => {
          const [cursor] = await queryRows<{ attempts: number }>(
            app.db,
            sql`select attempts from outbox_cursors where subscriber = 'messenger-broadcasts'`,
          );
          return (cursor?.attempts ?? 0) > 0;
        });
        const partial = await broadcastMessages(app, res.body.data.id);
        expect(partial.map((r) => r.player_id)).not.toContain(victim.playerId);
        await app.db.execute(sql.raw(`drop trigger ${fn} on messenger_messages`));
        const done = await finished(app, res.body.data.id);
        expect(done.recipients).toBe(4);
        const rows = await broadcastMessages(app, res.body.data.id);
        expect(rows.map((r) => r.player_id).sort()).toEqual(members.map((m) => m.playerId).sort());
        expect(rows.every((r) => r.n === 1)).toBe(true);
      } finally {
        await app.db.execute(sql.raw(`drop trigger if exists ${fn} on messenger_messages`));
        await app.db.execute(sql.raw(`drop function if exists ${fn}()`));
      }
    });

    it.runIf(process.env.DATABASE_URL)(
      'fans out once across two processes, one of them stopping half-way (PostgreSQL)',
      async () => {
        const second = await startTestApp({
          JWT_SECRET: 'payments-test-jwt-secret-of-at-least-32-characters',
          OPERATOR_API_TOKEN: operatorToken,
          ...env,
        });
        const first = await startPaymentsApp(env);
        try {
          const res = await broadcast(first.app, { key: `processes-${segment}`, segmentId: segment, ...texts('E') });
          expect(res.status).toBe(202);
          await first.app.close();
          const done = await finished(second, res.body.data.id);
          expect(done.recipients).toBe(4);
          const rows = await broadcastMessages(second, res.body.data.id);
          expect(rows.map((r) => r.player_id).sort()).toEqual(members.map((m) => m.playerId).sort());
          expect(rows.every((r) => r.n === 1)).toBe(true);
        } finally {
          await second.close();
        }
      },
    );
  });
});
