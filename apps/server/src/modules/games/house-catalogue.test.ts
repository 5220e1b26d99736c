import { generateCatalogue } from '@croupier/house-games/catalogue';
import { describe, expect, it } from 'vitest';
import { houseCatalogue, houseCollections } from './house-catalogue.ts';

describe('the house catalogue as catalogue entries', () => {
  const studio = generateCatalogue();
  const entries = houseCatalogue(studio);

  it('states RTP in percent with two decimals, as the catalogue API documents', () => {
    for (const [index, entry] of entries.entries()) {
      const declared = studio[index]?.rtp as number;
      expect(entry.rtp).toBeCloseTo(declared * 100, 2);
      expect(entry.rtp).toBeGreaterThan(90);
    }
  });

  it('shelves games by their tags, so the lobby’s New, Popular and Jackpots are real categories', () => {
    const shelf = (identity: string) => entries.filter((entry) => entry.categories.includes(identity)).length;
    const tagged = (tag: string) => studio.filter((game) => (game.tags as string[]).includes(tag)).length;
    expect(shelf('new')).toBe(tagged('new'));
    expect(shelf('popular')).toBe(tagged('popular'));
    expect(shelf('jackpots')).toBe(tagged('jackpot'));
    expect(shelf('live-casino')).toBe(entries.filter((entry) => entry.isLive).length);
    const known = new Set(houseCollections.map((c) => c.identity));
    for (const entry of entries)
      for (const category of entry.categories) expect(known.has(category), category).toBe(true);
  });
});
