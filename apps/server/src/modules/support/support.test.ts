import type {
  AdminSupportList,
  AdminSupportThread,
  SupportConversation,
  SupportMessage,
  SupportThread,
} from '@croupier/contracts/support';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/database.ts';
import { startTestApp } from '../../testing/test-app.ts';
import {
  adminCall,
  enrolStaff,
  type StaffSession,
  signIn,
  type TestClock,
  testClock,
} from '../backoffice/test-helpers.ts';
import { call, type ErrorBody, outboxFor, registeredPlayer, type TestApp } from '../player/test-helpers.ts';
import { publicationsFor } from '../realtime/publications.ts';

/**
 * The support chat over HTTP (issue 24 §2, decision 0132): the player's own conversation, the agents' side in
 * the back office, live publications on the player's channel, and the e-mail fallback for unread replies.
 */

type Player = { token: string; id: string; email: string };
type Sent = { data: { conversation: SupportConversation; message: SupportMessage } } & ErrorBody;

let app: TestApp;
let clock: TestClock;
let agent: StaffSession;
let payments: StaffSession;
let admin: StaffSession;

beforeAll(async () => {
  clock = testClock();
  app = await startTestApp(
    { SUPPORT_MESSAGES_PER_MINUTE: '5', SUPPORT_EMAIL_AFTER_MINUTES: '15' },
    { clock: clock.now },
  );
  agent = await signIn(app, clock, await enrolStaff(app, clock, ['support']));
  payments = await signIn(app, clock, await enrolStaff(app, clock, ['payments']));
  admin = await signIn(app, clock, await enrolStaff(app, clock, ['administrator']));
});
afterAll(() => app.close());

async function player(): Promise<Player> {
  const session = await registeredPlayer(app);
  return { token: session.accessToken, id: session.profile.id, email: session.email };
}
let keys = 0;
const send = (p: Player, body: unknown, idempotencyKey = `key-${++keys}-${crypto.randomUUID()}`) =>
  call<Sent>(app, 'POST', '/api/support/messages', { token: p.token, body: { body, idempotencyKey } });
const thread = (p: Player, query = '') =>
  call<{ data: SupportThread } & ErrorBody>(app, 'GET', `/api/support/conversation${query}`, { token: p.token });
const reply = (session: StaffSession, id: string, body: string) =>
  adminCall<{ data: SupportMessage } & ErrorBody>(app, 'POST', `/api/admin/support/conversations/${id}/messages`, {
    session,
    body: { body },
  });
const list = (session: StaffSession, query = '') =>
  adminCall<AdminSupportList & ErrorBody>(app, 'GET', `/api/admin/support/conversations${query}`, { session });

async function eventsOf(topic: string, conversationId: string) {
  return queryRows<{ payload: Record<string, unknown> }>(
    app.db,
    sql`select payload from outbox_events where topic = ${topic} and aggregate_id = ${conversationId} order by id`,
  );
}

describe('the player’s support chat', () => {
  it('S2.1-12 a player writes, an agent answers live on support:chat#<player>, the player reads it', async () => {
    const p = await player();
    expect((await thread(p)).body.data).toEqual({ conversation: null, messages: [], hasMore: false });

    const first = await send(p, '  I cannot see my deposit.  ');
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body.data.message).toMatchObject({
      author: 'player',
      body: 'I cannot see my deposit.',
      agentName: null,
    });
    const conversationId = first.body.data.conversation.id;

    const answered = await reply(agent, conversationId, 'Hello, I am looking into it now.');
    expect(answered.status, JSON.stringify(answered.body)).toBe(201);
    expect(answered.body.data.author).toBe('agent');

    // The reply's outbox event maps to the player's own channel, as a valid publication with the unread count.
    const [, agentEvent] = await eventsOf('support.message.created', conversationId);
    const mapped = publicationsFor('support.message.created', agentEvent?.payload);
    expect(mapped.invalid).toEqual([]);
    expect(mapped.publications).toMatchObject([
      {
        channel: `support:chat#${p.id}`,
        message: { type: 'support.message.created', data: { unread: 1, message: { author: 'agent' } } },
      },
    ]);

    const read = await thread(p);
    expect(read.body.data.conversation).toMatchObject({ id: conversationId, status: 'open', unread: 1 });
    expect(read.body.data.messages.map((m) => m.author)).toEqual(['player', 'agent']);
    const marked = await call<{ data: SupportConversation }>(app, 'POST', '/api/support/conversation/read', {
      token: p.token,
      body: {},
    });
    expect(marked.body.data.unread).toBe(0);
  });

  it('pages history by seq, oldest first', async () => {
    const p = await player();
    for (const text of ['one', 'two', 'three']) expect((await send(p, text)).status).toBe(201);
    const last = await thread(p, '?limit=2');
    expect(last.body.data.messages.map((m) => m.body)).toEqual(['two', 'three']);
    expect(last.body.data.hasMore).toBe(true);
    const older = await thread(p, `?limit=2&before=${last.body.data.messages[0]?.seq}`);
    expect(older.body.data.messages.map((m) => m.body)).toEqual(['one']);
    expect(older.body.data.hasMore).toBe(false);
  });

  it('the same idempotency key stores the message once', async () => {
    const p = await player();
    const again = await Promise.all([send(p, 'Once only', 'same-key-1'), send(p, 'Once only', 'same-key-1')]);
    expect(again.map((r) => r.status)).toEqual([201, 201]);
    expect(again[0]?.body.data.message.id).toBe(again[1]?.body.data.message.id);
    const later = await send(p, 'Once only', 'same-key-1');
    expect(later.body.data.message.id).toBe(again[0]?.body.data.message.id);
    expect((await thread(p)).body.data.messages).toHaveLength(1);
  });

  it('refuses bad input with field errors and changes nothing', async () => {
    const p = await player();
    for (const body of ['', '   ', 'x'.repeat(2001)]) {
      const refused = await send(p, body);
      expect(refused.status).toBe(400);
      expect(refused.body.error.fields?.body).toBeDefined();
    }
    const badKey = await call<ErrorBody>(app, 'POST', '/api/support/messages', {
      token: p.token,
      body: { body: 'hi', idempotencyKey: 'bad key!' },
    });
    expect(badKey.status).toBe(400);
    expect(badKey.body.error.fields?.idempotencyKey).toBeDefined();
    expect((await send(p, 'x'.repeat(2000))).status).toBe(201);
    expect((await thread(p)).body.data.messages).toHaveLength(1);
    expect((await thread(p, '?limit=0')).status).toBe(400);
  });

  it('limits messages per player and minute (SUPPORT_MESSAGES_PER_MINUTE)', async () => {
    const p = await player();
    const other = await player();
    const results = [];
    for (let i = 0; i < 6; i++) results.push((await send(p, `message ${i}`)).status);
    expect(results).toEqual([201, 201, 201, 201, 201, 429]);
    expect((await send(other, 'not limited by someone else')).status).toBe(201);
  });

  it('needs a logged-in player, and a player reads and ends only their own chat', async () => {
    expect((await call(app, 'GET', '/api/support/conversation')).status).toBe(401);
    expect(
      (await call(app, 'POST', '/api/support/messages', { body: { body: 'hi', idempotencyKey: 'guest-key' } })).status,
    ).toBe(401);
    const a = await player();
    const b = await player();
    const secret = await send(a, 'My account number is private');
    const mine = await thread(b);
    expect(mine.body.data).toEqual({ conversation: null, messages: [], hasMore: false });
    // B's own conversation: A's stays where it was.
    await send(b, 'Mine');
    expect((await thread(b)).body.data.messages.map((m) => m.body)).toEqual(['Mine']);
    expect((await thread(b)).body.data.conversation?.id).not.toBe(secret.body.data.conversation.id);
    // An agent API token of the player's is no way in.
    const asPlayer = await call(app, 'GET', `/api/admin/support/conversations/${secret.body.data.conversation.id}`, {
      token: b.token,
    });
    expect(asPlayer.status).toBe(401);
  });

  it('S2.4-164 ending the chat closes it (end of chat) and the next message starts a new one', async () => {
    const p = await player();
    const first = await send(p, 'Thanks, solved');
    const ended = await call(app, 'POST', '/api/support/conversation/end', { token: p.token });
    expect(ended.status).toBe(204);
    expect((await eventsOf('support.conversation.ended', first.body.data.conversation.id)).length).toBe(1);
    expect((await thread(p)).body.data.conversation).toBeNull();
    expect((await call<ErrorBody>(app, 'POST', '/api/support/conversation/end', { token: p.token })).status).toBe(404);
    const next = await send(p, 'New question');
    expect(next.body.data.conversation.id).not.toBe(first.body.data.conversation.id);
  });
});

describe('the agents’ side: /api/admin/support/*', () => {
  it('S2.4-165 S2.4-166 lists open chats first with unread counts and the VIP tag from the content settings’ segment id', async () => {
    const vip = await player();
    const segments = await adminCall(app, 'PUT', `/api/admin/players/${vip.id}/segments`, {
      session: admin,
      body: { vip: true, duplicate: false, reason: 'High roller' },
    });
    expect(segments.status).toBe(200);
    const sent = await send(vip, 'VIP question');
    await send(vip, 'Another one');
    const found = (await list(agent, '?perPage=100')).body.data.find((c) => c.id === sent.body.data.conversation.id);
    expect(found).toMatchObject({
      playerId: vip.id,
      playerEmail: vip.email,
      status: 'open',
      tags: ['vip'],
      unread: 2,
      lastMessage: { body: 'Another one' },
    });
    const regular = await player();
    const plain = await send(regular, 'Plain question');
    const all = (await list(agent, '?perPage=100')).body.data;
    expect(all.find((c) => c.id === plain.body.data.conversation.id)?.tags).toEqual([]);
    // Open chats come first.
    const statuses = (await list(agent, '?status=all&perPage=100')).body.data.map((c) => c.status);
    expect(statuses.indexOf('closed') === -1 || statuses.lastIndexOf('open') < statuses.indexOf('closed')).toBe(true);

    const opened = await adminCall<{ data: AdminSupportThread }>(
      app,
      'GET',
      `/api/admin/support/conversations/${sent.body.data.conversation.id}`,
      { session: agent },
    );
    expect(opened.body.data.messages.map((m) => m.body)).toEqual(['VIP question', 'Another one']);
    expect(opened.body.data.conversation.unread).toBe(0);
  });

  it('replies and closes are audited; a closed chat takes no reply; the chat ends for the player', async () => {
    const p = await player();
    const sent = await send(p, 'Please close my question');
    const id = sent.body.data.conversation.id;
    expect((await reply(agent, id, 'Done, anything else?')).status).toBe(201);
    const closed = await adminCall(app, 'POST', `/api/admin/support/conversations/${id}/close`, { session: agent });
    expect(closed.status).toBe(204);
    expect((await reply(agent, id, 'Too late')).status).toBe(409);
    expect((await thread(p)).body.data.conversation).toBeNull();
    const audit = await queryRows<{ action: string; staffId: string }>(
      app.db,
      sql`select action, staff_id as "staffId" from audit_log where target_id = ${id} order by id`,
    );
    expect(audit).toEqual([
      { action: 'support.reply', staffId: agent.staffId },
      { action: 'support.close', staffId: agent.staffId },
    ]);
    const [event] = await eventsOf('support.conversation.ended', id);
    expect(event?.payload).toMatchObject({ playerId: p.id, event: { conversationId: id, by: 'agent' } });
  });

  it('refuses roles without support.chat (403), bad ids (400) and empty replies (400)', async () => {
    const p = await player();
    const id = (await send(p, 'Hello')).body.data.conversation.id;
    expect((await list(payments)).status).toBe(403);
    expect((await reply(payments, id, 'Not mine to answer')).status).toBe(403);
    expect((await adminCall(app, 'GET', '/api/admin/support/conversations/nope', { session: agent })).status).toBe(400);
    const empty = await reply(agent, id, '   ');
    expect(empty.status).toBe(400);
    expect(empty.body.error.fields?.body).toBeDefined();
    expect(
      (await adminCall(app, 'GET', `/api/admin/support/conversations/${crypto.randomUUID()}`, { session: agent }))
        .status,
    ).toBe(404);
  });
});

describe('the e-mail fallback', () => {
  const minutes = (n: number) => n * 60_000;
  const supportMails = async (email: string) =>
    (await outboxFor(app, email)).filter((m) => m.links.some((link) => link.endsWith('?chat=open')));

  it('e-mails a reply left unread for SUPPORT_EMAIL_AFTER_MINUTES once, and never one the player read', async () => {
    const unreadPlayer = await player();
    const readPlayer = await player();
    const a = (await send(unreadPlayer, 'Where is my withdrawal?')).body.data.conversation.id;
    const b = (await send(readPlayer, 'Where is my bonus?')).body.data.conversation.id;
    await reply(agent, a, 'It was paid this morning.');
    await reply(agent, b, 'It is in your bonuses.');
    await call(app, 'POST', '/api/support/conversation/read', { token: readPlayer.token, body: {} });

    clock.advance(minutes(14));
    await app.support.emailFallbackNow();
    expect(await supportMails(unreadPlayer.email)).toEqual([]);

    clock.advance(minutes(2));
    await Promise.all([app.support.emailFallbackNow(), app.support.emailFallbackNow()]);
    await app.support.emailFallbackNow();
    const mails = await supportMails(unreadPlayer.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain('It was paid this morning.');
    // In the player's language (the test players register in German): the link opens the chat on that locale.
    expect(mails[0]?.subject).toBe('Neue Antwort vom Croupier-Support');
    expect(mails[0]?.links[0]).toMatch(/\/de\?chat=open$/);
    expect(await supportMails(readPlayer.email)).toEqual([]);
  });
});
