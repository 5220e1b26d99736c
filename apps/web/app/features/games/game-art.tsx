import type { Game } from '@croupier/contracts/games';
import { type ReactNode, useRef, useState } from 'react';
import { useNearViewport } from './near-viewport.ts';

/** The generated artwork parameters of a house game (packages/house-games catalogue). */
interface Artwork {
  background: [string, string];
  accent: string;
  ink: string;
  motif: string;
  pattern: string;
  angle: number;
}

const colour = /^#[0-9a-f]{3,8}$/i;

function artworkOf(game: Pick<Game, 'artwork'>): Artwork | undefined {
  const art = game.artwork as Partial<Artwork> | null;
  if (!art || !Array.isArray(art.background)) return undefined;
  const [from, to] = art.background;
  if (![from, to, art.accent, art.ink].every((value) => typeof value === 'string' && colour.test(value))) {
    return undefined;
  }
  return {
    background: [from as string, to as string],
    accent: art.accent as string,
    ink: art.ink as string,
    motif: String(art.motif ?? ''),
    pattern: String(art.pattern ?? 'none'),
    angle: Number.isFinite(art.angle) ? Number(art.angle) : 135,
  };
}

/** A plinko board's pegs: rows of 2, 3, 4 and 5, centred. */
const pegPositions: [number, number][] = [0, 1, 2, 3].flatMap((row) =>
  Array.from({ length: row + 2 }, (_, i): [number, number] => [50 - (row + 1) * 8 + i * 16, 26 + row * 16]),
);

/** One glyph per motif, drawn on a 100×100 box in the game's accent colour. */
const motifs: Record<string, ReactNode> = {
  fruit: (
    <>
      <circle cx="38" cy="60" r="16" />
      <circle cx="64" cy="62" r="16" />
      <path d="M40 44c2-12 10-20 22-22M62 46c0-10 4-18 12-22" fill="none" strokeWidth="4" />
    </>
  ),
  waves: (
    <path
      d="M14 46c12-10 24-10 36 0s24 10 36 0M14 62c12-10 24-10 36 0s24 10 36 0M14 78c12-10 24-10 36 0s24 10 36 0"
      fill="none"
      strokeWidth="6"
      strokeLinecap="round"
    />
  ),
  skyline: <path d="M14 84V50h12V36h12v48h6V24h14v60h6V44h12v14h10v26z" />,
  pyramid: <path d="M50 18l36 64H14zM50 18l8 64" />,
  flame: <path d="M50 14c10 18 26 26 26 46a26 26 0 01-52 0c0-12 6-18 12-24 0 10 4 16 10 16-6-14 0-28 4-38z" />,
  wheel: (
    <>
      <circle cx="50" cy="50" r="34" fill="none" strokeWidth="7" />
      <circle cx="50" cy="50" r="9" />
      <path d="M50 16v68M16 50h68M26 26l48 48M74 26L26 74" fill="none" strokeWidth="4" />
    </>
  ),
  cards: (
    <>
      <rect x="22" y="20" width="36" height="52" rx="5" transform="rotate(-12 40 46)" />
      <rect x="42" y="28" width="36" height="52" rx="5" transform="rotate(10 60 54)" opacity=".75" />
    </>
  ),
  dice: (
    <>
      <rect x="22" y="22" width="56" height="56" rx="11" />
      <g data-pip="">
        <circle cx="36" cy="36" r="5" />
        <circle cx="50" cy="50" r="5" />
        <circle cx="64" cy="64" r="5" />
      </g>
    </>
  ),
  pegs: (
    <g>
      {pegPositions.map(([cx, cy]) => (
        <circle key={`${cx}-${cy}`} cx={cx} cy={cy} r="4.5" />
      ))}
      <circle cx="58" cy="84" r="7" />
    </g>
  ),
  gem: <path d="M30 24h40l16 18-36 42-36-42zM14 42h72M38 24l-8 18 20 42 20-42-8-18" />,
  rocket: (
    <path d="M50 12c14 10 20 28 16 50H34c-4-22 2-40 16-50zm-16 50l-10 16 14-4m22-12l10 16-14-4M44 74h12l-6 14z" />
  ),
};

/** Background texture, in the accent colour at low opacity. */
function Pattern(props: { kind: string; id: string }) {
  const shapes: Record<string, ReactNode> = {
    stripes: <path d="M0 12L12 0" strokeWidth="3" />,
    dots: <circle cx="6" cy="6" r="1.6" />,
    grid: <path d="M0 0H12V12" fill="none" strokeWidth="1" />,
    waves: <path d="M0 8c3-4 6-4 12 0" fill="none" strokeWidth="1.5" />,
    rays: <path d="M6 0v12" strokeWidth="1" />,
  };
  const shape = shapes[props.kind];
  if (!shape) return null;
  return (
    <>
      <defs>
        <pattern id={props.id} width="12" height="12" patternUnits="userSpaceOnUse">
          {shape}
        </pattern>
      </defs>
      <rect width="160" height="120" fill={`url(#${props.id})`} stroke="none" />
    </>
  );
}

/**
 * A game's picture, fixed at 4:3 so nothing moves while it loads: the generated artwork of a house game
 * (gradient, texture and motif; no image files), else the provider's thumbnail, loaded lazily within the
 * lazy-load margin. Decorative: the tile's text names the game.
 */
export function GameArt(props: { game: Pick<Game, 'id' | 'name' | 'artwork' | 'images'>; className?: string }) {
  const box = useRef<HTMLDivElement>(null);
  const near = useNearViewport(box);
  const [broken, setBroken] = useState(false);
  const art = artworkOf(props.game);
  const thumbnail = props.game.images.thumbnail;
  const frame = `relative aspect-[4/3] w-full overflow-hidden bg-raised ${props.className ?? ''}`;
  if (art) {
    const patternId = `art-${props.game.id.replace(/[^a-z0-9-]/gi, '')}`;
    return (
      <div
        ref={box}
        aria-hidden="true"
        className={frame}
        style={{ backgroundImage: `linear-gradient(${art.angle}deg, ${art.background[0]}, ${art.background[1]})` }}
      >
        {near ? (
          <svg
            aria-hidden="true"
            viewBox="0 0 160 120"
            className="absolute inset-0 size-full"
            preserveAspectRatio="xMidYMid slice"
          >
            <g fill={art.accent} stroke={art.accent} opacity="0.16">
              <Pattern kind={art.pattern} id={patternId} />
            </g>
            <circle cx="80" cy="60" r="46" fill={art.ink} opacity="0.08" />
            <g transform="translate(45 25) scale(0.7)" fill={art.accent} stroke={art.accent} strokeLinejoin="round">
              {motifs[art.motif] ?? motifs.gem}
            </g>
          </svg>
        ) : null}
      </div>
    );
  }
  return (
    <div ref={box} aria-hidden="true" className={frame}>
      {near && thumbnail && !broken ? (
        <img
          src={thumbnail}
          alt=""
          decoding="async"
          onError={() => setBroken(true)}
          className="absolute inset-0 size-full object-cover"
        />
      ) : null}
    </div>
  );
}
