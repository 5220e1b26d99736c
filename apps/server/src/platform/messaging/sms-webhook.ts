import { type MessageSender, type OutgoingMessage, UnsupportedChannelError } from './message.ts';

/** A gateway that has not answered in this long is treated as down; the outbox retries the message. */
const timeoutMs = 10_000;

/**
 * SMS through a generic HTTPS JSON webhook (SMS_GATEWAY_URL): POST `{ "to": "+4915…", "text": "…" }` with
 * `Content-Type: application/json` and, when SMS_GATEWAY_TOKEN is set, `Authorization: Bearer <token>`.
 * Any 2xx answer counts as accepted; anything else throws so the message is tried again. Most SMS
 * providers (or a small relay in front of them) can take this shape; a provider-specific adapter would
 * implement the same MessageSender.
 */
export function createWebhookSmsSender(options: {
  url: string;
  token?: string | undefined;
  fetch?: typeof fetch;
}): MessageSender {
  const post = options.fetch ?? fetch;
  return {
    async send(message: OutgoingMessage): Promise<void> {
      if (message.channel !== 'sms') throw new UnsupportedChannelError('the SMS gateway', message.channel);
      const response = await post(options.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        },
        body: JSON.stringify({ to: message.to, text: message.text }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      // Drained either way, so the connection goes back to the pool.
      const answer = await response.text();
      if (!response.ok) {
        throw new Error(`SMS gateway answered ${response.status}: ${answer.slice(0, 200)}`);
      }
    },
  };
}
