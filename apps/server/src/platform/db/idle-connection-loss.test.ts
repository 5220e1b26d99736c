import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isolatedDatabase } from '../../testing/isolated-database.ts';
import { startTestApp } from '../../testing/test-app.ts';

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
