import {
  onlineChannel,
  type PlayerChannelKey,
  type PublicChannelKey,
  playerChannels,
  publicChannels,
} from '@croupier/contracts/realtime-channels';
import type { Centrifuge, Subscription } from 'centrifuge';

/** Spec 02 §9. */
export const realtimeOptions = {
  minReconnectDelay: 500,
  maxReconnectDelay: 20_000,
  timeout: 5000,
  maxServerPingDelay: 10_000,
} as const;

export const websocketPath = '/api/connection/websocket';

/** Terminal codes the server uses when the session behind the token is over or the account was disabled (0017, 0018). */
const sessionOverCodes = new Set([3500, 4501, 4502]);

export type ConnectionState = 'disconnected' | 'connecting' | 'connected';
export type SubscriptionStateName = 'unsubscribed' | 'subscribing' | 'subscribed';

export interface RealtimeMessage {
  type: string;
  data: unknown;
}

/** A player channel (`#playerId`) or a public feed, by its key in the contracts. */
export type ChannelKey = PlayerChannelKey | PublicChannelKey;

export type MessageListener = (message: RealtimeMessage, channel: ChannelKey) => void;

export interface ConnectionDeps {
  /** The access token to connect with ('' for an anonymous connection), refreshed first when expired. */
  token(): Promise<string>;
  /** The server said the session is over: end it here as a 401 would. */
  sessionOver(): void;
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
  #playerId: string | undefined;
  /** The player the page belongs to now; a change before the client has loaded waits for it. */
  #wanted: string | undefined;
  #playerSubs: Subscription[] = [];

  /** Connected with every channel subscribed: publications from now on reach the page. */
  get live(): boolean {
    return (
      this.state === 'connected' &&
      this.subscriptionStates.size > 0 &&
      [...this.subscriptionStates.values()].every((state) => state === 'subscribed')
    );
  }

  constructor(deps: ConnectionDeps) {
    this.#deps = deps;
  }

  async start(playerId: string | undefined): Promise<void> {
    this.#wanted = playerId;
    const { Centrifuge } = await this.#deps.load();
    const origin = window.location.origin.replace(/^http/, 'ws');
    const client = new Centrifuge(`${origin}${websocketPath}`, {
      ...realtimeOptions,
      // Called for every fresh connection and after error 109: the stored token, refreshed when needed.
      getToken: () => this.#deps.token(),
    });
    this.#client = client;
    client.on('state', (ctx) => {
      this.state = ctx.newState as ConnectionState;
      this.#notify();
    });
    client.on('disconnected', (ctx) => {
      if (this.#playerId && sessionOverCodes.has(ctx.code)) this.#deps.sessionOver();
    });
    this.#track(client.newSubscription(onlineChannel)).subscribe();
    for (const key of Object.keys(publicChannels) as PublicChannelKey[]) {
      this.#deliver(this.#track(client.newSubscription(publicChannels[key])), key).subscribe();
    }
    this.#subscribePlayer(this.#wanted);
    client.connect();
  }

  /** Login or logout in this tab: player subscriptions follow, and the socket reconnects as the new identity. */
  switchPlayer(playerId: string | undefined): void {
    this.#wanted = playerId;
    const client = this.#client;
    if (!client || playerId === this.#playerId) return;
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
  #deliver(sub: Subscription, key: ChannelKey): Subscription {
    sub.on('publication', (ctx) => {
      const message = ctx.data as RealtimeMessage;
      if (typeof message?.type !== 'string') return;
      for (const listener of this.#listeners) listener(message, key);
    });
    return sub;
  }

  #track(sub: Subscription): Subscription {
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
