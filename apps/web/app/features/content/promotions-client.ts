import type { Promotion, PromotionsDocument } from '@croupier/contracts/content';

const cache = new Map<string, Promise<PromotionsDocument>>();

/** The promotions document for a locale, fetched once per page life from the browser. */
export function fetchPromotions(locale: string): Promise<PromotionsDocument> {
  let pending = cache.get(locale);
  if (!pending) {
    pending = fetch(`/api/content/pages/promotions?locale=${encodeURIComponent(locale)}`, {
      headers: { accept: 'application/json' },
    }).then(async (response) => {
      if (!response.ok) throw new Error(`promotions ${response.status}`);
      return ((await response.json()) as { data: PromotionsDocument }).data;
    });
    // A failure is not cached, so reopening the modal tries again.
    pending.catch(() => cache.delete(locale));
    cache.set(locale, pending);
  }
  return pending;
}

export function findPromotion(document: PromotionsDocument, identity: string): Promotion | undefined {
  return document.items.find((item) => item.identity === identity);
}

/** Seeds the cache with a document a page already loaded, so the detail modal opens without a request. */
export function primePromotions(locale: string, document: PromotionsDocument): void {
  if (!cache.has(locale)) cache.set(locale, Promise.resolve(document));
}
