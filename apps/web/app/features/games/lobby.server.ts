import { type GameCollection, type GamesPage, gamePageSize } from '@croupier/contracts/games';
import { data, type RouterContextProvider } from 'react-router';
import { getSession } from '../session/session.server.ts';
import { catalogueGet, cataloguePage } from './catalogue.server.ts';
import { tilePage } from './game-tile.tsx';
import { type GamesFilter, gamesSearch } from './games-query.ts';

interface LoaderArgs {
  request: Request;
  context: Readonly<RouterContextProvider>;
  params: { categoryIdentity?: string };
}

/**
 * What /casino and /live-casino show (spec 01 §2): the lobby's categories, the chosen one (an unknown
 * identity is a 404 page) and the first page of its games. The live lobby lists live games only, and only
 * the categories that hold one.
 */
export async function loadLobby(args: LoaderArgs, live: boolean) {
  const collections = await catalogueGet<GameCollection[]>(args, `/api/game/collections${live ? '?live=true' : ''}`);
  const identity = args.params.categoryIdentity;
  const current = identity ? collections.find((c) => c.identity === identity) : undefined;
  if (identity && !current) throw data(null, { status: 404, statusText: 'Not Found' });
  const filter: GamesFilter = {
    ...(current ? { collection: current.identity } : {}),
    ...(live ? { live: true } : {}),
    perPage: gamePageSize,
  };
  const [games, session] = await Promise.all([
    cataloguePage<GamesPage>(args, `/api/game/games?${gamesSearch(filter)}`),
    getSession(args.request, args.context),
  ]);
  return { collections, current: current ?? null, filter, games: tilePage(games), loggedIn: session.loggedIn };
}
