import { verify } from 'node:crypto';
import type { PushConfig } from '@croupier/contracts/push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PushDevice, PushService, type Received, vapidKey } from '../../testing/web-push-client.ts';
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
 * The built-in Web Push over HTTP (issue 24 §1, decision 0129): the test plays the browser and the push service
 * (testing/web-push-client.ts), decrypting what the platform posts and checking its VAPID signature.
 */

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
    const browser = new PushDevice(`${service.url}/device/a`);
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
    const mine = new PushDevice(`${service.url}/device/b`);
    const theirs = new PushDevice(`${service.url}/device/c`);
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
    const device = new PushDevice(`${service.url}/device/d`);
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
    const device = new PushDevice(`${service.url}/device/gone`);
    service.gone.add('/device/gone');
    expect((await subscribe(other.token, device.subscription())).status).toBe(200);
    await fund(app, other, 17);
    await waitFor(async () => service.to('/device/gone').length === 1);
    await waitFor(async () => (await unsubscribe(other.token, device.endpoint)).status === 404);
  });

  it('refuses an endpoint that is no push service, and malformed keys, with field errors', async () => {
    const browser = new PushDevice('https://attacker.example/collect');
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
    expect((await subscribe('', new PushDevice(`${service.url}/x`).subscription())).status).toBe(401);
  });
});
