import type { SupportConfig, SupportConversation, SupportMessage, SupportThread } from '@croupier/contracts/support';
import type { ApiResult } from '../../platform/api/api-client.ts';
import { publicApi } from '../../platform/api/clients.ts';
import { playerApi } from '../auth/api-client.ts';

/** The support chat's calls (decision 0132). Types only from the contracts: no zod in the chat's chunk. */

export type { SupportConversation, SupportMessage, SupportThread };

export const readSupportConfig = (): Promise<ApiResult<SupportConfig>> => publicApi({ path: '/api/support/config' });

export const readThread = (): Promise<ApiResult<SupportThread>> =>
  playerApi({ path: '/api/support/conversation?limit=100' });

export const sendMessage = (
  body: string,
  idempotencyKey: string,
): Promise<ApiResult<{ conversation: SupportConversation; message: SupportMessage }>> =>
  playerApi({ method: 'POST', path: '/api/support/messages', body: { body, idempotencyKey } });

export const markThreadRead = (): Promise<ApiResult<SupportConversation>> =>
  playerApi({ method: 'POST', path: '/api/support/conversation/read', body: {} });

export const endChat = (): Promise<ApiResult<null>> =>
  playerApi({ method: 'POST', path: '/api/support/conversation/end' });
