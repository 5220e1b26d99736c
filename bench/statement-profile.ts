/**
 * What a phase of a bench costs, independent of how loaded the machine is (BENCH_PROFILE=1): statements sent to
 * PostgreSQL by kind, the CPU this process used and the CPU of this database's backends, each per round. A shared
 * two-core machine moves rounds/s by a factor of two from minute to minute; CPU per round moves far less.
 */
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Database } from '../apps/server/src/platform/db/database.ts';
import { queryRows } from '../apps/server/src/platform/db/database.ts';
import { report } from './support.ts';

interface Tally {
  count: number;
  ms: number;
}

const tallies = new Map<string, Tally>();
let installed = false;

/** Counts every statement any pg client of this process sends, by its text (drizzle's are parameterised). */
export function installStatementCounter(): void {
  if (installed) return;
  installed = true;
  const original = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  pg.Client.prototype.query = function counted(this: pg.Client, ...args: unknown[]) {
    const [first] = args;
    const text =
      typeof first === 'string'
        ? first
        : typeof first === 'object' && first
          ? String((first as { text?: unknown }).text)
          : '?';
    const key = text
      .replace(/\s+/g, ' ')
      .replace(/\$\d+(, \$\d+)*/g, '$…')
      .slice(0, 140);
    const began = performance.now();
    const tally = tallies.get(key) ?? { count: 0, ms: 0 };
    tallies.set(key, tally);
    tally.count += 1;
    const answer = original.apply(this, args);
    if (answer && typeof (answer as Promise<unknown>).then === 'function') {
      void (answer as Promise<unknown>).then(
        () => {
          tally.ms += performance.now() - began;
        },
        () => {},
      );
    }
    return answer;
  } as typeof pg.Client.prototype.query;
}

/** CPU seconds (user + system) of each of these processes, from /proc; processes that have gone are left out. */
function cpuOf(pids: readonly number[]): Map<number, number> {
  const ticks = 100; // USER_HZ on Linux
  const out = new Map<number, number>();
  for (const pid of pids) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
      out.set(pid, (Number(fields[11]) + Number(fields[12])) / ticks);
    } catch {
      // ended
    }
  }
  return out;
}

export interface PhaseMark {
  cpu: NodeJS.CpuUsage;
  backendCpu: Map<number, number>;
  tallies: Map<string, Tally>;
}

async function backends(db: Database): Promise<number[]> {
  const rows = await queryRows<{ pid: number }>(
    db,
    sql`select pid from pg_stat_activity where datname = current_database() and backend_type = 'client backend'`,
  );
  return rows.map((r) => r.pid);
}

export async function markPhase(db: Database): Promise<PhaseMark> {
  return {
    cpu: process.cpuUsage(),
    backendCpu: cpuOf(await backends(db)),
    tallies: new Map([...tallies].map(([k, v]) => [k, { ...v }])),
  };
}

/** CPU seconds this process (its threads included) and this database's backends used since the mark. */
export async function cpuSince(db: Database, from: PhaseMark): Promise<{ process: number; backends: number }> {
  const cpu = process.cpuUsage(from.cpu);
  // Backends opened since count from zero, those of the mark from it; one that ended meanwhile is lost (the
  // bench's pool keeps its connections while the rounds run).
  let backendCpu = 0;
  for (const [pid, seconds] of cpuOf(await backends(db))) backendCpu += seconds - (from.backendCpu.get(pid) ?? 0);
  return { process: (cpu.user + cpu.system) / 1e6, backends: backendCpu };
}

/** Prints the phase's CPU per round and its most frequent statements per round. */
export async function reportPhase(db: Database, name: string, from: PhaseMark, rounds: number): Promise<void> {
  const cpu = await cpuSince(db, from);
  report(`${name}: this process's CPU per round`, (cpu.process * 1000) / rounds, 'ms');
  report(`${name}: this database's backends' CPU per round`, (cpu.backends * 1000) / rounds, 'ms');
  const rows = [...tallies]
    .map(([key, t]) => {
      const before = from.tallies.get(key) ?? { count: 0, ms: 0 };
      return { key, count: t.count - before.count, ms: t.ms - before.ms };
    })
    .filter((r) => r.count > 0)
    .sort((a, b) => b.count - a.count);
  const total = rows.reduce((sum, r) => sum + r.count, 0);
  report(`${name}: statements per round`, total / rounds, `(${total} statements, ${rounds} rounds)`);
  for (const r of rows.slice(0, 25)) {
    process.stdout.write(
      `  ${(r.count / rounds).toFixed(3)}/round ${r.count}× ${(r.ms / r.count).toFixed(2)} ms  ${r.key}\n`,
    );
  }
}
