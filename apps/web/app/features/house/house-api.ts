import type { ApiFailure, ApiResult } from '../../platform/api/api-client.ts';
import { studioApi } from '../../platform/api/clients.ts';

/**
 * The house studio's API as its game pages call it (apps/server/src/modules/house-provider). The launch
 * token from the frame's address is the credential; no site session is involved.
 */

export type HouseApiPath =
  | 'session'
  | 'seed'
  | 'dice'
  | 'roulette'
  | 'plinko'
  | 'slots'
  | 'slots/free-spin'
  | 'slots/free-spin/award'
  | 'mines/start'
  | 'mines/reveal'
  | 'mines/cash-out'
  | 'crash/state'
  | 'crash/bet'
  | 'crash/cash-out'
  | 'blackjack/deal'
  | 'blackjack/move';

/** A POST to the studio's API through the studio client (no session: the launch token is in the body; never retried). */
export function houseApi<T>(path: HouseApiPath, body: object): Promise<ApiResult<T>> {
  return studioApi<T>({ method: 'POST', path: `/provider/house/api/${path}`, body });
}

/** What a refused call shows: the round's reason when the studio gave one, else its code. */
export function problemOf(failure: ApiFailure): string {
  return failure.error.fields.reason?.[0] ?? failure.error.code;
}
