import type { GamesPage, Launch, PlayBody } from '@croupier/contracts/games';
import { apiFetch } from '../auth/api-client.ts';
import { type CallResult, playerCall } from '../auth/player-client.ts';
import { type GamesFilter, gamesSearch } from './games-query.ts';

/** A catalogue page from the browser (the player's token goes along when there is one). */
export async function fetchGames(filter: GamesFilter, signal?: AbortSignal): Promise<GamesPage> {
  const response = await apiFetch(`/api/game/games?${gamesSearch(filter)}`, signal ? { signal } : {});
  if (!response.ok) throw new Error(`games ${response.status}`);
  return (await response.json()) as GamesPage;
}

/** Marks or unmarks a favorite; the answer says whether it stuck. */
export async function saveFavorite(gameId: string, favorite: boolean): Promise<boolean> {
  const answer = await playerCall(
    favorite ? 'POST' : 'DELETE',
    `/api/game/games/${encodeURIComponent(gameId)}/favorite`,
  );
  return answer.ok;
}

/** Asks for a launch URL: demo for anyone, real money for a player. */
export function launchGame(gameId: string, body: PlayBody): Promise<CallResult<Launch>> {
  return playerCall<Launch>('POST', `/api/game/games/${encodeURIComponent(gameId)}/play`, body);
}

/** A page of one of the player's own game lists (favorites, recently played). */
export async function fetchPlayerGames(path: string, page: number, perPage: number): Promise<GamesPage> {
  const separator = path.includes('?') ? '&' : '?';
  const response = await apiFetch(`${path}${separator}page=${page}&perPage=${perPage}`);
  if (!response.ok) throw new Error(`games ${response.status}`);
  return (await response.json()) as GamesPage;
}

/** A public list of the games API (collections, providers); the answer's `data`. */
export async function fetchCatalogueList<T>(path: string): Promise<T[]> {
  const response = await apiFetch(path);
  if (!response.ok) throw new Error(`catalogue ${response.status}`);
  return ((await response.json()) as { data: T[] }).data;
}
