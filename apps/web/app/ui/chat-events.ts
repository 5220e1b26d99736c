/** Where the support chat integration keeps its unread count (spec 02 §3, shared by every tab). */
export const chatUnreadKey = 'chat:unreadMessages';
/** Event the chat integration listens for to open its window (cancelable: answered means handled). */
export const chatOpenEvent = 'chat:open';
