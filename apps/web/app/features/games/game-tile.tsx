import type { Game } from '@croupier/contracts/games';
import { buttonClass } from '@croupier/ui/button';
import { Link } from 'react-router';
import { useI18n } from '../../i18n/i18n.tsx';
import { Icon } from '../../ui/icon.tsx';
import { FavoriteButton } from './favorite-button.tsx';
import { GameArt } from './game-art.tsx';

export type TileGame = Pick<
  Game,
  'id' | 'identity' | 'name' | 'provider' | 'artwork' | 'images' | 'hasDemo' | 'isLive' | 'tags' | 'isFavorite'
>;

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
    <article
      data-testid="game-tile"
      data-game={game.identity}
      className="group relative flex flex-col gap-2 rounded-card focus-within:outline-none"
    >
      <div className="relative overflow-hidden rounded-card border border-line shadow-sm transition-transform duration-quick group-hover:-translate-y-0.5 motion-reduce:transform-none">
        <Link to={page} tabIndex={-1} aria-hidden="true" className="block">
          <GameArt game={game} />
        </Link>
        <div className="absolute top-2 left-2 flex gap-1.5">
          {game.isLive ? (
            <span className="rounded-full bg-danger px-2 py-0.5 font-bold text-[0.68rem] text-ink uppercase tracking-wide">
              {t('games.badge.live')}
            </span>
          ) : null}
          {tag ? (
            <span className="rounded-full bg-ink/75 px-2 py-0.5 font-semibold text-[0.68rem] text-accent uppercase tracking-wide">
              {t(`games.badge.${tag}`)}
            </span>
          ) : null}
        </div>
        <div className="pointer-events-none absolute inset-0 flex flex-col items-center justify-center gap-2 bg-ink/70 opacity-0 transition-opacity duration-quick group-focus-within:pointer-events-auto group-focus-within:opacity-100 group-hover:pointer-events-auto group-hover:opacity-100">
          <Link
            to={`${page}?real=true`}
            aria-label={t('games.tile.playNamed', { name: game.name })}
            className={buttonClass({ size: 'sm', className: 'gap-1.5' })}
          >
            <Icon name="play" className="size-4 fill-current" />
            {t('games.tile.play')}
          </Link>
          {game.hasDemo ? (
            <Link
              to={page}
              aria-label={t('games.tile.demoNamed', { name: game.name })}
              className="inline-flex min-h-9 items-center rounded-control px-3 font-semibold text-sm text-text underline-offset-4 hover:underline"
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
      <div className="flex min-w-0 flex-col px-0.5">
        <h3 className="truncate font-semibold text-sm text-text">
          <Link to={page} className="rounded-sm hover:text-accent">
            {game.name}
          </Link>
        </h3>
        <p className="truncate text-subtle text-xs">{game.provider.name}</p>
      </div>
    </article>
  );
}

/** A tile-shaped placeholder while a page of games loads. */
export function GameTileSkeleton() {
  return (
    <div aria-hidden="true" className="flex animate-pulse flex-col gap-2 motion-reduce:animate-none">
      <div className="aspect-[4/3] rounded-card bg-raised" />
      <div className="h-3.5 w-3/4 rounded bg-raised" />
      <div className="h-3 w-1/2 rounded bg-raised" />
    </div>
  );
}
