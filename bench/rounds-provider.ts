/**
 * The game provider of bench/rounds.ts, on a thread of its own (a real provider is another machine): plays
 * rounds over the signed seamless-wallet API for the given time, each connection its own seats one round
 * after another, and answers how many rounds it played and what each seat staked and won.
 */
import { Agent, request as httpRequest } from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';
import { signedWalletCall } from '../apps/server/src/modules/games/signing.ts';

export interface ProviderRun {
  url: string;
  studio: string;
  providerSecret: string;
  seconds: number;
  connections: number;
  seats: { accountId: string; sessionToken: string }[];
}

export interface ProviderResult {
  rounds: number;
  elapsedSeconds: number;
  /** Per seat, in the order given: minor units staked and won. */
  seats: { staked: number; won: number }[];
}

const run = workerData as ProviderRun;

// A keep-alive agent of plain node:http, one socket per connection: the provider's client should cost the shared
// cores as little as pgbench's does.
const agent = new Agent({ keepAlive: true, maxSockets: run.connections });
const target = new URL(run.url);

function wallet(operation: 'debit' | 'credit', body: Record<string, unknown>): Promise<void> {
  const signed = signedWalletCall(run.providerSecret, body);
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      {
        agent,
        host: target.hostname,
        port: target.port,
        method: 'POST',
        path: `/api/provider-wallet/${run.studio}/${operation}`,
        headers: { ...signed.headers, 'content-length': Buffer.byteLength(signed.body) },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          if (response.statusCode === 200) resolve();
          else reject(new Error(`${operation} answered ${response.statusCode}: ${Buffer.concat(chunks).toString()}`));
        });
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(signed.body);
  });
}

const totals = run.seats.map(() => ({ staked: 0, won: 0 }));

/** One round: a 0.20 stake, then a settling credit of 0 or 0.40 (minor units, as a provider speaks). */
async function round(index: number, n: number): Promise<void> {
  const seat = run.seats[index] as ProviderRun['seats'][number];
  const roundId = `bench-${seat.accountId}-${n}`;
  const won = n % 2 === 0 ? 40 : 0;
  const base = { sessionToken: seat.sessionToken, roundId, currency: 'CAD' };
  await wallet('debit', { ...base, transactionId: `${roundId}-bet`, amount: '20' });
  await wallet('credit', { ...base, transactionId: `${roundId}-win`, amount: String(won) });
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
    let n = 0;
    while (performance.now() < deadline) {
      await round(mine[n % mine.length] as number, n);
      n += 1;
      rounds += 1;
    }
  }),
);
const result: ProviderResult = { rounds, elapsedSeconds: (performance.now() - started) / 1000, seats: totals };
parentPort?.postMessage(result);
