import { loadLobby } from '../features/games/lobby.server.ts';
import { LobbyPage } from '../features/games/lobby-page.tsx';
import { withRouteMessages } from '../i18n/route-messages.server.ts';
import { revalidateUnlessModalQuery } from '../shell/modals/revalidation.ts';
import type { Route } from './+types/casino';

/** The message namespaces of this module's static-import closure (i18n/message-namespaces.test.ts checks). */
const messageNamespaces = ['games', 'pages'];

/** /casino and /casino/:categoryIdentity (spec 01 §2): the whole catalogue or one category. */
const pageLoader = (args: Route.LoaderArgs) => loadLobby(args, false);

export const shouldRevalidate = revalidateUnlessModalQuery;

export default function Page({ loaderData }: Route.ComponentProps) {
  return <LobbyPage data={loaderData} kind="casino" />;
}

export const loader = withRouteMessages(messageNamespaces, pageLoader);
