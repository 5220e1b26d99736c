import type { MessagesPage } from '@croupier/contracts/messenger';
import { call, type ErrorBody, type TestApp } from '../player/test-helpers.ts';

/** Helpers of the messenger's HTTP tests (not a test file itself). */

export async function messagesOf(
  app: TestApp,
  token: string,
  query = '',
  headers: Record<string, string> = { 'accept-language': 'en' },
): Promise<MessagesPage> {
  const res = await call<MessagesPage & ErrorBody>(app, 'GET', `/api/notification/messenger/messages${query}`, {
    token,
    headers,
  });
  if (res.status !== 200) throw new Error(`GET messages answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body;
}

/** Polls until `done` holds: messages are written by an outbox subscriber, after the change commits. */
export async function waitFor(done: () => Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > until) throw new Error('timed out waiting for the messenger');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
