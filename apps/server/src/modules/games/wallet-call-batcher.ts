import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../platform/db/database.ts';
import {
  type CreditParameter,
  type DebitParameter,
  type FunctionAnswer,
  type WalletCallName,
  type WalletCallOutcome,
  walletCall,
  walletCallFailure,
  walletCallJson,
  walletCallOutcome,
} from './wallet-functions.ts';

/**
 * Seamless-wallet calls that arrive together share one statement and one commit (`game_wallet_batch`, sql/functions; decision
 * 0042): those of the requests read in one turn of the event loop, and those that queued while every lane
 * (a connection at most this batcher holds) was busy. A lone call goes out alone, at the end of its turn.
 * Each call still runs in a subtransaction of its own, so a refused call undoes only itself. Should the
 * batch itself fail (a lost connection, a deadlock), nothing of it was committed, and each of its calls is
 * made again alone.
 */

interface Pending {
  name: WalletCallName;
  parameter: DebitParameter | CreditParameter;
  resolve(outcome: WalletCallOutcome): void;
  reject(error: unknown): void;
}

type BatchAnswer = FunctionAnswer & { error?: { code: string; message: string } };

export interface WalletCallBatcher {
  debit(parameter: DebitParameter): Promise<WalletCallOutcome>;
  credit(parameter: CreditParameter): Promise<WalletCallOutcome>;
}

export function createWalletCallBatcher(
  db: Database,
  options: { lanes: number; maxCalls: number } = { lanes: 8, maxCalls: 32 },
): WalletCallBatcher {
  const queue: Pending[] = [];
  let busy = 0;

  function settle(pending: Pending, answer: BatchAnswer | undefined): void {
    try {
      if (answer?.error) {
        const { code, message } = answer.error;
        pending.reject(walletCallFailure(code, message));
        return;
      }
      pending.resolve(walletCallOutcome(pending.name, answer));
    } catch (error) {
      pending.reject(error);
    }
  }

  async function alone(pending: Pending): Promise<void> {
    try {
      pending.resolve(await walletCall(db, pending.name, pending.parameter));
    } catch (error) {
      pending.reject(error);
    }
  }

  async function send(batch: Pending[]): Promise<void> {
    if (batch.length === 1) return alone(batch[0] as Pending);
    const json = `[${batch.map((pending) => `{"op":"${pending.name}","p":${walletCallJson(pending.parameter)}}`).join(',')}]`;
    let answers: BatchAnswer[] | undefined;
    try {
      const rows = await queryRows<{ answers: BatchAnswer[] }>(
        db,
        sql`select game_wallet_batch(${json}::jsonb) as answers`,
      );
      answers = rows[0]?.answers;
    } catch {
      answers = undefined;
    }
    if (!answers || answers.length !== batch.length) {
      await Promise.all(batch.map(alone));
      return;
    }
    for (const [index, pending] of batch.entries()) settle(pending, answers[index]);
  }

  function pump(): void {
    while (busy < options.lanes && queue.length > 0) {
      const batch = queue.splice(0, options.maxCalls);
      busy += 1;
      void send(batch).finally(() => {
        busy -= 1;
        pump();
      });
    }
  }

  let scheduled = false;
  function enqueue(name: WalletCallName, parameter: DebitParameter | CreditParameter): Promise<WalletCallOutcome> {
    return new Promise((resolve, reject) => {
      queue.push({ name, parameter, resolve, reject });
      if (scheduled) return;
      // Once the requests read in this turn of the event loop have all been handled up to here.
      scheduled = true;
      setImmediate(() => {
        scheduled = false;
        pump();
      });
    });
  }

  return {
    debit: (parameter) => enqueue('debit', parameter),
    credit: (parameter) => enqueue('credit', parameter),
  };
}
