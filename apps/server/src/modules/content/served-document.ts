import type { ContentFeature } from '@croupier/contracts/content';
import type { ContentObject } from './store.ts';

/** What decides which parts of a stored document a visitor is served. */
export interface ServedTo {
  /** False where bonus offers may not be shown to this visitor (docs/decisions/0081). */
  offers: boolean;
  /** The public feature flags that are on (loyalty, quests): a part marked for another one is left out. */
  features: ReadonlySet<ContentFeature>;
}

/** Every part served: how the store validates a document's fullest form. */
export const everything: ServedTo = { offers: true, features: new Set(['loyalty', 'quests']) };

/**
 * A stored document as a visitor is served it. Two markers drop parts:
 * - Bonus offers (docs/decisions/0081). `offer: true` marks what promises a bonus (a hero slide, a promotion,
 *   the sign-up banner); `withoutOffers` says what replaces an object's own fields for a visitor who must not
 *   be shown offers. With offers hidden, every object's `withoutOffers` replaces its fields first, then whatever
 *   still says `offer: true` is left out; with offers shown, only the `withoutOffers` parts are left out.
 * - Features (spec 01 §6): `feature: "loyalty"` marks a part (a menu entry) served only while that public
 *   flag is on, so the menu never leads to a page that answers 404.
 * The markers themselves are never served.
 */
export function servedDocument(document: ContentObject, to: ServedTo): ContentObject {
  return transformObject(document, to) ?? {};
}

// Not store.ts's: the store imports this file to validate the ways a document is served.
const isPlainObject = (value: unknown): value is ContentObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function transform(value: unknown, to: ServedTo): unknown {
  if (Array.isArray(value)) {
    return value.flatMap((item) => {
      const served = transform(item, to);
      return served === undefined ? [] : [served];
    });
  }
  if (isPlainObject(value)) return transformObject(value, to);
  return value;
}

/** The object as served; undefined when it is an offer with offers hidden, or needs a feature that is off. */
function transformObject(object: ContentObject, to: ServedTo): ContentObject | undefined {
  const { withoutOffers, feature, ...own } = object;
  if (typeof feature === 'string' && !to.features.has(feature as ContentFeature)) return undefined;
  const fields = !to.offers && isPlainObject(withoutOffers) ? { ...own, ...withoutOffers } : own;
  if (!to.offers && fields.offer === true) return undefined;
  const out: ContentObject = {};
  for (const [key, value] of Object.entries(fields)) {
    const served = transform(value, to);
    if (served !== undefined) out[key] = served;
  }
  return out;
}
