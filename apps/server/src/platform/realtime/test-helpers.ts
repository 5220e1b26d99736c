import { Centrifuge, type Subscription } from 'centrifuge';
import WebSocket from 'ws';
import type { TestApp } from '../../modules/player/test-helpers.ts';

/** Helpers shared by the realtime tests (not a test file itself). */

/** The official client, unmodified, as the site uses it; Node's WebSocket stands in for the browser's. */
export function client(app: TestApp, options: { token?: string; getToken?: () => Promise<string> } = {}): Centrifuge {
  const endpoint = `${app.url.replace('http', 'ws')}/api/connection/websocket`;
  return new Centrifuge(endpoint, {
    ...options,
    minReconnectDelay: 50,
    maxReconnectDelay: 200,
    timeout: 5000,
  });
}

export const connected = (c: Centrifuge) =>
  new Promise<void>((resolve, reject) => {
    c.once('connected', () => resolve());
    c.once('disconnected', (ctx) => reject(new Error(`disconnected ${ctx.code} ${ctx.reason}`)));
    c.connect();
  });

export const subscribed = (sub: Subscription) =>
  new Promise<{ recovered: boolean; wasRecovering: boolean }>((resolve, reject) => {
    sub.once('subscribed', (ctx) => resolve({ recovered: ctx.recovered, wasRecovering: ctx.wasRecovering }));
    // A refused subscribe (not temporary) leaves the subscription unsubscribed with the error's code.
    sub.once('unsubscribed', (ctx) => reject(new Error(`${ctx.code} ${ctx.reason}`)));
    sub.subscribe();
  });

/** Raw protocol over ws, for what the official client never sends (bad frames, strangers' channels). */
export function raw(app: TestApp): Promise<{ ws: WebSocket; frames: string[]; closed: Promise<{ code: number }> }> {
  const ws = new WebSocket(`${app.url.replace('http', 'ws')}/api/connection/websocket`);
  const frames: string[] = [];
  ws.on('message', (data) => frames.push(...data.toString().split('\n')));
  const closed = new Promise<{ code: number }>((resolve) => ws.on('close', (code) => resolve({ code })));
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve({ ws, frames, closed }));
    ws.once('error', reject);
  });
}

/** The next terminal disconnect of the client (reconnecting codes move it to `connecting` instead). */
export const nextDisconnect = (c: Centrifuge) =>
  new Promise<{ code: number; reason: string; at: number }>((resolve) =>
    c.once('disconnected', (ctx) => resolve({ code: ctx.code, reason: ctx.reason, at: Date.now() })),
  );
