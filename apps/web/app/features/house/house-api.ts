/**
 * The house studio's API as its game pages call it (apps/server/src/modules/house-provider). The launch
 * token from the frame's address is the credential; no site session is involved.
 */

export type HouseAnswer<T> =
  | { ok: true; data: T }
  | { ok: false; status: number; code: string; reason: string | undefined; fields: Record<string, string[]> };

export type HouseApiPath =
  | 'session'
  | 'seed'
  | 'dice'
  | 'roulette'
  | 'plinko'
  | 'slots'
  | 'mines/start'
  | 'mines/reveal'
  | 'mines/cash-out'
  | 'crash/state'
  | 'crash/bet'
  | 'crash/cash-out'
  | 'blackjack/deal'
  | 'blackjack/move';

export async function houseCall<T>(path: HouseApiPath, body: object): Promise<HouseAnswer<T>> {
  try {
    const response = await fetch(`/provider/house/api/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
      credentials: 'omit',
    });
    const json = (await response.json().catch(() => ({}))) as {
      data?: T;
      error?: { code?: string; fields?: Record<string, string[]> };
    };
    if (response.ok && json.data !== undefined) return { ok: true, data: json.data };
    const fields = json.error?.fields ?? {};
    return {
      ok: false,
      status: response.status,
      code: json.error?.code ?? 'unknown',
      reason: fields.reason?.[0],
      fields,
    };
  } catch {
    return { ok: false, status: 0, code: 'network', reason: undefined, fields: {} };
  }
}
