import type { PlayerDocument, VerificationStart } from '@croupier/contracts/verification';
import { apiFetch, SessionEndedError } from '../auth/api-client.ts';
import { type CallResult, playerCall } from '../auth/player-client.ts';

/** Browser calls of the verification and documents pages (spec 01 §7). */

export function startVerification(provider: string, returnPath: string): Promise<CallResult<VerificationStart>> {
  return playerCall<VerificationStart>('POST', `/api/player/services/${encodeURIComponent(provider)}/auth`, {
    returnPath,
  });
}

export async function uploadDocument(type: string, file: File): Promise<CallResult<PlayerDocument>> {
  const form = new FormData();
  form.append('type', type);
  form.append('file', file, file.name);
  let response: Response;
  try {
    response = await apiFetch('/api/player/documents', { method: 'POST', body: form });
  } catch (error) {
    if (error instanceof SessionEndedError) throw error;
    return { ok: false, error: { status: 0, code: undefined, fields: {} } };
  }
  const json = (await response.json().catch(() => undefined)) as
    | { data?: PlayerDocument; error?: { code?: string; fields?: Record<string, string[]> } }
    | undefined;
  if (response.ok && json?.data) return { ok: true, data: json.data };
  return { ok: false, error: { status: response.status, code: json?.error?.code, fields: json?.error?.fields ?? {} } };
}

export async function deleteDocument(id: string): Promise<boolean> {
  try {
    const response = await apiFetch(`/api/player/documents/${encodeURIComponent(id)}`, { method: 'DELETE' });
    return response.ok;
  } catch (error) {
    if (error instanceof SessionEndedError) throw error;
    return false;
  }
}
