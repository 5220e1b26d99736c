import { describe, expect, it } from 'vitest';
import { dealBlackjack } from './blackjack.ts';
import { type GameDefinition, generateCatalogue, generateLargeCatalogue, studioBrands } from './catalogue.ts';
import { crashPointFromSource } from './crash.ts';
import { playDice } from './dice.ts';
import { hmacRandomSource } from './fairness.ts';
import { startMines } from './mines.ts';
import { playPlinko } from './plinko.ts';
import { playRoulette } from './roulette.ts';
import { slotThemes } from './slot-themes.ts';
import { playSlot } from './slots.ts';

/** Plays one round of a definition's engine, which is what "playable" means. */
function playOnce(game: GameDefinition, nonce: number): void {
  const source = hmacRandomSource('k'.repeat(64), game.slug, nonce);
  const stake = BigInt(game.betRanges.find((range) => range.currency === 'EUR')?.min ?? '1');
  const engine = game.engine;
  switch (engine.game) {
    case 'slots': {
      const theme = slotThemes.find((t) => t.id === engine.themeId);
      if (!theme) throw new Error(`no theme ${engine.themeId}`);
      playSlot(source, theme, { stake, lines: engine.lines });
      return;
    }
    case 'roulette':
      playRoulette(source, [{ type: 'red', stake }]);
      return;
    case 'blackjack':
      dealBlackjack(source, stake);
      return;
    case 'dice':
      playDice(source, { stake, direction: 'under', target: 5000 });
      return;
    case 'plinko':
      playPlinko(source, { stake, rows: 12, risk: engine.risk });
      return;
    case 'mines':
      startMines(source, stake, 3);
      return;
    case 'crash':
      crashPointFromSource(source);
      return;
  }
}

describe('catalogue', () => {
  const catalogue = generateCatalogue();

  it('has at least 120 distinct playable games across every type and brand', () => {
    expect(catalogue.length).toBeGreaterThanOrEqual(120);
    expect(new Set(catalogue.map((g) => g.id)).size).toBe(catalogue.length);
    expect(new Set(catalogue.map((g) => g.slug)).size).toBe(catalogue.length);
    expect(new Set(catalogue.map((g) => g.name)).size).toBe(catalogue.length);
    expect(new Set(catalogue.map((g) => g.type))).toEqual(
      new Set(['slots', 'roulette', 'blackjack', 'dice', 'plinko', 'mines', 'crash']),
    );
    expect(new Set(catalogue.map((g) => g.brand))).toEqual(new Set(studioBrands));
    catalogue.forEach((game, i) => {
      expect(() => playOnce(game, i)).not.toThrow();
    });
  });

  it('describes each game fully: RTP, tags, bet ranges in minor units, artwork colours', () => {
    for (const game of catalogue) {
      expect(game.slug).toMatch(/^[a-z0-9-]+$/);
      expect(game.rtp).toBeGreaterThan(0.94);
      expect(game.rtp).toBeLessThan(1);
      expect(game.tags).toContain('provably-fair');
      expect(game.categories.length).toBeGreaterThan(0);
      expect(game.betRanges.map((r) => r.currency)).toContain('ETH');
      for (const range of game.betRanges) {
        expect(range.min).toMatch(/^[1-9][0-9]*$/);
        expect(BigInt(range.max) > BigInt(range.min)).toBe(true);
      }
      expect(game.artwork.background.every((c) => /^#[0-9a-f]{6}$/.test(c))).toBe(true);
      expect(game.artwork.accent).toMatch(/^#[0-9a-f]{6}$/);
    }
    expect(catalogue.some((g) => g.tags.includes('new'))).toBe(true);
    expect(catalogue.some((g) => g.tags.includes('popular'))).toBe(true);
    expect(catalogue.some((g) => g.tags.includes('jackpot'))).toBe(true);
    const eur = catalogue.find((g) => g.type === 'roulette')?.betRanges.find((r) => r.currency === 'EUR');
    expect(eur).toEqual({ currency: 'EUR', min: '5', max: '5000' });
  });

  it('is deterministic and scales to 10 000 variants with unique slugs', () => {
    expect(generateCatalogue()).toEqual(catalogue);
    const large = generateLargeCatalogue(10_000);
    expect(large).toHaveLength(10_000);
    expect(new Set(large.map((g) => g.slug)).size).toBe(10_000);
    expect(large.slice(0, catalogue.length)).toEqual(catalogue);
  });
});
