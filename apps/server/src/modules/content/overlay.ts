import type { Locale } from '@croupier/i18n/locales';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.ts';
import type { ContentObject, ContentSource } from './store.ts';
import { contentDocuments } from './tables.ts';

/** How long a process trusts its copy of the published edits without being told of a publish (a safety net). */
export const publishedCacheMs = 60_000;

const key = (path: string, locale: string): string => `${locale}:${path}`;

/**
 * Staff edits laid over another source, usually the repository's files (docs/decisions/0123): a published
 * edit is served instead of the file; a preview is served the draft first. Every published edit is held in
 * memory (a few dozen small documents), reloaded after `invalidate` — called in this process once its own
 * publish commits, and in every process through the broker's control message (content/invalidation.ts) — or
 * after `publishedCacheMs` should such a message be lost.
 */
export class DatabaseContentSource implements ContentSource {
  readonly #db: Database;
  readonly #under: ContentSource;
  readonly #now: () => number;
  #published: { at: number; documents: Promise<Map<string, ContentObject>> } | undefined;
  #refreshing = false;

  constructor(db: Database, under: ContentSource, options: { now?: () => number } = {}) {
    this.#db = db;
    this.#under = under;
    this.#now = options.now ?? Date.now;
  }

  /** The source the edits lie over (the files). */
  get under(): ContentSource {
    return this.#under;
  }

  /** A publish: the next reads get the new edits, loaded from now (not awaited here, see publishedDocuments). */
  invalidate(): void {
    this.#published = this.#entry(this.#now());
  }

  async get(path: string, locale: Locale, options: { preview?: boolean } = {}): Promise<ContentObject | undefined> {
    if (options.preview) {
      const [row] = await this.#db
        .select({ draft: contentDocuments.draft, published: contentDocuments.published })
        .from(contentDocuments)
        .where(and(eq(contentDocuments.path, path), eq(contentDocuments.locale, locale)));
      // A draft is marked so the service knows it is one (and serves it only to previews).
      if (row?.draft) return { ...row.draft, status: 'draft' };
      if (row?.published) return row.published;
      return this.#under.get(path, locale, options);
    }
    const published = (await this.publishedDocuments()).get(key(path, locale));
    return published ?? this.#under.get(path, locale, options);
  }

  /**
   * Every published edit by `<locale>:<path>`, from memory. Once loaded, a copy past its minute is still answered
   * while a fresh one loads in the background: content is read inside other modules' transactions (a segment id
   * during a sign-in), and on a one-connection database (PGlite) a read of its own awaited there would wait for
   * that very transaction. Only the first load is awaited; `warm` does it before the server takes traffic.
   */
  publishedDocuments(): Promise<Map<string, ContentObject>> {
    const now = this.#now();
    if (!this.#published) this.#published = this.#entry(now);
    else if (now - this.#published.at >= publishedCacheMs && !this.#refreshing) {
      const entry = this.#entry(now);
      this.#refreshing = true;
      entry.documents.then(
        () => {
          this.#published = entry;
          this.#refreshing = false;
        },
        () => {
          this.#refreshing = false;
        },
      );
    }
    return this.#published.documents;
  }

  /** Loads the published edits before the server takes traffic. */
  async warm(): Promise<void> {
    await this.publishedDocuments();
  }

  #entry(at: number) {
    const entry = { at, documents: this.#load() };
    // A failed load is not kept: the next request tries again.
    entry.documents.catch(() => {
      if (this.#published === entry) this.#published = undefined;
    });
    return entry;
  }

  async #load(): Promise<Map<string, ContentObject>> {
    const rows = await this.#db
      .select({ path: contentDocuments.path, locale: contentDocuments.locale, published: contentDocuments.published })
      .from(contentDocuments)
      .where(isNotNull(contentDocuments.published));
    return new Map(rows.flatMap((row) => (row.published ? [[key(row.path, row.locale), row.published]] : [])));
  }
}
