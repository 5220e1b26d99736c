import { buttonClass } from '@croupier/ui/button';
import { Link } from 'react-router';
import { useI18n } from '../../i18n/i18n.tsx';
import { GameTile, GameTileSkeleton, type TileGame } from './game-tile.tsx';

/**
 * A lobby rail (DESIGN.md "Lobby"): a titled row of games that scrolls sideways, leading to its full
 * category. An empty rail is left out rather than shown bare; one whose games are on their way holds its place
 * with `placeholders` skeleton tiles.
 */
export function GameRail(props: {
  id: string;
  title: string;
  to: string;
  games: TileGame[];
  loggedIn: boolean;
  placeholders?: number;
}) {
  const { t, path } = useI18n();
  const placeholders = props.games.length === 0 ? (props.placeholders ?? 0) : 0;
  if (props.games.length === 0 && placeholders === 0) return null;
  const headingId = `rail-${props.id}`;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4" data-testid="game-rail">
      <div className="flex items-end justify-between gap-4">
        <h2 id={headingId} className="font-bold text-2xl text-text tracking-tight">
          {props.title}
        </h2>
        <Link
          to={path(props.to)}
          aria-label={t('games.rail.seeAllNamed', { name: props.title })}
          className={buttonClass({ variant: 'ghost', size: 'sm', className: 'px-3 text-accent' })}
        >
          {t('games.rail.seeAll')}
        </Link>
      </div>
      <ul aria-busy={placeholders > 0 || undefined} className="rail-track">
        {props.games.map((game) => (
          <li key={game.id} className="rail-item">
            <GameTile game={game} loggedIn={props.loggedIn} />
          </li>
        ))}
        {Array.from({ length: placeholders }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing but their place.
          <li key={index} aria-hidden="true" className="rail-item">
            <GameTileSkeleton />
          </li>
        ))}
      </ul>
    </section>
  );
}
