import { realtimeEvents } from '@croupier/contracts/realtime-channels';
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { invalidate, peekLive } from '../../platform/api/live-cache.ts';
import { usePlayerEvent } from '../realtime/realtime-provider.tsx';
import { applyNewMessage, type Message, type MessagesPage, popoverKey, reloadPopover } from './messenger-api.ts';

const MessengerAlert = lazy(() => import('./messenger-alert.tsx'));

/** The alerts waiting to be shown, oldest first: one at a time (spec 01 §9 display rules). */
let alerts: { id: string; title: string }[] = [];
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function nextAlert(): void {
  alerts = alerts.slice(1);
  emit();
}

function isMessage(data: unknown): data is Message {
  const message = data as Partial<Message> | null;
  return typeof message?.id === 'string' && typeof message.content?.title === 'string';
}

/**
 * The messenger's live part, on every page of a logged-in player: a notification.message.created on the
 * player's notification channel counts at once (spec 02 §4), then the popover's page is read again in the
 * page's language and the alert names the message by that title (the live copy is in the sign-up
 * language, decision 0077). The alert's view loads when the first one comes.
 */
export function MessengerLive() {
  usePlayerEvent('notifications', realtimeEvents.messageCreated, (data) => {
    if (!isMessage(data)) return;
    applyNewMessage(data);
    void invalidate(['messenger', 'list']);
    void reloadPopover().then(() => {
      const page = peekLive<MessagesPage>(popoverKey).data;
      const worded = page?.data.find((m) => m.id === data.id);
      alerts = [...alerts, { id: data.id, title: (worded ?? data).content.title }];
      emit();
    });
  });
  const current = useSyncExternalStore(
    subscribe,
    () => alerts[0],
    () => undefined,
  );
  if (!current) return null;
  return (
    <Suspense fallback={null}>
      <MessengerAlert key={current.id} title={current.title} onDone={nextAlert} />
    </Suspense>
  );
}
