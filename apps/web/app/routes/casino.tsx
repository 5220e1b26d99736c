import { loadLobby } from '../features/games/lobby.server.ts';
import { LobbyPage } from '../features/games/lobby-page.tsx';
import { revalidateUnlessModalQuery } from '../shell/modals/revalidation.ts';
import type { Route } from './+types/casino';

/** /casino and /casino/:categoryIdentity (spec 01 §2): the whole catalogue or one category. */
export const loader = (args: Route.LoaderArgs) => loadLobby(args, false);

export const shouldRevalidate = revalidateUnlessModalQuery;

export default function Page({ loaderData }: Route.ComponentProps) {
  return <LobbyPage data={loaderData} kind="casino" />;
}
