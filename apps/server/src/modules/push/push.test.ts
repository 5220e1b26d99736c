import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  hkdfSync,
  type KeyObject,
  randomBytes,
  verify,
} from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PushConfig, PushPayload } from '@croupier/contracts/push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from '../notification/messenger-test-helpers.ts';
import {
  fund,
  requestDeposit,
  sendWebhook,
  startPaymentsApp,
  type TestPlayer,
  walletPlayer,
} from '../payments/test-helpers.ts';
import { call, type ErrorBody, type TestApp } from '../player/test-helpers.ts';

/**
 * The built-in Web Push over HTTP (issue 24 §1, decision 0129): this file plays the browser (its own P-256 keys
 * and auth secret) and the push service (an HTTP server on loopback). What the platform posts is decrypted here
 * with RFC 8291's steps written out, and its VAPID signature checked, so the test does not trust the library
 * that made them.
 */

interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

class PushService {
  readonly received: Received[] = [];
  /** Paths the service answers 410 Gone for: the browser dropped the subscription. */
  readonly gone = new Set<string>();
  #server: Server | undefined;
  url = '';

  async start(): Promise<void> {
    this.#server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const path = request.url ?? '';
        this.received.push({ path, headers: request.headers, body: Buffer.concat(chunks) });
        response.writeHead(this.gone.has(path) ? 410 : 201).end();
      });
    });
    await new Promise<void>((resolve) => this.#server?.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.#server.address() as AddressInfo).port}`;
  }

  to(path: string): Received[] {
    return this.received.filter((r) => r.path === path);
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.#server?.close(() => resolve()));
  }
}

class Browser {
  readonly #ecdh = createECDH('prime256v1');
  readonly auth = randomBytes(16);
  readonly publicKey: Buffer;
  readonly endpoint: string;
  constructor(endpoint: string) {
    this.endpoint = endpoint;
    this.publicKey = this.#ecdh.generateKeys();
  }

  subscription() {
    return {
      endpoint: this.endpoint,
      keys: { p256dh: this.publicKey.toString('base64url'), auth: this.auth.toString('base64url') },
    };
  }

  /** RFC 8291 §3.4 and RFC 8188: the aes128gcm record the push service carried. */
  decrypt(body: Buffer): PushPayload {
    const salt = body.subarray(0, 16);
    const idLength = body.readUInt8(20);
    const serverKey = body.subarray(21, 21 + idLength);
    const sealed = body.subarray(21 + idLength);
    const shared = this.#ecdh.computeSecret(serverKey);
    const info = Buffer.concat([Buffer.from('WebPush: info\0'), this.publicKey, serverKey]);
    const ikm = Buffer.from(hkdfSync('sha256', shared, this.auth, info, 32));
    const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
    const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
    const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
    decipher.setAuthTag(sealed.subarray(sealed.length - 16));
    const padded = Buffer.concat([decipher.update(sealed.subarray(0, sealed.length - 16)), decipher.final()]);
    // The last record ends with the delimiter 2, then zero padding.
    const end = padded.lastIndexOf(2);
    return JSON.parse(padded.subarray(0, end).toString('utf8')) as PushPayload;
  }
}

/** The VAPID public key (an uncompressed P-256 point) as a key to verify the JWT's ES256 signature with. */
function vapidKey(publicKey: string): KeyObject {
  const point = Buffer.from(publicKey, 'base64url');
  return createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
}

describe('push notifications: /api/push/*', () => {
  let app: TestApp;
  let player: TestPlayer;
  let other: TestPlayer;
  let config: PushConfig;
  const service = new PushService();

  beforeAll(async () => {
    await service.start();
    ({ app } = await startPaymentsApp());
    [player, other] = await Promise.all([walletPlayer(app), walletPlayer(app)]);
    config = (await call<{ data: PushConfig }>(app, 'GET', '/api/push/config')).body.data;
  });
  afterAll(async () => {
    await app.close();
    await service.close();
  });

  const subscribe = (token: string, body: unknown) =>
    call<{ data: { endpoint: string } } & ErrorBody>(app, 'PUT', '/api/push/subscriptions', { token, body });
  const unsubscribe = (token: string, endpoint: string) =>
    call<ErrorBody>(app, 'DELETE', '/api/push/subscriptions', { token, body: { endpoint } });

  it('serves the built-in Web Push’s VAPID key, the same on every call, to guests too', async () => {
    expect(config).toMatchObject({ provider: 'webpush', appId: null });
    expect(Buffer.from(config.publicKey ?? '', 'base64url')).toHaveLength(65);
    const again = await call<{ data: PushConfig }>(app, 'GET', '/api/push/config');
    expect(again.body.data.publicKey).toBe(config.publicKey);
  });

  it('pushes a credited deposit to the player’s device, encrypted for it and signed with the VAPID key', async () => {
    const browser = new Browser(`${service.url}/device/a`);
    const saved = await subscribe(player.token, browser.subscription());
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);

    await fund(app, player, 25);
    await waitFor(async () => service.to('/device/a').length === 1);
    const [push] = service.to('/device/a') as [Received];
    expect(push.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(push.headers.ttl)).toBeGreaterThan(0);

    const payload = browser.decrypt(push.body);
    // The test players signed up in German: the push speaks it and opens the German messages page.
    expect(payload).toEqual({
      title: 'Einzahlung eingegangen',
      body: expect.stringContaining('25'),
      url: expect.stringMatching(/\/de\/profile\/messages$/),
      tag: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(push.headers.topic).toBe(payload.tag.replaceAll('-', ''));

    const [, token, key] = /^vapid t=([^,]+), k=(.+)$/.exec(String(push.headers.authorization)) ?? [];
    expect(key).toBe(config.publicKey);
    const [header, claims, signature] = (token ?? '').split('.') as [string, string, string];
    const valid = verify(
      'sha256',
      Buffer.from(`${header}.${claims}`),
      { key: vapidKey(config.publicKey ?? ''), dsaEncoding: 'ieee-p1363' },
      Buffer.from(signature, 'base64url'),
    );
    expect(valid).toBe(true);
    const claimed = JSON.parse(Buffer.from(claims, 'base64url').toString()) as { aud: string; exp: number };
    expect(claimed.aud).toBe(service.url);
    expect(claimed.exp * 1000).toBeGreaterThan(Date.now());
  });

  it('pushes a failed deposit too, and nothing to another player’s device', async () => {
    const mine = new Browser(`${service.url}/device/b`);
    const theirs = new Browser(`${service.url}/device/c`);
    expect((await subscribe(player.token, mine.subscription())).status).toBe(200);
    expect((await subscribe(other.token, theirs.subscription())).status).toBe(200);

    const created = await requestDeposit(app, player, { amount: 40, method: 'sandbox.card' });
    expect((await sendWebhook(app, { invoiceId: created.body.data.id, status: 3 })).status).toBe(200);
    await waitFor(async () => service.to('/device/b').length === 1);
    expect(mine.decrypt((service.to('/device/b')[0] as Received).body).title).toBe('Einzahlung fehlgeschlagen');
    // The other player's device heard nothing of it.
    expect(service.to('/device/c')).toHaveLength(0);
  });

  it('lets a player stop pushes to their own device only; another player’s endpoint is 404 and stays', async () => {
    const device = new Browser(`${service.url}/device/d`);
    expect((await subscribe(player.token, device.subscription())).status).toBe(200);
    const refused = await unsubscribe(other.token, device.endpoint);
    expect(refused.status).toBe(404);
    expect(refused.body.error.code).toBe('push_subscription_not_found');
    expect((await unsubscribe(player.token, device.endpoint)).status).toBe(204);
    expect((await unsubscribe(player.token, device.endpoint)).status).toBe(404);

    await fund(app, player, 15);
    // The devices still subscribed received it; the one removed did not.
    await waitFor(async () => service.to('/device/b').length === 2);
    expect(service.to('/device/d')).toHaveLength(0);
  });

  it('forgets a subscription its push service says is gone', async () => {
    const device = new Browser(`${service.url}/device/gone`);
    service.gone.add('/device/gone');
    expect((await subscribe(other.token, device.subscription())).status).toBe(200);
    await fund(app, other, 17);
    await waitFor(async () => service.to('/device/gone').length === 1);
    await waitFor(async () => (await unsubscribe(other.token, device.endpoint)).status === 404);
  });

  it('refuses an endpoint that is no push service, and malformed keys, with field errors', async () => {
    const browser = new Browser('https://attacker.example/collect');
    const host = await subscribe(player.token, browser.subscription());
    expect(host.status).toBe(400);
    expect(host.body.error.fields).toEqual({ endpoint: [expect.any(String)] });
    // Plain http to anything but loopback is refused too.
    const plain = await subscribe(player.token, { ...browser.subscription(), endpoint: 'http://fcm.googleapis.com/x' });
    expect(plain.status).toBe(400);
    const keys = await subscribe(player.token, {
      endpoint: `${service.url}/device/e`,
      keys: { p256dh: 'short', auth: 'AAAA' },
    });
    expect(keys.status).toBe(400);
    expect(Object.keys(keys.body.error.fields ?? {}).sort()).toEqual(['keys.auth', 'keys.p256dh']);
    expect((await subscribe('', new Browser(`${service.url}/x`).subscription())).status).toBe(401);
  });
});
