import { dataOf, errorResponses } from '@croupier/contracts/errors';
import { type Message, messengerTopics } from '@croupier/contracts/messenger';
import {
  pushConfigSchema,
  pushErrorCodes,
  pushOneSignalSubscriptionBodySchema,
  pushSubscriptionBodySchema,
  pushSubscriptionSchema,
  pushUnsubscribeBodySchema,
} from '@croupier/contracts/push';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import webpush from 'web-push';
import { z } from 'zod';
import { type Config, isProduction } from '../../platform/config.ts';
import type { Database } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { OutboxDispatcher } from '../../platform/outbox/dispatcher.ts';
import { currentPlayer } from '../player/auth.ts';
import type { PlayerModule } from '../player/routes.ts';
import { type Deliver, deliverWebPush } from './delivery.ts';
import { defaultPushServiceHosts, endpointAllowed } from './endpoints.ts';
import { deliverOneSignal } from './onesignal-delivery.ts';
import { isPushed, pushPayload } from './push-messages.ts';
import { createPushSender } from './sender.ts';
import {
  queueDeliveries,
  removeOwnSubscription,
  saveSubscription,
  subscriptionsOfPlayers,
  type VapidKeys,
  vapidKeysOr,
} from './store.ts';

const tags = ['push'];
const security = [{ bearer: [] }];

/**
 * Push notifications (issue 24 §1, decision 0129): the config the site's prompt reads, a player's devices'
 * subscriptions, and the sender that pushes the messenger's money news to them.
 */
export async function registerPush(
  app: FastifyInstance,
  deps: {
    db: Database;
    config: Config;
    player: PlayerModule;
    dispatcher: OutboxDispatcher;
    log: FastifyBaseLogger;
  },
): Promise<void> {
  const { db, config, player } = deps;
  const provider = config.PUSH_PROVIDER;
  const hosts = config.PUSH_SERVICE_HOSTS ?? defaultPushServiceHosts;
  const production = isProduction(config);
  const vapid: VapidKeys | undefined =
    provider !== 'webpush'
      ? undefined
      : config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY
        ? { publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY }
        : await vapidKeysOr(db, () => webpush.generateVAPIDKeys());
  // Push services contact the sender when something is wrong: the operator's address, else the site's (which
  // must be https for them; a development site on http gives a placeholder address).
  const subject =
    config.VAPID_SUBJECT ??
    (config.PUBLIC_URL.startsWith('https:') ? config.PUBLIC_URL : 'mailto:push@croupier.example');
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/push/config',
    {
      schema: {
        tags,
        summary: 'What the push prompt loads: the built-in Web Push’s VAPID key, or the OneSignal app, or none',
        response: { 200: dataOf(pushConfigSchema) },
      },
    },
    async () => ({
      data: {
        provider,
        publicKey: vapid?.publicKey ?? null,
        appId: provider === 'onesignal' ? (config.ONESIGNAL_APP_ID ?? null) : null,
        allowedOrigin: config.PUSH_ALLOWED_ORIGIN ? new URL(config.PUSH_ALLOWED_ORIGIN).origin : null,
      },
    }),
  );

  api.put(
    '/api/push/subscriptions',
    {
      preHandler: player.requirePlayer,
      // A browser subscribes once per device; more than this is a script.
      config: { rateLimit: { max: 20, timeWindow: '1 hour' } },
      schema: {
        tags,
        security,
        summary: 'Push to this device: store the browser’s subscription for the player (again: the same one)',
        description:
          'endpoint must be a push service’s https address (PUSH_SERVICE_HOSTS), else 400 fields.endpoint. An ' +
          'endpoint another player subscribed is moved to the caller: a browser pushes for whoever is signed in.',
        body: pushSubscriptionBodySchema,
        response: { 200: dataOf(pushSubscriptionSchema), ...errorResponses(400, 401, 403, 409, 429) },
      },
    },
    async (request) => {
      if (!vapid) throw new AppError(409, pushErrorCodes.webPushOff, 'The built-in Web Push is not in use');
      const { endpoint, keys } = request.body;
      if (!endpointAllowed(endpoint, hosts, production)) {
        throw new AppError(400, 'validation_failed', 'Some fields are invalid', {
          endpoint: ['must be the address of a known push service'],
        });
      }
      const saved = await saveSubscription(db, {
        playerId: currentPlayer(request).playerId,
        provider: 'webpush',
        endpoint,
        p256dh: keys.p256dh,
        auth: keys.auth,
        userAgent: request.headers['user-agent']?.slice(0, 512) ?? null,
      });
      return { data: { endpoint: saved.endpoint, createdAt: saved.createdAt.toISOString() } };
    },
  );

  api.put(
    '/api/push/onesignal-subscriptions',
    {
      preHandler: player.requirePlayer,
      config: { rateLimit: { max: 20, timeWindow: '1 hour' } },
      schema: {
        tags,
        security,
        summary: 'Push to this device through OneSignal: store the SDK’s subscription id for the player',
        description:
          'Only while PUSH_PROVIDER=onesignal (else 409 onesignal_off). A subscription another player linked is ' +
          'moved to the caller, as with the built-in service.',
        body: pushOneSignalSubscriptionBodySchema,
        response: { 200: dataOf(pushSubscriptionSchema), ...errorResponses(400, 401, 403, 409, 429) },
      },
    },
    async (request) => {
      if (provider !== 'onesignal') throw new AppError(409, pushErrorCodes.oneSignalOff, 'OneSignal is not in use');
      const saved = await saveSubscription(db, {
        playerId: currentPlayer(request).playerId,
        provider: 'onesignal',
        endpoint: request.body.subscriptionId,
        p256dh: null,
        auth: null,
        userAgent: request.headers['user-agent']?.slice(0, 512) ?? null,
      });
      return { data: { endpoint: saved.endpoint, createdAt: saved.createdAt.toISOString() } };
    },
  );

  api.delete(
    '/api/push/subscriptions',
    {
      preHandler: player.requirePlayer,
      schema: {
        tags,
        security,
        summary: 'Stop pushing to this device',
        description: 'Only one of the caller’s own endpoints: any other is 404 push_subscription_not_found.',
        body: pushUnsubscribeBodySchema,
        response: { 204: z.null().describe('Removed'), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const removed = await removeOwnSubscription(db, currentPlayer(request).playerId, request.body.endpoint);
      if (!removed) throw new AppError(404, pushErrorCodes.subscriptionNotFound, 'No such subscription of yours');
      return reply.status(204).send(null);
    },
  );

  const deliver = pushDelivery(config, vapid && { ...vapid, subject });
  if (!deliver) return;
  // Push is on: the provider is one of the two that have devices.
  const devicesOf = provider === 'onesignal' ? 'onesignal' : 'webpush';
  const sender = createPushSender({ db, deliver, log: deps.log });
  // Queued with the cursor, so each message's pushes are queued once; sent after the commit by the sender.
  deps.dispatcher.subscribeBatch(
    'push-notifications',
    [messengerTopics.messageCreated],
    async (events, tx) => {
      const pushed = events
        .map((event) => event.payload as { playerId: string; message: Message })
        .filter((p) => isPushed(p.message));
      const devices = await subscriptionsOfPlayers(tx, [...new Set(pushed.map((p) => p.playerId))], devicesOf);
      if (devices.length === 0) return;
      const locales = new Map<string, string | null>();
      for (const { playerId } of pushed) {
        if (!locales.has(playerId)) locales.set(playerId, await player.access.localeOf(tx, playerId));
      }
      await queueDeliveries(
        tx,
        pushed.flatMap(({ playerId, message }) => {
          const payload = pushPayload(message, config.PUBLIC_URL, locales.get(playerId) ?? null);
          return devices.filter((d) => d.playerId === playerId).map((d) => ({ subscriptionId: d.id, payload }));
        }),
      );
    },
    { committed: sender.wake },
  );
  sender.start();
  app.addHook('onClose', () => sender.stop());
}

/** How the provider in use reaches a device; none when push is off. */
function pushDelivery(config: Config, vapid: (VapidKeys & { subject: string }) | undefined): Deliver | undefined {
  if (config.PUSH_PROVIDER === 'webpush' && vapid) return (device, payload) => deliverWebPush(device, payload, vapid);
  const { ONESIGNAL_APP_ID: appId, ONESIGNAL_REST_API_KEY: apiKey, ONESIGNAL_API_URL: apiUrl } = config;
  if (config.PUSH_PROVIDER === 'onesignal' && appId && apiKey) {
    return (device, payload) => deliverOneSignal(device, payload, { appId, apiKey, apiUrl });
  }
  return undefined;
}
