import { useEffect, useState } from 'react';
import { useI18n } from '../../i18n/i18n.tsx';
import { chatOpenEvent, chatUnreadKey } from '../../ui/chat-events.ts';
import { Icon } from '../../ui/icon.tsx';

function readUnread(): number {
  try {
    const value = Number(localStorage.getItem(chatUnreadKey));
    return Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;
  } catch {
    return 0;
  }
}

/** A nudge toward the support chat, shown only while it holds unread messages (other tabs included). */
export function ChatAttractant() {
  const { t } = useI18n();
  const [unread, setUnread] = useState(0);
  useEffect(() => {
    setUnread(readUnread());
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === chatUnreadKey) setUnread(readUnread());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);
  if (unread === 0) return null;
  return (
    <button
      type="button"
      data-testid="chat-attractant"
      onClick={() => window.dispatchEvent(new CustomEvent(chatOpenEvent))}
      className="fixed right-4 bottom-20 z-40 inline-flex min-h-12 items-center gap-2 rounded-full bg-cool px-4 font-semibold text-on-cool shadow-sheet md:bottom-6"
    >
      <Icon name="chat" />
      <span>{t('layout.chatUnread', { count: unread })}</span>
    </button>
  );
}
