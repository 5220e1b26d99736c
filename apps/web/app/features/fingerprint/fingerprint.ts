import { maxUserAgentLength } from '@croupier/contracts/constants';

/**
 * The visitor fingerprint login and registration carry (spec 01 §7, spec 02 §7/§9): a visitor id from
 * @fingerprintjs/fingerprintjs, fetched once after hydration and kept in sessionStorage for the session.
 * It only helps the operator spot duplicate accounts; a browser that cannot produce one logs in all the same.
 */

export interface Fingerprint {
  visitorId: string;
  /**
   * navigator.userAgent, capped as the server caps the same string it records from the request header
   * (the session's device), so both sides see one value.
   */
  userAgent: string;
}

/** Spec 02 §9. */
export const fingerprintSettings = {
  maxAttempts: 5,
  firstDelayMs: 100,
  maxDelayMs: 3000,
  /**
   * Tripling, not doubling: with five attempts doubling never waits past 800 ms, leaving the specified
   * 3000 ms ceiling unused; tripling waits 100, 300, 900 and 2700 ms.
   */
  factor: 3,
  maxUserAgentLength,
} as const;

export const storageKey = 'croupier.fingerprint.visitorId';

/** Wait before retry `n` (0-based): 100 ms growing by `factor`, never above 3000 ms. */
export function backoffDelay(retry: number): number {
  const { firstDelayMs, factor, maxDelayMs } = fingerprintSettings;
  return Math.min(maxDelayMs, firstDelayMs * factor ** retry);
}

export const capUserAgent = (userAgent: string): string => userAgent.slice(0, fingerprintSettings.maxUserAgentLength);

export interface FingerprintDeps {
  /** Produces a visitor id; the default imports the library on first use. */
  loadVisitorId: () => Promise<string>;
  storage: Pick<Storage, 'getItem' | 'setItem'> | undefined;
  userAgent: string;
  sleep?: (ms: number) => Promise<void>;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The visitor id, trying up to `maxAttempts` times with backoff; undefined when every attempt failed. */
export async function fetchVisitorId(
  deps: Pick<FingerprintDeps, 'loadVisitorId' | 'sleep'>,
): Promise<string | undefined> {
  const sleep = deps.sleep ?? defaultSleep;
  for (let attempt = 0; attempt < fingerprintSettings.maxAttempts; attempt++) {
    if (attempt > 0) await sleep(backoffDelay(attempt - 1));
    try {
      const visitorId = await deps.loadVisitorId();
      if (visitorId) return visitorId;
    } catch {
      // Blocked script, privacy extension, or a flaky source: the next attempt may succeed.
    }
  }
  return undefined;
}

/** One fingerprint per session: sessionStorage first, else a single shared fetch. */
export function createFingerprintSource(deps: FingerprintDeps): () => Promise<Fingerprint | undefined> {
  let pending: Promise<Fingerprint | undefined> | undefined;
  const userAgent = capUserAgent(deps.userAgent);
  return () => {
    const stored = readStorage(deps.storage);
    if (stored) return Promise.resolve({ visitorId: stored, userAgent });
    pending ??= fetchVisitorId(deps).then((visitorId) => {
      // A failure is not remembered: a later form may try again.
      if (!visitorId) {
        pending = undefined;
        return undefined;
      }
      writeStorage(deps.storage, visitorId);
      return { visitorId, userAgent };
    });
    return pending;
  };
}

function readStorage(storage: FingerprintDeps['storage']): string | null {
  try {
    return storage?.getItem(storageKey) ?? null;
  } catch {
    return null; // Storage disabled (some private modes): fetch instead.
  }
}

function writeStorage(storage: FingerprintDeps['storage'], visitorId: string): void {
  try {
    storage?.setItem(storageKey, visitorId);
  } catch {
    // Quota or disabled storage: the id stays in memory for this page only.
  }
}

/** The library, imported on first use so it stays out of the first-load bundle. */
async function loadWithLibrary(): Promise<string> {
  const { load } = await import('@fingerprintjs/fingerprintjs');
  // monitoring off: no statistics request to the vendor (it would also break the connect-src CSP).
  const agent = await load({ monitoring: false });
  return (await agent.get()).visitorId;
}

let browserSource: (() => Promise<Fingerprint | undefined>) | undefined;

/** The session's fingerprint in the browser; undefined during SSR and when it cannot be computed. */
export function getFingerprint(): Promise<Fingerprint | undefined> {
  if (typeof window === 'undefined') return Promise.resolve(undefined);
  browserSource ??= createFingerprintSource({
    loadVisitorId: loadWithLibrary,
    storage: safeSessionStorage(),
    userAgent: navigator.userAgent,
  });
  return browserSource();
}

function safeSessionStorage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}
