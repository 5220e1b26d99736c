import type { Message, MessagesPage, ReadMessagesResult } from '@croupier/contracts/messenger';
import type { ApiResult } from '../../platform/api/api-client.ts';
import { invalidate, refresh, setLive, useLive } from '../../platform/api/live-cache.ts';
import { playerApi } from '../auth/api-client.ts';

/**
 * The messenger's calls (spec 02 §7) and the header popover's entry of the live cache: page 1, 3 per page
 * (spec 02 §9), whose meta.totalUnread is the header's count. Texts come worded in the page's locale
 * (Accept-Language, decision 0077). Imports only types from the contracts: this file is in every page.
 */

export type { Message, MessagesPage };

/** Spec 02 §9: the popover lists 3 messages of page 1. */
export const popoverPerPage = 3;
export const listPerPage = 10;
const unread = 1;
const read = 2;

export const popoverKey = ['messenger', 'popover'];

export function readMessages(page: number, perPage: number, locale: string): Promise<ApiResult<MessagesPage>> {
  return playerApi<MessagesPage>({
    path: `/api/notification/messenger/messages?page=${page}&perPage=${perPage}`,
    read: 'body',
    headers: { 'accept-language': locale },
  });
}

/** The popover's page, read once the player is known; undefined key (a guest) reads nothing. */
export function usePopoverMessages(loggedIn: boolean, locale: string) {
  return useLive(loggedIn ? popoverKey : undefined, () => readMessages(1, popoverPerPage, locale));
}

export function reloadPopover(): Promise<void> {
  return refresh(popoverKey);
}

/**
 * A live notification.message.created (spec 02 §4): the unread count rises by 1 and the message goes
 * first in a list capped at 3. Applied again on a read that began before it, so it counts a message once.
 */
export function applyNewMessage(message: Message): void {
  setLive<MessagesPage>(popoverKey, (page) => {
    const meta = page?.meta ?? { page: 1, perPage: popoverPerPage, totalPages: 0, totalRows: 0, totalUnread: 0 };
    const data = page?.data ?? [];
    if (data.some((m) => m.id === message.id)) return page as MessagesPage;
    const totalRows = meta.totalRows + 1;
    return {
      data: [message, ...data].slice(0, popoverPerPage),
      meta: {
        ...meta,
        totalRows,
        totalPages: Math.ceil(totalRows / meta.perPage),
        totalUnread: meta.totalUnread + (message.state === unread ? 1 : 0),
      },
    };
  });
}

function markedRead(page: MessagesPage | undefined, ids: string[] | 'all', totalUnread: number): MessagesPage {
  const now = new Date().toISOString();
  const base = page ?? {
    data: [],
    meta: { page: 1, perPage: popoverPerPage, totalPages: 0, totalRows: 0, totalUnread },
  };
  return {
    data: base.data.map((m) =>
      m.state === unread && (ids === 'all' || ids.includes(m.id)) ? { ...m, state: read, readAt: now } : m,
    ),
    meta: { ...base.meta, totalUnread },
  };
}

/** POST …/read: the messages read, the popover and every list brought up to date. */
export async function markRead(ids: string[]): Promise<ApiResult<ReadMessagesResult>> {
  const answer = await playerApi<ReadMessagesResult>({
    method: 'POST',
    path: '/api/notification/messenger/messages/read',
    body: { messageIds: ids },
  });
  if (answer.ok) afterRead(ids, answer.data.totalUnread);
  return answer;
}

/** POST …/read/all. */
export async function markAllRead(): Promise<ApiResult<ReadMessagesResult>> {
  const answer = await playerApi<ReadMessagesResult>({
    method: 'POST',
    path: '/api/notification/messenger/messages/read/all',
  });
  if (answer.ok) afterRead('all', answer.data.totalUnread);
  return answer;
}

function afterRead(ids: string[] | 'all', totalUnread: number): void {
  setLive<MessagesPage>(popoverKey, (page) => markedRead(page, ids, totalUnread));
  void invalidate(['messenger', 'list']);
}
