import { createHash, timingSafeEqual } from 'node:crypto';
import { defaultLocale, type Locale } from '@croupier/i18n/locales';
import { type ContentObject, type ContentSource, deepMerge, isDocumentPath } from './store.ts';

export type ContentResult =
  | { kind: 'found'; document: ContentObject; draft: boolean }
  | { kind: 'not_found' }
  | { kind: 'draft_hidden' };

/** Compares two secrets in constant time (hashing first so lengths never leak through timing). */
export function sameSecret(given: string, expected: string): boolean {
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}

/**
 * Per-locale content with fallback to the default locale (spec 01 §3): the default locale's document lies
 * under the requested one, so any key the translation lacks comes from it, and a document the locale lacks
 * entirely is served from the default locale. Drafts (`status: "draft"`) are served only to previews.
 */
export class ContentService {
  readonly #source: ContentSource;
  readonly #previewToken: string | undefined;

  constructor(source: ContentSource, options: { previewToken?: string | undefined } = {}) {
    this.#source = source;
    this.#previewToken = options.previewToken || undefined;
  }

  /** True only when a preview token is configured and the given one matches it. */
  isPreview(token: string | undefined): boolean {
    if (!this.#previewToken || token === undefined) return false;
    return sameSecret(token, this.#previewToken);
  }

  async resolve(path: string, locale: Locale, options: { preview?: boolean } = {}): Promise<ContentObject | undefined> {
    if (!isDocumentPath(path)) return undefined;
    const base = await this.#source.get(path, defaultLocale, options);
    const own = locale === defaultLocale ? undefined : await this.#source.get(path, locale, options);
    if (base && own) return deepMerge(base, own);
    return own ?? base;
  }

  async get(path: string, locale: Locale, options: { preview?: boolean } = {}): Promise<ContentResult> {
    const merged = await this.resolve(path, locale, options);
    if (!merged) return { kind: 'not_found' };
    const { status, ...document } = merged;
    const draft = status === 'draft';
    if (draft && !options.preview) return { kind: 'draft_hidden' };
    return { kind: 'found', document, draft };
  }
}
