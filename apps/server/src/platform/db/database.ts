import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type SQL, sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { releaseEndedConnections } from './ended-connection-release.ts';
import { migratedTemplate } from './pglite-template.ts';
import { applyFunctions } from './sql-functions.ts';

/** One type for both drivers: module stores never know which engine runs underneath. */
export type Database = PgDatabase<PgQueryResultHKT>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Either the database or an open transaction: stores accept both so callers choose the boundary. */
export type Executor = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  engine: 'pglite' | 'postgres';
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('../../../drizzle', import.meta.url));

/** Serialises migrations across processes sharing one PostgreSQL (any fixed 64-bit key works). */
const MIGRATION_LOCK_KEY = 7_203_451_122;

export async function openDatabase(options: {
  url?: string;
  dataDir: string;
  /** Told of an idle pooled connection the server ended (a restart, a failover, a terminated backend). */
  onIdleError?: (error: Error) => void;
}): Promise<DatabaseHandle> {
  if (options.url) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const pool = new pg.Pool({ connectionString: options.url, max: 20 });
    // Without a listener, node-postgres re-throws such an error and the process dies; the pool has already
    // dropped the broken connection, and the next query opens a new one.
    pool.on('error', (error) => options.onIdleError?.(error));
    // A connection ended while checked out (mid-query or mid-transaction) emits on its client, which the pool does
    // not listen to then: unheard, it killed the process. The query in flight still fails with the error.
    pool.on('connect', (client) => client.on('error', (error) => options.onIdleError?.(error)));
    releaseEndedConnections(pool);
    const db = drizzle(pool);
    const lockClient = await pool.connect();
    try {
      await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      await migrate(db, { migrationsFolder });
      await applyFunctions((statement) => lockClient.query(statement));
    } finally {
      await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
      lockClient.release();
    }
    return { db, engine: 'postgres', close: () => pool.end() };
  }

  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  // "memory://" keeps tests hermetic; anything else is a directory on disk.
  const inMemory = options.dataDir.startsWith('memory://');
  const dataDir = inMemory ? options.dataDir : path.resolve(options.dataDir, 'pglite');
  if (!inMemory) mkdirSync(dataDir, { recursive: true });
  const client = inMemory
    ? await PGlite.create(dataDir, {
        loadDataDir: await migratedTemplate(
          migrationsFolder,
          () => PGlite.create(dataDir),
          async (fresh) => {
            await migrate(drizzle(fresh), { migrationsFolder });
            await applyFunctions((statement) => fresh.exec(statement));
          },
        ),
      })
    : await PGlite.create(dataDir);
  const db = drizzle(client);
  await migrate(db, { migrationsFolder });
  // A template is named for its migrations' and functions' contents (pglite-template.ts), so an in-memory
  // database made from one already has these bodies; a database on disk gets them at every start.
  if (!inMemory) await applyFunctions((statement) => client.exec(statement));
  return { db, engine: 'pglite', close: () => client.close() };
}

export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}

/** Rows of a raw SQL query; both drivers answer `{ rows }`. */
export async function queryRows<T>(executor: Executor, query: SQL): Promise<T[]> {
  const result = (await executor.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
