import { randomUUID } from 'node:crypto';
import type { Broker, Publication, StreamPosition } from './broker.ts';
import { type Disconnect, disconnects, errors, type ProtocolError } from './codes.ts';
import { maySubscribe, type NamespaceRules, namespaceOf } from './namespaces.ts';

/**
 * The gateway's view of who holds a token; `expiresAt` in epoch milliseconds. `unavailable`: the check
 * itself failed (the database), which says nothing about the token.
 */
export type Authentication =
  | { ok: true; playerId: string; sessionId: string; expiresAt: number }
  | { ok: false; reason: 'expired' | 'invalid' | 'unavailable' };

export interface ConnectionTransport {
  send(frame: string): void;
  close(disconnect: Disconnect): void;
  /** Emulation transports (HTTP streaming, SSE): the `session` and `node` the client sends commands with. */
  emulation?: { session: string; node: string };
}

/** What a connection needs from the process-wide hub (gateway.ts). */
export interface ConnectionHub {
  broker: Broker;
  version: string;
  pingIntervalSeconds: number;
  /** Most publications a subscribe may recover; a longer gap is answered `recovered: false`. */
  maxRecoverPublications: number;
  commandsPerSecond: number;
  authenticate(token: string): Promise<Authentication>;
  rpc(method: string, data: unknown, caller: { playerId: string | undefined }): Promise<unknown> | undefined;
  attach(connection: ClientConnection, channel: string): Promise<void>;
  detach(connection: ClientConnection, channel: string): Promise<void>;
  sessionOpened(connection: ClientConnection): void;
  /** The connection ended: with the server's disconnect, or without one when the transport went away. */
  closed(connection: ClientConnection, disconnect?: Disconnect): void;
}

interface Subscription {
  rules: NamespaceRules;
  /** Publications that arrived while the subscribe reply was being built; flushed right after it. */
  buffer: Publication[] | undefined;
  /** Offset of the last publication this client received (positioned channels). */
  offset: number;
  epoch: string;
}

type Command = Record<string, unknown> & { id?: unknown };
type Reply = Record<string, unknown>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const str = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

class CommandError extends Error {
  readonly error: ProtocolError;
  constructor(error: ProtocolError) {
    super(error.message);
    this.error = error;
  }
}

class DisconnectSignal extends Error {
  readonly disconnect: Disconnect;
  constructor(disconnect: Disconnect) {
    super(disconnect.reason);
    this.disconnect = disconnect;
  }
}

const fail = (error: ProtocolError): never => {
  throw new CommandError(error);
};
const cut = (disconnect: Disconnect): never => {
  throw new DisconnectSignal(disconnect);
};

/**
 * A token the gateway could not accept, on connect or refresh: an expired one is asked for again (109); a
 * check that failed is a temporary error the client retries (a connect with backoff, a refresh after 5–10 s)
 * rather than a verdict on the session; anything else ends the connection for good.
 */
const refuse = (reason: 'expired' | 'invalid' | 'unavailable'): never => {
  if (reason === 'expired') fail(errors.tokenExpired);
  if (reason === 'unavailable') fail(errors.internal);
  return cut(disconnects.invalidToken);
};

/**
 * One client of the Centrifuge protocol (v2, JSON): commands are read from newline-separated frames and
 * handled strictly one after another; replies carry the command's id; server pushes have none.
 */
export class ClientConnection {
  readonly id = randomUUID();
  playerId: string | undefined;
  sessionId: string | undefined;
  /** Epoch ms when the token expires; the client must `refresh` before it. */
  expiresAt: number | undefined;
  awaitingPong = false;
  readonly subscriptions = new Map<string, Subscription>();

  readonly #hub: ConnectionHub;
  readonly #transport: ConnectionTransport;
  #state: 'new' | 'connected' | 'closed' = 'new';
  #queue: Promise<void> = Promise.resolve();
  #budget: number;
  #budgetAt = Date.now();

  constructor(hub: ConnectionHub, transport: ConnectionTransport) {
    this.#hub = hub;
    this.#transport = transport;
    this.#budget = hub.commandsPerSecond;
  }

  get connected(): boolean {
    return this.#state === 'connected';
  }

  /** A frame from the transport: parsed now, handled after every earlier command has finished. */
  receive(frame: string): void {
    if (this.#state === 'closed') return;
    const commands: Command[] = [];
    for (const line of frame.split('\n')) {
      if (line.trim() === '') continue;
      let parsed: unknown;
      try {
        parsed = JSON.parse(line);
      } catch {
        this.disconnect(disconnects.badRequest);
        return;
      }
      if (!isRecord(parsed)) {
        this.disconnect(disconnects.badRequest);
        return;
      }
      commands.push(parsed);
    }
    for (const command of commands) {
      this.#queue = this.#queue.then(() => this.#handle(command));
    }
  }

  /** A publication for a channel this connection subscribed to (from the hub's broker handler). */
  deliver(channel: string, publication: Publication, position: StreamPosition): void {
    const sub = this.subscriptions.get(channel);
    if (!sub || this.#state !== 'connected') return;
    if (sub.buffer) {
      sub.buffer.push(publication);
      return;
    }
    if (sub.rules.historySize > 0 && publication.offset > 0) {
      if (position.epoch !== sub.epoch || publication.offset > sub.offset + 1) {
        // A gap: the client cannot trust its position any more; it reconnects and recovers from history.
        this.disconnect({ code: 3010, reason: 'insufficient state' });
        return;
      }
      if (publication.offset <= sub.offset) return;
      sub.offset = publication.offset;
    }
    this.#push({ channel, pub: publication });
  }

  ping(): void {
    if (this.#state !== 'connected') return;
    this.#transport.send('{}');
  }

  disconnect(disconnect: Disconnect): void {
    if (this.#state === 'closed') return;
    this.#state = 'closed';
    this.#transport.close(disconnect);
    this.#hub.closed(this, disconnect);
  }

  /** The transport went away by itself. */
  transportClosed(): void {
    if (this.#state === 'closed') return;
    this.#state = 'closed';
    this.#hub.closed(this);
  }

  #push(push: Reply): void {
    this.#transport.send(JSON.stringify({ push }));
  }

  #reply(id: number, body: Reply): void {
    this.#transport.send(JSON.stringify({ id, ...body }));
  }

  #withinRate(): boolean {
    const now = Date.now();
    const rate = this.#hub.commandsPerSecond;
    this.#budget = Math.min(rate, this.#budget + ((now - this.#budgetAt) / 1000) * rate);
    this.#budgetAt = now;
    if (this.#budget < 1) return false;
    this.#budget -= 1;
    return true;
  }

  async #handle(command: Command): Promise<void> {
    if (this.#state === 'closed') return;
    const id = typeof command.id === 'number' && Number.isInteger(command.id) && command.id > 0 ? command.id : 0;
    const method = Object.keys(command).find((key) => key !== 'id' && isRecord(command[key]));
    // `{}` is the client's pong to our ping.
    if (!method && id === 0) {
      this.awaitingPong = false;
      return;
    }
    try {
      if (!this.#withinRate()) {
        if (id) this.#reply(id, { error: errors.tooManyRequests });
        return;
      }
      if (this.#state === 'new' && method !== 'connect') cut(disconnects.badRequest);
      const body = (method ? command[method] : {}) as Record<string, unknown>;
      const result = await this.#dispatch(method ?? '', body);
      // `send` has no reply; every other command answers under its method's name.
      if (id && method && result !== undefined) this.#reply(id, { [method]: result });
      if (method === 'subscribe') this.#flush(str(body.channel) ?? '');
    } catch (err) {
      if (err instanceof DisconnectSignal) {
        this.disconnect(err.disconnect);
      } else if (err instanceof CommandError) {
        if (id) this.#reply(id, { error: err.error });
      } else {
        if (id) this.#reply(id, { error: errors.internal });
        else this.disconnect(disconnects.serverError);
      }
    }
  }

  #dispatch(method: string, body: Record<string, unknown>): Promise<Reply | undefined> {
    switch (method) {
      case 'connect':
        return this.#connect(body);
      case 'subscribe':
        return this.#subscribe(body);
      case 'unsubscribe':
        return this.#unsubscribe(body);
      case 'publish':
        return this.#publish(body);
      case 'presence':
        return this.#presence(body);
      case 'presence_stats':
        return this.#presenceStats(body);
      case 'history':
        return this.#history(body);
      case 'refresh':
        return this.#refresh(body);
      case 'sub_refresh':
        return this.#subRefresh(body);
      case 'rpc':
        return this.#rpc(body);
      case 'send':
        return Promise.resolve(undefined);
      default:
        return Promise.reject(new CommandError(errors.methodNotFound));
    }
  }

  async #connect(body: Record<string, unknown>): Promise<Reply> {
    if (this.#state === 'connected') cut(disconnects.badRequest);
    const token = str(body.token) ?? '';
    const reply: Reply = {
      client: this.id,
      version: this.#hub.version,
      ping: this.#hub.pingIntervalSeconds,
      pong: true,
      ...(this.#transport.emulation ?? {}),
    };
    if (token !== '') {
      const auth = await this.#hub.authenticate(token);
      if (!auth.ok) {
        refuse(auth.reason);
      } else {
        this.playerId = auth.playerId;
        this.sessionId = auth.sessionId;
        this.expiresAt = auth.expiresAt;
        reply.expires = true;
        reply.ttl = Math.max(1, Math.floor((auth.expiresAt - Date.now()) / 1000));
      }
    }
    if (this.#state === 'closed') return reply;
    this.#state = 'connected';
    this.#hub.sessionOpened(this);
    return reply;
  }

  async #refresh(body: Record<string, unknown>): Promise<Reply> {
    const token = str(body.token) ?? '';
    if (token === '' || this.playerId === undefined) cut(disconnects.badRequest);
    const auth = await this.#hub.authenticate(token);
    if (!auth.ok) {
      refuse(auth.reason);
    } else {
      // A token of someone else on this socket is an attack or a bug: never switch users mid-connection.
      if (auth.playerId !== this.playerId) cut(disconnects.invalidToken);
      this.sessionId = auth.sessionId;
      this.expiresAt = auth.expiresAt;
      this.#hub.sessionOpened(this);
      return {
        client: this.id,
        version: this.#hub.version,
        expires: true,
        ttl: Math.max(1, Math.floor((auth.expiresAt - Date.now()) / 1000)),
      };
    }
    return {};
  }

  #channelRules(channel: string | undefined): { channel: string; rules: NamespaceRules } {
    if (!channel) return fail(errors.badRequest);
    const check = maySubscribe(channel, this.playerId);
    if (check === 'unknown') fail(errors.unknownChannel);
    if (check === 'denied') fail(errors.permissionDenied);
    return { channel, rules: namespaceOf(channel) as NamespaceRules };
  }

  async #subscribe(body: Record<string, unknown>): Promise<Reply> {
    const { channel, rules } = this.#channelRules(str(body.channel));
    if (this.subscriptions.has(channel)) fail(errors.alreadySubscribed);
    const sub: Subscription = { rules, buffer: [], offset: 0, epoch: '' };
    this.subscriptions.set(channel, sub);
    try {
      // Interest first, history second: a publication in between lands in the buffer, never in a gap.
      await this.#hub.attach(this, channel);
      if (rules.presence && this.playerId !== undefined) {
        // On a channel anyone may read, the entry shows a fresh id of its own, not this connection's.
        const client = rules.playerBound ? this.id : randomUUID();
        await this.#hub.broker.addPresence(
          channel,
          this.id,
          { client, user: this.playerId },
          this.#hub.pingIntervalSeconds * 3,
        );
      }
      if (rules.historySize === 0) return {};

      const recovering = body.recover === true;
      const since: StreamPosition | undefined =
        recovering && typeof body.offset === 'number' && typeof body.epoch === 'string'
          ? { offset: body.offset, epoch: body.epoch }
          : undefined;
      const history = await this.#hub.broker.history(channel, {
        ...(since ? { since } : {}),
        limit: since ? this.#hub.maxRecoverPublications + 1 : 0,
      });
      const { position } = history;
      let recovered = false;
      let publications: Publication[] = [];
      if (since && since.epoch === position.epoch && since.offset <= position.offset) {
        // All of (since, top] still held and not too many of them: recovered. Otherwise none — never a part.
        const nothingMissed = since.offset === position.offset;
        const allHeld = since.offset + 1 >= history.firstOffset;
        const fits = history.publications.length <= this.#hub.maxRecoverPublications;
        if (nothingMissed || (allHeld && fits)) {
          recovered = true;
          publications = history.publications;
        }
      }
      sub.offset = recovered ? Math.max(since?.offset ?? 0, publications.at(-1)?.offset ?? 0) : position.offset;
      sub.epoch = position.epoch;
      const reply: Reply = {
        recoverable: true,
        positioned: true,
        epoch: position.epoch,
        offset: position.offset,
      };
      if (recovering) {
        reply.was_recovering = true;
        reply.recovered = recovered;
        if (publications.length > 0) reply.publications = publications;
      }
      return reply;
    } catch (err) {
      this.subscriptions.delete(channel);
      await this.#hub.detach(this, channel);
      throw err;
    }
  }

  /** Sends what arrived during the subscribe, after its reply, skipping what recovery already gave. */
  #flush(channel: string): void {
    const sub = this.subscriptions.get(channel);
    if (!sub?.buffer) return;
    const buffered = sub.buffer;
    sub.buffer = undefined;
    for (const publication of buffered) {
      this.deliver(channel, publication, { offset: publication.offset, epoch: sub.epoch });
    }
  }

  async #unsubscribe(body: Record<string, unknown>): Promise<Reply> {
    const channel = str(body.channel);
    if (!channel) return fail(errors.badRequest);
    const sub = this.subscriptions.get(channel);
    if (sub) {
      this.subscriptions.delete(channel);
      await this.#hub.detach(this, channel);
      if (sub.rules.presence) await this.#hub.broker.removePresence(channel, this.id);
    }
    return {};
  }

  async #publish(body: Record<string, unknown>): Promise<Reply> {
    const { channel, rules } = this.#channelRules(str(body.channel));
    if (!rules.clientPublish || this.playerId === undefined) fail(errors.permissionDenied);
    await this.#hub.broker.publish(channel, body.data ?? null, {
      historySize: rules.historySize,
      historyTtlSeconds: rules.historyTtlSeconds,
      info: { client: this.id, user: this.playerId ?? '' },
    });
    return {};
  }

  async #presence(body: Record<string, unknown>): Promise<Reply> {
    const { channel, rules } = this.#channelRules(str(body.channel));
    if (!rules.presence) fail(errors.notAvailable);
    const members = await this.#hub.broker.presence(channel);
    if (rules.playerBound) return { presence: members };
    // A public channel's readers include anonymous visitors: they learn how many are there, never who
    // (decision 0053). The stored player id stays for presence_stats' count of distinct players.
    const anonymous = Object.values(members).map(({ client }) => [client, { client, user: '' }] as const);
    return { presence: Object.fromEntries(anonymous) };
  }

  async #presenceStats(body: Record<string, unknown>): Promise<Reply> {
    const { channel, rules } = this.#channelRules(str(body.channel));
    if (!rules.presence) fail(errors.notAvailable);
    const stats = await this.#hub.broker.presenceStats(channel);
    return { num_clients: stats.numClients, num_users: stats.numUsers };
  }

  async #history(body: Record<string, unknown>): Promise<Reply> {
    const { channel, rules } = this.#channelRules(str(body.channel));
    if (rules.historySize === 0) fail(errors.notAvailable);
    const since = isRecord(body.since) ? body.since : undefined;
    const limit = typeof body.limit === 'number' && Number.isInteger(body.limit) ? body.limit : 0;
    const result = await this.#hub.broker.history(channel, {
      limit: Math.min(limit < 0 ? rules.historySize : limit, rules.historySize),
      reverse: body.reverse === true,
      ...(since && typeof since.offset === 'number' && typeof since.epoch === 'string'
        ? { since: { offset: since.offset, epoch: since.epoch } }
        : {}),
    });
    if (since && typeof since.epoch === 'string' && since.epoch !== '' && since.epoch !== result.position.epoch) {
      fail(errors.unrecoverablePosition);
    }
    return { publications: result.publications, epoch: result.position.epoch, offset: result.position.offset };
  }

  async #subRefresh(body: Record<string, unknown>): Promise<Reply> {
    // Channels here need no subscription token, so there is nothing to renew.
    const channel = str(body.channel);
    if (!channel || !this.subscriptions.has(channel)) fail(errors.permissionDenied);
    return { expires: false };
  }

  async #rpc(body: Record<string, unknown>): Promise<Reply> {
    const method = str(body.method) ?? '';
    const result = this.#hub.rpc(method, body.data, { playerId: this.playerId });
    if (result === undefined) fail(errors.methodNotFound);
    return { data: await result };
  }
}
