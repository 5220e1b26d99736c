import {
  onlineChannel,
  type PlayerChannelKey,
  type PublicChannelKey,
  playerChannels,
  publicChannels,
} from '@croupier/contracts/realtime-channels';
import type { Centrifuge, Subscription } from 'centrifuge';
import {
  connectingIncident,
  disconnectedIncident,
  errorIncident,
  logIncident,
  subscriptionIncident,
} from './connection-incidents.ts';

/**
 * Spec 02 §9: reconnects wait 500 ms up to 20 s (full jitter, doubling), a request is given 5 s, and the
 * server's ping 10 s beyond its interval. A refused token refresh is retried after 5–10 s by the library.
 */
export const realtimeOptions = {
  minReconnectDelay: 500,
  maxReconnectDelay: 20_000,
  timeout: 5000,
  maxServerPingDelay: 10_000,
} as const;

export const websocketPath = '/api/connection/websocket';

export type ConnectionState = 'disconnected' | 'connecting' | 'connected';
export type SubscriptionStateName = 'unsubscribed' | 'subscribing' | 'subscribed';

export interface RealtimeMessage {
  type: string;
  data: unknown;
}

/** A player channel (`#playerId`) or a public feed, by its key in the contracts. */
export type ChannelKey = PlayerChannelKey | PublicChannelKey;

/** `channel`: the key of a fixed channel, or the full name of a channel a page follows (`follow`). */
export type MessageListener = (message: RealtimeMessage, channel: string) => void;

export interface ConnectionDeps {
  /** The access token to connect with ('' when there is none), refreshed first when expired. */
  token(): Promise<string>;
  /**
   * The player's session is over: the server said so, or the token could not be renewed (unauthorized).
   * End it here as a 401 would.
   */
  sessionOver(cause: 'server' | 'unauthorized'): void;
  load(): Promise<typeof import('centrifuge')>;
}

/**
 * The tab's one realtime connection (spec 02 §4 "Realtime client"): the official client does the
 * protocol, backoff and recovery; this keeps which player channels are wanted and who listens.
 */
export class RealtimeConnection {
  state: ConnectionState = 'disconnected';
  readonly subscriptionStates = new Map<string, SubscriptionStateName>();
  readonly #deps: ConnectionDeps;
  readonly #listeners = new Set<MessageListener>();
  readonly #watchers = new Set<() => void>();
  #client: Centrifuge | undefined;
  #starting = false;
  /** Bumped by stop(): a start still loading the client when the page stopped it does not connect. */
  #generation = 0;
  /** The player whose channels the connection is subscribed to (undefined: anonymous). */
  #playerId: string | undefined;
  /**
   * The player the page belongs to now, however early or late it is told: before the client has loaded,
   * while it loads, or after it connected. The connection follows this, never an identity captured earlier.
   */
  #wanted: string | undefined;
  #playerSubs: Subscription[] = [];
  /** Channels pages follow while they are open (a tournament's leaderboard), with how many follow each. */
  readonly #followed = new Map<string, { count: number; sub: Subscription | undefined }>();

  /** Connected with every channel subscribed, as the current identity: publications from now on reach the page. */
  get live(): boolean {
    return (
      this.state === 'connected' &&
      this.#playerId === this.#wanted &&
      this.subscriptionStates.size > 0 &&
      [...this.subscriptionStates.values()].every((state) => state === 'subscribed')
    );
  }

  constructor(deps: ConnectionDeps) {
    this.#deps = deps;
  }

  /**
   * Loads the client and connects as whoever `switchPlayer` last named — read once the client has
   * loaded, so a login that lands first (an e-mail confirmation finishing before the first idle moment)
   * is the identity the socket starts with. Starting twice does nothing.
   */
  async start(): Promise<void> {
    if (this.#starting) return;
    this.#starting = true;
    const generation = this.#generation;
    const { Centrifuge, UnauthorizedError } = await this.#deps.load();
    if (generation !== this.#generation) return;
    const origin = window.location.origin.replace(/^http/, 'ws');
    const client = new Centrifuge(`${origin}${websocketPath}`, {
      ...realtimeOptions,
      // Called for every fresh connection, at the token's expiry and after error 109: the stored token,
      // refreshed when needed. A player's connection without one (the refresh was refused and the session
      // ended) is unauthorized: the client stops rather than carrying on anonymously.
      getToken: async () => {
        const token = await this.#deps.token();
        if (!token && this.#playerId) throw new UnauthorizedError('the session could not be renewed');
        return token;
      },
    });
    this.#client = client;
    client.on('state', (ctx) => {
      this.state = ctx.newState as ConnectionState;
      this.#notify();
    });
    client.on('connecting', (ctx) => {
      const incident = connectingIncident(ctx);
      if (incident) logIncident(incident);
    });
    client.on('disconnected', (ctx) => {
      const incident = disconnectedIncident(ctx, this.#playerId !== undefined);
      if (!incident) return;
      logIncident(incident);
      if (incident.reaction === 'session over') {
        this.#deps.sessionOver(incident.kind === 'unauthorized' && ctx.code < 3000 ? 'unauthorized' : 'server');
      }
    });
    client.on('error', (ctx) => logIncident(errorIncident(ctx)));
    this.#track(client.newSubscription(onlineChannel)).subscribe();
    for (const key of Object.keys(publicChannels) as PublicChannelKey[]) {
      this.#deliver(this.#track(client.newSubscription(publicChannels[key])), key).subscribe();
    }
    for (const [channel, entry] of this.#followed) {
      entry.sub = this.#deliver(this.#track(client.newSubscription(channel)), channel);
      entry.sub.subscribe();
    }
    this.#subscribePlayer(this.#wanted);
    client.connect();
  }

  /**
   * Subscribes to a public channel for as long as a page needs it (a tournament's leaderboard, decision 0098);
   * its publications reach listeners under the channel's full name. Answers the unfollow.
   */
  follow(channel: string): () => void {
    const entry = this.#followed.get(channel) ?? { count: 0, sub: undefined };
    entry.count += 1;
    this.#followed.set(channel, entry);
    const client = this.#client;
    if (!entry.sub && client) {
      entry.sub = this.#deliver(this.#track(client.newSubscription(channel)), channel);
      entry.sub.subscribe();
    }
    return () => {
      entry.count -= 1;
      if (entry.count > 0) return;
      this.#followed.delete(channel);
      if (entry.sub) {
        entry.sub.unsubscribe();
        this.#client?.removeSubscription(entry.sub);
      }
      this.subscriptionStates.delete(channel);
      this.#notify();
    };
  }

  /**
   * The page's player (login, logout, or the first render's session), whenever it is known: remembered
   * for a start still to come; once connected, the player subscriptions follow and the socket reconnects
   * as the new identity.
   */
  switchPlayer(playerId: string | undefined): void {
    this.#wanted = playerId;
    const client = this.#client;
    if (!client || playerId === this.#playerId) {
      this.#notify();
      return;
    }
    for (const sub of this.#playerSubs) {
      sub.unsubscribe();
      client.removeSubscription(sub);
      this.subscriptionStates.delete(sub.channel);
    }
    this.#playerSubs = [];
    client.setToken('');
    client.disconnect();
    this.#subscribePlayer(playerId);
    client.connect();
  }

  listen(listener: MessageListener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  watch(watcher: () => void): () => void {
    this.#watchers.add(watcher);
    return () => this.#watchers.delete(watcher);
  }

  stop(): void {
    this.#generation += 1;
    this.#starting = false;
    this.#client?.disconnect();
    this.#client = undefined;
  }

  #subscribePlayer(playerId: string | undefined): void {
    this.#playerId = playerId;
    const client = this.#client;
    if (!client || !playerId) return;
    for (const key of Object.keys(playerChannels) as PlayerChannelKey[]) {
      const sub = this.#deliver(this.#track(client.newSubscription(playerChannels[key](playerId))), key);
      sub.subscribe();
      this.#playerSubs.push(sub);
    }
  }

  /** Hands each publication on the subscription to the listeners, named by the channel's key. */
  #deliver(sub: Subscription, key: string): Subscription {
    sub.on('publication', (ctx) => {
      const message = ctx.data as RealtimeMessage;
      if (typeof message?.type !== 'string') return;
      for (const listener of this.#listeners) listener(message, key);
    });
    return sub;
  }

  #track(sub: Subscription): Subscription {
    sub.on('error', (ctx) => logIncident(subscriptionIncident(ctx)));
    sub.on('state', (ctx) => {
      this.subscriptionStates.set(sub.channel, ctx.newState as SubscriptionStateName);
      this.#notify();
    });
    return sub;
  }

  #notify(): void {
    for (const watcher of this.#watchers) watcher();
  }
}
