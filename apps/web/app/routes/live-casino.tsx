import { loadLobby } from '../features/games/lobby.server.ts';
import { LobbyPage } from '../features/games/lobby-page.tsx';
import { withRouteMessages } from '../i18n/route-messages.server.ts';
import { revalidateUnlessModalQuery } from '../shell/modals/revalidation.ts';
import type { Route } from './+types/live-casino';

/** The message namespaces of this module's static-import closure (i18n/message-namespaces.test.ts checks). */
const messageNamespaces = ['games', 'pages'];

/** /live-casino and its categories (spec 01 §2): live games only. */
const pageLoader = (args: Route.LoaderArgs) => loadLobby(args, true);

export const shouldRevalidate = revalidateUnlessModalQuery;

export default function Page({ loaderData }: Route.ComponentProps) {
  return <LobbyPage data={loaderData} kind="liveCasino" />;
}

export const loader = withRouteMessages(messageNamespaces, pageLoader);
