import type {
  AdminContentDocument,
  AdminContentDocumentSummary,
  AdminContentLocaleState,
  AdminContentVersion,
} from '@croupier/contracts/admin-content';
import type { FieldErrors } from '@croupier/contracts/errors';
import { defaultLocale, type Locale, supportedLocales } from '@croupier/i18n/locales';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Database, Executor, Transaction } from '../../platform/db/database.ts';
import { AppError, notFound } from '../../platform/http/errors.ts';
import { appendEvents } from '../../platform/outbox/outbox.ts';
import type { DatabaseContentSource } from './overlay.ts';
import { everything, servedDocument } from './served-document.ts';
import { type ContentObject, deepMerge, isDocumentPath, schemaFor } from './store.ts';
import { contentDocuments, contentDocumentVersions } from './tables.ts';

/** The outbox topic of a publish: every process drops its copy of the published edits (invalidation.ts). */
export const contentPublishedTopic = 'content.published';

/** Documents that hold banners: the home page's hero slides, the sign-up bonus banner, the wallet promo. */
export const bannerDocuments: readonly string[] = ['pages/home', 'pages/sign-up', 'global-components'];

/** What the files offer the editor: the paths each locale ships, and the file itself. */
export interface ContentFiles {
  pathsOf(locale: Locale): string[];
  get(path: string, locale: Locale): Promise<ContentObject | undefined>;
}

type Row = typeof contentDocuments.$inferSelect;

const iso = (date: Date | null) => date?.toISOString() ?? null;
const conflict = (message: string) => new AppError(409, 'conflict', message);

/**
 * Field errors of a document as it would be served: over the default locale's (a translation may leave keys
 * out) and both ways a visitor may be served it (decision 0081), keyed `document.<path in the document>`.
 */
export function documentFieldErrors(path: string, document: ContentObject, base?: ContentObject): FieldErrors {
  const fields: FieldErrors = {};
  if (Object.hasOwn(document, 'status')) fields['document.status'] = ['Drafts and publishing replace `status`'];
  const schema = schemaFor(path);
  if (!schema) return fields;
  const merged = base ? deepMerge(base, document) : document;
  for (const offers of [true, false]) {
    const result = schema.safeParse(servedDocument(merged, { ...everything, offers }));
    if (result.success) continue;
    for (const issue of result.error.issues) {
      const name = ['document', ...issue.path.map(String)].join('.');
      if (!fields[name]?.includes(issue.message)) fields[name] = [...(fields[name] ?? []), issue.message];
    }
  }
  return fields;
}

/**
 * The editor's side of the content (issue 22 §8; docs/decisions/0123). The back office runs each change in
 * `change(tx => …)` with its audit row; after the commit this process serves the change at once, and the
 * outbox event written with it tells every other process.
 */
export function createContentAdmin(deps: { db: Database; source: DatabaseContentSource; files: ContentFiles }) {
  const { db, source, files } = deps;

  const rowOf = async (executor: Executor, path: string, locale: Locale, lock = false) => {
    const query = executor
      .select()
      .from(contentDocuments)
      .where(and(eq(contentDocuments.path, path), eq(contentDocuments.locale, locale)));
    const [row] = lock ? await query.for('update') : await query;
    return row;
  };

  const state = (locale: Locale, hasFile: boolean, row: Row | undefined): AdminContentLocaleState => ({
    locale,
    hasFile,
    hasDraft: Boolean(row?.draft),
    version: row?.version ?? 0,
    publishedAt: iso(row?.publishedAt ?? null),
    draftUpdatedAt: iso(row?.draftUpdatedAt ?? null),
  });

  /** A path the editor may open: one that exists (file or edit) or that a schema describes. */
  const known = async (path: string): Promise<boolean> => {
    if (!isDocumentPath(path)) return false;
    if (schemaFor(path) || supportedLocales.some((l) => files.pathsOf(l).includes(path))) return true;
    const [row] = await db
      .select({ path: contentDocuments.path })
      .from(contentDocuments)
      .where(eq(contentDocuments.path, path))
      .limit(1);
    return Boolean(row);
  };

  const checkedPath = async (path: string, locale: string): Promise<Locale> => {
    if (!(supportedLocales as readonly string[]).includes(locale)) throw notFound(`No locale ${locale}`);
    if (!(await known(path))) throw notFound(`No content document ${JSON.stringify(path.slice(0, 200))}`);
    return locale as Locale;
  };

  /** What players are served for the default locale now: the translation's fallback. */
  const fallbackOf = async (path: string, locale: Locale) =>
    locale === defaultLocale ? undefined : await source.get(path, defaultLocale);

  const admin = {
    async change<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
      const result = await db.transaction(work);
      source.invalidate();
      return result;
    },

    async documents(): Promise<AdminContentDocumentSummary[]> {
      const rows = await db.select().from(contentDocuments).orderBy(asc(contentDocuments.path));
      const paths = new Set([...supportedLocales.flatMap((l) => files.pathsOf(l)), ...rows.map((r) => r.path)]);
      return [...paths].sort().map((path) => ({
        path,
        hasSchema: schemaFor(path) !== undefined,
        banners: bannerDocuments.includes(path),
        locales: supportedLocales.flatMap((locale) => {
          const hasFile = files.pathsOf(locale).includes(path);
          const row = rows.find((r) => r.path === path && r.locale === locale);
          return hasFile || row ? [state(locale, hasFile, row)] : [];
        }),
      }));
    },

    async read(path: string, requested: string): Promise<AdminContentDocument> {
      const locale = await checkedPath(path, requested);
      const [row, file, fallback] = await Promise.all([
        rowOf(db, path, locale),
        files.get(path, locale),
        fallbackOf(path, locale),
      ]);
      return {
        ...state(locale, file !== undefined, row),
        path,
        hasSchema: schemaFor(path) !== undefined,
        file: file ?? null,
        published: row?.published ?? null,
        draft: row?.draft ?? null,
        fallback: fallback ?? null,
      };
    },

    /** 400 with field errors when the document does not hold its schema; nothing is written then. */
    async validate(path: string, requested: string, document: ContentObject): Promise<Locale> {
      const locale = await checkedPath(path, requested);
      const fields = documentFieldErrors(path, document, await fallbackOf(path, locale));
      if (Object.keys(fields).length > 0) {
        throw new AppError(400, 'validation_failed', 'The document does not hold its schema', fields);
      }
      return locale;
    },

    /** Saves the draft (validate first); answers the draft before and after, or changed: false when the same. */
    async saveDraft(
      tx: Transaction,
      edit: { path: string; locale: Locale; document: ContentObject; by: string | null; at: Date },
    ) {
      const row = await rowOf(tx, edit.path, edit.locale, true);
      const before = row?.draft ?? null;
      if (JSON.stringify(before) === JSON.stringify(edit.document)) return { changed: false, before, after: before };
      await tx
        .insert(contentDocuments)
        .values({
          path: edit.path,
          locale: edit.locale,
          draft: edit.document,
          draftUpdatedAt: edit.at,
          draftBy: edit.by,
        })
        .onConflictDoUpdate({
          target: [contentDocuments.path, contentDocuments.locale],
          set: { draft: edit.document, draftUpdatedAt: edit.at, draftBy: edit.by },
        });
      return { changed: true, before, after: edit.document };
    },

    /**
     * Publishes the draft in one transaction: the row is locked, the draft becomes the published version (kept
     * in the history) and the outbox event is written, or none of it. 409 when there is no draft.
     */
    async publish(tx: Transaction, edit: { path: string; locale: string; by: string | null; at: Date }) {
      const locale = await checkedPath(edit.path, edit.locale);
      const row = await rowOf(tx, edit.path, locale, true);
      if (!row?.draft) throw conflict('There is no draft to publish');
      const before = row.published ?? (await files.get(edit.path, locale)) ?? null;
      const version = row.version + 1;
      await tx.insert(contentDocumentVersions).values({
        path: edit.path,
        locale,
        version,
        document: row.draft,
        publishedAt: edit.at,
        publishedBy: edit.by,
      });
      await tx
        .update(contentDocuments)
        .set({
          published: row.draft,
          draft: null,
          draftUpdatedAt: null,
          draftBy: null,
          version,
          publishedAt: edit.at,
          publishedBy: edit.by,
        })
        .where(and(eq(contentDocuments.path, edit.path), eq(contentDocuments.locale, locale)));
      await appendEvents(tx, [
        {
          topic: contentPublishedTopic,
          aggregateId: `${locale}:${edit.path}`,
          payload: { path: edit.path, locale, version },
        },
      ]);
      return { changed: true, before, after: row.draft, version };
    },

    async history(path: string, requested: string): Promise<AdminContentVersion[]> {
      const locale = await checkedPath(path, requested);
      const rows = await db
        .select()
        .from(contentDocumentVersions)
        .where(and(eq(contentDocumentVersions.path, path), eq(contentDocumentVersions.locale, locale)))
        .orderBy(desc(contentDocumentVersions.version))
        .limit(100);
      return rows.map((r) => ({
        version: r.version,
        publishedAt: r.publishedAt.toISOString(),
        publishedBy: r.publishedBy,
        document: r.document,
      }));
    },

    /** Puts an earlier published version back into the draft, to be previewed and published as any draft. */
    async restore(
      tx: Transaction,
      edit: { path: string; locale: string; version: number; by: string | null; at: Date },
    ) {
      const locale = await checkedPath(edit.path, edit.locale);
      const [kept] = await tx
        .select()
        .from(contentDocumentVersions)
        .where(
          and(
            eq(contentDocumentVersions.path, edit.path),
            eq(contentDocumentVersions.locale, locale),
            eq(contentDocumentVersions.version, edit.version),
          ),
        );
      if (!kept) throw notFound(`No version ${edit.version}`);
      return admin.saveDraft(tx, { path: edit.path, locale, document: kept.document, by: edit.by, at: edit.at });
    },
  };
  return admin;
}

export type ContentAdmin = ReturnType<typeof createContentAdmin>;
