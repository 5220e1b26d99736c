import { loadLobby } from '../features/games/lobby.server.ts';
import { LobbyPage } from '../features/games/lobby-page.tsx';
import { revalidateUnlessModalQuery } from '../shell/modals/revalidation.ts';
import type { Route } from './+types/live-casino';

/** /live-casino and its categories (spec 01 §2): live games only. */
export const loader = (args: Route.LoaderArgs) => loadLobby(args, true);

export const shouldRevalidate = revalidateUnlessModalQuery;

export default function Page({ loaderData }: Route.ComponentProps) {
  return <LobbyPage data={loaderData} kind="liveCasino" />;
}
