import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isolatedDatabase } from '../../testing/isolated-database.ts';
import { startTestApp } from '../../testing/test-app.ts';
import { openDatabase } from './database.ts';

/**
 * PostgreSQL may end a pooled connection while it sits idle (a restart, a failover, an operator's
 * pg_terminate_backend). node-postgres reports that as an 'error' event on the pool, which, unheard, kills
 * the process. Only PostgreSQL has such connections; PGlite runs inside the process.
 */
describe.skipIf(!process.env.DATABASE_URL)('PostgreSQL ending idle pooled connections', () => {
  let app: Awaited<ReturnType<typeof startTestApp>>;
  let database: Awaited<ReturnType<typeof isolatedDatabase>>;
  beforeAll(async () => {
    // Its own database, so that ending every other connection to it ends only this app's.
    database = await isolatedDatabase();
    app = await startTestApp(database.env);
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  it('keeps serving: the next requests open new connections', async () => {
    // Several connections in the pool at once, idle afterwards.
    await Promise.all(Array.from({ length: 4 }, () => app.db.execute(sql`select pg_sleep(0.05)`)));
    const ended = await app.db.execute(
      sql`select pg_terminate_backend(pid) as ended from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid()`,
    );
    expect((ended as unknown as { rows: unknown[] }).rows.length).toBeGreaterThan(0);
    // The terminated connections' errors arrive on the pool; give them time to, then use the database.
    await new Promise((resolve) => setTimeout(resolve, 200));
    for (let i = 0; i < 6; i += 1) {
      const answer = await fetch(`${app.url}/readyz`);
      expect(answer.status).toBe(200);
    }
    const currencies = await fetch(`${app.url}/api/settings/currencies`);
    expect(currencies.status).toBe(200);
  });
});

describe.skipIf(!process.env.DATABASE_URL)('PostgreSQL ending connections a transaction is about to use', () => {
  it('gives the dead connections back: the pool still ends', async () => {
    const database = await isolatedDatabase();
    const handle = await openDatabase({ url: database.env.DATABASE_URL, dataDir: 'memory://', onIdleError: () => {} });
    try {
      await Promise.all(Array.from({ length: 4 }, () => handle.db.execute(sql`select pg_sleep(0.05)`)));
      await handle.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity
            where datname = current_database() and pid <> pg_backend_pid()`,
      );
      // At once, before the pool hears of the ended connections: each transaction's `begin` fails on one.
      const outcomes = await Promise.allSettled(
        Array.from({ length: 4 }, () => handle.db.transaction(async (tx) => tx.execute(sql`select 1`))),
      );
      expect(outcomes.some((outcome) => outcome.status === 'rejected')).toBe(true);
      const ended = await Promise.race([
        handle.close().then(() => 'ended'),
        new Promise((resolve) => setTimeout(resolve, 10_000, 'still waiting for a connection')),
      ]);
      expect(ended).toBe('ended');
    } finally {
      await database.drop();
    }
  });
});
