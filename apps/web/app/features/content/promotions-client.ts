import type { Promotion, PromotionsDocument } from '@croupier/contracts/content';
import { contentApi } from '../../platform/api/clients.ts';
import { contentSearch } from './content-api.ts';

const cache = new Map<string, Promise<PromotionsDocument | undefined>>();

const keyOf = (locale: string, currency: string | undefined, offersHidden: boolean) =>
  `${locale} ${currency ?? ''} ${offersHidden ? 'hidden' : 'shown'}`;

/**
 * The promotions document for a locale and currency, fetched once per page life from the browser; undefined
 * when the content has none (Not found, an HTML answer included).
 */
export function fetchPromotions(
  locale: string,
  currency: string | undefined,
  offersHidden: boolean,
): Promise<PromotionsDocument | undefined> {
  const key = keyOf(locale, currency, offersHidden);
  let pending = cache.get(key);
  if (!pending) {
    pending = contentApi<PromotionsDocument>({
      path: `/api/content/pages/promotions?${contentSearch(locale, currency, offersHidden)}`,
    }).then((answer) => {
      if (answer.ok) return answer.data;
      if (answer.status === 404) return undefined;
      throw new Error(`promotions ${answer.status}`);
    });
    // Only a document is kept: after a failure or a Not found, reopening the modal asks again.
    pending.then(
      (document) => document ?? cache.delete(key),
      () => cache.delete(key),
    );
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
