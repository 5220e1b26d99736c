import { buttonClass } from '@croupier/ui/button';
import { Link } from 'react-router';
import { useI18n } from '../../i18n/i18n.tsx';
import { GameTile, type TileGame } from './game-tile.tsx';

/**
 * A lobby rail (DESIGN.md "Lobby"): a titled row of games that scrolls sideways, leading to its full
 * category. An empty rail is left out rather than shown bare.
 */
export function GameRail(props: { id: string; title: string; to: string; games: TileGame[]; loggedIn: boolean }) {
  const { t, path } = useI18n();
  if (props.games.length === 0) return null;
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
      <ul className="-mx-4 flex snap-x gap-3 overflow-x-auto px-4 pb-2 [scrollbar-width:thin] md:mx-0 md:px-0">
        {props.games.map((game) => (
          <li key={game.id} className="w-40 shrink-0 snap-start sm:w-48">
            <GameTile game={game} loggedIn={props.loggedIn} />
          </li>
        ))}
      </ul>
    </section>
  );
}
