import type { GameCollection } from '@croupier/contracts/games';
import { Link } from 'react-router';
import { useI18n } from '../../i18n/i18n.tsx';
import { useRootData } from '../../platform/root-data.ts';
import { collectionName } from './collection-name.ts';
import { GameGrid } from './game-grid.tsx';
import type { TilePage } from './game-tile.tsx';
import type { GamesFilter } from './games-query.ts';
import { LobbyNav } from './lobby-nav.tsx';

export interface LobbyData {
  collections: GameCollection[];
  current: GameCollection | null;
  filter: GamesFilter;
  games: TilePage;
  loggedIn: boolean;
}

/** /casino and /live-casino: heading, the category menu, then the games of the chosen category. */
export function LobbyPage(props: { data: LobbyData; kind: 'casino' | 'liveCasino' }) {
  const i18n = useI18n();
  const { t, path } = i18n;
  const brand = useRootData()?.layout?.brand.name ?? t('layout.brand');
  const { current, games, filter, collections, loggedIn } = props.data;
  const base = props.kind === 'casino' ? '/casino' : '/live-casino';
  const lobbyTitle = t(`pages.${props.kind}.title`);
  const title = current ? collectionName(i18n, current) : lobbyTitle;
  return (
    <main className="flex flex-col gap-6">
      <title>{t('pages.documentTitle', { page: title, brand })}</title>
      <header className="flex flex-col gap-2">
        {current ? (
          <nav aria-label={t('games.lobby.breadcrumb')} className="text-sm">
            <Link to={path(base)} className="text-muted hover:text-text">
              {lobbyTitle}
            </Link>
          </nav>
        ) : null}
        <h1 className="font-semibold text-3xl tracking-tight md:text-4xl">{title}</h1>
        <p className="max-w-2xl text-muted">
          {current ? t('games.lobby.categoryIntro', { count: games.meta.totalRows }) : t(`pages.${props.kind}.intro`)}
        </p>
      </header>
      <LobbyNav base={base} collections={collections} />
      <GameGrid
        first={games}
        filter={filter}
        loggedIn={loggedIn}
        label={title}
        empty={<p className="text-muted">{t('games.lobby.empty')}</p>}
      />
    </main>
  );
}
