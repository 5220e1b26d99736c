import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import type { Broker, BrokerHandlers, ClientInfo, HistoryResult, Publication, StreamPosition } from './broker.ts';

/**
 * The engine for several processes, laid out as Centrifugo's Redis engine does: per channel a stream of
 * publications (stream id = offset) and a meta hash with the epoch and the top offset, both changed by
 * one Lua script together with the pub/sub fan-out and the idempotency result, so offsets never repeat
 * or skip whichever process publishes. Presence is a hash of members plus a sorted set of expiry times.
 */

const publishScript = `
if KEYS[3] ~= '' then
  local seen = redis.call('get', KEYS[3])
  if seen then return seen end
end
local offset = 0
local epoch = ''
if ARGV[6] == '1' then
  epoch = redis.call('hget', KEYS[2], 'e')
  if not epoch then
    epoch = ARGV[4]
    redis.call('hset', KEYS[2], 'e', epoch)
  end
  offset = redis.call('hincrby', KEYS[2], 's', 1)
  redis.call('xadd', KEYS[1], 'MAXLEN', ARGV[2], offset .. '-0', 'd', ARGV[1])
  redis.call('expire', KEYS[1], ARGV[3])
  redis.call('expire', KEYS[2], ARGV[3])
end
local result = offset .. ':' .. epoch
redis.call('publish', KEYS[4], result .. ':' .. ARGV[1])
if KEYS[3] ~= '' then redis.call('set', KEYS[3], result, 'EX', ARGV[5]) end
return result
`;

const historyScript = `
local epoch = redis.call('hget', KEYS[2], 'e')
if not epoch then
  epoch = ARGV[1]
  redis.call('hset', KEYS[2], 'e', epoch)
  redis.call('expire', KEYS[2], ARGV[2])
end
local top = redis.call('hget', KEYS[2], 's') or '0'
local first = redis.call('xrange', KEYS[1], '-', '+', 'COUNT', 1)
local pubs = {}
if ARGV[4] ~= '0' then
  if ARGV[5] == '1' then
    if ARGV[4] == '-1' then
      pubs = redis.call('xrevrange', KEYS[1], '+', ARGV[3])
    else
      pubs = redis.call('xrevrange', KEYS[1], '+', ARGV[3], 'COUNT', ARGV[4])
    end
  else
    if ARGV[4] == '-1' then
      pubs = redis.call('xrange', KEYS[1], ARGV[3], '+')
    else
      pubs = redis.call('xrange', KEYS[1], ARGV[3], '+', 'COUNT', ARGV[4])
    end
  end
end
return {epoch, top, first, pubs}
`;

type StreamEntry = [id: string, fields: string[]];

const newEpoch = () => randomBytes(4).toString('hex');
const offsetOfId = (id: string) => Number(id.split('-')[0]);

/** Stored and fanned-out form: the publication without its offset, which travels beside it. */
function encode(data: unknown, info?: ClientInfo, tags?: Record<string, string>): string {
  return JSON.stringify({ d: data, ...(info ? { i: info } : {}), ...(tags ? { t: tags } : {}) });
}

function decode(text: string, offset: number): Publication {
  const parsed = JSON.parse(text) as { d: unknown; i?: ClientInfo; t?: Record<string, string> };
  const publication: Publication = { data: parsed.d, offset };
  if (parsed.i) publication.info = parsed.i;
  if (parsed.t) publication.tags = parsed.t;
  return publication;
}

export function createRedisBroker(url: string, prefix: string): Broker {
  const commands = new Redis(url, { maxRetriesPerRequest: 2, enableOfflineQueue: true, lazyConnect: true });
  const subscriber = new Redis(url, { enableOfflineQueue: true, lazyConnect: true, autoResubscribe: true });
  const key = {
    stream: (channel: string) => `${prefix}stream:{${channel}}`,
    meta: (channel: string) => `${prefix}meta:{${channel}}`,
    idempotency: (channel: string, id: string) => `${prefix}idem:{${channel}}:${id}`,
    pubsub: (channel: string) => `${prefix}pub:${channel}`,
    presenceData: (channel: string) => `${prefix}presence:data:{${channel}}`,
    presenceExpiry: (channel: string) => `${prefix}presence:exp:{${channel}}`,
    control: `${prefix}control`,
  };
  const pubsubPrefix = `${prefix}pub:`;
  let handlers: BrokerHandlers | undefined;
  let wasReady = false;

  subscriber.on('messageBuffer', (channelBuffer: Buffer, messageBuffer: Buffer) => {
    const channel = channelBuffer.toString();
    const message = messageBuffer.toString();
    if (channel === key.control) {
      try {
        handlers?.onControl(JSON.parse(message));
      } catch {
        // A control message this version does not understand is not ours to act on.
      }
      return;
    }
    if (!channel.startsWith(pubsubPrefix)) return;
    const first = message.indexOf(':');
    const second = message.indexOf(':', first + 1);
    const offset = Number(message.slice(0, first));
    const epoch = message.slice(first + 1, second);
    handlers?.onPublication(channel.slice(pubsubPrefix.length), decode(message.slice(second + 1), offset), {
      offset,
      epoch,
    });
  });
  // ioredis reconnects by itself and every command that failed rejects to its caller; without listeners
  // an outage would also print "Unhandled error event" for each retry.
  commands.on('error', () => {});
  subscriber.on('error', () => {});
  subscriber.on('ready', () => {
    wasReady = true;
  });
  subscriber.on('close', () => {
    // Publications sent while we were away are lost to pub/sub (history still has them): clients must
    // reconnect and recover. Reported once per outage.
    if (!wasReady) return;
    wasReady = false;
    handlers?.onConnectionLost?.();
  });

  return {
    async start(h) {
      handlers = h;
      await Promise.all([commands.connect(), subscriber.connect()]);
      await subscriber.subscribe(key.control);
    },
    async subscribe(channel) {
      await subscriber.subscribe(key.pubsub(channel));
    },
    async unsubscribe(channel) {
      await subscriber.unsubscribe(key.pubsub(channel));
    },

    async publish(channel, data, options): Promise<StreamPosition> {
      const result = (await commands.eval(
        publishScript,
        4,
        key.stream(channel),
        key.meta(channel),
        options.idempotencyKey ? key.idempotency(channel, options.idempotencyKey) : '',
        key.pubsub(channel),
        encode(data, options.info, options.tags),
        String(options.historySize),
        String(Math.max(1, options.historyTtlSeconds)),
        newEpoch(),
        String(options.idempotentResultTtlSeconds ?? 300),
        options.historySize > 0 ? '1' : '0',
      )) as string;
      const [offset, epoch] = result.split(':');
      return { offset: Number(offset), epoch: epoch ?? '' };
    },

    async history(channel, options): Promise<HistoryResult> {
      const from = options.since ? `${options.since.offset + 1}-0` : '-';
      const reverseTo = options.since ? `${options.since.offset + 1}-0` : '-';
      const [epoch, top, first, entries] = (await commands.eval(
        historyScript,
        2,
        key.stream(channel),
        key.meta(channel),
        newEpoch(),
        '60',
        options.reverse ? reverseTo : from,
        String(options.limit < 0 ? -1 : options.limit),
        options.reverse ? '1' : '0',
      )) as [string, string, StreamEntry[], StreamEntry[]];
      const position = { offset: Number(top), epoch };
      const firstOffset = first[0] ? offsetOfId(first[0][0]) : position.offset + 1;
      if (options.since && options.since.epoch !== epoch) return { publications: [], position, firstOffset };
      const publications = entries.map(([id, fields]) => decode(fields[1] ?? 'null', offsetOfId(id)));
      return { publications, position, firstOffset };
    },

    async removeHistory(channel) {
      await commands.del(key.stream(channel), key.meta(channel));
    },

    async publishControl(message) {
      await commands.publish(key.control, JSON.stringify(message));
    },

    async addPresence(channel, clientId, info, ttlSeconds) {
      const expiresAt = Date.now() + ttlSeconds * 1000;
      await commands
        .multi()
        .hset(key.presenceData(channel), clientId, JSON.stringify(info))
        .zadd(key.presenceExpiry(channel), expiresAt, clientId)
        // The keys live as long as their longest-lived member: set a first expiry, then only extend it.
        .expire(key.presenceData(channel), ttlSeconds, 'NX')
        .expire(key.presenceData(channel), ttlSeconds, 'GT')
        .expire(key.presenceExpiry(channel), ttlSeconds, 'NX')
        .expire(key.presenceExpiry(channel), ttlSeconds, 'GT')
        .exec();
    },
    async removePresence(channel, clientId) {
      await commands
        .multi()
        .hdel(key.presenceData(channel), clientId)
        .zrem(key.presenceExpiry(channel), clientId)
        .exec();
    },
    async presence(channel) {
      const expired = await commands.zrangebyscore(key.presenceExpiry(channel), '-inf', Date.now());
      if (expired.length > 0) {
        await commands
          .multi()
          .hdel(key.presenceData(channel), ...expired)
          .zrem(key.presenceExpiry(channel), ...expired)
          .exec();
      }
      const members = await commands.hgetall(key.presenceData(channel));
      return Object.fromEntries(Object.entries(members).map(([client, info]) => [client, JSON.parse(info)]));
    },
    async presenceStats(channel) {
      const members = Object.values(await this.presence(channel));
      return { numClients: members.length, numUsers: new Set(members.map((m) => m.user)).size };
    },

    async close() {
      handlers = undefined;
      subscriber.disconnect();
      await commands.quit().catch(() => commands.disconnect());
    },
  };
}
