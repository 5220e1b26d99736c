import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../../testing/test-app.ts';
import type { TestApp } from '../player/test-helpers.ts';
import { createContentAdmin } from './admin.ts';
import { DatabaseContentSource } from './overlay.ts';
import { MemoryContentSource } from './store.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const page = (title: string) => ({ title, description: 'D', blocks: [{ type: 'paragraph', text: 'P' }] });
const at = new Date('2026-11-28T03:00:00Z');

describe('content edits over the files', () => {
  it('serves the file until a publish, the draft only to previews, and keeps each published version', async () => {
    const path = `pages/t-${crypto.randomUUID()}`;
    const files = new MemoryContentSource({ en: { [path]: page('From the file') } });
    const source = new DatabaseContentSource(app.db, files);
    const admin = createContentAdmin({
      db: app.db,
      source,
      files: { ...files, pathsOf: () => [path], get: (p, l) => files.get(p, l) },
    });

    await admin.validate(path, 'en', page('Draft one'));
    await admin.change((tx) => admin.saveDraft(tx, { path, locale: 'en', document: page('Draft one'), by: null, at }));
    expect((await source.get(path, 'en'))?.title).toBe('From the file');
    expect(await source.get(path, 'en', { preview: true })).toMatchObject({ title: 'Draft one', status: 'draft' });

    const first = await admin.change((tx) => admin.publish(tx, { path, locale: 'en', by: null, at }));
    expect(first).toMatchObject({ version: 1, before: { title: 'From the file' }, after: { title: 'Draft one' } });
    expect((await source.get(path, 'en'))?.title).toBe('Draft one');
    await expect(admin.change((tx) => admin.publish(tx, { path, locale: 'en', by: null, at }))).rejects.toMatchObject({
      status: 409,
    });

    await admin.change((tx) => admin.saveDraft(tx, { path, locale: 'en', document: page('Draft two'), by: null, at }));
    await admin.change((tx) => admin.publish(tx, { path, locale: 'en', by: null, at }));
    expect((await admin.history(path, 'en')).map((v) => [v.version, v.document.title])).toEqual([
      [2, 'Draft two'],
      [1, 'Draft one'],
    ]);
    await admin.change((tx) => admin.restore(tx, { path, locale: 'en', version: 1, by: null, at }));
    expect((await admin.read(path, 'en')).draft?.title).toBe('Draft one');
    expect((await source.get(path, 'en'))?.title).toBe('Draft two');

    await expect(admin.validate(path, 'en', { title: 3 })).rejects.toMatchObject({
      status: 400,
      fields: { 'document.title': [expect.any(String)], 'document.blocks': [expect.any(String)] },
    });
  });
});
