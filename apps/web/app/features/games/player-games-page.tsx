import type { GamesPage } from '@croupier/contracts/games';
import { buttonClass } from '@croupier/ui/button';
import { Link } from 'react-router';
import { useI18n } from '../../i18n/i18n.tsx';
import { PageFrame } from '../../ui/page-frame.tsx';
import { fetchPlayerGames } from './catalogue-client.ts';
import { GameGrid } from './game-grid.tsx';

/** /favorites and /recently: the player's own list of games, paged like the lobby. */
export function PlayerGamesPage(props: { name: 'favorites' | 'recently'; path: string; games: GamesPage }) {
  const { t, path } = useI18n();
  return (
    <PageFrame name={props.name}>
      <GameGrid
        first={props.games}
        fetchPage={(page) => fetchPlayerGames(props.path, page, props.games.meta.perPage)}
        loggedIn
        label={t(`pages.${props.name}.title`)}
        empty={
          <div className="flex flex-col items-start gap-4">
            <p className="text-muted">{t(`games.${props.name}.empty`)}</p>
            <Link to={path('/casino')} className={buttonClass()}>
              {t('games.browse')}
            </Link>
          </div>
        }
      />
    </PageFrame>
  );
}
