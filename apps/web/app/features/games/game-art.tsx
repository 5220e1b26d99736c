import type { Game } from '@croupier/contracts/games';
import { useRef, useState } from 'react';
import { useNearViewport } from './near-viewport.ts';

const colour = /^#[0-9a-f]{3,8}$/i;
const word = /^[a-z0-9-]{1,32}$/;

/** The generated artwork's gradient, shown while its cover loads (and if it cannot). */
function placeholderOf(artwork: Game['artwork']): string | undefined {
  const stops = Array.isArray(artwork?.background) ? artwork.background : [];
  if (stops.length !== 2 || !stops.every((stop) => typeof stop === 'string' && colour.test(stop))) return undefined;
  const angle = Number.isFinite(artwork?.angle) ? Number(artwork?.angle) : 135;
  return `linear-gradient(${angle}deg, ${stops[0]}, ${stops[1]})`;
}

/** What sets a generated cover apart from the others (symbol set, layout, lead symbol): decision 0061. */
function compositionOf(artwork: Game['artwork']): string | undefined {
  const parts = [artwork?.motif, artwork?.layout, artwork?.lead];
  return parts.every((part) => typeof part === 'string' && word.test(part)) ? parts.join('/') : undefined;
}

/**
 * A game's picture, fixed at 4:3 so nothing moves while it loads: its thumbnail (a house game's is the
 * cover the server draws from its artwork, decision 0061), loaded lazily within the lazy-load margin over
 * the artwork's gradient. Decorative: the tile's text names the game.
 */
export function GameArt(props: {
  game: Pick<Game, 'artwork'> & { images: { thumbnail?: string | undefined } };
  className?: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  const near = useNearViewport(box);
  const [broken, setBroken] = useState(false);
  const thumbnail = props.game.images.thumbnail;
  const placeholder = placeholderOf(props.game.artwork);
  return (
    <div
      ref={box}
      aria-hidden="true"
      data-cover={compositionOf(props.game.artwork)}
      className={props.className ? `game-art ${props.className}` : 'game-art'}
      style={placeholder ? { backgroundImage: placeholder } : undefined}
    >
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
