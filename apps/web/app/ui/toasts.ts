import type { MessageValues } from '@croupier/i18n/message-format';
import type { IconName } from './icon.tsx';

/**
 * The site's result alerts (DESIGN.md, spec 02 §4): one at a time under the top bar, where neither the cookie
 * notice nor the phone's bottom navigation covers them, each shown 3000 ms and at least 400 ms after the one
 * before, announced politely. Any feature pushes one; a single host, mounted for logged-in players, shows
 * them on every page (toast-host.tsx). A toast carries message keys, so the words stay in the i18n files.
 */

export const toastShownMs = 3000;
export const toastGapMs = 400;

export type ToastTone = 'success' | 'info' | 'warning';

export interface Toast {
  /** Message keys and their values. */
  title: string;
  text?: string;
  values?: MessageValues;
  tone: ToastTone;
  icon: IconName;
  /** Where the toast leads, when it is about something the player can open. */
  to?: string;
}

let queue: Toast[] = [];
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};

/** The toast on show, if any. */
export const currentToast = (): Toast | undefined => queue[0];

export function pushToast(toast: Toast): void {
  queue = [...queue, toast];
  emit();
}

export function shiftToast(): void {
  queue = queue.slice(1);
  emit();
}

export const subscribeToasts = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
