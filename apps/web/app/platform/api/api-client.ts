/**
 * The site's one way to call an API (ours under /api, and the house studio's under /provider/house/api):
 * JSON in, one result type out. The error body is the one every failing call returns
 * (`packages/contracts/src/errors.ts` › errorBodySchema); a success is the answer's `data` (or its whole
 * body for paged lists), checked against the contract's zod schema when the caller passes one.
 *
 * How a request travels (the player's bearer token and its refresh in the browser, the in-process API with
 * the visitor's cookie during SSR, nothing for public and studio calls) is a `Send` chosen by the caller's
 * client: see `clients.ts`, `features/auth/api-client.ts` and `server-api.server.ts`. This file imports no
 * zod, so the shell's calls stay free of it; a schema is any object with zod's `safeParse`.
 */

export interface ApiError {
  /** Stable machine-readable code; `network` when no answer came, `invalid_response` when it was not ours. */
  code: string;
  message: string;
  /** Field name → messages (`reason` carries a refusal's reason on some calls). */
  fields: Record<string, string[]>;
}

export type ApiResult<T> =
  | { ok: true; data: T }
  | {
      ok: false;
      /** HTTP status; 0 when the request never got an answer. */
      status: number;
      error: ApiError;
      /** Whole seconds from a 429's Retry-After, when it had one. */
      retryAfterSeconds?: number;
    };

export type ApiFailure = Extract<ApiResult<unknown>, { ok: false }>;

/** What zod's schemas offer; structural so this file needs no zod. */
export interface ResultSchema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false; error: unknown };
}

export interface ApiRequest {
  path: string;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** JSON-encoded unless it is FormData (uploads keep the browser's multipart type). */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** `data` (default): the answer's data field; `body`: the whole JSON body (paged lists keep their meta). */
  read?: 'data' | 'body';
  /** How many times to ask again on a retryable answer; the client's own setting when left out. */
  retries?: number;
}

/**
 * The answers the generic client asks again on (spec 01 §8): a timeout, a conflict, too early, too many
 * requests and the server-side failures that usually pass. No answer at all (the network) counts too.
 */
export const retryStatuses: ReadonlySet<number> = new Set([408, 409, 425, 429, 500, 502, 503, 504]);

/** Methods whose repeat could do a second time what the first did: never repeated unless asked. */
const unsafeMethods: ReadonlySet<string> = new Set(['PATCH', 'POST', 'PUT', 'DELETE']);

/** The generic client's retries when neither the client nor the call sets them (spec 01 §8): 0 or 1. */
export function defaultRetries(method: string): number {
  return unsafeMethods.has(method.toUpperCase()) ? 0 : 1;
}

/**
 * A client's retry setting: `method` gives every call the generic default (one more try for a read, none for
 * a change); a number is the retries of every call. The site's own calls use 0 (spec 01 §7, decision 0145).
 */
export interface ClientOptions {
  retries: number | 'method';
}

/** Sends one prepared request; same contract as `fetch`. It may throw to abandon the call (see below). */
export type Send = (path: string, init: RequestInit) => Promise<Response>;

/** A client: a request (and optionally the contract's schema of the answer) in, one result out. */
export type ApiClient = <T = unknown>(request: ApiRequest, schema?: ResultSchema<T>) => Promise<ApiResult<T>>;

/**
 * Thrown by a Send that has already dealt with the answer itself (a 401/403 ended the session and the page
 * is on its way to login): it passes through the client instead of becoming a result.
 */
export class CallAbandoned extends Error {
  override name = 'CallAbandoned';
}

export function failure(status: number, code: string, message: string, fields: Record<string, string[]> = {}) {
  return { ok: false, status, error: { code, message, fields } } as const satisfies ApiFailure;
}

/** The one error body (`{ error: { code, message, fields? } }`), read without zod; undefined when not it. */
export function readErrorBody(json: unknown): ApiError | undefined {
  const error = (json as { error?: unknown } | null | undefined)?.error;
  if (typeof error !== 'object' || error === null) return undefined;
  const { code, message, fields } = error as Record<string, unknown>;
  if (typeof code !== 'string' || typeof message !== 'string') return undefined;
  return { code, message, fields: isFieldErrors(fields) ? fields : {} };
}

function isFieldErrors(value: unknown): value is Record<string, string[]> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  return Object.values(value).every((list) => Array.isArray(list) && list.every((item) => typeof item === 'string'));
}

/**
 * The shown page's language (the root sets it on <html>), sent as Accept-Language so the API names operator
 * content such as bonuses in it rather than in the browser's language (decision 0087). None during SSR:
 * serverApi sends the page's locale itself.
 */
function pageLanguage(): string | undefined {
  return typeof document === 'undefined' ? undefined : document.documentElement.lang || undefined;
}

function prepare(request: ApiRequest): RequestInit {
  const headers = new Headers(request.headers);
  if (!headers.has('accept')) headers.set('accept', 'application/json');
  const language = pageLanguage();
  if (language && !headers.has('accept-language')) headers.set('accept-language', language);
  const isForm = typeof FormData !== 'undefined' && request.body instanceof FormData;
  const init: RequestInit = { method: request.method ?? 'GET', headers };
  if (request.signal) init.signal = request.signal;
  if (request.body !== undefined) {
    if (!isForm && !headers.has('content-type')) headers.set('content-type', 'application/json');
    init.body = isForm ? (request.body as FormData) : JSON.stringify(request.body);
  }
  return init;
}

/** One try: the answer, or the failure of a request that got none. Throws for CallAbandoned and aborts. */
async function attempt(send: Send, request: ApiRequest): Promise<Response | ApiFailure> {
  try {
    return await send(request.path, prepare(request));
  } catch (error) {
    if (error instanceof CallAbandoned) throw error;
    if (request.signal?.aborted) throw error;
    return failure(0, 'network', error instanceof Error ? error.message : 'no answer');
  }
}

/**
 * One call through `send`, asked again up to `retries` times (the generic default for its method when left
 * out) while the answer is one of retryStatuses or none came. Never throws for a failed call (only for
 * CallAbandoned and aborts).
 */
export async function apiCall<T>(send: Send, request: ApiRequest, schema?: ResultSchema<T>): Promise<ApiResult<T>> {
  const result = await callWithRetries(send, request, schema);
  if (!result.ok)
    failureListener?.({ method: request.method ?? 'GET', path: request.path }, result.status, result.error.code);
  return result;
}

/** Told of every call that failed in the browser (the error reporter, decision 0151); none during SSR. */
let failureListener: ((call: { method: string; path: string }, status: number, code: string) => void) | undefined;

export function onCallFailure(listener: typeof failureListener): void {
  failureListener = listener;
}

async function callWithRetries<T>(send: Send, request: ApiRequest, schema?: ResultSchema<T>): Promise<ApiResult<T>> {
  let left = request.retries ?? defaultRetries(request.method ?? 'GET');
  let response = await attempt(send, request);
  while (left > 0 && isRetryable(response)) {
    left -= 1;
    // The refused answer's body is not read: let the connection go.
    if (response instanceof Response) await response.body?.cancel().catch(() => undefined);
    response = await attempt(send, request);
  }
  if (!(response instanceof Response)) return response;
  const json: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const result: ApiFailure = {
      ok: false,
      status: response.status,
      error: readErrorBody(json) ?? { code: 'unknown', message: `HTTP ${response.status}`, fields: {} },
    };
    const retryAfter = Number(response.headers.get('retry-after'));
    if (Number.isFinite(retryAfter) && retryAfter > 0) result.retryAfterSeconds = Math.ceil(retryAfter);
    return result;
  }
  const payload = request.read === 'body' ? json : (json as { data?: unknown } | undefined)?.data;
  // Without a schema the caller trusts the contract's type (a 204 has no data at all).
  if (!schema) return { ok: true, data: payload as T };
  const checked = schema.safeParse(payload);
  if (checked.success) return { ok: true, data: checked.data };
  return failure(response.status, 'invalid_response', `The answer to ${request.path} broke its contract.`, {
    answer: [describe(checked.error)],
  });
}

function isRetryable(answer: Response | ApiFailure): boolean {
  return answer instanceof Response ? retryStatuses.has(answer.status) : true;
}

function describe(error: unknown): string {
  const issues = (error as { issues?: { path?: PropertyKey[]; message?: string }[] } | undefined)?.issues;
  if (!issues?.length) return String(error);
  return issues
    .slice(0, 3)
    .map((issue) => `${(issue.path ?? []).map(String).join('.') || '(root)'}: ${issue.message ?? 'invalid'}`)
    .join('; ');
}

/** A client over `send`; its calls take `options.retries` unless a call sets its own. */
export function createApiClient(send: Send, options: ClientOptions): ApiClient {
  const { retries } = options;
  if (retries === 'method') return (request, schema) => apiCall(send, request, schema);
  return (request, schema) => apiCall(send, { ...request, retries: request.retries ?? retries }, schema);
}

/** A success's data, or the fallback: for reads where the page renders without them (settings, lists). */
export function dataOr<T, F>(result: ApiResult<T>, fallback: F): T | F {
  return result.ok ? result.data : fallback;
}
