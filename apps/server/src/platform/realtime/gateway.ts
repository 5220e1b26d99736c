import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { Counter, Gauge, type Registry } from 'prom-client';
import { type WebSocket, WebSocketServer } from 'ws';
import type { Broker, ControlMessage, Publication, PublishOptions, StreamPosition } from './broker.ts';
import {
  type Authentication,
  ClientConnection,
  type ConnectionHub,
  type ConnectionTransport,
} from './client-connection.ts';
import { type Disconnect, disconnects } from './codes.ts';
import { namespaceOf } from './namespaces.ts';

export const websocketPath = '/api/connection/websocket';

export interface GatewayOptions {
  broker: Broker;
  log: FastifyBaseLogger;
  version: string;
  authenticate(token: string): Promise<Authentication>;
  maxMessageBytes: number;
  pingIntervalSeconds?: number;
  commandsPerSecond?: number;
  metrics?: Registry;
}

export type RpcHandler = (data: unknown, caller: { playerId: string | undefined }) => Promise<unknown>;

/** A session-wide control message: every process cuts the sockets it holds for that session. */
const sessionEnded = 'session-ended';
/** A player-wide one: the account was disabled, every socket of that player goes. */
const playerDisabled = 'player-disabled';
/** Commands for an emulation session held by another process (no sticky load balancing needed). */
const emulationCommands = 'emulation-commands';

/**
 * The process's realtime hub: keeps the connections, tells the broker which channels this process
 * wants, fans publications out to subscribers, pings, and cuts sessions when told to by any process.
 */
export class RealtimeGateway implements ConnectionHub {
  readonly broker: Broker;
  readonly version: string;
  readonly pingIntervalSeconds: number;
  readonly maxRecoverPublications = 100;
  readonly commandsPerSecond: number;

  readonly #log: FastifyBaseLogger;
  readonly #authenticate: GatewayOptions['authenticate'];
  readonly #connections = new Set<ClientConnection>();
  readonly #channels = new Map<string, Set<ClientConnection>>();
  readonly #sessions = new Map<string, Set<ClientConnection>>();
  readonly #rpc = new Map<string, RpcHandler>();
  /** Other modules' control messages: a per-process cache dropped in every process (content, decision 0123). */
  readonly #controlHandlers = new Map<string, (message: ControlMessage) => void>();
  readonly #emulationSessions = new Map<string, ClientConnection>();
  /** This process, as emulation clients name it in `node`. */
  readonly nodeId = randomUUID();
  readonly #wss: WebSocketServer;
  #pingTimer: NodeJS.Timeout | undefined;
  /** Set once the process is stopping: no new sockets. */
  #draining = false;
  #metrics:
    | { connections: Gauge; channels: Gauge; subscriptions: Gauge; publications: Counter; disconnects: Counter }
    | undefined;

  constructor(options: GatewayOptions) {
    this.broker = options.broker;
    this.version = options.version;
    this.pingIntervalSeconds = options.pingIntervalSeconds ?? 25;
    this.commandsPerSecond = options.commandsPerSecond ?? 50;
    this.#log = options.log;
    this.#authenticate = options.authenticate;
    this.#wss = new WebSocketServer({ noServer: true, maxPayload: options.maxMessageBytes, perMessageDeflate: false });
    if (options.metrics) {
      const registers = [options.metrics];
      this.#metrics = {
        connections: new Gauge({ name: 'realtime_connections', help: 'Open realtime connections', registers }),
        channels: new Gauge({
          name: 'realtime_channels',
          help: 'Channels this process holds subscribers for',
          registers,
        }),
        subscriptions: new Gauge({
          name: 'realtime_subscriptions',
          help: 'Channel subscriptions of the connections in this process',
          registers,
        }),
        publications: new Counter({
          name: 'realtime_publications_total',
          help: 'Publications this process made, by channel namespace',
          labelNames: ['namespace'] as const,
          registers,
        }),
        disconnects: new Counter({
          name: 'realtime_disconnects_total',
          help: 'Connections the server closed, by disconnect code',
          labelNames: ['code'] as const,
          registers,
        }),
      };
    }
  }

  async start(): Promise<void> {
    await this.broker.start({
      onPublication: (channel, publication, position) => this.#fanOut(channel, publication, position),
      onControl: (message) => this.#control(message),
      onConnectionLost: () => {
        // Publications may have been missed: everyone reconnects and recovers from history.
        for (const connection of [...this.#connections]) connection.disconnect(disconnects.shutdown);
      },
    });
    this.#pingTimer = setInterval(() => this.#pingAll(), this.pingIntervalSeconds * 1000);
    this.#pingTimer.unref();
  }

  /** Takes over `upgrade` for the websocket path on the app's HTTP server. */
  listen(app: FastifyInstance): void {
    app.server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
      const path = (request.url ?? '').split('?')[0];
      if (path !== websocketPath || this.#draining) {
        socket.destroy();
        return;
      }
      this.#wss.handleUpgrade(request, socket, head, (ws) => this.#accept(ws));
    });
  }

  registerRpc(method: string, handler: RpcHandler): void {
    this.#rpc.set(method, handler);
  }

  /** Server-side publication with the namespace's history settings (channels the outbox feeds). */
  async publish(channel: string, data: unknown, options: Partial<PublishOptions> = {}): Promise<StreamPosition> {
    const rules = namespaceOf(channel);
    if (!rules) throw new Error(`realtime: no namespace for channel ${channel}`);
    const position = await this.broker.publish(channel, data, {
      historySize: rules.historySize,
      historyTtlSeconds: rules.historyTtlSeconds,
      idempotentResultTtlSeconds: 300,
      ...options,
    });
    this.#metrics?.publications.inc({ namespace: channel.slice(0, channel.indexOf(':')) });
    return position;
  }

  /** Calls `handle` in every process, this one included, when any process broadcasts a message of `type`. */
  onControl(type: string, handle: (message: ControlMessage) => void): void {
    if ([sessionEnded, playerDisabled, emulationCommands].includes(type) || this.#controlHandlers.has(type)) {
      throw new Error(`realtime: control type ${type} is taken`);
    }
    this.#controlHandlers.set(type, handle);
  }

  /** Sends a control message to every process (see `onControl`). */
  broadcastControl(message: ControlMessage): Promise<void> {
    return this.broker.publishControl(message);
  }

  /** Every socket of the session, in every process, is closed with a terminal code. */
  endSession(sessionId: string): Promise<void> {
    return this.broker.publishControl({ type: sessionEnded, sessionId });
  }

  /** Every socket of the player, in every process, is closed with a terminal code (account disabled). */
  disablePlayer(playerId: string): Promise<void> {
    return this.broker.publishControl({ type: playerDisabled, playerId });
  }

  get connectionCount(): number {
    return this.#connections.size;
  }

  /**
   * The process is stopping: every client is told so (3001, it reconnects, to another process when there is
   * one) and no new socket is taken. The HTTP server's close waits for every socket, upgraded ones included,
   * so this comes first.
   */
  drain(): void {
    this.#draining = true;
    for (const connection of [...this.#connections]) connection.disconnect(disconnects.shutdown);
  }

  async close(): Promise<void> {
    if (this.#pingTimer) clearInterval(this.#pingTimer);
    this.drain();
    this.#wss.close();
    await this.broker.close();
  }

  // ConnectionHub

  authenticate(token: string): Promise<Authentication> {
    return this.#authenticate(token).catch((err: unknown) => {
      // The check failed, not the token: the client tries again rather than losing the player's session.
      this.#log.error({ err }, 'realtime authentication failed');
      return { ok: false as const, reason: 'unavailable' as const };
    });
  }

  rpc(method: string, data: unknown, caller: { playerId: string | undefined }): Promise<unknown> | undefined {
    return this.#rpc.get(method)?.(data, caller);
  }

  async attach(connection: ClientConnection, channel: string): Promise<void> {
    let holders = this.#channels.get(channel);
    if (!holders) {
      holders = new Set();
      this.#channels.set(channel, holders);
      this.#metrics?.channels.set(this.#channels.size);
      holders.add(connection);
      this.#metrics?.subscriptions.inc();
      await this.broker.subscribe(channel);
      return;
    }
    holders.add(connection);
    this.#metrics?.subscriptions.inc();
  }

  async detach(connection: ClientConnection, channel: string): Promise<void> {
    const holders = this.#channels.get(channel);
    if (!holders?.delete(connection)) return;
    this.#metrics?.subscriptions.dec();
    if (holders.size > 0) return;
    this.#channels.delete(channel);
    this.#metrics?.channels.set(this.#channels.size);
    await this.broker.unsubscribe(channel);
  }

  sessionOpened(connection: ClientConnection): void {
    if (!connection.sessionId) return;
    for (const [sessionId, holders] of this.#sessions) {
      if (sessionId !== connection.sessionId) holders.delete(connection);
    }
    const holders = this.#sessions.get(connection.sessionId) ?? new Set();
    holders.add(connection);
    this.#sessions.set(connection.sessionId, holders);
  }

  closed(connection: ClientConnection, disconnect?: Disconnect): void {
    if (!this.#connections.delete(connection)) return;
    if (disconnect) this.#metrics?.disconnects.inc({ code: String(disconnect.code) });
    for (const [session, held] of this.#emulationSessions)
      if (held === connection) this.#emulationSessions.delete(session);
    this.#metrics?.connections.set(this.#connections.size);
    if (connection.sessionId) {
      const holders = this.#sessions.get(connection.sessionId);
      holders?.delete(connection);
      if (holders?.size === 0) this.#sessions.delete(connection.sessionId);
    }
    for (const [channel, sub] of connection.subscriptions) {
      void this.detach(connection, channel).catch((err: unknown) => this.#log.warn({ err }, 'realtime detach failed'));
      if (sub.rules.presence) void this.broker.removePresence(channel, connection.id).catch(() => undefined);
    }
    connection.subscriptions.clear();
  }

  /** A connection on any transport; the transport reports its own end with `connection.transportClosed()`. */
  open(transport: ConnectionTransport): ClientConnection {
    const connection = new ClientConnection(this, transport);
    this.#connections.add(connection);
    this.#metrics?.connections.set(this.#connections.size);
    const session = transport.emulation?.session;
    if (session) this.#emulationSessions.set(session, connection);
    return connection;
  }

  /** Commands an emulation client posted; answered 404 when neither this process nor `node` holds the session. */
  async emulate(session: string, node: string, data: string): Promise<boolean> {
    const local = this.#emulationSessions.get(session);
    if (local) {
      local.receive(data);
      return true;
    }
    if (node === this.nodeId || node === '') return false;
    await this.broker.publishControl({ type: emulationCommands, node, session, data });
    return true;
  }

  #accept(ws: WebSocket): void {
    const connection = this.open({
      send: (frame) => {
        if (ws.readyState === ws.OPEN) ws.send(frame);
      },
      close: (disconnect: Disconnect) => {
        if (ws.readyState === ws.OPEN || ws.readyState === ws.CONNECTING) ws.close(disconnect.code, disconnect.reason);
      },
    });
    ws.on('message', (data, isBinary) => {
      if (isBinary) {
        connection.disconnect(disconnects.badRequest);
        return;
      }
      connection.receive(data.toString());
    });
    ws.on('close', () => connection.transportClosed());
    // ws closes with 1009 itself when a frame exceeds maxPayload; any socket error just ends this client.
    ws.on('error', () => connection.transportClosed());
  }

  #fanOut(channel: string, publication: Publication, position: StreamPosition): void {
    const holders = this.#channels.get(channel);
    if (!holders) return;
    for (const connection of holders) connection.deliver(channel, publication, position);
  }

  #control(message: ControlMessage): void {
    if (message.type === sessionEnded && typeof message.sessionId === 'string') {
      for (const connection of [...(this.#sessions.get(message.sessionId) ?? [])]) {
        connection.disconnect(disconnects.sessionEnded);
      }
    } else if (message.type === playerDisabled && typeof message.playerId === 'string') {
      for (const connection of [...this.#connections]) {
        if (connection.playerId === message.playerId) connection.disconnect(disconnects.accountDisabled);
      }
    } else if (message.type === emulationCommands && message.node === this.nodeId) {
      const held = this.#emulationSessions.get(String(message.session));
      if (held && typeof message.data === 'string') held.receive(message.data);
    } else {
      this.#controlHandlers.get(message.type)?.(message);
    }
  }

  #pingAll(): void {
    const now = Date.now();
    for (const connection of [...this.#connections]) {
      if (!connection.connected) continue;
      if (connection.awaitingPong) {
        connection.disconnect(disconnects.noPong);
        continue;
      }
      // A token that ran out without a refresh: reconnecting makes the client fetch a fresh one (109).
      if (connection.expiresAt !== undefined && connection.expiresAt < now) {
        connection.disconnect(disconnects.expired);
        continue;
      }
      connection.awaitingPong = true;
      connection.ping();
    }
  }
}
