/** The fields of a live bonus or free-spin update the site reads (the API view, contracts/realtime). */
export interface LiveItem {
  id?: unknown;
  status?: unknown;
  result?: unknown;
  /** A free-spin award's game (PlayerFreespin.gameId). */
  gameId?: unknown;
}

export const asLiveItem = (data: unknown): LiveItem => (typeof data === 'object' && data !== null ? data : {});
