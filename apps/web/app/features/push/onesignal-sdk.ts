import { playerApi } from '../auth/api-client.ts';
import { promptDoneLocalKey } from './prompt-rules.ts';
import { setFlag } from './prompt-storage.ts';

/**
 * The OneSignal Web SDK (v16), for an operator who runs OneSignal (PUSH_PROVIDER=onesignal, decision 0137). Its
 * service worker lives under its own scope (spec 02 §9: /push/onesignal/), beside the site's /sw.js; the SDK's
 * subscription id is stored for the player, and the platform pushes to it through OneSignal's API.
 */
export const oneSignalSdkUrl = 'https://cdn.onesignal.com/sdks/web/v16/OneSignalSDK.page.js';
export const oneSignalScope = '/push/onesignal/';

/** The part of the SDK's API the site uses. */
export interface OneSignalSdk {
  init(options: Record<string, unknown>): Promise<void>;
  login(externalId: string): Promise<void>;
  Notifications: { requestPermission(): Promise<void> };
  User: { PushSubscription: { id?: string | null } };
}

type Deferred = (sdk: OneSignalSdk) => void | Promise<void>;

let loading: Promise<OneSignalSdk> | undefined;

/** Loads and initialises the SDK once per page; the SDK runs the queued callback when it is ready. */
export function loadOneSignal(appId: string): Promise<OneSignalSdk> {
  loading ??= new Promise<OneSignalSdk>((resolve, reject) => {
    const page = window as unknown as { OneSignalDeferred?: Deferred[] };
    page.OneSignalDeferred ??= [];
    page.OneSignalDeferred.push(async (sdk) => {
      await sdk.init({
        appId,
        serviceWorkerPath: 'push/onesignal/OneSignalSDKWorker.js',
        serviceWorkerParam: { scope: oneSignalScope },
        // The site asks itself, by the spec's rules; OneSignal's own prompts would ask a second time.
        promptOptions: { autoPrompt: false },
      });
      resolve(sdk);
    });
    const script = document.createElement('script');
    script.src = oneSignalSdkUrl;
    script.defer = true;
    script.onerror = () => reject(new Error('The OneSignal SDK did not load'));
    document.head.append(script);
  });
  return loading;
}

/**
 * Links this browser to the player (spec 02 §4: the user id linked to the push service): OneSignal learns the
 * player's id, the platform learns the browser's subscription.
 */
export async function linkOneSignal(appId: string, playerId: string): Promise<boolean> {
  const sdk = await loadOneSignal(appId);
  await sdk.login(playerId);
  const subscriptionId = sdk.User.PushSubscription.id;
  if (!subscriptionId) return false;
  const answer = await playerApi({
    path: '/api/push/onesignal-subscriptions',
    method: 'PUT',
    body: { subscriptionId },
  });
  return answer.ok;
}

/** Accepting: the SDK asks the browser, then links; never asked again here once it worked. */
export async function acceptOneSignal(appId: string, playerId: string): Promise<boolean> {
  try {
    const sdk = await loadOneSignal(appId);
    await sdk.Notifications.requestPermission();
    if (Notification.permission !== 'granted') return false;
    const linked = await linkOneSignal(appId, playerId);
    if (linked) setFlag(() => localStorage, promptDoneLocalKey);
    return linked;
  } catch (error) {
    console.warn('OneSignal subscription failed', error);
    return false;
  }
}
