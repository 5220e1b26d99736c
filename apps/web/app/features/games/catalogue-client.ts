import type { GamesPage, Launch, PlayBody } from '@croupier/contracts/games';
import type { ApiResult } from '../../platform/api/api-client.ts';
import { playerApi } from '../auth/api-client.ts';
import { type GamesFilter, gamesSearch } from './games-query.ts';

/** The answer's data, or a thrown error for the catalogue's hooks (they show "failed" on it). */
async function orThrow<T>(answer: Promise<ApiResult<T>>, what: string): Promise<T> {
  const result = await answer;
  if (!result.ok) throw new Error(`${what} ${result.status}`);
  return result.data;
}

/** A catalogue page from the browser (the player's token goes along when there is one). */
export function fetchGames(filter: GamesFilter, signal?: AbortSignal): Promise<GamesPage> {
  const path = `/api/game/games?${gamesSearch(filter)}`;
  return orThrow(playerApi<GamesPage>(signal ? { path, signal, read: 'body' } : { path, read: 'body' }), 'games');
}

/** Marks or unmarks a favorite; the answer says whether it stuck. */
export async function saveFavorite(gameId: string, favorite: boolean): Promise<boolean> {
  const answer = await playerApi({
    method: favorite ? 'POST' : 'DELETE',
    path: `/api/game/games/${encodeURIComponent(gameId)}/favorite`,
  });
  return answer.ok;
}

/**
 * Launches a player's active free-spin award on its game (decision 0075): a real-money launch in the
 * award's currency whose URL tells the provider to play the award's spins instead of taking stakes.
 */
export function launchFreespin(
  awardId: string,
  body: Pick<PlayBody, 'locale' | 'platform'>,
): Promise<ApiResult<Launch>> {
  return playerApi<Launch>({
    method: 'POST',
    path: `/api/game/player-freespins/${encodeURIComponent(awardId)}/play`,
    body,
  });
}

/** Asks for a launch URL: demo for anyone, real money for a player. */
export function launchGame(gameId: string, body: PlayBody): Promise<ApiResult<Launch>> {
  return playerApi<Launch>({ method: 'POST', path: `/api/game/games/${encodeURIComponent(gameId)}/play`, body });
}

/** A page of one of the player's own game lists (favorites, recently played). */
export function fetchPlayerGames(path: string, page: number, perPage: number): Promise<GamesPage> {
  const separator = path.includes('?') ? '&' : '?';
  return orThrow(
    playerApi<GamesPage>({ path: `${path}${separator}page=${page}&perPage=${perPage}`, read: 'body' }),
    'games',
  );
}

/** A public list of the games API (collections, providers); the answer's `data`. */
export function fetchCatalogueList<T>(path: string): Promise<T[]> {
  return orThrow(playerApi<T[]>({ path }), 'catalogue');
}
