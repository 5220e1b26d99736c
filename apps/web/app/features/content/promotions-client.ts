import type { Promotion, PromotionsDocument } from '@croupier/contracts/content';
import { contentSearch } from './content-api.ts';

const cache = new Map<string, Promise<PromotionsDocument>>();

const keyOf = (locale: string, currency: string | undefined) => `${locale} ${currency ?? ''}`;

/** The promotions document for a locale and currency, fetched once per page life from the browser. */
export function fetchPromotions(locale: string, currency: string | undefined): Promise<PromotionsDocument> {
  const key = keyOf(locale, currency);
  let pending = cache.get(key);
  if (!pending) {
    pending = fetch(`/api/content/pages/promotions?${contentSearch(locale, currency)}`, {
      headers: { accept: 'application/json' },
    }).then(async (response) => {
      if (!response.ok) throw new Error(`promotions ${response.status}`);
      return ((await response.json()) as { data: PromotionsDocument }).data;
    });
    // A failure is not cached, so reopening the modal tries again.
    pending.catch(() => cache.delete(key));
    cache.set(key, pending);
  }
  return pending;
}

export function findPromotion(document: PromotionsDocument, identity: string): Promotion | undefined {
  return document.items.find((item) => item.identity === identity);
}

/** Seeds the cache with a document a page already loaded, so the detail modal opens without a request. */
export function primePromotions(locale: string, currency: string | undefined, document: PromotionsDocument): void {
  const key = keyOf(locale, currency);
  if (!cache.has(key)) cache.set(key, Promise.resolve(document));
}
