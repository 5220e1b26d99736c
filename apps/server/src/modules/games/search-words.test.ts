import { describe, expect, it } from 'vitest';
import { maxPrefixLength, namePrefixes, searchWords } from './search-words.ts';

describe('game name search words', () => {
  it('stores every prefix of every word, lower-cased, so any leading letters of any word match', () => {
    const prefixes = namePrefixes("Pharaoh's Gold: Royale");
    for (const word of ['p', 'pharaoh', 's', 'go', 'gold', 'roy', 'royale']) expect(prefixes).toContain(word);
    expect(prefixes).not.toContain('old');
    expect(prefixes).not.toContain('pharaoh s');
  });

  it('reads a search as distinct lower-case words, cut to the stored prefix length', () => {
    expect(searchWords('  Book  EMB book ')).toEqual(['book', 'emb']);
    expect(searchWords("%';")).toEqual([]);
    expect(searchWords(undefined)).toEqual([]);
    const long = 'a'.repeat(30);
    expect(searchWords(long)).toEqual(['a'.repeat(maxPrefixLength)]);
    expect(namePrefixes(long)).toContain(searchWords(long)[0]);
    expect(searchWords('Ação São')).toEqual(['ação', 'são']);
  });
});
