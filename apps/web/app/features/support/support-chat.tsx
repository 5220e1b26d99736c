import { type ComponentType, useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useI18n } from '../../i18n/i18n.tsx';
import { chatOpenEvent } from '../../ui/chat-events.ts';
import { ChatAttractant } from './chat-attractant.tsx';
import { ChatWindow } from './chat-window.tsx';
import { readSupportConfig } from './support-api.ts';

/**
 * Spec 02 §8: a chat widget not ready this long after its chunk arrived (its configuration read, a third party's
 * script loaded) is given up: support links keep leading to the contact page.
 */
export const chatLoadTimeoutMs = 10_000;

/** What the chat's host gives a chat window: whether it is shown, and how it asks to be hidden. */
export interface ChatWindowProps {
  open: boolean;
  onClose(): void;
}

/**
 * The seam between the site and whichever chat answers support links (decision 0132): the built-in window, a
 * third party's widget, or none. A third-party adapter loads the operator's script
 * (`SUPPORT_CHAT_PROVIDER=<https url>`), which registers `window.croupierSupportChat = { open() }`; the site then
 * only calls `open()`. Another adapter is one more branch of `connectSupportChat`.
 */
export interface ChatAdapter {
  /** The window this chunk renders (mounted once loaded, hidden while closed); null for a script's own. */
  Window: ComponentType<ChatWindowProps> | null;
  /** Opens a third party's widget; the built-in window opens through this chunk's state instead. */
  open(): void;
}

declare global {
  interface Window {
    croupierSupportChat?: { open(): void };
  }
}

function loadScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error(`support chat script failed: ${src}`));
    document.head.append(script);
  });
}

/** The adapter the operator configured, or null when support chat is off (links go to the contact page). */
export async function connectSupportChat(): Promise<ChatAdapter | null> {
  const config = await readSupportConfig();
  if (!config.ok) throw new Error(config.error.message);
  if (config.data.provider === 'builtin') return { Window: ChatWindow, open: () => undefined };
  if (config.data.provider === 'script' && config.data.scriptUrl) {
    await loadScript(config.data.scriptUrl);
    const widget = window.croupierSupportChat;
    if (!widget) throw new Error('the support chat script registered no window.croupierSupportChat');
    return { Window: null, open: () => widget.open() };
  }
  return null;
}

/** Whether a click on a link asks for the contact page in this tab (not a new tab, not a download). */
function contactClick(event: MouseEvent, contact: string): HTMLAnchorElement | null {
  if (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey
  ) {
    return null;
  }
  const link = (event.target as Element | null)?.closest?.('a[href]');
  if (!(link instanceof HTMLAnchorElement) || link.target || link.hasAttribute('download')) return null;
  if (link.origin !== window.location.origin || link.pathname !== contact || 'noChat' in link.dataset) return null;
  // On the contact page itself, its own links (send another message) stay what they are.
  return window.location.pathname === contact ? null : link;
}

/**
 * The chat once its chunk is here: connects the adapter within its 10 s timeout (spec 02 §8), then
 * answers `chat:open`, `?chat=open` and every "contact support" link (a link to the contact page: deposit
 * error, cooling-off, bonus lock, FAQ, footer, menu…), which no longer navigate.
 */
export default function SupportChat() {
  const contact = useI18n().path('/contact');
  const [adapter, setAdapter] = useState<ChatAdapter | null>(null);
  const [open, setOpen] = useState(false);
  const [searchParams, setSearchParams] = useSearchParams();
  const inAddress = searchParams.get('chat') === 'open';

  useEffect(() => {
    let live = true;
    const since = performance.now();
    connectSupportChat().then(
      (connected) => {
        if (live && connected && performance.now() - since <= chatLoadTimeoutMs) setAdapter(connected);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);

  const show = useCallback((chat: ChatAdapter) => {
    if (chat.Window) setOpen(true);
    else chat.open();
  }, []);

  useEffect(() => {
    if (adapter && inAddress) show(adapter);
  }, [adapter, inAddress, show]);

  useEffect(() => {
    if (!adapter) return;
    const onOpen = (event: Event) => {
      event.preventDefault();
      show(adapter);
    };
    // Capture, before React Router's links see the click: a prevented click does not navigate.
    const onClick = (event: MouseEvent) => {
      if (!contactClick(event, contact)) return;
      event.preventDefault();
      show(adapter);
    };
    window.addEventListener(chatOpenEvent, onOpen);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener(chatOpenEvent, onOpen);
      document.removeEventListener('click', onClick, true);
    };
  }, [adapter, contact, show]);

  const close = useCallback(() => {
    setOpen(false);
    if (!inAddress) return;
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('chat');
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [inAddress, setSearchParams]);

  const Window = adapter?.Window;
  if (!adapter) return null;
  // The layout's chat attractant (spec 01 §2) comes with the chat: without one it would lead nowhere.
  return (
    <>
      {open ? null : <ChatAttractant />}
      {Window ? <Window open={open} onClose={close} /> : null}
    </>
  );
}
