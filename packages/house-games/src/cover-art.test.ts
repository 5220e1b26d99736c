import { describe, expect, it } from 'vitest';
import { generateCatalogue } from './catalogue.ts';
import { coverDesign, coverLayouts, coverSvg, coverVersion, titleLines } from './cover-art.ts';

const catalogue = generateCatalogue();
const asStored = (game: (typeof catalogue)[number]) => ({ name: game.name, artwork: { ...game.artwork } });

describe('generated game covers', () => {
  it('gives every catalogue game a composition of its own, not only a colour of its own (issue 26)', () => {
    expect(catalogue).toHaveLength(140);
    const keys = catalogue.map((game) => coverDesign(asStored(game)).key);
    const shared = keys.filter((key, i) => keys.indexOf(key) !== i);
    expect(shared).toEqual([]);
  });

  it('never repeats a layout within the first ten games of a family (they sit side by side in the lobby)', () => {
    const families = new Map<string, typeof catalogue>();
    for (const game of catalogue) families.set(game.artwork.motif, [...(families.get(game.artwork.motif) ?? []), game]);
    for (const games of families.values()) {
      const layouts = games.slice(0, coverLayouts.length).map((game) => coverDesign(asStored(game)).layout);
      expect(new Set(layouts).size).toBe(layouts.length);
    }
  });

  it('letters each cover with its own game name, escaped, in a small SVG', () => {
    const svgs = catalogue.map((game) => coverSvg(asStored(game)));
    expect(new Set(svgs).size).toBe(catalogue.length);
    catalogue.forEach((game, i) => {
      const svg = svgs[i] as string;
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
      expect(svg.endsWith('</svg>')).toBe(true);
      const words = game.name.split(' ').map((word) => word.replace("'", '&#39;').toUpperCase());
      expect(words.every((word) => svg.toUpperCase().includes(word))).toBe(true);
      expect(svg.length).toBeLessThan(12_000);
    });
    const hostile = coverSvg({ name: 'Ace & <script>', artwork: null });
    expect(hostile).toContain('Ace &amp; &lt;script&gt;');
    expect(hostile).not.toContain('<script>');
  });

  it('draws from unknown or missing artwork without failing, and versions covers by what they show', () => {
    expect(coverDesign({ name: 'Starfall', artwork: { motif: 'star', layout: 'nonsense' } }).layout).toMatch(/\w/);
    const game = asStored(catalogue[0] as (typeof catalogue)[number]);
    expect(coverVersion(game)).toBe(coverVersion(asStored(catalogue[0] as (typeof catalogue)[number])));
    expect(coverVersion({ ...game, name: `${game.name}!` })).not.toBe(coverVersion(game));
  });

  it('breaks a name into balanced lines', () => {
    expect(titleLines('Fruit Stand Megaspin', 2)).toEqual(['Fruit Stand', 'Megaspin']);
    expect(titleLines('Velvet European Roulette VIP', 2)).toEqual(['Velvet European', 'Roulette VIP']);
    expect(titleLines('Dice', 3)).toEqual(['Dice']);
    expect(titleLines('Tide Plinko Lite High', 3)).toHaveLength(3);
  });
});
