import { useCallback, useEffect, useRef, useState } from 'react';
import { usePlayerEvent } from '../realtime/realtime-provider.tsx';
import { writeChatUnread } from './chat-unread.ts';
import {
  endChat,
  markThreadRead,
  readThread,
  type SupportConversation,
  type SupportMessage,
  sendMessage,
} from './support-api.ts';

type Sending = { ok: true } | { ok: false; code: string; field?: string; retryAfterSeconds?: number };

const byMessageEvent = 'support.message.created';
const endedEvent = 'support.conversation.ended';

/**
 * The logged-in player's chat, alive from the moment the chunk loads (the window may be closed): the thread
 * read once, agent replies and the end of the chat from `support:chat#<player>`, and the unread count written to
 * `chat:unreadMessages` for the attractant in every tab. While the window is open, what arrives is read at once.
 */
export function useSupportThread(open: boolean) {
  const [conversation, setConversation] = useState<SupportConversation | null>(null);
  const [messages, setMessages] = useState<SupportMessage[]>([]);
  const [unread, setUnread] = useState(0);
  const [loaded, setLoaded] = useState(false);
  const [ended, setEnded] = useState(false);
  const openRef = useRef(open);
  openRef.current = open;

  useEffect(() => {
    let live = true;
    readThread().then((answer) => {
      if (!live || !answer.ok) return;
      setConversation(answer.data.conversation);
      setMessages(answer.data.messages);
      setUnread(answer.data.conversation?.unread ?? 0);
      setLoaded(true);
    });
    return () => {
      live = false;
    };
  }, []);

  // The attractant shows while a chat is active and holds unread replies (spec 02 §4).
  useEffect(() => {
    if (loaded) writeChatUnread(conversation ? unread : 0);
  }, [loaded, conversation, unread]);

  const readAll = useCallback(() => {
    setUnread(0);
    void markThreadRead();
  }, []);

  useEffect(() => {
    if (open && unread > 0) readAll();
  }, [open, unread, readAll]);

  usePlayerEvent('supportChat', byMessageEvent, (data) => {
    const event = data as { message: SupportMessage; unread: number };
    setEnded(false);
    setMessages((current) =>
      current.some((m) => m.id === event.message.id)
        ? current
        : [...current.filter((m) => m.conversationId === event.message.conversationId), event.message],
    );
    setConversation((current) =>
      current && current.id === event.message.conversationId
        ? current
        : {
            id: event.message.conversationId,
            status: 'open',
            createdAt: event.message.createdAt,
            closedAt: null,
            unread: 0,
          },
    );
    setUnread(event.unread);
  });

  usePlayerEvent('supportChat', endedEvent, () => {
    setConversation(null);
    setMessages([]);
    setUnread(0);
    setEnded(true);
  });

  const send = useCallback(async (body: string, key: string): Promise<Sending> => {
    const answer = await sendMessage(body, key);
    if (!answer.ok) {
      const field = Object.keys(answer.error.fields)[0];
      return {
        ok: false,
        code: answer.status === 429 ? 'rate' : answer.status === 400 ? 'invalid' : 'failed',
        ...(field ? { field } : {}),
        ...(answer.retryAfterSeconds ? { retryAfterSeconds: answer.retryAfterSeconds } : {}),
      };
    }
    setEnded(false);
    setConversation(answer.data.conversation);
    setMessages((current) =>
      current.some((m) => m.id === answer.data.message.id)
        ? current
        : [...current.filter((m) => m.conversationId === answer.data.conversation.id), answer.data.message],
    );
    return { ok: true };
  }, []);

  const end = useCallback(async () => {
    const answer = await endChat();
    if (answer.ok || answer.status === 404) {
      setConversation(null);
      setMessages([]);
      setUnread(0);
      setEnded(true);
    }
  }, []);

  return { conversation, messages, unread, loaded, ended, send, end };
}
