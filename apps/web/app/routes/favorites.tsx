import { type GamesPage, gamePageSize } from '@croupier/contracts/games';
import { cataloguePage } from '../features/games/catalogue.server.ts';
import { PlayerGamesPage } from '../features/games/player-games-page.tsx';
import { requirePlayer } from '../features/session/route-access.server.ts';
import { withRouteMessages } from '../i18n/route-messages.server.ts';
import { revalidateUnlessModalQuery } from '../shell/modals/revalidation.ts';
import type { Route } from './+types/favorites';

/** The message namespaces of this module's static-import closure (i18n/message-namespaces.test.ts checks). */
const messageNamespaces = ['games', 'pages'];

const path = '/api/game/games/favorites';

/** /favorites: login required (spec 01 §6); the player's favorite games. */
async function pageLoader(args: Route.LoaderArgs) {
  await requirePlayer(args);
  return { games: await cataloguePage<GamesPage>(args, `${path}?page=1&perPage=${gamePageSize}`) };
}

export const shouldRevalidate = revalidateUnlessModalQuery;

export default function Page({ loaderData }: Route.ComponentProps) {
  return <PlayerGamesPage name="favorites" path={path} games={loaderData.games} />;
}

export const loader = withRouteMessages(messageNamespaces, pageLoader);
