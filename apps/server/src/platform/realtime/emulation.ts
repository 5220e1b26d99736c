import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { ConnectionTransport } from './client-connection.ts';
import type { Disconnect } from './codes.ts';
import type { RealtimeGateway } from './gateway.ts';

export const httpStreamPath = '/api/connection/http_stream';
export const ssePath = '/api/connection/sse';
export const emulationPath = '/emulation';

/** Keeps proxies that close idle responses from ending a quiet stream; pings come every 25 s anyway. */
const streamHeaders = {
  'cache-control': 'no-cache, no-store, must-revalidate',
  'x-accel-buffering': 'no',
  connection: 'keep-alive',
};

const emulationBody = z.object({ session: z.string().max(64), node: z.string().max(64).default(''), data: z.string() });

/**
 * Centrifugo's fallback transports for clients behind proxies that break websockets: the server streams
 * replies down one long HTTP response (newline-delimited JSON, or Server-Sent Events), and the client
 * posts its later commands to `/emulation` naming its session and the process (`node`) holding it.
 * A disconnect travels as a `disconnect` push before the stream ends, as there is no close code.
 */
export function registerEmulationTransports(app: FastifyInstance, gateway: RealtimeGateway, maxBytes: number): void {
  const stream = (reply: FastifyReply, contentType: string, frame: (line: string) => string, connect: string) => {
    reply.hijack();
    const out = reply.raw;
    out.writeHead(200, { 'content-type': contentType, ...streamHeaders });
    const session = randomUUID();
    let ended = false;
    const end = () => {
      if (ended) return;
      ended = true;
      out.end();
    };
    const transport: ConnectionTransport = {
      send: (text) => {
        if (!ended) out.write(frame(text));
      },
      close: (disconnect: Disconnect) => {
        if (ended) return;
        out.write(frame(JSON.stringify({ push: { disconnect } })));
        end();
      },
      emulation: { session, node: gateway.nodeId },
    };
    const connection = gateway.open(transport);
    reply.raw.on('close', () => {
      ended = true;
      connection.transportClosed();
    });
    connection.receive(connect);
  };

  app.post(httpStreamPath, { bodyLimit: maxBytes, schema: { hide: true } }, async (request, reply) => {
    stream(reply, 'application/json', (line) => `${line}\n`, JSON.stringify(request.body ?? {}));
  });

  app.get<{ Querystring: { cf_connect?: string } }>(ssePath, { schema: { hide: true } }, async (request, reply) => {
    const connect = request.query.cf_connect ?? '';
    if (connect.length > maxBytes) return reply.status(413).send();
    stream(reply, 'text/event-stream', (line) => `data: ${line}\n\n`, connect);
  });

  app.post(emulationPath, { bodyLimit: maxBytes, schema: { hide: true } }, async (request, reply) => {
    const parsed = emulationBody.safeParse(request.body);
    if (!parsed.success)
      return reply.status(400).send({ error: { code: 'bad_request', message: 'Invalid emulation request' } });
    const { session, node, data } = parsed.data;
    const held = await gateway.emulate(session, node, data);
    return held
      ? reply.status(200).send({})
      : reply.status(404).send({ error: { code: 'not_found', message: 'Unknown session' } });
  });
}
