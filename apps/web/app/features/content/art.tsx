import type { Art } from '@croupier/contracts/content';

/**
 * Generated promotion artwork (DESIGN.md: no stock images, fixed aspect ratio). The palette colours are
 * part of the artwork, like a game's cover, not UI chrome, so they live here rather than in the tokens.
 */
const palettes: Record<Art, { from: string; to: string; glow: string; shape: string; ink: string }> = {
  gold: { from: '#3a2302', to: '#8a5a06', glow: '#ffcf5c', shape: '#ffe08a', ink: '#1f1300' },
  emerald: { from: '#022b22', to: '#0b6b4f', glow: '#3ddc84', shape: '#9af5c4', ink: '#01170f' },
  sapphire: { from: '#071a48', to: '#1f4fb8', glow: '#6fa8ff', shape: '#b9d4ff', ink: '#030d26' },
  ruby: { from: '#3b0618', to: '#a3173f', glow: '#ff6b8a', shape: '#ffc0cf', ink: '#1f020b' },
  violet: { from: '#1f0a45', to: '#6a2bd1', glow: '#b58cff', shape: '#e0cfff', ink: '#0f0424' },
  sunset: { from: '#3d1206', to: '#d9561c', glow: '#ffb020', shape: '#ffd9a0', ink: '#200800' },
  ocean: { from: '#032a36', to: '#0f7f95', glow: '#38d3c4', shape: '#b5f3ec', ink: '#01161c' },
};

/** A stable small number from a string, so the same promotion always gets the same composition. */
function seedOf(text: string): number {
  let hash = 2166136261;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 16777619);
  return hash >>> 0;
}

const rayAngles = [0, 30, 60, 90, 120, 150, 180, 210, 240, 270, 300, 330];

function Motif({ art, color, ink }: { art: Art; color: string; ink: string }) {
  switch (art) {
    case 'gold':
      // A stack of coins.
      return (
        <g>
          {[0, 1, 2, 3].map((i) => (
            <g key={i} transform={`translate(0 ${-i * 14})`}>
              <ellipse cx="0" cy="8" rx="46" ry="14" fill={ink} opacity="0.35" />
              <ellipse cx="0" cy="0" rx="46" ry="14" fill={color} />
              <ellipse cx="0" cy="0" rx="32" ry="9" fill="none" stroke={ink} strokeOpacity="0.35" strokeWidth="3" />
            </g>
          ))}
        </g>
      );
    case 'ruby':
      // A casino chip.
      return (
        <g>
          <circle r="52" fill={color} />
          <circle r="52" fill="none" stroke={ink} strokeOpacity="0.5" strokeWidth="12" strokeDasharray="14 13.2" />
          <circle r="34" fill="none" stroke={ink} strokeOpacity="0.4" strokeWidth="3" />
          <path d="M0 -18 L16 0 L0 18 L-16 0Z" fill={ink} opacity="0.55" />
        </g>
      );
    case 'sapphire':
      // A die.
      return (
        <g transform="rotate(-12)">
          <rect x="-46" y="-46" width="92" height="92" rx="18" fill={color} />
          {[
            [-22, -22],
            [22, -22],
            [0, 0],
            [-22, 22],
            [22, 22],
          ].map(([x, y]) => (
            <circle key={`${x}${y}`} cx={x} cy={y} r="8" fill={ink} opacity="0.7" />
          ))}
        </g>
      );
    case 'emerald':
      // Two playing cards.
      return (
        <g>
          <rect x="-58" y="-60" width="74" height="104" rx="10" fill={color} opacity="0.55" transform="rotate(-14)" />
          <rect x="-24" y="-56" width="74" height="104" rx="10" fill={color} transform="rotate(8)" />
          <path d="M13 -14 L29 6 L13 26 L-3 6Z" fill={ink} opacity="0.6" transform="rotate(8)" />
        </g>
      );
    case 'violet':
      // A four-point star burst.
      return (
        <g>
          <path d="M0 -64 C6 -12 12 -6 64 0 C12 6 6 12 0 64 C-6 12 -12 6 -64 0 C-12 -6 -6 -12 0 -64Z" fill={color} />
          <circle r="10" fill={ink} opacity="0.4" />
        </g>
      );
    case 'sunset':
      // A low sun with rays.
      return (
        <g>
          {rayAngles.map((angle) => (
            <rect
              key={angle}
              x="-3"
              y="-78"
              width="6"
              height="22"
              rx="3"
              fill={color}
              opacity="0.6"
              transform={`rotate(${angle})`}
            />
          ))}
          <circle r="44" fill={color} />
        </g>
      );
    case 'ocean':
      // Rolling waves.
      return (
        <g fill="none" stroke={color} strokeWidth="7" strokeLinecap="round">
          {[-24, 0, 24].map((y, i) => (
            <path key={y} d={`M-70 ${y} q17.5 -18 35 0 t35 0 t35 0 t35 0`} opacity={1 - i * 0.25} />
          ))}
        </g>
      );
  }
}

/** Where the artwork of one (art, seed) is served as an SVG image (routes/art.tsx). */
export function artUrl(art: Art, seed: string): string {
  return `/art/${art}/${encodeURIComponent(seed)}`;
}

export function isArt(value: string): value is Art {
  return Object.hasOwn(palettes, value);
}

/**
 * Fixed 16:9 artwork filling its box (cropped like `slice`); decorative, so without a text alternative. An
 * image rather than inline SVG: the same few pictures are on every visit's pages, and inline they weighed
 * 1.5–2.5 KB each in every page's HTML (issue 23); as images the browser keeps them.
 */
export function ArtImage(props: { art: Art; seed: string; fill?: boolean; eager?: boolean; className?: string }) {
  // `fill` covers a positioned box of any shape; otherwise the picture sets its own 16:9 height.
  const look = props.fill ? 'absolute inset-0 size-full' : 'block aspect-video h-auto w-full';
  return (
    <img
      src={artUrl(props.art, props.seed)}
      alt=""
      width={400}
      height={225}
      decoding="async"
      // Only a picture in the first view (`eager`: the hero's first slide) is part of the page's load; it is the
      // page's largest paint, so it is fetched before the scripts rather than after them.
      loading={props.eager ? 'eager' : 'lazy'}
      fetchPriority={props.eager ? 'high' : 'auto'}
      className={`${look} object-cover ${props.className ?? ''}`}
    />
  );
}

/** The artwork as a standalone SVG document, as routes/art.tsx serves it. */
export function ArtSvg({ art, seed }: { art: Art; seed: string }) {
  const p = palettes[art];
  const s = seedOf(seed);
  const x = 250 + (s % 90);
  const y = 90 + ((s >>> 8) % 60);
  const tilt = ((s >>> 16) % 30) - 15;
  return (
    // biome-ignore lint/a11y/noSvgWithoutTitle: an image file, shown only as a decorative <img alt="">.
    <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 225" preserveAspectRatio="xMidYMid slice">
      <defs>
        <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={p.from} />
          <stop offset="1" stopColor={p.to} />
        </linearGradient>
        <radialGradient id="glow" cx={x / 400} cy={y / 225} r="0.55">
          <stop offset="0" stopColor={p.glow} stopOpacity="0.75" />
          <stop offset="1" stopColor={p.glow} stopOpacity="0" />
        </radialGradient>
      </defs>
      <rect width="400" height="225" fill="url(#bg)" />
      <rect width="400" height="225" fill="url(#glow)" />
      <g opacity="0.14" stroke={p.shape} fill="none">
        <circle cx={x - 180} cy={y + 110} r="90" strokeWidth="18" />
        <circle cx={x + 40} cy={y - 120} r="70" strokeWidth="2" />
      </g>
      {[0, 1, 2, 3, 4].map((i) => {
        const sx = 30 + ((s >>> (i * 3)) % 340);
        const sy = 20 + ((s >>> (i * 5)) % 180);
        return <circle key={i} cx={sx} cy={sy} r={1.5 + (i % 3)} fill={p.shape} opacity="0.55" />;
      })}
      <g transform={`translate(${x} ${y}) rotate(${tilt})`}>
        <Motif art={art} color={p.shape} ink={p.ink} />
      </g>
    </svg>
  );
}
