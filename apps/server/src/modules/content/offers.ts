import type { ContentObject } from './store.ts';

/**
 * Bonus offers in content (docs/decisions/0081). A document marks what promises a bonus with `offer: true`
 * (a hero slide, a promotion, the sign-up banner) and may say, under `withoutOffers`, what replaces its own
 * fields for a visitor who must not be shown offers (a description that does not name the welcome package,
 * a hero without bonus slides). Served with offers hidden, every object's `withoutOffers` replaces its fields
 * first, then whatever still says `offer: true` is left out; served with offers shown, only the `withoutOffers`
 * parts are left out. Either way the site never receives both.
 */
export function servedOffers(document: ContentObject, shown: boolean): ContentObject {
  return transformObject(document, shown) ?? {};
}

// Not store.ts's: the store imports this file to validate both ways a document is served.
const isPlainObject = (value: unknown): value is ContentObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isOffer = (value: unknown): boolean => isPlainObject(value) && value.offer === true;

function transform(value: unknown, shown: boolean): unknown {
  if (Array.isArray(value)) {
    return value.flatMap((item) => {
      const served = transform(item, shown);
      return served === undefined ? [] : [served];
    });
  }
  if (isPlainObject(value)) return transformObject(value, shown);
  return value;
}

/** The object as served; undefined when it is an offer and offers are hidden. */
function transformObject(object: ContentObject, shown: boolean): ContentObject | undefined {
  const { withoutOffers, ...own } = object;
  const fields = !shown && isPlainObject(withoutOffers) ? { ...own, ...withoutOffers } : own;
  if (!shown && isOffer(fields)) return undefined;
  const out: ContentObject = {};
  for (const [key, value] of Object.entries(fields)) {
    const served = transform(value, shown);
    if (served !== undefined) out[key] = served;
  }
  return out;
}
