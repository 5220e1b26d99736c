import { type GameProvider, type GamesPage, gamePageSize } from '@croupier/contracts/games';
import { Link } from 'react-router';
import { catalogueGet, cataloguePage } from '../features/games/catalogue.server.ts';
import { GameGrid } from '../features/games/game-grid.tsx';
import { tilePage } from '../features/games/game-tile.tsx';
import { type GamesFilter, gamesSearch } from '../features/games/games-query.ts';
import { ProviderMark } from '../features/games/provider-card.tsx';
import { getSession } from '../features/session/session.server.ts';
import { useI18n } from '../i18n/i18n.tsx';
import { withRouteMessages } from '../i18n/route-messages.server.ts';
import { useRootData } from '../platform/root-data.ts';
import { revalidateUnlessModalQuery } from '../shell/modals/revalidation.ts';
import type { Route } from './+types/provider';

/** The message namespaces of this module's static-import closure (i18n/message-namespaces.test.ts checks). */
const messageNamespaces = ['games', 'pages'];

/** /providers/:providersIdentity (spec 01 §2): one studio and its games; unknown or hidden → 404. */
async function pageLoader(args: Route.LoaderArgs) {
  const key = encodeURIComponent(args.params.providersIdentity);
  const provider = await catalogueGet<GameProvider>(args, `/api/game/providers/${key}`);
  const filter: GamesFilter = { provider: provider.identity, perPage: gamePageSize };
  const [games, session] = await Promise.all([
    cataloguePage<GamesPage>(args, `/api/game/games?${gamesSearch(filter)}`),
    getSession(args.request, args.context),
  ]);
  return { provider, filter, games: tilePage(games), loggedIn: session.loggedIn };
}

export const shouldRevalidate = revalidateUnlessModalQuery;

export default function Page({ loaderData }: Route.ComponentProps) {
  const { t, path } = useI18n();
  const brand = useRootData()?.layout?.brand.name ?? t('layout.brand');
  const { provider, games, filter, loggedIn } = loaderData;
  return (
    <main className="flex flex-col gap-6">
      <title>{t('pages.documentTitle', { page: provider.name, brand })}</title>
      <header className="flex flex-col gap-3">
        <nav aria-label={t('games.lobby.breadcrumb')} className="text-sm">
          <Link to={path('/providers')} className="text-muted hover:text-text">
            {t('pages.providers.title')}
          </Link>
        </nav>
        <div className="flex items-center gap-4">
          <ProviderMark provider={provider} />
          <div className="flex flex-col gap-1">
            <h1 className="font-semibold text-3xl tracking-tight md:text-4xl">{provider.name}</h1>
            <p className="text-muted">{t('games.providers.count', { count: provider.gamesCount })}</p>
          </div>
        </div>
      </header>
      <GameGrid
        first={games}
        filter={filter}
        loggedIn={loggedIn}
        label={provider.name}
        empty={<p className="text-muted">{t('games.lobby.empty')}</p>}
      />
    </main>
  );
}

export const loader = withRouteMessages(messageNamespaces, pageLoader);
