import { Suspense, useEffect, useState } from 'react';
import { lazyWithMessages } from '../../i18n/lazy-messages.ts';

/** Spec 02 §9: the chat's code loads 4 s after mount. */
export const chatLoadDelayMs = 4000;

const SupportChat = lazyWithMessages(['support'], () => import('./support-chat.tsx'));

/**
 * The support chat's first-load part (decision 0132): a timer, nothing more (the first-load budget has no room).
 * 4 s after mount it loads the chat's chunk, which from then on answers `chat:open`, `?chat=open` and support
 * links; before, and if the chat is not ready within its timeout, support links lead to the contact page.
 */
export function SupportChatHost() {
  const [load, setLoad] = useState(false);
  useEffect(() => {
    const timer = setTimeout(setLoad, chatLoadDelayMs, true);
    return () => clearTimeout(timer);
  }, []);
  return load ? (
    <Suspense fallback={null}>
      <SupportChat />
    </Suspense>
  ) : null;
}
