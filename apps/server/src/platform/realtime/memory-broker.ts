import { randomBytes } from 'node:crypto';
import type {
  Broker,
  BrokerHandlers,
  ClientInfo,
  ControlMessage,
  HistoryOptions,
  HistoryResult,
  PresenceStats,
  Publication,
  PublishOptions,
  StreamPosition,
} from './broker.ts';

interface Stream {
  epoch: string;
  top: number;
  publications: Publication[];
  expiresAt: number;
}

const newEpoch = () => randomBytes(4).toString('hex');

/**
 * The engine of a single process (the embedded default): history rings, presence and idempotency in
 * memory. Everything expires as in the Redis engine, so both behave the same to the gateway.
 */
export function createMemoryBroker(clock: () => number = Date.now): Broker {
  let handlers: BrokerHandlers | undefined;
  const subscribed = new Set<string>();
  const streams = new Map<string, Stream>();
  const idempotent = new Map<string, { position: StreamPosition; expiresAt: number }>();
  const presence = new Map<string, Map<string, { info: ClientInfo; expiresAt: number }>>();

  function liveStream(channel: string): Stream | undefined {
    const stream = streams.get(channel);
    if (stream && stream.expiresAt <= clock()) {
      streams.delete(channel);
      return undefined;
    }
    return stream;
  }

  function livePresence(channel: string): Map<string, { info: ClientInfo; expiresAt: number }> {
    const members = presence.get(channel) ?? new Map();
    const now = clock();
    for (const [client, entry] of members) if (entry.expiresAt <= now) members.delete(client);
    return members;
  }

  /**
   * Drops expired keys from the oldest on and stops at the first live one, so a publish costs what expired
   * since the last, not the size of the map (it holds every key of the last five minutes). Keys are kept
   * in the order written; one with a shorter time to live behind a longer one waits its turn, and `get`
   * ignores it meanwhile.
   */
  function sweepIdempotency(now: number): void {
    for (const [key, entry] of idempotent) {
      if (entry.expiresAt > now) return;
      idempotent.delete(key);
    }
  }

  return {
    async start(h) {
      handlers = h;
    },
    async subscribe(channel) {
      subscribed.add(channel);
    },
    async unsubscribe(channel) {
      subscribed.delete(channel);
    },

    async publish(channel, data, options: PublishOptions) {
      const key = options.idempotencyKey ? `${channel}\u0000${options.idempotencyKey}` : undefined;
      if (key) {
        const now = clock();
        sweepIdempotency(now);
        const seen = idempotent.get(key);
        if (seen && seen.expiresAt > now) return seen.position;
      }
      const publication: Publication = { data, offset: 0 };
      if (options.info) publication.info = options.info;
      if (options.tags) publication.tags = options.tags;
      let position: StreamPosition = { offset: 0, epoch: '' };
      if (options.historySize > 0) {
        const stream = liveStream(channel) ?? { epoch: newEpoch(), top: 0, publications: [], expiresAt: 0 };
        stream.top += 1;
        publication.offset = stream.top;
        stream.publications.push(publication);
        if (stream.publications.length > options.historySize) stream.publications.shift();
        stream.expiresAt = clock() + options.historyTtlSeconds * 1000;
        streams.set(channel, stream);
        position = { offset: stream.top, epoch: stream.epoch };
      }
      if (key) {
        idempotent.set(key, {
          position,
          expiresAt: clock() + (options.idempotentResultTtlSeconds ?? 300) * 1000,
        });
      }
      if (subscribed.has(channel)) handlers?.onPublication(channel, publication, position);
      return position;
    },

    async history(channel, options: HistoryOptions): Promise<HistoryResult> {
      const stream = liveStream(channel);
      if (!stream) {
        // No stream yet: create its epoch now, so a later publication continues the same stream.
        const created: Stream = { epoch: newEpoch(), top: 0, publications: [], expiresAt: clock() + 60_000 };
        streams.set(channel, created);
        return { publications: [], position: { offset: 0, epoch: created.epoch }, firstOffset: 1 };
      }
      const position = { offset: stream.top, epoch: stream.epoch };
      const firstOffset = stream.publications[0]?.offset ?? stream.top + 1;
      if (options.since && options.since.epoch !== stream.epoch) return { publications: [], position, firstOffset };
      let publications = options.since
        ? stream.publications.filter((p) => p.offset > (options.since as StreamPosition).offset)
        : [...stream.publications];
      if (options.reverse) publications.reverse();
      if (options.limit >= 0) publications = publications.slice(0, options.limit);
      return { publications, position, firstOffset };
    },

    async removeHistory(channel) {
      streams.delete(channel);
    },

    async publishControl(message: ControlMessage) {
      handlers?.onControl(message);
    },

    async addPresence(channel, clientId, info, ttlSeconds) {
      const members = livePresence(channel);
      members.set(clientId, { info, expiresAt: clock() + ttlSeconds * 1000 });
      presence.set(channel, members);
    },
    async removePresence(channel, clientId) {
      const members = presence.get(channel);
      members?.delete(clientId);
      if (members?.size === 0) presence.delete(channel);
    },
    async presence(channel) {
      return Object.fromEntries([...livePresence(channel)].map(([client, entry]) => [client, entry.info]));
    },
    async presenceStats(channel): Promise<PresenceStats> {
      const members = [...livePresence(channel).values()];
      return { numClients: members.length, numUsers: new Set(members.map((m) => m.info.user)).size };
    },

    async close() {
      handlers = undefined;
      subscribed.clear();
    },
  };
}
