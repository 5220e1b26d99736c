/**
 * Word-prefix search over game names ("boo emb" finds "Book of Embers"): each name is stored with every
 * prefix of each of its words, so a search is an exact array containment a GIN index answers directly,
 * about ten times faster than a prefix query over a text-search vector (docs/performance.md, Catalogue).
 */

/** Prefixes longer than this are not stored; longer search words are cut to it, which still matches. */
export const maxPrefixLength = 20;
/** More words than this in one search are ignored. */
export const maxSearchWords = 8;

const words = (text: string): string[] => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

/** The words of a search, lower-cased and cut to the stored prefix length. */
export function searchWords(text: string | undefined): string[] {
  if (!text) return [];
  return [...new Set(words(text).map((word) => [...word].slice(0, maxPrefixLength).join('')))].slice(0, maxSearchWords);
}

/** Every prefix of every word of a name: what searchWords are matched against. */
export function namePrefixes(name: string): string[] {
  const prefixes = new Set<string>();
  for (const word of words(name)) {
    const letters = [...word].slice(0, maxPrefixLength);
    for (let length = 1; length <= letters.length; length += 1) prefixes.add(letters.slice(0, length).join(''));
  }
  return [...prefixes];
}
