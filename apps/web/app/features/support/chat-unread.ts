import { chatUnreadKey } from '../../ui/chat-events.ts';

/**
 * The chat's unread agent messages for the attractant (0 clears it in every tab: the chat was opened or ended).
 * Other tabs hear the storage event; this tab's attractant is told by the same event, dispatched here.
 */
export function writeChatUnread(count: number): void {
  try {
    if (count > 0) localStorage.setItem(chatUnreadKey, String(count));
    else localStorage.removeItem(chatUnreadKey);
  } catch {
    // Storage refused (private mode): there is no count to show.
  }
  window.dispatchEvent(new StorageEvent('storage', { key: chatUnreadKey }));
}
