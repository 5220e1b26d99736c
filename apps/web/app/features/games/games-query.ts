/** The filters of a catalogue read (GET /api/game/games), shared by loaders and the browser. */
export type GamesFilter = Partial<{
  collection: string;
  provider: string;
  search: string;
  tag: string;
  live: boolean;
  page: number;
  perPage: number;
}>;

/** The query string of a catalogue read, without empty filters. */
export function gamesSearch(filter: GamesFilter): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) {
    if (value === undefined || value === '') continue;
    params.set(key, String(value));
  }
  return params.toString();
}
