import { apiFetch, SessionEndedError } from './api-client.ts';

/** The error body of a failed call (code and per-field messages), or nothing when it was not JSON. */
export interface CallError {
  status: number;
  code: string | undefined;
  fields: Record<string, string[]>;
}

export type CallResult<T> = { ok: true; data: T } | { ok: false; error: CallError };

/**
 * A player call from the browser: JSON in and out through apiFetch (bearer, refresh, 401 → login).
 * Network failures become an error with status 0 so forms can show "try again" instead of throwing.
 */
export async function playerCall<T>(method: string, path: string, body?: unknown): Promise<CallResult<T>> {
  let response: Response;
  try {
    response = await apiFetch(path, body === undefined ? { method } : { method, body: JSON.stringify(body) });
  } catch (error) {
    // The page is already on its way to login; nothing more to show here.
    if (error instanceof SessionEndedError) throw error;
    return { ok: false, error: { status: 0, code: undefined, fields: {} } };
  }
  const json = (await response.json().catch(() => undefined)) as
    | { data?: T; error?: { code?: string; fields?: Record<string, string[]> } }
    | undefined;
  if (response.ok) return { ok: true, data: json?.data as T };
  return {
    ok: false,
    error: { status: response.status, code: json?.error?.code, fields: json?.error?.fields ?? {} },
  };
}
