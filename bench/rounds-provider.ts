/**
 * The game provider of bench/rounds.ts, on a thread of its own (a real provider is another machine): plays
 * rounds over the signed seamless-wallet API for the given time, each connection its own seats one round
 * after another, and answers how many rounds it played and what each seat staked and won.
 */
import { connect, type Socket } from 'node:net';
import { parentPort, workerData } from 'node:worker_threads';
import { signedWalletCall } from '../apps/server/src/modules/games/signing.ts';

export interface ProviderRun {
  url: string;
  studio: string;
  providerSecret: string;
  seconds: number;
  connections: number;
  seats: { accountId: string; sessionToken: string }[];
  /** Makes round ids unique when the same seats play again (a provider's round id is played once). */
  label?: string;
}

export interface ProviderResult {
  rounds: number;
  elapsedSeconds: number;
  /** Per seat, in the order given: minor units staked and won. */
  seats: { staked: number; won: number }[];
}

const run = workerData as ProviderRun;
const target = new URL(run.url);

/**
 * One keep-alive HTTP/1.1 connection that sends a request and reads its answer, and nothing more: the
 * provider's client should cost the shared cores as little as pgbench's does, and node:http's client
 * machinery (agent, ClientRequest, the header parser) cost this thread about a third of a core.
 */
class Connection {
  readonly #socket: Socket;
  #received: Buffer = Buffer.alloc(0);
  #waiting: { resolve(answer: { status: number; body: string }): void; reject(error: Error): void } | undefined;

  constructor() {
    this.#socket = connect(Number(target.port), target.hostname);
    this.#socket.setNoDelay(true);
    this.#socket.on('data', (chunk: Buffer) => this.#read(chunk));
    this.#socket.on('error', (error) => this.#waiting?.reject(error));
    this.#socket.on('close', () => this.#waiting?.reject(new Error('the server closed the connection')));
  }

  request(path: string, headers: Record<string, string>, body: string) {
    const head = Object.entries(headers)
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('');
    const length = Buffer.byteLength(body);
    return new Promise<{ status: number; body: string }>((resolve, reject) => {
      this.#waiting = { resolve, reject };
      this.#socket.write(
        `POST ${path} HTTP/1.1\r\nhost: ${target.host}\r\n${head}content-length: ${length}\r\n\r\n${body}`,
      );
    });
  }

  #read(chunk: Buffer): void {
    this.#received = this.#received.length === 0 ? chunk : Buffer.concat([this.#received, chunk]);
    const headEnd = this.#received.indexOf('\r\n\r\n');
    if (headEnd < 0) return;
    const head = this.#received.toString('latin1', 0, headEnd);
    const length = Number(/\r\ncontent-length: *(\d+)/i.exec(head)?.[1]);
    if (!Number.isInteger(length)) {
      this.#waiting?.reject(new Error(`an answer without content-length: ${head}`));
      return;
    }
    const bodyEnd = headEnd + 4 + length;
    if (this.#received.length < bodyEnd) return;
    const answer = { status: Number(head.slice(9, 12)), body: this.#received.toString('utf8', headEnd + 4, bodyEnd) };
    this.#received = this.#received.subarray(bodyEnd);
    const waiting = this.#waiting;
    this.#waiting = undefined;
    waiting?.resolve(answer);
  }

  close(): void {
    this.#socket.destroy();
  }
}

async function wallet(connection: Connection, operation: 'debit' | 'credit', body: Record<string, unknown>) {
  const signed = signedWalletCall(run.providerSecret, body);
  const answer = await connection.request(
    `/api/provider-wallet/${run.studio}/${operation}`,
    signed.headers,
    signed.body,
  );
  if (answer.status !== 200) throw new Error(`${operation} answered ${answer.status}: ${answer.body}`);
}

const totals = run.seats.map(() => ({ staked: 0, won: 0 }));

/** One round: a 0.20 stake, then a settling credit of 0 or 0.40 (minor units, as a provider speaks). */
async function round(connection: Connection, index: number, n: number): Promise<void> {
  const seat = run.seats[index] as ProviderRun['seats'][number];
  const roundId = `bench-${run.label ?? ''}${seat.accountId}-${n}`;
  const won = n % 2 === 0 ? 40 : 0;
  const base = { sessionToken: seat.sessionToken, roundId, currency: 'CAD' };
  await wallet(connection, 'debit', { ...base, transactionId: `${roundId}-bet`, amount: '20' });
  await wallet(connection, 'credit', { ...base, transactionId: `${roundId}-win`, amount: String(won) });
  const total = totals[index] as ProviderResult['seats'][number];
  total.staked += 20;
  total.won += won;
}

let rounds = 0;
const started = performance.now();
const deadline = started + run.seconds * 1000;
await Promise.all(
  Array.from({ length: run.connections }, async (_, connection) => {
    const mine = run.seats.map((_, index) => index).filter((index) => index % run.connections === connection);
    const socket = new Connection();
    let n = 0;
    while (performance.now() < deadline) {
      await round(socket, mine[n % mine.length] as number, n);
      n += 1;
      rounds += 1;
    }
    socket.close();
  }),
);
const result: ProviderResult = { rounds, elapsedSeconds: (performance.now() - started) / 1000, seats: totals };
parentPort?.postMessage(result);
