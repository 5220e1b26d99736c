import type { PlayerDocument, VerificationStart } from '@croupier/contracts/verification';
import type { ApiResult } from '../../platform/api/api-client.ts';
import { playerApi } from '../auth/api-client.ts';

/** Browser calls of the verification and documents pages (spec 01 §7). */

export function startVerification(provider: string, returnPath: string): Promise<ApiResult<VerificationStart>> {
  return playerApi<VerificationStart>({
    method: 'POST',
    path: `/api/player/services/${encodeURIComponent(provider)}/auth`,
    body: { returnPath },
  });
}

export function uploadDocument(type: string, file: File): Promise<ApiResult<PlayerDocument>> {
  const form = new FormData();
  form.append('type', type);
  form.append('file', file, file.name);
  return playerApi<PlayerDocument>({ method: 'POST', path: '/api/player/documents', body: form });
}

export async function deleteDocument(id: string): Promise<boolean> {
  const answer = await playerApi({ method: 'DELETE', path: `/api/player/documents/${encodeURIComponent(id)}` });
  return answer.ok;
}
