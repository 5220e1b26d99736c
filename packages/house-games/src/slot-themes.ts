import type { SlotSymbol, SlotTheme, Volatility } from './slots.ts';

/**
 * Slot themes are data: symbols with their pays, how many of each symbol sit on each reel, and the
 * free-spin award. Strips are laid out from the counts by `spreadStrip`, so the counts are the whole design.
 * Index 0 is always the wild and index 1 the scatter.
 */
interface ThemeDesign {
  id: string;
  name: string;
  volatility: Volatility;
  rtp: number;
  symbols: readonly SlotSymbol[];
  /** counts[symbol][reel]. */
  counts: readonly (readonly number[])[];
  freeSpins: SlotTheme['freeSpins'];
  palette: SlotTheme['palette'];
}

/**
 * Spreads each symbol's copies evenly along the strip (copy j of c at (j + ½)/c of the length, ties by
 * symbol index), so scatters and wilds never bunch up and the strip is reproducible from its counts.
 */
export function spreadStrip(counts: readonly number[]): number[] {
  const placed: { at: number; symbol: number }[] = [];
  counts.forEach((count, symbol) => {
    for (let j = 0; j < count; j += 1) placed.push({ at: (j + 0.5 + symbol / 97) / count, symbol });
  });
  placed.sort((a, b) => a.at - b.at || a.symbol - b.symbol);
  return placed.map((p) => p.symbol);
}

function buildTheme(design: ThemeDesign): SlotTheme {
  const reels = [0, 1, 2, 3, 4].map((reel) => spreadStrip(design.counts.map((perReel) => perReel[reel] ?? 0)));
  return {
    id: design.id,
    name: design.name,
    volatility: design.volatility,
    rtp: design.rtp,
    symbols: design.symbols,
    reels,
    freeSpins: design.freeSpins,
    palette: design.palette,
  };
}

const wild = (name: string, pays: SlotSymbol['pays']): SlotSymbol => ({ id: 'wild', name, kind: 'wild', pays });
const scatter = (name: string, pays: SlotSymbol['pays']): SlotSymbol => ({
  id: 'scatter',
  name,
  kind: 'scatter',
  pays,
});
const regular = (id: string, name: string, pays: SlotSymbol['pays']): SlotSymbol => ({
  id,
  name,
  kind: 'regular',
  pays,
});

export const slotThemes: readonly SlotTheme[] = [
  buildTheme({
    id: 'fruit-stand',
    name: 'Fruit Stand',
    volatility: 'low',
    rtp: 0.9547,
    symbols: [
      wild('Golden Basket', [50, 202, 807]),
      scatter('Market Star', [2, 8, 40]),
      regular('seven', 'Seven', [40, 161, 605]),
      regular('bell', 'Bell', [30, 101, 303]),
      regular('melon', 'Melon', [20, 61, 202]),
      regular('grape', 'Grapes', [16, 50, 161]),
      regular('plum', 'Plum', [10, 30, 101]),
      regular('orange', 'Orange', [8, 24, 81]),
      regular('lemon', 'Lemon', [6, 20, 61]),
      regular('cherry', 'Cherry', [4, 16, 50]),
    ],
    counts: [
      [1, 2, 2, 2, 2],
      [2, 2, 2, 2, 2],
      [2, 2, 2, 2, 2],
      [3, 3, 3, 3, 3],
      [3, 3, 3, 3, 3],
      [4, 4, 4, 4, 4],
      [4, 4, 4, 4, 4],
      [5, 5, 5, 5, 5],
      [5, 5, 5, 5, 5],
      [6, 6, 6, 6, 6],
    ],
    freeSpins: { count: 10, multiplier: 1 },
    palette: { background: '#2f7d32', accent: '#ffca28', ink: '#fffde7', motif: 'fruit' },
  }),
  buildTheme({
    id: 'ocean-pearls',
    name: 'Ocean Pearls',
    volatility: 'medium',
    rtp: 0.9694,
    symbols: [
      wild('Wave', [57, 285, 1138]),
      scatter('Clam', [2, 10, 50]),
      regular('pearl', 'Pearl', [46, 171, 683]),
      regular('seahorse', 'Seahorse', [28, 114, 341]),
      regular('turtle', 'Turtle', [23, 68, 228]),
      regular('starfish', 'Starfish', [17, 46, 137]),
      regular('shell', 'Shell', [9, 23, 68]),
      regular('coral', 'Coral', [7, 17, 57]),
      regular('kelp', 'Kelp', [6, 14, 46]),
      regular('bubble', 'Bubble', [5, 11, 34]),
    ],
    counts: [
      [1, 1, 2, 2, 2],
      [2, 2, 2, 2, 2],
      [2, 2, 2, 2, 2],
      [2, 3, 3, 3, 3],
      [3, 3, 3, 3, 3],
      [4, 4, 4, 4, 4],
      [5, 5, 5, 5, 5],
      [5, 5, 5, 5, 5],
      [6, 6, 6, 6, 6],
      [6, 6, 6, 6, 6],
    ],
    freeSpins: { count: 12, multiplier: 2 },
    palette: { background: '#0d47a1', accent: '#80deea', ink: '#e0f7fa', motif: 'waves' },
  }),
  buildTheme({
    id: 'neon-nights',
    name: 'Neon Nights',
    volatility: 'medium',
    rtp: 0.9652,
    symbols: [
      wild('Neon Wild', [31, 157, 786]),
      scatter('Disco Ball', [2, 10, 100]),
      regular('diamond', 'Diamond', [24, 118, 590]),
      regular('crown', 'Crown', [20, 79, 314]),
      regular('cocktail', 'Cocktail', [16, 47, 197]),
      regular('dice', 'Dice', [12, 31, 118]),
      regular('ace', 'A', [8, 20, 63]),
      regular('king', 'K', [6, 16, 47]),
      regular('queen', 'Q', [4, 12, 39]),
      regular('jack', 'J', [4, 8, 31]),
    ],
    counts: [
      [1, 2, 2, 2, 1],
      [2, 2, 2, 2, 2],
      [2, 2, 2, 2, 2],
      [3, 3, 3, 3, 3],
      [3, 3, 3, 3, 3],
      [4, 4, 4, 4, 4],
      [5, 5, 5, 5, 5],
      [5, 5, 5, 5, 5],
      [6, 6, 6, 6, 6],
      [6, 6, 6, 6, 6],
    ],
    freeSpins: { count: 10, multiplier: 3 },
    palette: { background: '#1a0033', accent: '#ff2bd6', ink: '#00e5ff', motif: 'skyline' },
  }),
  buildTheme({
    id: 'pharaoh-gold',
    name: "Pharaoh's Gold",
    volatility: 'high',
    rtp: 0.9612,
    symbols: [
      wild('Golden Mask', [225, 2251, 11255]),
      scatter('Pyramid', [2, 20, 200]),
      regular('pharaoh', 'Pharaoh', [113, 1126, 5628]),
      regular('scarab', 'Scarab', [68, 450, 2251]),
      regular('ankh', 'Ankh', [45, 225, 900]),
      regular('eye', 'Eye of Horus', [34, 113, 450]),
      regular('ace', 'A', [23, 45, 180]),
      regular('king', 'K', [11, 34, 135]),
      regular('queen', 'Q', [11, 23, 90]),
      regular('jack', 'J', [9, 18, 68]),
    ],
    counts: [
      [0, 1, 1, 1, 1],
      [1, 1, 2, 1, 1],
      [1, 1, 1, 1, 1],
      [2, 2, 2, 2, 2],
      [3, 3, 3, 3, 3],
      [4, 4, 4, 4, 4],
      [6, 6, 6, 6, 6],
      [6, 6, 6, 6, 6],
      [7, 7, 7, 7, 7],
      [7, 7, 7, 7, 7],
    ],
    freeSpins: { count: 15, multiplier: 3 },
    palette: { background: '#3e2723', accent: '#ffd54f', ink: '#fff8e1', motif: 'pyramid' },
  }),
  buildTheme({
    id: 'dragon-hoard',
    name: 'Dragon Hoard',
    volatility: 'high',
    rtp: 0.9639,
    symbols: [
      wild('Dragon', [197, 1971, 9855]),
      scatter('Dragon Egg', [3, 25, 250]),
      regular('gold', 'Gold Pile', [79, 526, 2628]),
      regular('sword', 'Sword', [53, 263, 1051]),
      regular('shield', 'Shield', [33, 131, 526]),
      regular('goblet', 'Goblet', [26, 79, 263]),
      regular('ruby', 'Ruby', [13, 33, 131]),
      regular('emerald', 'Emerald', [11, 26, 99]),
      regular('sapphire', 'Sapphire', [7, 20, 66]),
      regular('amethyst', 'Amethyst', [5, 13, 53]),
    ],
    counts: [
      [1, 1, 1, 1, 1],
      [1, 2, 2, 2, 1],
      [1, 1, 1, 1, 1],
      [2, 2, 2, 2, 2],
      [3, 3, 3, 3, 3],
      [4, 4, 4, 4, 4],
      [6, 6, 6, 6, 6],
      [6, 6, 6, 6, 6],
      [7, 7, 7, 7, 7],
      [8, 8, 8, 8, 8],
    ],
    freeSpins: { count: 8, multiplier: 5 },
    palette: { background: '#4a0000', accent: '#ff6f00', ink: '#ffe0b2', motif: 'flame' },
  }),
];
