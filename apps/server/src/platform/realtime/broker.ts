/**
 * What the realtime gateway needs from its engine, modelled on Centrifugo's Broker, PresenceManager and
 * control channel: the in-memory engine (one process) and the Redis engine (any number of processes)
 * implement the same interface, so the gateway never knows which one it runs on.
 */

/** A place in a channel's stream: offsets grow by one per publication; a new epoch means history was lost. */
export interface StreamPosition {
  offset: number;
  epoch: string;
}

/** Who published (client-side publish) or who is present; `user` is the player id, '' when anonymous. */
export interface ClientInfo {
  client: string;
  user: string;
}

export interface Publication {
  /** Parsed JSON, exactly what the publisher passed. */
  data: unknown;
  /** 0 for a channel without history. */
  offset: number;
  info?: ClientInfo;
  tags?: Record<string, string>;
}

export interface PublishOptions {
  /** Publications kept for history and recovery; 0 = none kept and the offset is 0. */
  historySize: number;
  /** How long the stream (and its epoch) lives after the last publication. */
  historyTtlSeconds: number;
  info?: ClientInfo;
  tags?: Record<string, string>;
  /**
   * A second publish with the same key within `idempotentResultTtlSeconds` returns the first result and
   * publishes nothing: the outbox delivers at least once, players must see each event once.
   */
  idempotencyKey?: string;
  idempotentResultTtlSeconds?: number;
}

export interface HistoryOptions {
  /** Return only publications after this position; a different epoch returns none and the current position. */
  since?: StreamPosition;
  /** At most this many, oldest first (or newest first with `reverse`); 0 returns only the position. */
  limit: number;
  reverse?: boolean;
}

export interface HistoryResult {
  publications: Publication[];
  /** The stream's top: the offset of its latest publication and its epoch. */
  position: StreamPosition;
  /**
   * The lowest offset still held. Recovery from `since` is complete only when every offset in
   * (since.offset, position.offset] is still held, i.e. `since.offset + 1 >= firstOffset` — never partial.
   */
  firstOffset: number;
}

export interface PresenceStats {
  numClients: number;
  numUsers: number;
}

/** A message between gateway processes: cut a session's sockets, a player's sockets, etc. */
export interface ControlMessage {
  type: string;
  [key: string]: unknown;
}

export interface BrokerHandlers {
  /** A publication on a channel this process subscribed to, from this process or any other. */
  onPublication(channel: string, publication: Publication, position: StreamPosition): void;
  /** A control message from any process, including this one. */
  onControl(message: ControlMessage): void;
  /**
   * The engine lost its connection and may have missed publications (Redis went away). The gateway
   * disconnects its clients with a reconnect code so they resubscribe and recover from history.
   */
  onConnectionLost?(): void;
}

export interface Broker {
  /** Called once by the gateway before anything else. */
  start(handlers: BrokerHandlers): Promise<void>;
  /** This process wants publications of the channel (reference-counted by the gateway, not here). */
  subscribe(channel: string): Promise<void>;
  unsubscribe(channel: string): Promise<void>;
  /** Appends to history (when historySize > 0) and fans out atomically: offsets never repeat or skip. */
  publish(channel: string, data: unknown, options: PublishOptions): Promise<StreamPosition>;
  history(channel: string, options: HistoryOptions): Promise<HistoryResult>;
  removeHistory(channel: string): Promise<void>;
  publishControl(message: ControlMessage): Promise<void>;

  addPresence(channel: string, clientId: string, info: ClientInfo, ttlSeconds: number): Promise<void>;
  removePresence(channel: string, clientId: string): Promise<void>;
  presence(channel: string): Promise<Record<string, ClientInfo>>;
  presenceStats(channel: string): Promise<PresenceStats>;

  close(): Promise<void>;
}
