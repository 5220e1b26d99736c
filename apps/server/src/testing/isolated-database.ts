import { randomUUID } from 'node:crypto';

/**
 * A database of its own for a test that compares the whole database before and after: on PostgreSQL a
 * fresh one next to DATABASE_URL's (the suite's other files write to that one at the same time), dropped
 * afterwards; on PGlite each app already has its own, so nothing changes.
 */
export async function isolatedDatabase(): Promise<{ env: Record<string, string>; drop(): Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (!url) return { env: {}, drop: async () => {} };
  const { default: pg } = await import('pg');
  const name = `croupier_isolated_${randomUUID().replaceAll('-', '')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const isolated = new URL(url);
  isolated.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: isolated.toString() },
    drop: () => admin(`drop database if exists ${name} with (force)`),
  };
}
