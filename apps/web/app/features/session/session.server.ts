import { playerProfileSchema } from '@croupier/contracts/player';
import type { RouterContextProvider } from 'react-router';
import { serverApi } from '../../platform/api/server-api.server.ts';
import { siteContext } from '../../platform/site-context.ts';

/** Name of the session cookie (spec 01 §3, §9: access_token, one year). */
export const accessTokenCookie = 'access_token';

export interface Session {
  loggedIn: boolean;
  /** The player's id (their realtime channels); only with a session. */
  playerId?: string;
  /** What the shell shows of the player (display name); only with a session. */
  player?: { nickname: string | null; email: string };
  /** The player's account currency (their profile's), in which content shows amounts (decision 0060). */
  currency?: string;
  /**
   * A player's page shared by every player of the currency (decision 0139): logged in, but who is not known
   * to the render; the browser reads the player from `window.__croupierPlayer`.
   */
  shared?: boolean;
  /**
   * The request carried a session cookie but the profile could not be read with it (revoked, expired, or the
   * API failing): the page is a guest's, and the browser logs it (spec 02 §8).
   */
  profileFailed?: boolean;
}

/** The value of one cookie from a Cookie header. */
export function readCookie(header: string | null, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0) continue;
    if (part.slice(0, separator).trim() !== name) continue;
    const raw = part.slice(separator + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return undefined;
}

// Root, layout and page loaders of one request share a context object; one profile call serves them all.
const sessions = new WeakMap<object, Promise<Session>>();

/**
 * Whether this request belongs to a logged-in player: the access_token cookie, accepted by the
 * profile API. Without a cookie nobody is asked; any failure (401, 403, no answer, a profile that breaks
 * its contract) means guest, marked `profileFailed`.
 */
export function getSession(request: Request, context: Readonly<RouterContextProvider>): Promise<Session> {
  let session = sessions.get(context);
  if (!session) {
    session = resolveSession(request, context);
    sessions.set(context, session);
  }
  return session;
}

/** What the shell needs of the profile; the rest of it is the profile page's business. */
const sessionProfileSchema = playerProfileSchema.pick({ id: true, nickname: true, email: true, currency: true });

async function resolveSession(request: Request, context: Readonly<RouterContextProvider>): Promise<Session> {
  const token = readCookie(request.headers.get('cookie'), accessTokenCookie);
  const shared = context.get(siteContext).sharedPlayer;
  if (!token && shared)
    return { loggedIn: true, shared: true, ...(shared.currency ? { currency: shared.currency } : {}) };
  if (!token) return { loggedIn: false };
  const answer = await serverApi(context, { request, token })({ path: '/api/player/profile' }, sessionProfileSchema);
  if (!answer.ok) return { loggedIn: false, profileFailed: true };
  const profile = answer.data;
  return {
    loggedIn: true,
    playerId: profile.id,
    player: { nickname: profile.nickname, email: profile.email },
    ...(profile.currency ? { currency: profile.currency } : {}),
  };
}
