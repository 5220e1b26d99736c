import type { AdminContentDocument, AdminContentDocumentSummary } from '@croupier/contracts/admin-content';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/database.ts';
import { startTestApp } from '../../testing/test-app.ts';
import { call, type TestApp } from '../player/test-helpers.ts';
import { adminCall, enrolStaff, type StaffSession, signIn, type TestClock, testClock } from './test-helpers.ts';

type Answer = { data: unknown; error?: { code: string; fields?: Record<string, string[]> } };

const previewToken = 'preview-token-for-the-editor-test';
let app: TestApp;
let clock: TestClock;
let editor: StaffSession;
let support: StaffSession;

// Unique per run: a shared PostgreSQL database keeps the documents of earlier runs and other test files.
const path = `pages/bo-${crypto.randomUUID().slice(0, 8)}`;
const url = (action = 'documents') => `/api/admin/content/${action}/en/${path}`;
const page = (title: string) => ({ title, description: 'An offer', blocks: [{ type: 'paragraph', text: 'Hi' }] });

const manage = (method: string, action = 'documents', body?: unknown, session = editor) =>
  adminCall<Answer>(app, method, url(action), { session, ...(body === undefined ? {} : { body }) });
const served = (query = '') => call<{ data: { title: string } }>(app, 'GET', `/api/content/${path}${query}`);
const auditOf = (action: string) =>
  queryRows<{ before: unknown; after: { title?: string } | null; staffId: string }>(
    app.db,
    sql`select before, after, staff_id as "staffId" from audit_log
        where action = ${action} and target_id = ${`en:${path}`} order by id`,
  );

beforeAll(async () => {
  clock = testClock();
  app = await startTestApp({ CONTENT_PREVIEW_TOKEN: previewToken }, { clock: clock.now });
  editor = await signIn(app, clock, await enrolStaff(app, clock, ['content']));
  support = await signIn(app, clock, await enrolStaff(app, clock, ['support']));
});
afterAll(() => app.close());

describe('content editor (issue 22 §8)', () => {
  it('lists the documents with their locales, banners marked, to the content role only', async () => {
    const list = await adminCall<{ data: AdminContentDocumentSummary[] }>(app, 'GET', '/api/admin/content/documents', {
      session: editor,
    });
    expect(list.status).toBe(200);
    const home = list.body.data.find((d) => d.path === 'pages/home');
    expect(home).toMatchObject({ hasSchema: true, banners: true });
    expect(home?.locales.map((l) => l.locale)).toContain('fr');
    expect((await adminCall(app, 'GET', '/api/admin/content/documents', { session: support })).status).toBe(403);
    expect((await manage('PUT', 'documents', { document: page('Nope') }, support)).status).toBe(403);
  });

  it('keeps a draft from players, shows it with the preview token, serves it once published', async () => {
    const saved = await manage('PUT', 'documents', { document: page('Summer draft') });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((saved.body.data as AdminContentDocument).hasDraft).toBe(true);
    expect((await served()).status).toBe(404);
    const preview = await served(`?preview=${previewToken}`);
    expect(preview.status).toBe(200);
    expect(preview.body.data.title).toBe('Summer draft');

    const link = await manage('GET', 'preview');
    expect(link.status).toBe(200);
    expect((link.body.data as { url: string }).url).toMatch(new RegExp(`/bo-[0-9a-f]+\\?preview=${previewToken}$`));

    const published = await manage('POST', 'publish');
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    expect(published.body.data).toMatchObject({ version: 1, hasDraft: false, published: { title: 'Summer draft' } });
    expect((await served()).body.data.title).toBe('Summer draft');
    expect((await manage('POST', 'publish')).status).toBe(409);

    const [draftRow] = await auditOf('content.draft_save');
    expect(draftRow).toMatchObject({ before: null, after: { title: 'Summer draft' }, staffId: editor.staffId });
    const [publishRow] = await auditOf('content.publish');
    expect(publishRow).toMatchObject({ before: null, after: { title: 'Summer draft' } });
    expect(JSON.stringify(await auditOf('content.preview_link'))).not.toContain(previewToken);
  });

  it('answers 400 with the fields of a document that breaks its schema, and saves nothing', async () => {
    const before = (await manage('GET')).body.data as AdminContentDocument;
    const bad = await manage('PUT', 'documents', { document: { title: 7, blocks: [{ type: 'video' }] } });
    expect(bad.status).toBe(400);
    expect(bad.body.error?.code).toBe('validation_failed');
    expect(Object.keys(bad.body.error?.fields ?? {})).toEqual(
      expect.arrayContaining(['document.title', 'document.description', 'document.blocks.0.type']),
    );
    expect((await manage('GET')).body.data).toEqual(before);
  });

  it('keeps each published version and restores one into the draft', async () => {
    expect((await manage('PUT', 'documents', { document: page('Autumn') })).status).toBe(200);
    expect((await manage('POST', 'publish')).status).toBe(200);
    const history = await manage('GET', 'history');
    expect((history.body.data as { version: number; document: { title: string } }[]).map((v) => v.version)).toEqual([
      2, 1,
    ]);
    const restored = await manage('POST', 'restore', { version: 1 });
    expect(restored.status).toBe(200);
    expect(restored.body.data).toMatchObject({ draft: { title: 'Summer draft' }, published: { title: 'Autumn' } });
    expect((await served()).body.data.title).toBe('Autumn');
    expect((await auditOf('content.restore')).map((r) => r.after?.title)).toEqual(['Summer draft']);
  });
});
