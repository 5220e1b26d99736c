/**
 * The symbols a game cover is composed of, as SVG markup in a 64 × 64 box. Each set follows a game's motif
 * (the slot theme's own symbols, or the table or instant game's equipment), so a cover says what the game is.
 * Colours that belong to the thing (a lemon is yellow) are fixed; the rest follow the game's palette.
 */
export interface SymbolInk {
  accent: string;
  ink: string;
  /** A dark tone for outlines and pips. */
  shade: string;
}

type Draw = (c: SymbolInk) => string;

const outline = (c: SymbolInk, width = 2.5) =>
  `stroke="${c.shade}" stroke-width="${width}" stroke-linejoin="round" stroke-linecap="round"`;

const pip = (c: SymbolInk, points: readonly [number, number][], r = 4) =>
  points.map(([x, y]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="${c.shade}"/>`).join('');

const die = (c: SymbolInk, face: readonly [number, number][], at = 'translate(0 0)') =>
  `<g transform="${at}"><rect x="10" y="10" width="44" height="44" rx="9" fill="${c.ink}" ${outline(c)}/>${pip(c, face)}</g>`;

const five: [number, number][] = [
  [21, 21],
  [43, 21],
  [32, 32],
  [21, 43],
  [43, 43],
];
const six: [number, number][] = [
  [22, 20],
  [42, 20],
  [22, 32],
  [42, 32],
  [22, 44],
  [42, 44],
];
const three: [number, number][] = [
  [21, 21],
  [32, 32],
  [43, 43],
];

const card = (c: SymbolInk, rank: string, suit: string, red: boolean, at: string) =>
  `<g transform="${at}"><rect x="14" y="6" width="36" height="52" rx="5" fill="#fafafa" ${outline(c, 2)}/>` +
  `<text x="20" y="22" font-family="Georgia,serif" font-weight="700" font-size="13" fill="${red ? '#d32f2f' : '#212121'}">${rank}</text>` +
  `<text x="32" y="46" text-anchor="middle" font-size="20" fill="${red ? '#d32f2f' : '#212121'}">${suit}</text></g>`;

const star = (cx: number, cy: number, r: number) => {
  const points = Array.from({ length: 10 }, (_, i) => {
    const angle = (Math.PI / 5) * i - Math.PI / 2;
    const radius = i % 2 ? r * 0.45 : r;
    return `${(cx + radius * Math.cos(angle)).toFixed(1)},${(cy + radius * Math.sin(angle)).toFixed(1)}`;
  });
  return `M${points.join('L')}Z`;
};

export const coverSymbols: Record<string, Draw> = {
  // Fruit Stand
  cherry: (c) =>
    `<path d="M22 40C24 26 30 16 42 9M44 42C42 28 42 18 42 9" fill="none" stroke="#2e7d32" stroke-width="3.5" stroke-linecap="round"/>` +
    `<ellipse cx="48" cy="11" rx="9" ry="4" fill="#43a047" transform="rotate(20 48 11)"/>` +
    `<circle cx="21" cy="45" r="12" fill="#e53935" ${outline(c, 2)}/><circle cx="44" cy="46" r="12" fill="#e53935" ${outline(c, 2)}/>` +
    `<circle cx="17" cy="41" r="3" fill="#fff" opacity=".6"/><circle cx="40" cy="42" r="3" fill="#fff" opacity=".6"/>`,
  lemon: (c) =>
    `<ellipse cx="32" cy="33" rx="24" ry="16" fill="#fdd835" ${outline(c, 2)} transform="rotate(-20 32 33)"/>` +
    `<ellipse cx="25" cy="29" rx="7" ry="3" fill="#fff" opacity=".5" transform="rotate(-20 25 29)"/>`,
  seven: (c) =>
    `<text x="32" y="54" text-anchor="middle" font-family="Georgia,serif" font-size="58" font-weight="900" fill="#e53935" stroke="${c.shade}" stroke-width="3" paint-order="stroke">7</text>`,
  bell: (c) =>
    `<path d="M32 7C19 7 17 22 17 34L10 46H54L47 34C47 22 45 7 32 7Z" fill="#ffc107" ${outline(c)}/>` +
    `<circle cx="32" cy="51" r="5" fill="#b8860b"/><path d="M24 17C22 24 22 30 22 35" stroke="#fff" stroke-opacity=".6" stroke-width="3" fill="none" stroke-linecap="round"/>`,
  melon: (c) =>
    `<path d="M4 22A28 28 0 0 0 60 22Z" fill="#43a047" ${outline(c, 2)}/><path d="M10 22A22 22 0 0 0 54 22Z" fill="#e53935"/>` +
    `${[18, 27, 36, 45].map((x, i) => `<ellipse cx="${x}" cy="${i % 2 ? 34 : 29}" rx="1.8" ry="3" fill="#263238"/>`).join('')}`,
  grape: (c) =>
    `<path d="M32 12C34 6 40 4 46 6" stroke="#2e7d32" stroke-width="3.5" fill="none"/>` +
    [
      [22, 20],
      [33, 19],
      [44, 20],
      [27, 30],
      [39, 30],
      [22, 40],
      [33, 40],
      [44, 40],
      [27, 50],
      [39, 50],
    ]
      .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="7" fill="#8e24aa" stroke="${c.shade}" stroke-width="1.5"/>`)
      .join(''),
  // Ocean Pearls
  pearl: (c) =>
    `<path d="M6 40C6 22 18 12 32 12S58 22 58 40Z" fill="${c.accent}" ${outline(c)}/>` +
    `<path d="M6 40H58L52 50H12Z" fill="${c.accent}" ${outline(c)}/><circle cx="32" cy="36" r="11" fill="#fafafa" ${outline(c, 1.5)}/>` +
    `<circle cx="28" cy="32" r="3" fill="#fff"/>`,
  shell: (c) =>
    `<path d="M32 56L8 26C14 12 50 12 56 26Z" fill="#f8bbd0" ${outline(c)}/>` +
    `<path d="M32 56L18 16M32 56L32 13M32 56L46 16M32 56L10 24M32 56L54 24" stroke="${c.shade}" stroke-width="2" fill="none"/>`,
  starfish: (c) => `<path d="${star(32, 34, 27)}" fill="#ff8a65" ${outline(c)}/>${pip(c, [[32, 34]], 3)}`,
  fish: (c) =>
    `<path d="M6 32C16 16 38 16 48 32C38 48 16 48 6 32ZM46 32L60 20V44Z" fill="${c.accent}" ${outline(c)}/>` +
    `<circle cx="18" cy="29" r="3.5" fill="${c.shade}"/><path d="M28 22C32 28 32 36 28 42" stroke="${c.shade}" stroke-width="2" fill="none"/>`,
  bubbles: (c) =>
    [
      [22, 40, 14],
      [44, 22, 10],
      [46, 48, 7],
      [18, 14, 5],
    ]
      .map(
        ([x, y, r]) =>
          `<circle cx="${x}" cy="${y}" r="${r}" fill="${c.accent}" fill-opacity=".35" stroke="${c.ink}" stroke-width="2.5"/>`,
      )
      .join(''),
  anchor: (c) =>
    `<path d="M32 14V54M20 24H44M10 38C12 50 22 56 32 56S52 50 54 38" fill="none" stroke="${c.accent}" stroke-width="6" stroke-linecap="round"/>` +
    `<circle cx="32" cy="11" r="6" fill="none" stroke="${c.accent}" stroke-width="4"/>`,
  // Neon Nights
  diamond: (c) =>
    `<path d="M12 24L22 10H42L52 24L32 56Z" fill="${c.accent}" stroke="${c.ink}" stroke-width="2.5" stroke-linejoin="round"/>` +
    `<path d="M12 24H52M22 10L28 24L32 56L36 24L42 10" fill="none" stroke="${c.ink}" stroke-opacity=".7" stroke-width="1.5"/>`,
  crown: (c) =>
    `<path d="M8 50L6 18L20 32L32 10L44 32L58 18L56 50Z" fill="#ffc107" ${outline(c)}/>` +
    `<circle cx="20" cy="42" r="3.5" fill="#e53935"/><circle cx="32" cy="42" r="3.5" fill="#1e88e5"/><circle cx="44" cy="42" r="3.5" fill="#43a047"/>`,
  cocktail: (c) =>
    `<path d="M10 12H54L32 36Z" fill="${c.accent}" stroke="${c.ink}" stroke-width="2.5" stroke-linejoin="round"/>` +
    `<path d="M32 36V54M20 56H44" stroke="${c.ink}" stroke-width="3.5" stroke-linecap="round"/><circle cx="44" cy="12" r="5" fill="#c6ff00"/>`,
  disco: (c) =>
    `<circle cx="32" cy="34" r="22" fill="#b0bec5" stroke="${c.ink}" stroke-width="2.5"/>` +
    `<path d="M10 34H54M14 22H50M14 46H50M32 12V56M20 15C16 28 16 40 20 53M44 15C48 28 48 40 44 53" stroke="${c.shade}" stroke-width="1.5" fill="none"/>` +
    `<path d="M32 4V12" stroke="${c.ink}" stroke-width="2"/><path d="${star(48, 18, 6)}" fill="#fff"/>`,
  neonstar: (c) =>
    `<path d="${star(32, 34, 28)}" fill="none" stroke="${c.accent}" stroke-width="5" stroke-linejoin="round"/><path d="${star(32, 34, 15)}" fill="${c.ink}"/>`,
  // Pharaoh Gold
  pyramid: (c) =>
    `<path d="M32 6L60 56H4Z" fill="#ffca28" ${outline(c)}/><path d="M32 6L40 56H60Z" fill="#b8860b" opacity=".7"/>` +
    `<path d="M14 38H50M22 24H42" stroke="${c.shade}" stroke-width="1.5" opacity=".5"/>`,
  ankh: (c) =>
    [
      [c.shade, 10],
      ['#ffca28', 6],
    ]
      .map(
        ([stroke, width]) =>
          `<ellipse cx="32" cy="18" rx="10" ry="13" fill="none" stroke="${stroke}" stroke-width="${width}"/>` +
          `<path d="M32 30V60M14 34H50" stroke="${stroke}" stroke-width="${Number(width) + 1}" stroke-linecap="round"/>`,
      )
      .join(''),
  eye: (c) =>
    `<path d="M4 30C16 14 48 14 60 30C48 44 16 44 4 30Z" fill="#fff8e1" ${outline(c)}/><circle cx="32" cy="30" r="9" fill="#1565c0" ${outline(c, 2)}/>` +
    `<path d="M26 40L20 56M40 40C44 48 50 50 56 46" fill="none" ${outline(c, 3)}/>`,
  scarab: (c) =>
    `<ellipse cx="32" cy="36" rx="16" ry="20" fill="#00897b" ${outline(c)}/><path d="M32 18V56" stroke="${c.shade}" stroke-width="2"/>` +
    `<circle cx="32" cy="14" r="7" fill="#00695c" ${outline(c, 2)}/><path d="M16 28L4 20M16 40L4 44M48 28L60 20M48 40L60 44" ${outline(c, 3)}/>`,
  sun: (c) =>
    `<circle cx="32" cy="32" r="13" fill="#ffca28" ${outline(c, 2)}/>` +
    Array.from(
      { length: 12 },
      (_, i) =>
        `<path d="M32 4V12" stroke="#ffca28" stroke-width="3.5" stroke-linecap="round" transform="rotate(${i * 30} 32 32)"/>`,
    ).join(''),
  // Dragon Hoard
  flame: (c) =>
    `<path d="M32 4C42 20 56 28 56 44A24 24 0 0 1 8 44C8 32 14 26 20 20C20 30 24 36 30 36C24 22 28 12 32 4Z" fill="#ff6f00" ${outline(c)}/>` +
    `<path d="M32 30C38 38 44 42 42 50A10 10 0 0 1 22 50C22 44 28 40 32 30Z" fill="#ffd54f"/>`,
  sword: (c) =>
    `<path d="M32 4L38 14V44H26V14Z" fill="#cfd8dc" ${outline(c)}/><path d="M16 44H48" ${outline(c, 6)}/><path d="M16 44H48" stroke="#ffc107" stroke-width="3" stroke-linecap="round"/>` +
    `<path d="M32 48V58" stroke="#6d4c41" stroke-width="6" stroke-linecap="round"/>`,
  shield: (c) =>
    `<path d="M32 4L56 12V30C56 44 46 54 32 60C18 54 8 44 8 30V12Z" fill="#c62828" ${outline(c)}/>` +
    `<path d="M32 12V52M16 28H48" stroke="#ffc107" stroke-width="4"/>`,
  ruby: (c) =>
    `<path d="M12 24L22 10H42L52 24L32 56Z" fill="#e53935" ${outline(c, 2)}/><path d="M12 24H52M22 10L28 24L32 56L36 24L42 10" fill="none" stroke="#fff" stroke-opacity=".55" stroke-width="1.5"/>`,
  goblet: (c) =>
    `<path d="M14 8H50C50 28 42 36 32 36C22 36 14 28 14 8Z" fill="#ffc107" ${outline(c)}/><path d="M32 36V52M20 56H44" ${outline(c, 5)}/>` +
    `<path d="M32 36V52M20 56H44" stroke="#ffc107" stroke-width="3" stroke-linecap="round"/><circle cx="32" cy="20" r="4" fill="#e53935"/>`,
  egg: (c) =>
    `<path d="M32 6C46 6 54 28 54 40A22 20 0 0 1 10 40C10 28 18 6 32 6Z" fill="#7cb342" ${outline(c)}/>` +
    `<path d="M18 30L26 24L32 32L40 24L48 30M14 44L24 40L32 46L42 40L52 44" fill="none" stroke="#33691e" stroke-width="2.5"/>`,
  // Table games and originals
  wheel: (c) =>
    `<circle cx="32" cy="32" r="28" fill="#4e342e" ${outline(c, 2)}/>` +
    Array.from(
      { length: 12 },
      (_, i) =>
        `<path d="M32 32L32 6A26 26 0 0 1 45 9.5Z" fill="${i % 2 ? '#d32f2f' : '#212121'}" transform="rotate(${i * 30} 32 32)"/>`,
    ).join('') +
    `<circle cx="32" cy="32" r="14" fill="#2e7d32" stroke="#ffc107" stroke-width="2"/><circle cx="32" cy="32" r="4" fill="#ffc107"/><circle cx="32" cy="11" r="3" fill="#fafafa"/>`,
  chip: (c) =>
    `<circle cx="32" cy="32" r="26" fill="${c.accent}" ${outline(c, 2)}/>` +
    Array.from(
      { length: 8 },
      (_, i) => `<rect x="29" y="6" width="6" height="9" fill="#fafafa" transform="rotate(${i * 45} 32 32)"/>`,
    ).join('') +
    `<circle cx="32" cy="32" r="15" fill="none" stroke="#fafafa" stroke-width="2" stroke-dasharray="4 3"/>`,
  cards: (c) =>
    card(c, 'A', '♠', false, 'rotate(-14 32 40)') + card(c, 'K', '♥', true, 'translate(8 2) rotate(10 32 40)'),
  ace: (c) => card(c, 'A', '♥', true, 'translate(0 0)'),
  blackjack: (c) =>
    card(c, 'J', '♣', false, 'translate(-8 0) rotate(-10 32 40)') +
    card(c, 'A', '♦', true, 'translate(8 4) rotate(8 32 40)'),
  dice: (c) =>
    die(c, five, 'translate(-6 -6) scale(.8)') + die(c, three, 'translate(18 16) scale(.72) rotate(14 32 32)'),
  'die-six': (c) => die(c, six),
  'die-five': (c) => die(c, five, 'rotate(-12 32 32)'),
  pegs: (c) => {
    const board = [0, 1, 2, 3, 4].flatMap((row) =>
      Array.from(
        { length: row + 2 },
        (_, i) => `<circle cx="${32 - (row + 1) * 5.5 + i * 11}" cy="${10 + row * 10}" r="2.6" fill="${c.ink}"/>`,
      ),
    );
    return `${board.join('')}<circle cx="37" cy="25" r="5" fill="${c.accent}" ${outline(c, 1.5)}/>`;
  },
  buckets: (c) => {
    const buckets = ['#e53935', '#fb8c00', '#fdd835', '#43a047', '#fdd835', '#fb8c00', '#e53935'].map(
      (fill, i) => `<rect x="${3 + i * 8.4}" y="40" width="7.4" height="14" rx="2" fill="${fill}"/>`,
    );
    return `${buckets.join('')}<circle cx="32" cy="22" r="8" fill="${c.accent}" ${outline(c, 2)}/>`;
  },
  gem: (c) =>
    `<path d="M12 24L22 10H42L52 24L32 56Z" fill="#26c6da" ${outline(c, 2)}/><path d="M12 24H52M22 10L28 24L32 56L36 24L42 10" fill="none" stroke="#fff" stroke-opacity=".6" stroke-width="1.5"/>`,
  bomb: (c) =>
    `<circle cx="28" cy="38" r="20" fill="#263238" stroke="${c.ink}" stroke-width="2"/><rect x="36" y="14" width="10" height="8" rx="2" fill="#546e7a" transform="rotate(40 41 18)"/>` +
    `<path d="M44 14C48 8 52 8 56 6" stroke="#8d6e63" stroke-width="2.5" fill="none"/><path d="${star(57, 5, 6)}" fill="#ffca28"/><circle cx="20" cy="30" r="5" fill="#fff" opacity=".3"/>`,
  minefield: (c) =>
    [0, 1, 2]
      .flatMap((row) =>
        [0, 1, 2].map(
          (col) =>
            `<rect x="${6 + col * 18}" y="${6 + row * 18}" width="15" height="15" rx="3" fill="${(row + col) % 4 === 1 ? '#26c6da' : c.ink}" fill-opacity="${(row + col) % 4 === 1 ? 1 : 0.85}" stroke="${c.shade}" stroke-width="1.5"/>`,
        ),
      )
      .join(''),
  rocket: (c) =>
    `<path d="M32 4C44 14 48 30 44 46H20C16 30 20 14 32 4Z" fill="#eceff1" ${outline(c)}/><circle cx="32" cy="24" r="6" fill="#1e88e5" ${outline(c, 2)}/>` +
    `<path d="M20 36L10 50L20 46M44 36L54 50L44 46" fill="#e53935" ${outline(c, 2)}/><path d="M26 48H38L32 62Z" fill="#ff9800"/>`,
  curve: (c) =>
    `<path d="M6 58V6M6 58H60" stroke="${c.ink}" stroke-width="2" opacity=".6"/><path d="M8 56C30 54 44 40 54 10" fill="none" stroke="${c.accent}" stroke-width="5" stroke-linecap="round"/>` +
    `<circle cx="54" cy="10" r="5" fill="${c.ink}"/>`,
  planet: (c) =>
    `<circle cx="32" cy="32" r="18" fill="${c.accent}" ${outline(c, 2)}/><ellipse cx="32" cy="32" rx="30" ry="8" fill="none" stroke="${c.ink}" stroke-width="3" transform="rotate(-18 32 32)"/>`,
  star: (c) => `<path d="${star(32, 33, 28)}" fill="${c.accent}" ${outline(c)}/>`,
};

/** Symbols by the catalogue's motif, the first being the game's signature. */
export const symbolSets: Readonly<Record<string, readonly string[]>> = {
  fruit: ['cherry', 'seven', 'lemon', 'bell', 'melon', 'grape'],
  waves: ['pearl', 'starfish', 'shell', 'fish', 'anchor', 'bubbles'],
  skyline: ['diamond', 'crown', 'cocktail', 'disco', 'neonstar', 'die-five'],
  pyramid: ['pyramid', 'eye', 'ankh', 'scarab', 'sun'],
  flame: ['flame', 'sword', 'shield', 'goblet', 'egg', 'ruby'],
  wheel: ['wheel', 'chip'],
  cards: ['cards', 'blackjack', 'ace', 'chip'],
  dice: ['dice', 'die-six', 'die-five'],
  pegs: ['pegs', 'buckets'],
  gem: ['gem', 'bomb', 'minefield'],
  rocket: ['rocket', 'curve', 'planet'],
  star: ['star', 'planet', 'neonstar'],
};
