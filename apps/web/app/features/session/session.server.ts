import type { RouterContextProvider } from 'react-router';
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
 * profile API. Without a cookie nobody is asked; any non-200 answer (401, 403, or the API not
 * existing yet) means guest.
 */
export function getSession(request: Request, context: Readonly<RouterContextProvider>): Promise<Session> {
  let session = sessions.get(context);
  if (!session) {
    session = resolveSession(request, context);
    sessions.set(context, session);
  }
  return session;
}

async function resolveSession(request: Request, context: Readonly<RouterContextProvider>): Promise<Session> {
  const token = readCookie(request.headers.get('cookie'), accessTokenCookie);
  if (!token) return { loggedIn: false };
  try {
    const response = await context.get(siteContext).fetchApi('/api/player/profile', {
      headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
    });
    if (response.status !== 200) return { loggedIn: false };
    const body = (await response.json().catch(() => undefined)) as
      | { data?: { id?: string; nickname?: string | null; email?: string; currency?: string | null } }
      | undefined;
    const profile = body?.data;
    return {
      loggedIn: true,
      ...(profile?.id ? { playerId: profile.id } : {}),
      ...(profile?.email ? { player: { nickname: profile.nickname ?? null, email: profile.email } } : {}),
      ...(profile?.currency ? { currency: profile.currency } : {}),
    };
  } catch {
    return { loggedIn: false };
  }
}
