import { adminCsrfHeader } from '@croupier/contracts/admin-staff';

/** A refused back-office call: the server's error code, English message and field errors (decision 0006). */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, string[]> | undefined;
  constructor(status: number, code: string, message: string, fields?: Record<string, string[]>) {
    super(message);
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}

/** Whatever a call threw, as an ApiError: a failed fetch (no answer at all) becomes status 0, `network`. */
export function asApiError(caught: unknown): ApiError {
  return caught instanceof ApiError ? caught : new ApiError(0, 'network', String(caught));
}

// The session's CSRF token, learnt from /me; every unsafe call carries it (decision 0107).
let csrfToken: string | undefined;
export function rememberCsrfToken(token: string | undefined): void {
  csrfToken = token;
}

/** Every back-office call: same origin, the staff session cookie, JSON both ways; answers the body's `data`. */
export async function adminApi<T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  return (await adminApiBody<{ data: T }>(path, init)).data;
}

/** The same call answering the whole body, for lists that carry paging beside their `data`. */
export async function adminApiBody<T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  const method = init.method ?? 'GET';
  const headers: Record<string, string> = {};
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  if (method !== 'GET' && csrfToken) headers[adminCsrfHeader] = csrfToken;
  const response = await fetch(`/api/admin${path}`, {
    method,
    credentials: 'same-origin',
    headers,
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  const text = await response.text();
  const data = text ? (JSON.parse(text) as unknown) : undefined;
  if (!response.ok) {
    const error = (data as { error?: { code?: string; message?: string; fields?: Record<string, string[]> } })?.error;
    throw new ApiError(response.status, error?.code ?? 'unknown', error?.message ?? response.statusText, error?.fields);
  }
  return data as T;
}
