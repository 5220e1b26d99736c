import type { PushConfig } from '@croupier/contracts/push';
import { publicApi } from '../../platform/api/clients.ts';
import { playerApi } from '../auth/api-client.ts';
import { promptDoneLocalKey } from './prompt-rules.ts';
import { setFlag } from './prompt-storage.ts';

/**
 * The built-in Web Push in the browser (decision 0129): the site's service worker (/sw.js, registered by the PWA
 * feature) receives the pushes; this subscribes it with the platform's VAPID key and tells the platform which
 * player the device belongs to.
 */

export function readPushConfig(): Promise<PushConfig | undefined> {
  return publicApi<PushConfig>({ path: '/api/push/config' }).then((answer) => (answer.ok ? answer.data : undefined));
}

export const pushSupported = (): boolean =>
  typeof window !== 'undefined' && 'Notification' in window && 'serviceWorker' in navigator && 'PushManager' in window;

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replaceAll('-', '+').replaceAll('_', '/');
  const text = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(text.length));
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
  return bytes;
}

async function registration(): Promise<ServiceWorkerRegistration | undefined> {
  // The PWA feature registers the worker after load; waiting for it here never blocks a page.
  return (await navigator.serviceWorker.getRegistration('/')) ?? undefined;
}

async function link(subscription: PushSubscription): Promise<boolean> {
  const answer = await playerApi({ path: '/api/push/subscriptions', method: 'PUT', body: subscription.toJSON() });
  return answer.ok;
}

/**
 * Asks the browser for permission (call it from the player's click: browsers refuse otherwise), subscribes the
 * service worker and stores the subscription for the player. Answers whether pushes will now arrive.
 */
export async function subscribeThisDevice(publicKey: string): Promise<boolean> {
  if (!pushSupported()) return false;
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return false;
  const worker = await registration();
  if (!worker) return false;
  try {
    const subscription =
      (await worker.pushManager.getSubscription()) ??
      (await worker.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }));
    return await link(subscription);
  } catch (error) {
    console.warn('Push subscription failed', error);
    return false;
  }
}

/**
 * With permission already given, keeps the device's subscription with the player signed in now: a device that
 * changes hands pushes to its new player (spec 02 §4: the user id is linked to the push service).
 */
export async function linkThisDevice(): Promise<void> {
  if (!pushSupported() || Notification.permission !== 'granted') return;
  const subscription = await (await registration())?.pushManager.getSubscription();
  if (subscription) await link(subscription);
}

/** Accepting: ask the browser, subscribe, and never ask again here once it worked (spec 02 §4). */
export async function acceptPush(publicKey: string): Promise<boolean> {
  const subscribed = await subscribeThisDevice(publicKey);
  if (subscribed) setFlag(() => localStorage, promptDoneLocalKey);
  return subscribed;
}
