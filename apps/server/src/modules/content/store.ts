import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { contentDocuments, pageDocument, questionGroupDocument, questionsDocument } from '@croupier/contracts/content';
import { defaultLocale, type Locale, supportedLocales } from '@croupier/i18n/locales';
import type { z } from 'zod';
import { everything, servedDocument } from './served-document.ts';

/** A content document as stored: a JSON object, possibly carrying `status: "draft"` at top level. */
export type ContentObject = Record<string, unknown>;

/**
 * Where per-locale content comes from (spec 01 §7: "per-locale content is fetched from a content store").
 * The file-system source below ships with the repository; a headless-CMS adapter implements the same call.
 * `get` answers the locale's own document only (no fallback) or undefined when the locale has none.
 */
export interface ContentSource {
  /** With `preview`, a source holding unpublished drafts answers the draft, marked `status: "draft"`. */
  get(path: string, locale: Locale, options?: { preview?: boolean }): Promise<ContentObject | undefined>;
}

/** Document paths: lowercase segments of letters, digits and single dashes, separated by slashes. */
export const documentPathPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*$/;
export const isDocumentPath = (path: string): boolean => path.length <= 200 && documentPathPattern.test(path);

/** The repository's content directory: apps/server/content/<locale>/<document path>.json. */
export const defaultContentDir = fileURLToPath(new URL('../../../content', import.meta.url));

/** The schema a document path must satisfy, or undefined for free-form documents. */
export function schemaFor(path: string): z.ZodType | undefined {
  if (Object.hasOwn(contentDocuments, path)) return contentDocuments[path as keyof typeof contentDocuments];
  if (path.startsWith('pages/questions/')) return questionGroupDocument;
  if (path === 'pages/questions') return questionsDocument;
  if (path.startsWith('pages/')) return pageDocument;
  return undefined;
}

export const isPlainObject = (value: unknown): value is ContentObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Deep merge for locale fallback: objects merge key by key, the overlay wins; arrays and scalars are replaced
 * whole (a translated list is never mixed item by item with the default one).
 */
export function deepMerge(base: ContentObject, overlay: ContentObject): ContentObject {
  const out: ContentObject = { ...base };
  for (const [key, value] of Object.entries(overlay)) {
    const under = out[key];
    out[key] = isPlainObject(under) && isPlainObject(value) ? deepMerge(under, value) : value;
  }
  return out;
}

/** A content file that cannot ship: bad JSON, a bad path, or a document failing its schema. */
export class ContentFileError extends Error {
  readonly file: string;
  constructor(file: string, problem: string) {
    super(`Invalid content file ${file}: ${problem}`);
    this.name = 'ContentFileError';
    this.file = file;
  }
}

/** Checks one document (as served after fallback, without its status) against its schema. */
export function validateDocument(path: string, document: ContentObject): string | undefined {
  const { status, ...rest } = document;
  if (status !== undefined && status !== 'draft' && status !== 'published') {
    return 'status must be "draft" or "published"';
  }
  const schema = schemaFor(path);
  if (!schema) return undefined;
  const result = schema.safeParse(rest);
  if (result.success) return undefined;
  return result.error.issues
    .slice(0, 5)
    .map((issue) => `${issue.path.join('.') || '(document)'}: ${issue.message}`)
    .join('; ');
}

async function listJsonFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.json'))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

/** Reads every locale directory once, validates every document and answers from memory. */
export class FileContentSource implements ContentSource {
  readonly #documents: Map<string, ContentObject>;

  private constructor(documents: Map<string, ContentObject>) {
    this.#documents = documents;
  }

  /** Loads and validates `<root>/<locale>/**.json`; throws a ContentFileError naming the first bad file. */
  static async load(root: string = defaultContentDir): Promise<FileContentSource> {
    const documents = new Map<string, ContentObject>();
    const byLocale = new Map<Locale, Map<string, { file: string; document: ContentObject }>>();
    for (const locale of supportedLocales) {
      const dir = join(root, locale);
      const files = await listJsonFiles(dir).catch((err: NodeJS.ErrnoException) => {
        if (err.code === 'ENOENT') return [];
        throw err;
      });
      const loaded = new Map<string, { file: string; document: ContentObject }>();
      for (const file of files) {
        const shown = relative(root, file).split(sep).join('/');
        const path = relative(dir, file)
          .split(sep)
          .join('/')
          .replace(/\.json$/, '');
        if (!isDocumentPath(path)) {
          throw new ContentFileError(shown, 'the path must be lowercase letters, digits, dashes and slashes');
        }
        let parsed: unknown;
        try {
          parsed = JSON.parse(await readFile(file, 'utf8'));
        } catch (err) {
          throw new ContentFileError(shown, `not valid JSON (${(err as Error).message})`);
        }
        if (!isPlainObject(parsed)) throw new ContentFileError(shown, 'a document must be a JSON object');
        loaded.set(path, { file: shown, document: parsed });
        documents.set(key(path, locale), parsed);
      }
      byLocale.set(locale, loaded);
    }
    // Each locale's document is validated as it is served: merged over the default locale's document.
    const defaults = byLocale.get(defaultLocale) ?? new Map();
    for (const [locale, loaded] of byLocale) {
      for (const [path, { file, document }] of loaded) {
        const base = locale === defaultLocale ? undefined : defaults.get(path)?.document;
        const served = base ? deepMerge(base, document) : document;
        // Both ways it can be served (decision 0081) must hold the document's shape.
        const problem =
          validateDocument(path, servedDocument(served, everything)) ??
          validateDocument(path, servedDocument(served, { ...everything, offers: false }))?.replace(
            /^/,
            'with offers hidden: ',
          );
        if (problem) throw new ContentFileError(file, problem);
      }
    }
    return new FileContentSource(documents);
  }

  async get(path: string, locale: Locale): Promise<ContentObject | undefined> {
    return this.#documents.get(key(path, locale));
  }

  /** Every document path present in any locale (for tests and tooling). */
  paths(): string[] {
    return [...new Set([...this.#documents.keys()].map((k) => k.slice(k.indexOf(':') + 1)))].sort();
  }

  /** Document paths the locale itself carries (without fallback). */
  pathsOf(locale: Locale): string[] {
    const prefix = `${locale}:`;
    return [...this.#documents.keys()]
      .filter((k) => k.startsWith(prefix))
      .map((k) => k.slice(prefix.length))
      .sort();
  }
}

const key = (path: string, locale: Locale): string => `${locale}:${path}`;

/** An in-memory source, for tests and for seeding a CMS adapter: `{ en: { 'pages/home': {...} } }`. */
export class MemoryContentSource implements ContentSource {
  readonly #documents: Partial<Record<Locale, Record<string, ContentObject>>>;
  constructor(documents: Partial<Record<Locale, Record<string, ContentObject>>>) {
    this.#documents = documents;
  }
  async get(path: string, locale: Locale): Promise<ContentObject | undefined> {
    const forLocale = this.#documents[locale];
    return forLocale && Object.hasOwn(forLocale, path) ? forLocale[path] : undefined;
  }
}

const loads = new Map<string, Promise<FileContentSource>>();

/** The file source for a directory, loaded once per process (every app built in a test run shares it). */
export function loadFileContentSource(root: string = defaultContentDir): Promise<FileContentSource> {
  let pending = loads.get(root);
  if (!pending) {
    pending = FileContentSource.load(root);
    loads.set(root, pending);
    pending.catch(() => loads.delete(root));
  }
  return pending;
}
