import type { ConnectingContext, DisconnectedContext, ErrorContext, SubscriptionErrorContext } from 'centrifuge';

/**
 * What went wrong with the realtime connection, in the spec's words (spec 02 §8 "Realtime"), and what the
 * page does about it (decision 0146). The console line names both, so a support engineer reading a
 * player's console sees `[realtime] no ping: reconnecting` rather than the client library's numbers.
 */
export type IncidentKind =
  | 'connection closed'
  | 'transport closed'
  | 'transport write error'
  | 'timeout'
  | 'client disconnected'
  | 'unauthorized'
  | 'no ping'
  | 'message size limit exceeded'
  | 'unsubscribe error'
  | 'token refresh error'
  | 'server disconnect'
  | 'server refusal'
  | 'bad protocol';

/**
 * reconnecting: the client connects again with backoff (500 ms up to 20 s) and subscribes again to every
 * channel the page wants, recovering what it missed; retrying: the same connection asks again (a token
 * refresh after 5–10 s, a subscribe after its backoff); session over: the player's session ended and the
 * page goes to the login; stopped: no reconnect until the page is loaded again.
 */
export type Reaction = 'reconnecting' | 'retrying' | 'session over' | 'stopped';

export interface Incident {
  kind: IncidentKind;
  reaction: Reaction;
  /** The library's code and reason, for the log. */
  detail: string;
}

/** The client library's codes (centrifuge-js `codes.ts`), which its typings give as enums of a lazy import. */
const errorCode = {
  timeout: 1,
  transportClosed: 2,
  clientDisconnected: 3,
  connectToken: 5,
  refreshToken: 6,
  transportWriteError: 10,
  connectionClosed: 11,
} as const;
const connectingCode = { transportClosed: 1, noPing: 2, subscribeTimeout: 3, unsubscribeError: 4 } as const;
const disconnectedCode = { unauthorized: 1, badProtocol: 2, messageSizeLimit: 3 } as const;

/** Server disconnects that mean the session behind the token is over (decisions 0017, 0018). */
export const sessionOverCodes: ReadonlySet<number> = new Set([3500, 4501, 4502]);

const detail = (code: number, reason: string) => `${code} ${reason}`;

/** The kind of a failed request, by the error it was rejected with. */
function requestKind(code: number): IncidentKind {
  switch (code) {
    case errorCode.timeout:
      return 'timeout';
    case errorCode.transportClosed:
      return 'transport closed';
    case errorCode.clientDisconnected:
      return 'client disconnected';
    case errorCode.transportWriteError:
      return 'transport write error';
    case errorCode.connectionClosed:
      return 'connection closed';
    case errorCode.connectToken:
    case errorCode.refreshToken:
    case 109:
      return 'token refresh error';
    default:
      return 'server refusal';
  }
}

/** The client went back to connecting: it will reconnect with backoff. Undefined for the page's own reconnect. */
export function connectingIncident(ctx: ConnectingContext): Incident | undefined {
  const kinds: Record<number, IncidentKind> = {
    [connectingCode.transportClosed]: 'transport closed',
    [connectingCode.noPing]: 'no ping',
    [connectingCode.subscribeTimeout]: 'timeout',
    [connectingCode.unsubscribeError]: 'unsubscribe error',
  };
  const kind = kinds[ctx.code] ?? (ctx.code >= 3000 ? 'server disconnect' : undefined);
  return kind && { kind, reaction: 'reconnecting', detail: detail(ctx.code, ctx.reason) };
}

/**
 * The client stopped for good. Undefined when the page disconnected it itself (code 0). `player`: whether the
 * connection was a player's, whose session an unauthorized answer ends.
 */
export function disconnectedIncident(ctx: DisconnectedContext, player: boolean): Incident | undefined {
  if (ctx.code === 0) return undefined;
  const at = detail(ctx.code, ctx.reason);
  if (ctx.code === disconnectedCode.unauthorized) {
    return { kind: 'unauthorized', reaction: player ? 'session over' : 'stopped', detail: at };
  }
  if (ctx.code === disconnectedCode.messageSizeLimit) {
    return { kind: 'message size limit exceeded', reaction: 'stopped', detail: at };
  }
  if (ctx.code === disconnectedCode.badProtocol) return { kind: 'bad protocol', reaction: 'stopped', detail: at };
  if (sessionOverCodes.has(ctx.code)) {
    return { kind: 'unauthorized', reaction: player ? 'session over' : 'stopped', detail: at };
  }
  // The server refused for good (3500–3999, 4500–4999) or a request failed terminally.
  const kind = ctx.code < 3000 ? requestKind(ctx.code) : 'server disconnect';
  return { kind, reaction: 'stopped', detail: at };
}

/** An error the client reports on its way: each is followed by the reconnect or retry named here. */
export function errorIncident(ctx: ErrorContext): Incident {
  const { code, message } = ctx.error as unknown as { code: number; message: string };
  const at = detail(code, message);
  switch (ctx.type) {
    case 'transport':
      return { kind: 'transport closed', reaction: 'reconnecting', detail: at };
    case 'connectToken':
      return { kind: 'token refresh error', reaction: 'reconnecting', detail: at };
    case 'refreshToken':
    case 'refresh':
      return { kind: 'token refresh error', reaction: 'retrying', detail: at };
    default:
      return { kind: requestKind(code), reaction: 'reconnecting', detail: at };
  }
}

/** A subscription's error: the library subscribes again after its backoff. */
export function subscriptionIncident(ctx: SubscriptionErrorContext): Incident {
  const { code, message } = ctx.error as unknown as { code: number; message: string };
  return { kind: requestKind(code), reaction: 'retrying', detail: `${ctx.channel}: ${detail(code, message)}` };
}

/** The recognisable console line: an error when live updates stop, a warning when they will come back. */
export function logIncident(incident: Incident): void {
  const line = `[realtime] ${incident.kind}: ${incident.reaction} (${incident.detail})`;
  if (incident.reaction === 'stopped' || incident.reaction === 'session over') console.error(line);
  else console.warn(line);
}
