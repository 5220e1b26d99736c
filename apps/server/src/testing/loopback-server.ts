import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface LoopbackServer {
  url: string;
  close(): Promise<void>;
}

/** A test's HTTP stand-in on a free loopback port: `answer` gets each request once its body has arrived. */
export async function startLoopbackServer(
  answer: (request: IncomingMessage, body: Buffer, response: ServerResponse) => void,
): Promise<LoopbackServer> {
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => answer(request, Buffer.concat(chunks), response));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
