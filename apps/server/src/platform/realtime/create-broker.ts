import type { Broker } from './broker.ts';
import { createMemoryBroker } from './memory-broker.ts';
import { createRedisBroker } from './redis-broker.ts';

/** The in-memory engine for one process (the embedded default); Redis when several processes share channels. */
export function createBroker(options: { redisUrl?: string; prefix: string }): Broker {
  return options.redisUrl ? createRedisBroker(options.redisUrl, options.prefix) : createMemoryBroker();
}
