import type { TournamentBoard, TournamentDetail, TournamentUpdate } from '@croupier/contracts/tournaments';
import type { ApiResult } from '../../platform/api/api-client.ts';
import { publicApi } from '../../platform/api/clients.ts';
import { playerApi } from '../auth/api-client.ts';

/** The tournament calls of spec 02 §7 the site makes in the browser; only types come from the contracts. */

export type {
  Tournament,
  TournamentBoard,
  TournamentDetail,
  TournamentLeader,
  TournamentUpdate,
} from '@croupier/contracts/tournaments';

const detailPath = (id: string, leaders: number) =>
  `/api/retention/tournaments/${encodeURIComponent(id)}?leaders=${leaders}`;

export const tournamentsApi = {
  /** The authorized variant for a player (their own entry in `me`), the public one for a guest. */
  detail: (id: string, loggedIn: boolean, leaders = 10): Promise<ApiResult<TournamentDetail>> =>
    (loggedIn ? playerApi : publicApi)({ path: detailPath(id, leaders) }),
  join: (id: string): Promise<ApiResult<TournamentDetail>> =>
    playerApi({ path: `/api/retention/tournaments/${encodeURIComponent(id)}/join`, method: 'POST' }),
};

/** The live cache's key of a tournament as the detail page shows it. */
export const tournamentKey = (id: string, loggedIn: boolean) => ['tournament', id, loggedIn ? 'player' : 'guest'];

/** A realtime update laid over the page's data: the push carries everything but the rules. */
export const withUpdate =
  (update: TournamentUpdate) =>
  (data: TournamentDetail | undefined): TournamentDetail => ({
    ...update,
    rules: data?.rules ?? '',
  });

export const isTournamentUpdate = (data: unknown): data is TournamentUpdate =>
  typeof data === 'object' && data !== null && 'id' in data && 'prizes' in data && 'leaders' in data;

export const isTournamentBoard = (data: unknown): data is TournamentBoard =>
  typeof data === 'object' && data !== null && 'id' in data && 'version' in data && 'leaders' in data;
