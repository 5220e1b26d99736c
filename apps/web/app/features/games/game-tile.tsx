import type { PageMeta } from '@croupier/contracts/errors';
import type { Game } from '@croupier/contracts/games';
import { buttonClass } from '@croupier/ui/button';
import { Link } from 'react-router';
import { useI18n } from '../../i18n/i18n.tsx';
import { Icon } from '../../ui/icon.tsx';
import { FavoriteButton } from './favorite-button.tsx';
import { GameArt } from './game-art.tsx';

/** What a tile reads of a game: loaders hand the page these fields only (`tileGame`), not whole records. */
export interface TileGame
  extends Pick<Game, 'id' | 'identity' | 'name' | 'artwork' | 'hasDemo' | 'isLive' | 'tags' | 'isFavorite'> {
  provider: Pick<Game['provider'], 'name'>;
  images: { thumbnail?: string | undefined };
}

/** The artwork's parameters the tile's picture reads (game-art.tsx): the gradient and the cover's composition. */
const artworkKeys = ['background', 'angle', 'motif', 'layout', 'lead'];

/** A game as a tile reads it; the page's hydration data carries this instead of the whole record (issue 23). */
export function tileGame(game: TileGame): TileGame {
  const artwork = game.artwork
    ? Object.fromEntries(
        artworkKeys.filter((key) => key in (game.artwork ?? {})).map((key) => [key, game.artwork?.[key]]),
      )
    : null;
  return {
    id: game.id,
    identity: game.identity,
    name: game.name,
    provider: { name: game.provider.name },
    artwork,
    images: game.images.thumbnail ? { thumbnail: game.images.thumbnail } : {},
    hasDemo: game.hasDemo,
    isLive: game.isLive,
    tags: game.tags.filter((tag) => (shownTags as readonly string[]).includes(tag)),
    isFavorite: game.isFavorite,
  };
}

/** A page of tiles, as the lobby's loaders hand it over. */
export interface TilePage {
  data: TileGame[];
  meta: PageMeta;
}

/** The page with each game cut down to its tile's fields. */
export function tilePage(page: TilePage): TilePage {
  return { data: page.data.map(tileGame), meta: page.meta };
}

const shownTags = ['new', 'jackpot', 'popular'] as const;

/**
 * A game tile (DESIGN.md "Game tiles"): artwork at a fixed ratio, name and provider, and on hover or focus
 * Play (real money) and Demo; players get the favourite heart. The name is the tile's main link.
 */
export function GameTile(props: { game: TileGame; loggedIn: boolean; onFavorite?: (favorite: boolean) => void }) {
  const { t, path } = useI18n();
  const { game } = props;
  const page = path(`/games/${game.identity}`);
  const tag = shownTags.find((name) => game.tags.includes(name));
  return (
    <article data-testid="game-tile" data-game={game.identity} className="group game-tile">
      <div className="game-tile-frame">
        <Link to={page} discover="none" tabIndex={-1} aria-hidden="true" className="block">
          <GameArt game={game} />
        </Link>
        <div className="game-tile-badges">
          {game.isLive ? (
            <span className="rounded-full bg-danger px-2 py-0.5 font-bold text-[0.68rem] text-ink uppercase tracking-wide">
              {t('games.badge.live')}
            </span>
          ) : null}
          {tag ? <span className="game-tile-badge text-accent">{t(`games.badge.${tag}`)}</span> : null}
        </div>
        <div className="game-tile-actions">
          <Link
            to={`${page}?real=true`}
            discover="none"
            aria-label={t('games.tile.playNamed', { name: game.name })}
            className={buttonClass({ size: 'sm', className: 'game-tile-play' })}
          >
            {/* Sized by app.css (.game-tile-play). */}
            <Icon name="play" className="" />
            {t('games.tile.play')}
          </Link>
          {game.hasDemo ? (
            <Link
              to={page}
              discover="none"
              aria-label={t('games.tile.demoNamed', { name: game.name })}
              className="game-tile-demo"
            >
              {t('games.tile.demo')}
            </Link>
          ) : null}
        </div>
        {props.loggedIn ? (
          <FavoriteButton
            gameId={game.id}
            gameName={game.name}
            initial={game.isFavorite}
            onChange={props.onFavorite}
            className="absolute top-2 right-2"
          />
        ) : null}
      </div>
      <div className="game-tile-meta">
        <h3 className="game-tile-name">
          {/* The tile's one link that lets the router learn the game page's route ahead of a click: the others
              lead to the same route, and each would repeat the marker in the HTML. */}
          <Link to={page}>{game.name}</Link>
        </h3>
        <p className="game-tile-provider">{game.provider.name}</p>
      </div>
    </article>
  );
}

/** A tile-shaped placeholder while a page of games loads. */
export function GameTileSkeleton() {
  return (
    <div aria-hidden="true" className="game-tile-skeleton">
      <div />
      <div />
      <div />
    </div>
  );
}
