import type { Message, MessagesPage } from '@croupier/contracts/messenger';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/database.ts';
import { fund, startPaymentsApp, type TestPlayer, walletPlayer } from '../payments/test-helpers.ts';
import { call, type ErrorBody, type TestApp } from '../player/test-helpers.ts';
import { publicationsFor } from '../realtime/publications.ts';
import { messagesOf, waitFor } from './messenger-test-helpers.ts';

type Page = MessagesPage & ErrorBody;
type ReadAnswer = { data: { read: number; totalUnread: number } } & ErrorBody;

describe('messenger calls: /api/notification/messenger/*', () => {
  let app: TestApp;
  let player: TestPlayer;
  let other: TestPlayer;
  const deposits: string[] = [];

  beforeAll(async () => {
    ({ app } = await startPaymentsApp());
    [player, other] = await Promise.all([walletPlayer(app), walletPlayer(app)]);
    // Four approved deposits write four messages (decision 0077): enough for a second popover page.
    for (const amount of [10, 20, 30, 40]) deposits.push(await fund(app, player, amount));
    await fund(app, other, 15);
    await waitFor(async () => (await messagesOf(app, player.token)).meta.totalRows === 4);
    await waitFor(async () => (await messagesOf(app, other.token)).meta.totalRows === 1);
  });
  afterAll(() => app.close());

  const list = (token: string, query = '', headers: Record<string, string> = {}) =>
    call<Page>(app, 'GET', `/api/notification/messenger/messages${query}`, { token, headers });
  const read = (token: string, body: unknown) =>
    call<ReadAnswer>(app, 'POST', '/api/notification/messenger/messages/read', { token, body });
  const readAll = (token: string) =>
    call<ReadAnswer>(app, 'POST', '/api/notification/messenger/messages/read/all', { token });

  it('[S2.7-06] lists the player’s messages newest first with data and meta.totalUnread', async () => {
    const res = await list(player.token, '', { 'accept-language': 'en' });
    expect(res.status).toBe(200);
    expect(res.body.meta).toEqual({ page: 1, perPage: 10, totalPages: 1, totalRows: 4, totalUnread: 4 });
    expect(res.body.data.map((m) => m.content.body)).toEqual([
      'Your deposit of $40.00 has been credited to your balance.',
      'Your deposit of $30.00 has been credited to your balance.',
      'Your deposit of $20.00 has been credited to your balance.',
      'Your deposit of $10.00 has been credited to your balance.',
    ]);
    const [newest] = res.body.data as [Message];
    expect(newest).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      readAt: null,
      state: 1,
      createdAt: expect.any(String),
      kind: 'deposit.approved',
      content: { title: 'Deposit received', body: 'Your deposit of $40.00 has been credited to your balance.' },
    });
  });

  it('words messages in the page’s locale, else in the one the player chose at sign-up', async () => {
    const french = await list(player.token, '?perPage=1', { 'accept-language': 'fr-CA,fr;q=0.9' });
    expect(french.body.data[0]?.content.title).toBe('Dépôt reçu');
    // The test players signed up with locale de; an Accept-Language naming no shipped locale falls back to it.
    const stored = await list(player.token, '?perPage=1', { 'accept-language': 'ja' });
    expect(stored.body.data[0]?.content).toEqual({
      title: 'Einzahlung eingegangen',
      body: 'Ihre Einzahlung von $40.00 wurde Ihrem Guthaben gutgeschrieben.',
    });
  });

  it('[S2.7-07] serves the popover’s page 1 with 3 per page, and the rest on page 2', async () => {
    const first = await list(player.token, '?page=1&perPage=3');
    expect(first.body.meta).toEqual({ page: 1, perPage: 3, totalPages: 2, totalRows: 4, totalUnread: 4 });
    expect(first.body.data).toHaveLength(3);
    const second = await list(player.token, '?page=2&perPage=3');
    expect(second.body.data).toHaveLength(1);
    expect(second.body.meta.totalUnread).toBe(4);
    const ids = [...first.body.data, ...second.body.data].map((m) => m.id);
    expect(new Set(ids).size).toBe(4);
  });

  it('announces each new message on the player’s notification channel as notification.message.created', async () => {
    const events = await queryRows<{ payload: { playerId: string; message: Message } }>(
      app.db,
      sql`select payload from outbox_events where topic = 'notification.message.created' and aggregate_id = ${player.playerId} order by id`,
    );
    expect(events).toHaveLength(4);
    const mapped = publicationsFor('notification.message.created', events[3]?.payload);
    expect(mapped.invalid).toEqual([]);
    expect(mapped.publications).toEqual([
      {
        channel: `notification:messages#${player.playerId}`,
        message: {
          type: 'notification.message.created',
          // Worded in the locale the player chose at sign-up: no page asked for this one.
          data: expect.objectContaining({
            readAt: null,
            state: 1,
            content: { title: 'Einzahlung eingegangen', body: expect.stringContaining('$40.00') },
          }),
        },
      },
    ]);
  });

  it('refuses bad paging and bad bodies with field errors, changing nothing', async () => {
    const paging = await list(player.token, '?page=0&perPage=101');
    expect(paging.status).toBe(400);
    expect(Object.keys(paging.body.error.fields ?? {}).sort()).toEqual(['page', 'perPage']);

    for (const body of [{}, { messageIds: [] }, { messageIds: ['not-an-id'] }, { messageIds: 'x' }]) {
      const res = await read(player.token, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.code).toBe('validation_failed');
      expect(Object.keys(res.body.error.fields ?? {})[0]).toMatch(/^messageIds/);
    }
    expect((await list(player.token)).body.meta.totalUnread).toBe(4);
  });

  it('answers 401 without a session', async () => {
    const res = await call<ErrorBody>(app, 'GET', '/api/notification/messenger/messages');
    expect(res.status).toBe(401);
    expect((await call(app, 'POST', '/api/notification/messenger/messages/read/all')).status).toBe(401);
  });

  it('[S2.7-08] marks the named messages read (readAt, state 2); reading again keeps the first readAt', async () => {
    const [newest, second] = (await list(player.token)).body.data as [Message, Message];
    const res = await read(player.token, { messageIds: [newest.id, second.id, newest.id] });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ read: 2, totalUnread: 2 });

    const after = (await list(player.token)).body;
    expect(after.meta.totalUnread).toBe(2);
    const readOne = after.data.find((m) => m.id === newest.id);
    expect(readOne).toMatchObject({ state: 2, readAt: expect.any(String) });
    expect(after.data.filter((m) => m.state === 1)).toHaveLength(2);

    const again = await read(player.token, { messageIds: [newest.id] });
    expect(again.body.data).toEqual({ read: 0, totalUnread: 2 });
    expect((await list(player.token)).body.data.find((m) => m.id === newest.id)?.readAt).toBe(readOne?.readAt);
  });

  it('answers 404 for another player’s message and marks none of the batch read', async () => {
    const theirs = (await list(other.token)).body.data[0] as Message;
    const mine = (await list(player.token)).body.data.find((m) => m.state === 1) as Message;
    const res = await read(player.token, { messageIds: [mine.id, theirs.id] });
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('message_not_found');
    expect((await list(player.token)).body.data.find((m) => m.id === mine.id)?.state).toBe(1);
    expect((await list(other.token)).body.meta.totalUnread).toBe(1);
  });

  it('[S2.7-09] marks every message of the player read, and only theirs', async () => {
    const res = await readAll(player.token);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ read: 2, totalUnread: 0 });
    const after = (await list(player.token)).body;
    expect(after.meta.totalUnread).toBe(0);
    expect(after.data.every((m) => m.state === 2 && m.readAt !== null)).toBe(true);
    expect((await list(other.token)).body.meta.totalUnread).toBe(1);
    expect((await readAll(player.token)).body.data).toEqual({ read: 0, totalUnread: 0 });
  });

  it('documents the calls in the OpenAPI document', async () => {
    const doc = (await (await fetch(`${app.url}/api/docs/json`)).json()) as { paths: Record<string, object> };
    for (const path of ['', '/read', '/read/all']) {
      expect(doc.paths[`/api/notification/messenger/messages${path}`], path).toBeDefined();
    }
  });
});
