import type { PushConfig } from '@croupier/contracts/push';
import { importWithMessages } from '../../i18n/lazy-messages.ts';
import { acceptPush, linkThisDevice } from './web-push.ts';

// The SDK is a third party's script: it loads only for a player who uses it. Its module has no words.
const oneSignal = () => importWithMessages([], () => import('./onesignal-sdk.ts'));

/** The push service the operator runs, as the prompt needs it: the built-in one's key, or OneSignal's app. */
export type PushService = { provider: 'webpush'; publicKey: string } | { provider: 'onesignal'; appId: string };

export function pushServiceOf(config: PushConfig | undefined): PushService | undefined {
  if (config?.provider === 'webpush' && config.publicKey) return { provider: 'webpush', publicKey: config.publicKey };
  if (config?.provider === 'onesignal' && config.appId) return { provider: 'onesignal', appId: config.appId };
  return undefined;
}

/** Accept in the prompt: permission asked, the device subscribed and linked to the player. */
export function acceptPushService(service: PushService, playerId: string): Promise<boolean> {
  if (service.provider === 'webpush') return acceptPush(service.publicKey);
  return oneSignal().then((sdk) => sdk.acceptOneSignal(service.appId, playerId));
}

/** Permission given before: keep the device linked to whoever is signed in now. */
export async function linkPushService(service: PushService, playerId: string): Promise<void> {
  if (service.provider === 'webpush') return linkThisDevice();
  await oneSignal().then((sdk) => sdk.linkOneSignal(service.appId, playerId));
}
