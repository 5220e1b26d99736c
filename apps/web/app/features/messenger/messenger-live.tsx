import { realtimeEvents } from '@croupier/contracts/realtime-channels';
import { invalidate, peekLive } from '../../platform/api/live-cache.ts';
import { pushToast } from '../../ui/toasts.ts';
import { usePlayerEvent } from '../realtime/realtime-provider.tsx';
import { applyNewMessage, type Message, type MessagesPage, popoverKey, reloadPopover } from './messenger-api.ts';

function isMessage(data: unknown): data is Message {
  const message = data as Partial<Message> | null;
  return typeof message?.id === 'string' && typeof message.content?.title === 'string';
}

/**
 * The messenger's live part, on every page of a logged-in player: a notification.message.created on the
 * player's notification channel counts at once (spec 02 §4), then the popover's page is read again in the
 * page's language and the alert names the message by that title (the live copy is in the sign-up
 * language, decision 0077). The alert is the site's toast (ui/toasts.ts), leading to the messages.
 */
export function MessengerLive() {
  usePlayerEvent('notifications', realtimeEvents.messageCreated, (data) => {
    if (!isMessage(data)) return;
    applyNewMessage(data);
    void invalidate(['messenger', 'list']);
    void reloadPopover().then(() => {
      const page = peekLive<MessagesPage>(popoverKey).data;
      const worded = page?.data.find((m) => m.id === data.id);
      pushToast({
        title: 'messenger.alert.title',
        text: 'messenger.alert.text',
        values: { title: (worded ?? data).content.title },
        tone: 'info',
        icon: 'mail',
        to: '/profile/messages',
      });
    });
  });
  return null;
}
