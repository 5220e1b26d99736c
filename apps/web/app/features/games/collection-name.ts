import type { I18n } from '../../i18n/i18n.tsx';

/**
 * A collection's name in the page's language: the site's own words for the shelves it knows
 * (`games.collection.<identity>`), else the name the operator gave it in the catalogue.
 */
export function collectionName(t: Pick<I18n, 't' | 'has'>, collection: { identity: string; name: string }): string {
  const key = `games.collection.${collection.identity}`;
  return t.has(key) ? t.t(key) : collection.name;
}
