import { blackjackConfig } from './blackjack.ts';
import { assignComposition, type CoverLayout } from './cover-art.ts';
import { crashConfig } from './crash.ts';
import { diceConfig } from './dice.ts';
import { minesConfig } from './mines.ts';
import { type PlinkoRisk, plinkoConfig } from './plinko.ts';
import { rouletteConfig } from './roulette.ts';
import type { LineCount } from './slot-paylines.ts';
import { slotThemes } from './slot-themes.ts';
import type { Volatility } from './slots.ts';

/**
 * The studio's catalogue, generated: every entry is playable by one of the engines with the parameters in
 * `engine`, so names, brands and artwork vary while the maths stays the few audited games. Pure and
 * deterministic: the same call always returns the same catalogue.
 */
export type GameType = 'slots' | 'roulette' | 'blackjack' | 'dice' | 'plinko' | 'mines' | 'crash';

export type GameEngine =
  | { game: 'slots'; themeId: string; lines: LineCount }
  | { game: 'roulette' }
  | { game: 'blackjack' }
  | { game: 'dice' }
  | { game: 'plinko'; risk: PlinkoRisk }
  | { game: 'mines' }
  | { game: 'crash' };

export type GameTag = 'new' | 'popular' | 'jackpot' | 'hot' | 'classic' | 'provably-fair' | 'exclusive';

export interface BetRange {
  currency: string;
  /** Minor units as decimal strings: ETH's wei do not fit a JSON number. */
  min: string;
  max: string;
}

export interface GameArtwork {
  /** Gradient stops, top-left to bottom-right. */
  background: [string, string];
  accent: string;
  ink: string;
  motif: string;
  pattern: 'stripes' | 'dots' | 'rays' | 'grid' | 'waves' | 'none';
  /** Gradient angle in degrees. */
  angle: number;
  /** The cover's layout template and lead symbol (cover-art.ts): distinct within each family of games. */
  layout: CoverLayout;
  lead: string;
}

export interface GameDefinition {
  id: string;
  slug: string;
  name: string;
  brand: string;
  type: GameType;
  theme: string;
  categories: string[];
  tags: GameTag[];
  rtp: number;
  volatility: Volatility;
  engine: GameEngine;
  betRanges: BetRange[];
  artwork: GameArtwork;
}

export const studioBrands = ['Croupier Originals', 'Northlight Studio', 'Velvet Ace', 'Tidewater Games', 'Ember & Oak'];

/** Subunits and rounded CAD rates of the demo currencies (apps/server settings seed). */
const currencies: readonly { code: string; subunits: number; cadPerUnit: number }[] = [
  { code: 'CAD', subunits: 100, cadPerUnit: 1 },
  { code: 'USD', subunits: 100, cadPerUnit: 1.37 },
  { code: 'EUR', subunits: 100, cadPerUnit: 1.58 },
  { code: 'BRL', subunits: 100, cadPerUnit: 0.25 },
  { code: 'AUD', subunits: 100, cadPerUnit: 0.9 },
  { code: 'JPY', subunits: 1, cadPerUnit: 0.0092 },
  { code: 'BTC', subunits: 1e8, cadPerUnit: 137_500 },
  { code: 'ETH', subunits: 1e18, cadPerUnit: 4800 },
  { code: 'USDT', subunits: 1e6, cadPerUnit: 1.37 },
];

/** Stake limits in CAD per tier; other currencies get the nearest 1-2-5 amount in their own minor units. */
const stakeTiers = {
  low: { min: 0.1, max: 100 },
  standard: { min: 0.2, max: 500 },
  high: { min: 1, max: 5000 },
} as const;
type StakeTier = keyof typeof stakeTiers;

/** A positive amount rounded to 1, 2 or 5 × 10^k, written out exactly (at least one minor unit). */
function niceMinorUnits(amount: number): string {
  if (amount <= 1) return '1';
  const exponent = Math.floor(Math.log10(amount));
  const scaled = amount / 10 ** exponent;
  const [mantissa, shift] = scaled < 1.5 ? [1, 0] : scaled < 3.5 ? [2, 0] : scaled < 7.5 ? [5, 0] : [1, 1];
  return `${mantissa}${'0'.repeat(exponent + shift)}`;
}

export function betRangesFor(tier: StakeTier): BetRange[] {
  const { min, max } = stakeTiers[tier];
  return currencies.map(({ code, subunits, cadPerUnit }) => ({
    currency: code,
    min: niceMinorUnits((min / cadPerUnit) * subunits),
    max: niceMinorUnits((max / cadPerUnit) * subunits),
  }));
}

/** FNV-1a: a stable small hash so choices follow from the slug, not from call order. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

const pick = <T>(items: readonly T[], seed: number): T => items[seed % items.length] as T;

function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

const palettes: readonly [string, string, string, string][] = [
  ['#0b3d2e', '#1b5e20', '#ffd54f', '#f1f8e9'],
  ['#1a237e', '#3949ab', '#ff4081', '#e8eaf6'],
  ['#3e2723', '#6d4c41', '#ffca28', '#fff8e1'],
  ['#004d40', '#00897b', '#e0f2f1', '#ffffff'],
  ['#311b92', '#7b1fa2', '#00e5ff', '#f3e5f5'],
  ['#b71c1c', '#e53935', '#ffecb3', '#ffffff'],
  ['#212121', '#424242', '#c6ff00', '#fafafa'],
  ['#0d47a1', '#1e88e5', '#ffab40', '#e3f2fd'],
];
const patterns: readonly GameArtwork['pattern'][] = ['stripes', 'dots', 'rays', 'grid', 'waves', 'none'];

function artworkFor(
  slug: string,
  motif: string,
  variant: number,
  base?: { background: string; accent: string; ink: string },
): GameArtwork {
  const h = hash(slug);
  const [from, to, accent, ink] = pick(palettes, h);
  return {
    background: base ? [base.background, to] : [from, to],
    accent: base?.accent ?? accent,
    ink: base?.ink ?? ink,
    motif,
    pattern: pick(patterns, h >>> 8),
    angle: (h >>> 16) % 360,
    ...assignComposition(motif, variant),
  };
}

function tagsFor(slug: string, type: GameType, volatility: Volatility, index: number): GameTag[] {
  const h = hash(`tags:${slug}`);
  const tags: GameTag[] = ['provably-fair'];
  if (index % 7 === 0) tags.push('new');
  if (h % 4 === 0) tags.push('popular');
  if (h % 9 === 1) tags.push('hot');
  // A label for the biggest top wins only; there is no progressive jackpot behind it.
  if (type === 'slots' && volatility === 'high') tags.push('jackpot');
  if (type === 'roulette' || type === 'blackjack') tags.push('classic');
  if (h % 11 === 3) tags.push('exclusive');
  return tags;
}

interface Blueprint {
  name: string;
  brand: string;
  type: GameType;
  theme: string;
  categories: string[];
  rtp: number;
  volatility: Volatility;
  engine: GameEngine;
  tier: StakeTier;
  motif: string;
  /** Which game of its family (a slot theme, a table game) this is: picks its cover's composition. */
  variant: number;
  palette?: { background: string; accent: string; ink: string };
}

const slotEditions = ['Classic', 'Deluxe', 'Gold', 'Megaspin', 'Royale', 'Nights', 'Rush', 'Legends', 'Xtreme', 'Twin'];

const tableAndInstant: readonly {
  type: Exclude<GameType, 'slots'>;
  title: string;
  theme: string;
  motif: string;
  categories: string[];
  rtp: number;
  volatility: Volatility;
  engines: readonly GameEngine[];
}[] = [
  {
    type: 'roulette',
    title: 'European Roulette',
    theme: 'casino-floor',
    motif: 'wheel',
    categories: ['table-games', 'roulette'],
    rtp: rouletteConfig.rtp,
    volatility: 'medium',
    engines: [{ game: 'roulette' }],
  },
  {
    type: 'blackjack',
    title: 'Blackjack',
    theme: 'casino-floor',
    motif: 'cards',
    categories: ['table-games', 'blackjack'],
    rtp: blackjackConfig.rtp,
    volatility: 'low',
    engines: [{ game: 'blackjack' }],
  },
  {
    type: 'dice',
    title: 'Dice',
    theme: 'originals',
    motif: 'dice',
    categories: ['originals', 'instant-win'],
    rtp: diceConfig.rtp,
    volatility: 'medium',
    engines: [{ game: 'dice' }],
  },
  {
    type: 'plinko',
    title: 'Plinko',
    theme: 'originals',
    motif: 'pegs',
    categories: ['originals', 'instant-win'],
    rtp: plinkoConfig.rtp,
    volatility: 'medium',
    engines: plinkoConfig.risks.map((risk) => ({ game: 'plinko', risk })),
  },
  {
    type: 'mines',
    title: 'Mines',
    theme: 'originals',
    motif: 'gem',
    categories: ['originals', 'instant-win'],
    rtp: minesConfig.rtp,
    volatility: 'high',
    engines: [{ game: 'mines' }],
  },
  {
    type: 'crash',
    title: 'Crash',
    theme: 'originals',
    motif: 'rocket',
    categories: ['originals', 'crash', 'multiplayer'],
    rtp: crashConfig.rtp,
    volatility: 'high',
    engines: [{ game: 'crash' }],
  },
];

const tierNames: Record<StakeTier, string> = { low: 'Lite', standard: '', high: 'VIP' };
const brandStyles = ['', 'Prime', 'Velvet', 'Tide', 'Ember'];

function blueprints(): Blueprint[] {
  const list: Blueprint[] = [];
  slotThemes.forEach((theme) => {
    studioBrands.forEach((brand, brandIndex) => {
      ([20, 10] as const).forEach((lines, linesIndex) => {
        const edition = slotEditions[brandIndex * 2 + linesIndex] as string;
        list.push({
          name: `${theme.name} ${edition}`,
          brand,
          type: 'slots',
          theme: theme.id,
          categories: ['slots', 'video-slots', lines === 10 ? '10-lines' : '20-lines'],
          rtp: theme.rtp,
          volatility: theme.volatility,
          engine: { game: 'slots', themeId: theme.id, lines },
          tier: linesIndex === 0 ? 'standard' : 'low',
          motif: theme.palette.motif,
          variant: brandIndex * 2 + linesIndex,
          palette: theme.palette,
        });
      });
    });
  });
  for (const game of tableAndInstant) {
    studioBrands.forEach((brand, brandIndex) => {
      (['low', 'standard', 'high'] as const).forEach((tier, tierIndex) => {
        const engine = game.engines[(brandIndex + tierIndex) % game.engines.length] as GameEngine;
        const riskName = engine.game === 'plinko' ? ` ${engine.risk[0]?.toUpperCase()}${engine.risk.slice(1)}` : '';
        const name = [brandStyles[brandIndex], game.title, tierNames[tier]].filter(Boolean).join(' ') + riskName;
        list.push({
          name,
          brand,
          type: game.type,
          theme: game.theme,
          categories: game.categories,
          rtp: game.rtp,
          volatility: engine.game === 'plinko' ? engine.risk : game.volatility,
          engine,
          tier,
          motif: game.motif,
          variant: brandIndex * 3 + tierIndex,
        });
      });
    });
  }
  return list;
}

function define(blueprint: Blueprint, index: number, suffix = '', reissue = 0): GameDefinition {
  const name = suffix ? `${blueprint.name} ${suffix}` : blueprint.name;
  const slug = slugify(`${blueprint.brand} ${name}`);
  return {
    id: `house-${slug}`,
    slug,
    name,
    brand: blueprint.brand,
    type: blueprint.type,
    theme: blueprint.theme,
    categories: [...blueprint.categories],
    tags: tagsFor(slug, blueprint.type, blueprint.volatility, index),
    rtp: blueprint.rtp,
    volatility: blueprint.volatility,
    engine: blueprint.engine,
    betRanges: betRangesFor(blueprint.tier),
    artwork: artworkFor(slug, blueprint.motif, blueprint.variant + reissue * 3, blueprint.palette),
  };
}

/** The studio's playable games (140). */
export function generateCatalogue(): GameDefinition[] {
  return blueprints().map((blueprint, index) => define(blueprint, index));
}

/**
 * `size` entries for benchmarks: the catalogue, then numbered reissues of the same games (same engines,
 * distinct names, slugs and artwork).
 */
export function generateLargeCatalogue(size: number): GameDefinition[] {
  const base = blueprints();
  return Array.from({ length: size }, (_, index) => {
    const blueprint = base[index % base.length] as Blueprint;
    const edition = Math.floor(index / base.length);
    return define(blueprint, index, edition === 0 ? '' : `No. ${edition + 1}`, edition);
  });
}
