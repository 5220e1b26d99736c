import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../platform/db/database.ts';
import type { Deliver } from './delivery.ts';
import {
  type ClaimedDelivery,
  claimDue,
  finishDelivery,
  recordDelivery,
  removeSubscription,
  retryDelivery,
  type StoredSubscription,
  subscriptionsById,
} from './store.ts';

/** Pushes claimed per round; each round's sends run side by side. */
const batch = 50;
/** Longer than a send can take (its timeout is 10 s), so a live sender never loses its claim. */
const claimMs = 60_000;
/** A push still failing after this many attempts (about an hour of backing off) is dropped. */
const maxAttempts = 8;
/** A push service that refused this many pushes in a row without saying the subscription is gone. */
const maxFailures = 5;
/** How often due retries are looked for when nothing wakes the sender. */
const pollMs = 5_000;

const backoffMs = (attempts: number) => Math.min(2 ** attempts * 15_000, 30 * 60_000);

/**
 * Sends the queued pushes (decision 0129): woken when the queue's subscriber commits, and every few seconds for
 * retries. Outside any transaction: a slow push service holds no database work.
 */
export function createPushSender(deps: { db: Database; deliver: Deliver; log: FastifyBaseLogger }) {
  const { db, deliver, log } = deps;
  let running = false;
  let again = false;
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<void> | undefined;

  async function send(delivery: ClaimedDelivery, device: StoredSubscription | undefined): Promise<void> {
    if (!device) return finishDelivery(db, delivery.id);
    const outcome = await deliver(device, delivery.payload);
    if (outcome === 'delivered') {
      await recordDelivery(db, device.id, true, new Date());
      return finishDelivery(db, delivery.id);
    }
    log.info({ subscriptionId: device.id, outcome, attempts: delivery.attempts }, 'push not delivered');
    if (outcome === 'gone' || device.failures + 1 >= maxFailures) return removeSubscription(db, device.id);
    await recordDelivery(db, device.id, false, new Date());
    if (delivery.attempts >= maxAttempts) return finishDelivery(db, delivery.id);
    await retryDelivery(db, delivery.id, new Date(Date.now() + backoffMs(delivery.attempts)));
  }

  async function drain(): Promise<void> {
    for (;;) {
      const claimed = await claimDue(db, batch, claimMs);
      if (claimed.length === 0) return;
      const devices = new Map(
        (await subscriptionsById(db, [...new Set(claimed.map((c) => c.subscriptionId))])).map((d) => [d.id, d]),
      );
      await Promise.all(claimed.map((c) => send(c, devices.get(c.subscriptionId))));
      if (claimed.length < batch) return;
    }
  }

  /** Runs a drain now, or once more right after the one running: a wake is never lost. */
  function wake(): void {
    if (running) {
      again = true;
      return;
    }
    running = true;
    current = (async () => {
      do {
        again = false;
        try {
          await drain();
        } catch (err) {
          log.error({ err }, 'push sender failed');
        }
      } while (again && timer);
      running = false;
    })();
  }

  return {
    wake,
    start(): void {
      timer = setInterval(wake, pollMs);
      timer.unref();
      wake();
    },
    async stop(): Promise<void> {
      clearInterval(timer);
      timer = undefined;
      await current;
    },
  };
}
