import type { RouterContextProvider } from 'react-router';
import { siteContext } from '../../platform/site-context.ts';
import { accessTokenCookieText, clearedAccessTokenCookieText } from './access-cookie.ts';

export interface ApiAnswer {
  status: number;
  /** The `data` of a success, the `error` of a failure; undefined when the body was not JSON. */
  data: unknown;
  error: { code?: string; message?: string; fields?: Record<string, string[]> } | undefined;
  retryAfterSeconds: number | undefined;
}

/**
 * A JSON call into our own API for an auth action. The visitor's user agent travels along so the
 * session list can name the device; the API sees the visitor's address through the in-process call.
 */
export async function callAuthApi(
  context: Readonly<RouterContextProvider>,
  request: Request,
  path: string,
  body: unknown,
): Promise<ApiAnswer> {
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
  const agent = request.headers.get('user-agent');
  if (agent) headers['user-agent'] = agent;
  const response = await context.get(siteContext).fetchApi(path, {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
  });
  const json = (await response.json().catch(() => undefined)) as
    | { data?: unknown; error?: ApiAnswer['error'] }
    | undefined;
  const retryAfter = Number(response.headers.get('retry-after'));
  return {
    status: response.status,
    data: json?.data,
    error: json?.error,
    retryAfterSeconds: Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined,
  };
}

/** GET of a settings or player list answering `{ data }`; undefined when it fails. */
export async function getData<T>(context: Readonly<RouterContextProvider>, path: string): Promise<T | undefined> {
  try {
    const response = await context.get(siteContext).fetchApi(path, { headers: { accept: 'application/json' } });
    if (!response.ok) return undefined;
    return ((await response.json()) as { data: T }).data;
  } catch {
    return undefined;
  }
}

/** Secure cookies when the visitor came over https (directly or through a TLS-terminating proxy). */
function isHttps(request: Request): boolean {
  const forwarded = request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim();
  return forwarded ? forwarded === 'https' : new URL(request.url).protocol === 'https:';
}

/** Set-Cookie for a new session token. */
export function sessionCookieHeaders(request: Request, token: string): Headers {
  return new Headers({ 'set-cookie': accessTokenCookieText(token, { secure: isHttps(request) }) });
}

export function clearSessionCookieHeaders(request: Request): Headers {
  return new Headers({ 'set-cookie': clearedAccessTokenCookieText({ secure: isHttps(request) }) });
}

/** The access token of a session answer, when it has one. */
export function accessTokenOf(answer: ApiAnswer): string | undefined {
  const data = answer.data as { accessToken?: unknown } | undefined;
  return typeof data?.accessToken === 'string' ? data.accessToken : undefined;
}

/** Minutes to wait after a 429, rounded up, at least one. */
export function retryMinutes(answer: ApiAnswer): number {
  return Math.max(1, Math.ceil((answer.retryAfterSeconds ?? 60) / 60));
}
