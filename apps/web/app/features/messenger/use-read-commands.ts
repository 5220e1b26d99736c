import { useState } from 'react';
import { type Message, markAllRead, markRead } from './messenger-api.ts';

/** Reading one message or all of them, with the pending and failed states the popover and the list show. */
export function useReadCommands() {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const run = async (call: () => Promise<{ ok: boolean }>) => {
    setBusy(true);
    setFailed(false);
    const answer = await call();
    setBusy(false);
    if (!answer.ok) setFailed(true);
  };
  return {
    busy,
    failed,
    readOne: (message: Message) => void run(() => markRead([message.id])),
    readAll: () => void run(markAllRead),
  };
}
