/**
 * Error and disconnect codes of the Centrifuge client protocol, as Centrifugo defines them
 * (centrifugal/centrifuge `errors.go` and `disconnect.go`). centrifuge-js reacts to the numbers:
 * connect errors below 100, temporary ones and 109 are retried; disconnect codes 3500–3999 and
 * 4500–4999 are terminal; WebSocket close 1009 means the message was too big.
 */

export interface ProtocolError {
  code: number;
  message: string;
  temporary?: boolean;
}

export const errors = {
  internal: { code: 100, message: 'internal server error', temporary: true },
  unauthorized: { code: 101, message: 'unauthorized' },
  unknownChannel: { code: 102, message: 'unknown channel' },
  permissionDenied: { code: 103, message: 'permission denied' },
  methodNotFound: { code: 104, message: 'method not found' },
  alreadySubscribed: { code: 105, message: 'already subscribed' },
  limitExceeded: { code: 106, message: 'limit exceeded' },
  badRequest: { code: 107, message: 'bad request' },
  notAvailable: { code: 108, message: 'not available' },
  tokenExpired: { code: 109, message: 'token expired' },
  expired: { code: 110, message: 'expired' },
  tooManyRequests: { code: 111, message: 'too many requests', temporary: true },
  unrecoverablePosition: { code: 112, message: 'unrecoverable position' },
} as const satisfies Record<string, ProtocolError>;

export interface Disconnect {
  code: number;
  reason: string;
}

export const disconnects = {
  /** Reconnect: the server restarts or its engine lost publications; the client recovers from history. */
  shutdown: { code: 3001, reason: 'shutdown' },
  serverError: { code: 3004, reason: 'internal server error' },
  expired: { code: 3005, reason: 'connection expired' },
  noPong: { code: 3012, reason: 'no pong' },
  tooManyRequests: { code: 3013, reason: 'too many requests' },
  /** Terminal. */
  invalidToken: { code: 3500, reason: 'invalid token' },
  badRequest: { code: 3501, reason: 'bad request' },
  stale: { code: 3502, reason: 'stale' },
  forceNoReconnect: { code: 3503, reason: 'force disconnect' },
  connectionLimit: { code: 3504, reason: 'connection limit' },
  permissionDenied: { code: 3507, reason: 'permission denied' },
  /** Ours (4500–4999 is terminal): the session behind the token ended — logout, closed, password, exclusion. */
  sessionEnded: { code: 4501, reason: 'session ended' },
  /** Ours: the player's account was disabled; logging in again is refused too. */
  accountDisabled: { code: 4502, reason: 'account disabled' },
} as const satisfies Record<string, Disconnect>;

/** WebSocket close code for a frame above the size limit; centrifuge-js does not reconnect after it. */
export const messageTooBigCloseCode = 1009;
