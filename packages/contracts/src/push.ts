import { z } from 'zod';

/**
 * Push notifications (issue 24; spec 02 §4 "Push prompt", decision 0129): the built-in Web Push (VAPID) the
 * platform sends itself, or the OneSignal SDK when an operator configures it. A browser's subscription is
 * stored per player and device; the messages a player cares about (a deposit credited or failed, a withdrawal
 * paid, a bonus, a prize, a limit in force) are pushed to every device they subscribed.
 */

export const pushErrorCodes = {
  /** DELETE of an endpoint that is not one of the caller's subscriptions. 404, nothing changed. */
  subscriptionNotFound: 'push_subscription_not_found',
  /** Subscribing while the operator runs OneSignal (or no push at all): the built-in service is off. 409. */
  webPushOff: 'web_push_off',
  /** Linking a OneSignal subscription while the operator does not run OneSignal. 409. */
  oneSignalOff: 'onesignal_off',
} as const;

export const pushProviders = ['webpush', 'onesignal', 'none'] as const;
export type PushProvider = (typeof pushProviders)[number];

/** `GET /api/push/config`: what the site's push prompt loads, for guests too. */
export const pushConfigSchema = z.object({
  provider: z.enum(pushProviders),
  /** webpush: the VAPID public key (base64url, uncompressed P-256 point) the browser subscribes with. */
  publicKey: z.string().nullable(),
  /** onesignal: the app the SDK initialises. */
  appId: z.string().nullable(),
  /** The page origin the push SDK may start on (spec 02 §8), elsewhere skipped with a console warning; null: any. */
  allowedOrigin: z.string().nullable(),
});
export type PushConfig = z.infer<typeof pushConfigSchema>;

const base64url = (bytes: number, what: string) =>
  z
    .string()
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, `${what} must be base64url`)
    .refine(
      (value) => value.replace(/=+$/, '').length === Math.ceil((bytes * 4) / 3),
      `${what} must be ${bytes} bytes`,
    );

/** `PUT /api/push/subscriptions`: the browser's PushSubscription as `toJSON()` gives it. */
export const pushSubscriptionBodySchema = z.object({
  endpoint: z.url({ protocol: /^https?$/ }).max(2048),
  keys: z.object({
    p256dh: base64url(65, 'p256dh'),
    auth: base64url(16, 'auth'),
  }),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBodySchema>;

/**
 * `PUT /api/push/onesignal-subscriptions`: the OneSignal SDK's subscription of this browser (its
 * `User.PushSubscription.id`), which the platform then pushes to through OneSignal's API (decision 0137).
 */
export const pushOneSignalSubscriptionBodySchema = z.object({ subscriptionId: z.uuid() });
export type PushOneSignalSubscriptionBody = z.infer<typeof pushOneSignalSubscriptionBodySchema>;

/** `DELETE /api/push/subscriptions`: the device stops receiving pushes (the player turned them off). */
export const pushUnsubscribeBodySchema = z.object({
  endpoint: z
    .union([z.url({ protocol: /^https?$/ }).max(2048), z.uuid()])
    .describe('The push service address, or with OneSignal the SDK’s subscription id'),
});

export const pushSubscriptionSchema = z.object({
  endpoint: z.string(),
  createdAt: z.iso.datetime(),
});

/** What the service worker receives and shows (the payload is encrypted for the browser, RFC 8291). */
export const pushPayloadSchema = z.object({
  title: z.string(),
  body: z.string(),
  /** The page a click opens, in the player's language. */
  url: z.string(),
  /** The message's id: a push delivered twice replaces its notification instead of adding one. */
  tag: z.string(),
});
export type PushPayload = z.infer<typeof pushPayloadSchema>;
