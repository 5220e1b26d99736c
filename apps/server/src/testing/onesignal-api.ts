import { randomUUID } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

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
  #server: Server | undefined;
  url = '';

  async start(): Promise<void> {
    this.#server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const body = JSON.parse(Buffer.concat(chunks).toString() || '{}') as Record<string, unknown>;
        this.calls.push({ path: request.url ?? '', headers: request.headers, body });
        const targets = (body.include_subscription_ids as string[] | undefined) ?? [];
        const answer = targets.every((id) => this.unsubscribed.has(id))
          ? { id: '', errors: ['All included players are not subscribed'] }
          : { id: randomUUID() };
        response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
      });
    });
    await new Promise<void>((resolve) => this.#server?.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.#server.address() as AddressInfo).port}`;
  }

  to(subscriptionId: string): OneSignalCall[] {
    return this.calls.filter((call) => (call.body.include_subscription_ids as string[]).includes(subscriptionId));
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.#server?.close(() => resolve()));
  }
}
