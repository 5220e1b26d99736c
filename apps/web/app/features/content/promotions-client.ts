import type { Promotion, PromotionsDocument } from '@croupier/contracts/content';
import { publicApi } from '../../platform/api/clients.ts';
import { contentSearch } from './content-api.ts';

const cache = new Map<string, Promise<PromotionsDocument>>();

const keyOf = (locale: string, currency: string | undefined, offersHidden: boolean) =>
  `${locale} ${currency ?? ''} ${offersHidden ? 'hidden' : 'shown'}`;

/** The promotions document for a locale and currency, fetched once per page life from the browser. */
export function fetchPromotions(
  locale: string,
  currency: string | undefined,
  offersHidden: boolean,
): Promise<PromotionsDocument> {
  const key = keyOf(locale, currency, offersHidden);
  let pending = cache.get(key);
  if (!pending) {
    pending = publicApi<PromotionsDocument>({
      path: `/api/content/pages/promotions?${contentSearch(locale, currency, offersHidden)}`,
    }).then((answer) => {
      if (!answer.ok) throw new Error(`promotions ${answer.status}`);
      return answer.data;
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
export function primePromotions(
  locale: string,
  currency: string | undefined,
  offersHidden: boolean,
  document: PromotionsDocument,
): void {
  const key = keyOf(locale, currency, offersHidden);
  if (!cache.has(key)) cache.set(key, Promise.resolve(document));
}
