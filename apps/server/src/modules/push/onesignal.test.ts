import { randomUUID } from 'node:crypto';
import type { PushConfig } from '@croupier/contracts/push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OneSignalApi } from '../../testing/onesignal-api.ts';
import { waitFor } from '../notification/messenger-test-helpers.ts';
import { fund, startPaymentsApp, type TestPlayer, walletPlayer } from '../payments/test-helpers.ts';
import { call, type ErrorBody, type TestApp } from '../player/test-helpers.ts';

/**
 * Push through OneSignal (decision 0137): the site's OneSignal SDK subscribes the browser and the platform
 * stores the subscription's id for the player; the platform's money news then go out through OneSignal's
 * REST API, played here by a stand-in (testing/onesignal-api.ts).
 */

const appId = '7d3e5a1c-2b4f-4c8e-9a6d-0f1e2d3c4b5a';
const apiKey = 'os_v2_app_test_key_0123456789abcdef';

describe('push notifications through OneSignal', () => {
  let app: TestApp;
  let player: TestPlayer;
  let other: TestPlayer;
  const oneSignal = new OneSignalApi();

  beforeAll(async () => {
    await oneSignal.start();
    ({ app } = await startPaymentsApp({
      PUSH_PROVIDER: 'onesignal',
      ONESIGNAL_APP_ID: appId,
      ONESIGNAL_REST_API_KEY: apiKey,
      ONESIGNAL_API_URL: oneSignal.url,
    }));
    [player, other] = await Promise.all([walletPlayer(app), walletPlayer(app)]);
  });
  afterAll(async () => {
    await app.close();
    await oneSignal.close();
  });

  const link = (token: string, body: unknown) =>
    call<{ data: { endpoint: string } } & ErrorBody>(app, 'PUT', '/api/push/onesignal-subscriptions', { token, body });

  it('tells the site to load OneSignal’s app, with no VAPID key', async () => {
    const config = (await call<{ data: PushConfig }>(app, 'GET', '/api/push/config')).body.data;
    expect(config).toEqual({ provider: 'onesignal', appId, publicKey: null, allowedOrigin: null });
    // The built-in service is off: a browser subscription of its own is refused.
    const webPush = await call<ErrorBody>(app, 'PUT', '/api/push/subscriptions', {
      token: player.token,
      body: {
        endpoint: 'https://fcm.googleapis.com/fcm/send/x',
        keys: { p256dh: 'A'.repeat(87), auth: 'A'.repeat(22) },
      },
    });
    expect(webPush.status).toBe(409);
    expect(webPush.body.error.code).toBe('web_push_off');
  });

  it('pushes a credited deposit to the player’s OneSignal subscription, in their language, and to no one else', async () => {
    const mine = randomUUID();
    const theirs = randomUUID();
    expect((await link(player.token, { subscriptionId: mine })).status).toBe(200);
    expect((await link(other.token, { subscriptionId: theirs })).status).toBe(200);

    await fund(app, player, 25);
    await waitFor(async () => oneSignal.to(mine).length === 1);
    const [sent] = oneSignal.to(mine);
    expect(sent?.path).toBe('/notifications?c=push');
    expect(sent?.headers.authorization).toBe(`Key ${apiKey}`);
    expect(sent?.body).toMatchObject({
      app_id: appId,
      include_subscription_ids: [mine],
      // The test players signed up in German.
      headings: { en: 'Einzahlung eingegangen' },
      contents: { en: expect.stringContaining('25') },
      web_url: expect.stringMatching(/\/de\/profile\/messages$/),
      web_push_topic: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
    expect(oneSignal.to(theirs)).toHaveLength(0);
  });

  it('forgets a subscription OneSignal no longer delivers to', async () => {
    const dropped = randomUUID();
    oneSignal.unsubscribed.add(dropped);
    expect((await link(other.token, { subscriptionId: dropped })).status).toBe(200);
    await fund(app, other, 17);
    await waitFor(async () => oneSignal.to(dropped).length === 1);
    const unlink = () =>
      call<ErrorBody>(app, 'DELETE', '/api/push/subscriptions', { token: other.token, body: { endpoint: dropped } });
    await waitFor(async () => (await unlink()).status === 404);
  });

  it('lets a player unlink their own subscription only, and refuses what is no subscription id', async () => {
    const id = randomUUID();
    expect((await link(player.token, { subscriptionId: id })).status).toBe(200);
    const theirs = await call<ErrorBody>(app, 'DELETE', '/api/push/subscriptions', {
      token: other.token,
      body: { endpoint: id },
    });
    expect(theirs.status).toBe(404);
    const mine = await call(app, 'DELETE', '/api/push/subscriptions', { token: player.token, body: { endpoint: id } });
    expect(mine.status).toBe(204);

    const bad = await link(player.token, { subscriptionId: 'not-an-id' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields ?? {})).toEqual(['subscriptionId']);
    expect((await link('', { subscriptionId: randomUUID() })).status).toBe(401);
  });
});
