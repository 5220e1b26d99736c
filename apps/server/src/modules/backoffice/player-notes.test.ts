import type { AdminPlayerNote, AdminPlayerNotesPage } from '@croupier/contracts/admin-player-records';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/database.ts';
import { startTestApp } from '../../testing/test-app.ts';
import { registeredPlayer, type TestApp } from '../player/test-helpers.ts';
import { adminCall, enrolStaff, type StaffSession, signIn, type TestClock, testClock } from './test-helpers.ts';

type ErrorBody = { error: { code: string; fields?: Record<string, string[]> } };

let app: TestApp;
let clock: TestClock;
let support: StaffSession;
let risk: StaffSession;
let payments: StaffSession;
let marketing: StaffSession;

beforeAll(async () => {
  clock = testClock();
  app = await startTestApp({}, { clock: clock.now });
  support = await signIn(app, clock, await enrolStaff(app, clock, ['support']));
  risk = await signIn(app, clock, await enrolStaff(app, clock, ['risk-compliance']));
  payments = await signIn(app, clock, await enrolStaff(app, clock, ['payments']));
  marketing = await signIn(app, clock, await enrolStaff(app, clock, ['marketing']));
});
afterAll(() => app.close());

const notesPath = (playerId: string) => `/api/admin/players/${playerId}/notes`;
const write = (session: StaffSession, playerId: string, text: string) =>
  adminCall<{ data: AdminPlayerNote } & ErrorBody>(app, 'POST', notesPath(playerId), { session, body: { text } });
const read = (session: StaffSession, playerId: string, query = '') =>
  adminCall<AdminPlayerNotesPage & ErrorBody>(app, 'GET', `${notesPath(playerId)}${query}`, { session });

describe('notes on a player', () => {
  it('support and risk write notes, audited with their text; readers see them newest first with the author', async () => {
    const player = (await registeredPlayer(app)).profile.id;
    const first = await write(support, player, '  Called about a late withdrawal.  ');
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body.data).toMatchObject({
      text: 'Called about a late withdrawal.',
      author: { id: support.staffId },
    });
    clock.advance(1000);
    const second = await write(risk, player, 'Source of funds asked.');
    expect(second.status).toBe(201);

    const page = await read(payments, player);
    expect(page.status).toBe(200);
    expect(page.body.data.map((n) => [n.text, n.author.id])).toEqual([
      ['Source of funds asked.', risk.staffId],
      ['Called about a late withdrawal.', support.staffId],
    ]);
    expect(page.body.meta).toEqual({ page: 1, perPage: 20, totalPages: 1, totalRows: 2 });
    expect((await read(payments, player, '?perPage=1&page=2')).body.data.map((n) => n.text)).toEqual([
      'Called about a late withdrawal.',
    ]);

    const audit = await queryRows<{ staffId: string; after: { noteId: string; text: string } }>(
      app.db,
      sql`select staff_id as "staffId", after from audit_log
          where action = 'player.note' and target_id = ${player} order by id`,
    );
    expect(audit).toEqual([
      { staffId: support.staffId, after: { noteId: first.body.data.id, text: 'Called about a late withdrawal.' } },
      { staffId: risk.staffId, after: { noteId: second.body.data.id, text: 'Source of funds asked.' } },
    ]);
  });

  it('shows only the asked player’s notes', async () => {
    const one = (await registeredPlayer(app)).profile.id;
    const other = (await registeredPlayer(app)).profile.id;
    expect((await write(support, one, 'About one')).status).toBe(201);
    expect((await write(support, other, 'About the other')).status).toBe(201);
    expect((await read(support, one)).body.data.map((n) => n.text)).toEqual(['About one']);
  });

  it('refuses payments and marketing a note, and marketing the reading, with nothing written', async () => {
    const player = (await registeredPlayer(app)).profile.id;
    const refused = await write(payments, player, 'Not mine to write');
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('forbidden');
    expect((await write(marketing, player, 'Nor mine')).status).toBe(403);
    expect((await read(marketing, player)).status).toBe(403);
    expect((await read(support, player)).body.data).toEqual([]);
  });

  it('answers 400 with the field for an empty or too long note, 404 for an unknown player', async () => {
    const player = (await registeredPlayer(app)).profile.id;
    const empty = await write(support, player, '   ');
    expect(empty.status).toBe(400);
    expect(empty.body.error.fields?.text).toBeDefined();
    const long = await write(support, player, 'x'.repeat(2001));
    expect(long.status).toBe(400);
    expect(long.body.error.fields?.text).toBeDefined();
    expect((await write(support, player, 'x'.repeat(2000))).status).toBe(201);
    expect((await write(support, crypto.randomUUID(), 'Nobody')).status).toBe(404);
    expect((await read(support, crypto.randomUUID())).status).toBe(404);
  });

  it('keeps a note as written: the table refuses changes and deletions', async () => {
    const player = (await registeredPlayer(app)).profile.id;
    const note = await write(risk, player, 'Final word');
    await expect(
      app.db.execute(sql`update backoffice_player_notes set text = 'changed' where id = ${note.body.data.id}`),
    ).rejects.toThrow();
    await expect(
      app.db.execute(sql`delete from backoffice_player_notes where id = ${note.body.data.id}`),
    ).rejects.toThrow();
    expect((await read(risk, player)).body.data.map((n) => n.text)).toEqual(['Final word']);
  });
});
