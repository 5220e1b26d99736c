import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase, queryRows } from './database.ts';
import { functionSources } from './sql-functions.ts';

const migrationsFolder = fileURLToPath(new URL('../../../drizzle', import.meta.url));

/** What PostgreSQL keeps as a function's source: the text between the dollar quotes. */
function bodyOf(statement: string): string {
  const match = /\bAS \$\$([\s\S]*)\$\$;\s*$/.exec(statement);
  if (!match?.[1]) throw new Error(`no $$ body in:\n${statement.slice(0, 200)}`);
  return match[1];
}

describe('database functions: one source each (decision 0058)', () => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await openDatabase({ url: process.env.DATABASE_URL, dataDir: 'memory://' });
  });
  afterAll(async () => {
    await database.close();
  });

  it("the database's definition of every function is its file's, on this engine", async () => {
    for (const source of functionSources()) {
      const rows = await queryRows<{ source: string }>(
        database.db,
        sql`select prosrc as source from pg_proc where proname = ${source.name} and pronamespace = 'public'::regnamespace`,
      );
      // One definition: a changed signature left beside the old one would be an overload nobody meant.
      expect(rows, source.name).toHaveLength(1);
      expect(rows[0]?.source, source.name).toBe(bodyOf(source.statement));
    }
  });

  it('no migration defines a function that has a file', () => {
    const names = functionSources().map((source) => source.name);
    for (const file of readdirSync(migrationsFolder).filter((entry) => entry.endsWith('.sql'))) {
      const text = readFileSync(path.join(migrationsFolder, file), 'utf8');
      for (const match of text.matchAll(/CREATE\s+(?:OR\s+REPLACE\s+)?FUNCTION\s+"?([a-z_]+)"?/gi)) {
        expect(names, `${file} defines ${match[1]}`).not.toContain(match[1]);
      }
    }
  });

  it("the migrations' journal runs every file, in order, with times that only grow", () => {
    // drizzle applies a migration only when its `when` is above the newest one a database has applied: a
    // new entry dated before an old one would be skipped without an error on every database but a fresh one.
    const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
      entries: { idx: number; when: number; tag: string }[];
    };
    const files = readdirSync(migrationsFolder)
      .filter((entry) => entry.endsWith('.sql'))
      .sort();
    expect(journal.entries.map((entry) => `${entry.tag}.sql`)).toEqual(files);
    journal.entries.forEach((entry, index) => {
      expect(entry.idx).toBe(index);
      if (index > 0) expect(entry.when).toBeGreaterThan(journal.entries[index - 1]?.when ?? 0);
    });
  });
});
