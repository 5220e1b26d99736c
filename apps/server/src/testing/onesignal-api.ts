import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { type LoopbackServer, startLoopbackServer } from './loopback-server.ts';

export interface OneSignalCall {
  path: string;
  headers: IncomingHttpHeaders;
  body: Record<string, unknown>;
}

/**
 * A stand-in for OneSignal's REST API (`ONESIGNAL_API_URL`) in tests: records each create-notification call
 * and answers as OneSignal does, including for a subscription the browser has since dropped.
 */
export class OneSignalApi {
  readonly calls: OneSignalCall[] = [];
  /** Subscription ids OneSignal no longer delivers to. */
  readonly unsubscribed = new Set<string>();
  #server: LoopbackServer | undefined;
  url = '';

  async start(): Promise<void> {
    this.#server = await startLoopbackServer((request, raw, response) => {
      const body = JSON.parse(raw.toString() || '{}') as Record<string, unknown>;
      this.calls.push({ path: request.url ?? '', headers: request.headers, body });
      const targets = (body.include_subscription_ids as string[] | undefined) ?? [];
      const answer = targets.every((id) => this.unsubscribed.has(id))
        ? { id: '', errors: ['All included players are not subscribed'] }
        : { id: randomUUID() };
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
    });
    this.url = this.#server.url;
  }

  to(subscriptionId: string): OneSignalCall[] {
    return this.calls.filter((call) => (call.body.include_subscription_ids as string[]).includes(subscriptionId));
  }

  close(): Promise<void> {
    return this.#server?.close() ?? Promise.resolve();
  }
}
