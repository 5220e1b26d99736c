import { coverSymbols, type SymbolInk, symbolSets } from './cover-symbols.ts';

/**
 * A game's cover, generated as one small SVG (decision 0061): a layout template, the game's symbol set
 * with a lead symbol, its palette and texture, and its own name lettered on it. The catalogue hands every
 * game of a family (a slot theme, a table game) a different layout and lead symbol, so no two covers share
 * a composition; colour alone never tells two games apart. Pure and deterministic.
 */

export const coverLayouts = [
  'hero',
  'reels',
  'split',
  'burst',
  'arch',
  'tiles',
  'trio',
  'medal',
  'stack',
  'marquee',
] as const;
export type CoverLayout = (typeof coverLayouts)[number];

/** Bump when the drawing changes, so long-cached covers are fetched anew (their URL carries the version). */
const coverRevision = 1;

export interface CoverInput {
  name: string;
  /** The stored artwork parameters (the catalogue's GameArtwork); anything unexpected falls back. */
  artwork: Record<string, unknown> | null | undefined;
}

export interface CoverDesign {
  /** What makes the cover's composition: symbol set, layout and lead symbol (not colours). */
  key: string;
  motif: string;
  layout: CoverLayout;
  lead: string;
  /** The set's other symbols, in the order this cover uses them. */
  support: string[];
  background: [string, string];
  accent: string;
  ink: string;
  pattern: string;
  angle: number;
}

/** FNV-1a, as the catalogue uses it. */
export function coverHash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/**
 * The layout and lead symbol of the `variant`-th game of a motif's family. Layouts run through all ten
 * before one repeats (a stride coprime with ten, from the motif, so families do not march in step and a
 * shelf that takes every seventh game still varies), and a repeat (variant ≥ 10) takes another lead
 * symbol, so up to 10 × set size games of a family get distinct compositions.
 */
export function assignComposition(motif: string, variant: number): { layout: CoverLayout; lead: string } {
  const set = symbolSets[motif] ?? (symbolSets.star as readonly string[]);
  const h = coverHash(motif);
  const stride = [1, 3, 7, 9][h % 4] as number;
  const offset = (h >>> 8) % coverLayouts.length;
  return {
    layout: coverLayouts[(variant * stride + offset) % coverLayouts.length] as CoverLayout,
    lead: set[(variant + Math.floor(variant / coverLayouts.length)) % set.length] as string,
  };
}

const hex = /^#[0-9a-f]{3,8}$/i;
const text = (value: unknown, fallback: string) => (typeof value === 'string' && value ? value : fallback);
const colour = (value: unknown, fallback: string) => (typeof value === 'string' && hex.test(value) ? value : fallback);

export function coverDesign(game: CoverInput): CoverDesign {
  const art = game.artwork ?? {};
  const motif = symbolSets[text(art.motif, '')] ? text(art.motif, '') : 'star';
  const set = symbolSets[motif] as readonly string[];
  const fallback = assignComposition(motif, coverHash(game.name));
  const layout = coverLayouts.includes(art.layout as CoverLayout) ? (art.layout as CoverLayout) : fallback.layout;
  const lead = set.includes(art.lead as string) ? (art.lead as string) : fallback.lead;
  const rest = set.filter((symbol) => symbol !== lead);
  const turn = coverHash(game.name) % Math.max(rest.length, 1);
  const background = Array.isArray(art.background) ? art.background : [];
  return {
    key: `${motif}/${layout}/${lead}`,
    motif,
    layout,
    lead,
    support: [...rest.slice(turn), ...rest.slice(0, turn)],
    background: [colour(background[0], '#1a237e'), colour(background[1], '#311b92')],
    accent: colour(art.accent, '#ffd54f'),
    ink: colour(art.ink, '#fafafa'),
    pattern: text(art.pattern, 'none'),
    angle: Number.isFinite(art.angle) ? Number(art.angle) : 135,
  };
}

/** A short version of what the cover looks like, for its URL: a changed cover is a new address. */
export function coverVersion(game: CoverInput): string {
  return coverHash(JSON.stringify([coverRevision, game.name, game.artwork ?? null])).toString(36);
}

const escapeXml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** Lettering styles; each layout letters its title in its own. `wide` is the rough advance per em. */
const letterings = {
  slab: { family: 'Georgia,"DejaVu Serif",serif', weight: 900, wide: 0.62, upper: false, spacing: 0 },
  block: {
    family: 'Impact,"Liberation Sans Narrow","Arial Narrow",sans-serif',
    weight: 700,
    wide: 0.5,
    upper: true,
    spacing: 0.5,
  },
  round: {
    family: '"Trebuchet MS",Verdana,"DejaVu Sans",sans-serif',
    weight: 800,
    wide: 0.6,
    upper: false,
    spacing: 0,
  },
  wide: { family: 'Verdana,"DejaVu Sans",sans-serif', weight: 900, wide: 0.78, upper: true, spacing: 1 },
} as const;
type Lettering = keyof typeof letterings;

/** The name in at most `max` lines of about equal length, words kept whole. */
export function titleLines(name: string, max: number): string[] {
  const words = name.split(/\s+/).filter(Boolean);
  if (words.length <= 1 || max <= 1) return [words.join(' ')];
  if (max >= words.length) return words;
  const lines: string[] = [];
  let rest = words;
  for (let line = max; line > 1; line -= 1) {
    const target = rest.join(' ').length / line;
    let take = 1;
    while (take < rest.length - (line - 1) && rest.slice(0, take + 1).join(' ').length <= target + 2) take += 1;
    lines.push(rest.slice(0, take).join(' '));
    rest = rest.slice(take);
  }
  lines.push(rest.join(' '));
  return lines;
}

interface TitleBox {
  x: number;
  /** Baseline of the first line, or of the last when `bottom`. */
  y: number;
  bottom?: boolean;
  size: number;
  width: number;
  anchor: 'start' | 'middle';
  lettering: Lettering;
  fill: string;
  outline: string;
}

function title(lines: string[], box: TitleBox): string {
  const style = letterings[box.lettering];
  const shown = lines.map((line) => (style.upper ? line.toUpperCase() : line));
  const longest = Math.max(...shown.map((line) => line.length), 1);
  const size = Math.max(8, Math.min(box.size, box.width / (longest * (style.wide + style.spacing / box.size))));
  // Tiles badge their top-left corner (New, Popular): titles near the top would sit under it.
  const top = box.bottom ? box.y - (shown.length - 1) * size * 1.05 : box.y;
  const rows = shown.map((line, i) => {
    const estimate = line.length * size * style.wide;
    // Fonts differ between devices: a line that might overrun is held to the box's width.
    const fit = estimate > box.width * 0.92 ? ` textLength="${box.width}" lengthAdjust="spacingAndGlyphs"` : '';
    return `<tspan x="${box.x}" y="${(top + i * size * 1.05).toFixed(1)}"${fit}>${escapeXml(line)}</tspan>`;
  });
  return (
    `<text font-family='${style.family}' font-weight="${style.weight}" font-size="${size.toFixed(1)}" ` +
    `letter-spacing="${style.spacing}" text-anchor="${box.anchor}" fill="${box.fill}" stroke="${box.outline}" ` +
    `stroke-width="${(size * 0.16).toFixed(1)}" stroke-linejoin="round" paint-order="stroke">${rows.join('')}</text>`
  );
}

interface Scene {
  design: CoverDesign;
  name: string;
  ink: SymbolInk;
  place(symbol: string, x: number, y: number, size: number, rotate?: number, opacity?: number): string;
}

const shade = '#0b0a18';

const layouts: Record<CoverLayout, (scene: Scene) => string> = {
  hero: ({ design, name, place }) =>
    `<circle cx="80" cy="46" r="40" fill="${design.ink}" opacity=".12"/>${place(design.lead, 44, 6, 72)}` +
    `<rect y="86" width="160" height="34" fill="${shade}" opacity=".55"/>` +
    title(titleLines(name, 1), {
      x: 80,
      y: 109,
      size: 18,
      width: 148,
      anchor: 'middle',
      lettering: 'slab',
      fill: design.ink,
      outline: shade,
    }),
  reels: ({ design, name, place }) => {
    const lines = titleLines(name, 2);
    return (
      [14, 59, 104]
        .map(
          (x) =>
            `<rect x="${x}" y="10" width="42" height="52" rx="6" fill="${shade}" fill-opacity=".62" stroke="${design.accent}" stroke-width="2.5"/>`,
        )
        .join('') +
      place(design.support[0] ?? design.lead, 17, 18, 36) +
      place(design.lead, 62, 18, 36) +
      place(design.support[1] ?? design.lead, 107, 18, 36) +
      `<path d="M8 36H152" stroke="#e53935" stroke-width="2" opacity=".8"/>` +
      title(lines, {
        x: 80,
        y: 106,
        bottom: true,
        size: 15,
        width: 144,
        anchor: 'middle',
        lettering: 'block',
        fill: design.accent,
        outline: shade,
      })
    );
  },
  split: ({ design, name, place }) =>
    `<path d="M0 0H96L70 120H0Z" fill="${shade}" opacity=".5"/>${place(design.lead, 84, 30, 74, 12)}` +
    title(titleLines(name, 3), {
      x: 9,
      y: 104,
      bottom: true,
      size: 20,
      width: 78,
      anchor: 'start',
      lettering: 'round',
      fill: design.ink,
      outline: shade,
    }),
  burst: ({ design, name, place }) =>
    `<g fill="${design.accent}" opacity=".22">${Array.from({ length: 12 }, (_, i) => `<path d="M80 50L72 -60H88Z" transform="rotate(${i * 30} 80 50)"/>`).join('')}</g>` +
    place(design.lead, 50, 18, 60) +
    `<path d="M4 84H156L148 96L156 108H4L12 96Z" fill="${design.accent}" stroke="${shade}" stroke-width="1.5"/>` +
    title(titleLines(name, 1), {
      x: 80,
      y: 101,
      size: 14,
      width: 128,
      anchor: 'middle',
      lettering: 'wide',
      fill: shade,
      outline: design.accent,
    }),
  arch: ({ design, name, place }) => {
    const line = titleLines(name, 1)[0] ?? '';
    // The arc is about 180 units long; a serif em advances about 0.62 of its size.
    const size = Math.min(17, 160 / Math.max(line.length * 0.64, 1));
    return (
      `<defs><path id="arc" d="M10 56A74 74 0 0 0 150 56"/></defs>` +
      `<circle cx="80" cy="34" r="30" fill="${design.ink}" opacity=".12"/>${place(design.lead, 54, 8, 52)}` +
      `<text font-family='${letterings.slab.family}' font-weight="900" font-size="${size.toFixed(1)}" fill="${design.ink}" ` +
      `stroke="${shade}" stroke-width="${(size * 0.16).toFixed(1)}" paint-order="stroke" text-anchor="middle">` +
      `<textPath href="#arc" startOffset="50%">${escapeXml(line)}</textPath></text>`
    );
  },
  tiles: ({ design, name, place }) =>
    Array.from({ length: 24 }, (_, i) => {
      const symbol = [design.lead, ...design.support][i % (design.support.length + 1)] as string;
      return place(symbol, (i % 6) * 28 - 4, Math.floor(i / 6) * 30 - 2, 24, i % 2 ? 14 : -14, 0.45);
    }).join('') +
    `<rect x="10" y="38" width="140" height="44" rx="10" fill="${shade}" opacity=".82" stroke="${design.accent}" stroke-width="2"/>` +
    place(design.lead, 16, 42, 36) +
    title(titleLines(name, 2), {
      x: 56,
      y: titleLines(name, 2).length > 1 ? 57 : 65,
      size: 14,
      width: 88,
      anchor: 'start',
      lettering: 'round',
      fill: design.ink,
      outline: shade,
    }),
  trio: ({ design, name, place }) =>
    place(design.support[0] ?? design.lead, 10, 24, 46, -18) +
    place(design.support[1] ?? design.lead, 104, 24, 46, 18) +
    place(design.lead, 48, 10, 64) +
    title(titleLines(name, 1), {
      x: 80,
      y: 106,
      size: 17,
      width: 148,
      anchor: 'middle',
      lettering: 'block',
      fill: design.ink,
      outline: shade,
    }),
  medal: ({ design, name, place }) =>
    `<circle cx="46" cy="60" r="40" fill="${shade}" fill-opacity=".6" stroke="${design.accent}" stroke-width="4"/>` +
    `<circle cx="46" cy="60" r="33" fill="none" stroke="${design.accent}" stroke-width="1.5" stroke-dasharray="3 3"/>` +
    place(design.lead, 20, 34, 52) +
    title(titleLines(name, 3), {
      x: 94,
      y: 44,
      size: 15,
      width: 62,
      anchor: 'start',
      lettering: 'slab',
      fill: design.ink,
      outline: shade,
    }),
  stack: ({ design, name, place }) =>
    place(design.lead, 80, -14, 96, -12) +
    title(titleLines(name, 3), {
      x: 8,
      y: 110,
      bottom: true,
      size: 24,
      width: 100,
      anchor: 'start',
      lettering: 'block',
      fill: design.ink,
      outline: shade,
    }),
  marquee: ({ design, name, place }) =>
    `<rect x="6" y="6" width="148" height="108" rx="10" fill="none" stroke="${design.accent}" stroke-width="3"/>` +
    Array.from({ length: 20 }, (_, i) => {
      const [x, y] =
        i < 7 ? [14 + i * 22, 6] : i < 14 ? [14 + (i - 7) * 22, 114] : [i < 17 ? 6 : 154, 30 + ((i - 14) % 3) * 30];
      return `<circle cx="${x}" cy="${y}" r="2.6" fill="#fff8e1"/>`;
    }).join('') +
    place(design.lead, 56, 14, 48) +
    title(titleLines(name, 2), {
      x: 80,
      y: titleLines(name, 2).length > 1 ? 82 : 92,
      size: 16,
      width: 130,
      anchor: 'middle',
      lettering: 'wide',
      fill: design.ink,
      outline: shade,
    }),
};

const textures: Record<string, string> = {
  stripes: '<path d="M0 12L12 0" stroke-width="3"/>',
  dots: '<circle cx="6" cy="6" r="1.6" stroke="none"/>',
  grid: '<path d="M0 0H12V12" fill="none" stroke-width="1"/>',
  waves: '<path d="M0 8c3-4 6-4 12 0" fill="none" stroke-width="1.5"/>',
  rays: '<path d="M6 0v12" stroke-width="1"/>',
};

/** The cover as an SVG document, 160 × 120 (the tiles' 4:3). */
export function coverSvg(game: CoverInput): string {
  const design = coverDesign(game);
  const ink: SymbolInk = { accent: design.accent, ink: design.ink, shade };
  // Each symbol is drawn once in <defs> and placed by <use>: the tiles layout places two dozen.
  const used = new Map<string, string>();
  const place: Scene['place'] = (symbol, x, y, size, rotate = 0, opacity = 1) => {
    const name = coverSymbols[symbol] ? symbol : 'star';
    if (!used.has(name)) used.set(name, `<g id="s-${name}">${coverSymbols[name]?.(ink) ?? ''}</g>`);
    const turn = rotate ? ` rotate(${rotate} 32 32)` : '';
    const fade = opacity < 1 ? ` opacity="${opacity}"` : '';
    return `<use href="#s-${name}" transform="translate(${x} ${y}) scale(${(size / 64).toFixed(3)})${turn}"${fade}/>`;
  };
  const scene = layouts[design.layout]({ design, name: game.name, ink, place });
  const radians = ((design.angle - 90) * Math.PI) / 180;
  const [dx, dy] = [Math.cos(radians) / 2, Math.sin(radians) / 2];
  const texture = textures[design.pattern];
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 120" width="320" height="240" data-cover="${design.key}">` +
    `<defs><linearGradient id="bg" x1="${(0.5 - dx).toFixed(2)}" y1="${(0.5 - dy).toFixed(2)}" x2="${(0.5 + dx).toFixed(2)}" y2="${(0.5 + dy).toFixed(2)}">` +
    `<stop offset="0" stop-color="${design.background[0]}"/><stop offset="1" stop-color="${design.background[1]}"/></linearGradient>` +
    `<radialGradient id="glow" cx=".5" cy=".45" r=".75"><stop offset=".55" stop-color="${shade}" stop-opacity="0"/><stop offset="1" stop-color="${shade}" stop-opacity=".55"/></radialGradient>` +
    (texture
      ? `<pattern id="tx" width="12" height="12" patternUnits="userSpaceOnUse"><g fill="${design.accent}" stroke="${design.accent}">${texture}</g></pattern>`
      : '') +
    [...used.values()].join('') +
    `</defs><rect width="160" height="120" fill="url(#bg)"/>` +
    (texture ? `<rect width="160" height="120" fill="url(#tx)" opacity=".14"/>` : '') +
    `<rect width="160" height="120" fill="url(#glow)"/>` +
    scene +
    `</svg>`
  );
}
