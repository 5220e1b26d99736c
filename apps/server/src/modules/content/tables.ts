import {
  bigserial,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * Staff edits of content documents (issue 22 §8; docs/decisions/0123), one row per document path and locale,
 * laid over the repository's files: the published version, when there is one, is served instead of the file;
 * the draft is served only to previews. Publishing copies the draft into `published` and into the history.
 */
export const contentDocuments = pgTable(
  'content_documents',
  {
    path: text('path').notNull(),
    locale: text('locale').notNull(),
    /** The unpublished edit, without `status`; null when there is none (published, or never edited). */
    draft: jsonb('draft').$type<Record<string, unknown>>(),
    draftUpdatedAt: timestamp('draft_updated_at', { withTimezone: true }),
    draftBy: uuid('draft_by'),
    /** What players are served instead of the file; null until the first publish. */
    published: jsonb('published').$type<Record<string, unknown>>(),
    /** 0 before the first publish; each publish adds one and keeps the version in the history. */
    version: integer('version').notNull().default(0),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    publishedBy: uuid('published_by'),
  },
  (t) => [primaryKey({ columns: [t.path, t.locale] })],
);

/** Every published version, kept so an earlier one can be restored into the draft. */
export const contentDocumentVersions = pgTable(
  'content_document_versions',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    path: text('path').notNull(),
    locale: text('locale').notNull(),
    version: integer('version').notNull(),
    document: jsonb('document').$type<Record<string, unknown>>().notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    publishedBy: uuid('published_by'),
  },
  (t) => [uniqueIndex('content_document_versions_path_locale_version').on(t.path, t.locale, t.version)],
);
