import { Redis } from 'ioredis';

/** One shared connection for rate limits (and, later, the realtime broker); none when REDIS_URL is unset. */
export function connectRedis(url: string | undefined): Redis | undefined {
  if (!url) return undefined;
  return new Redis(url, { maxRetriesPerRequest: 2, enableOfflineQueue: true, lazyConnect: false });
}
