import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { functionSources } from './sql-functions.ts';

/**
 * A migrated, empty PGlite data directory, kept as a tarball in the OS temp directory. A new PGlite
 * database runs initdb, which takes seconds on a slow machine; every in-memory database (each test
 * file's app, each browser test's site, a bench) starts from this copy instead and finds its
 * migrations applied. The file is named for PGlite's version and the migrations' contents, so a new
 * migration, a changed database function or a new engine makes a new template and an old one is never used.
 */
export async function migratedTemplate(
  migrationsFolder: string,
  create: () => Promise<PGlite>,
  migrate: (client: PGlite) => Promise<void>,
): Promise<Blob> {
  const file = path.join(tmpdir(), `croupier-pglite-${templateKey(migrationsFolder)}.tar`);
  if (existsSync(file)) return new Blob([await readFile(file)]);
  const client = await create();
  try {
    await migrate(client);
    const dump = await client.dumpDataDir('none');
    // Written aside and renamed, so a process reading the template never sees half of one.
    const partial = `${file}.${process.pid}.partial`;
    await writeFile(partial, new Uint8Array(await dump.arrayBuffer()));
    await rename(partial, file);
    return dump;
  } finally {
    await client.close();
  }
}

function templateKey(migrationsFolder: string): string {
  const hash = createHash('sha256');
  const engine = path.dirname(path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite')));
  hash.update(readFileSync(path.join(engine, 'package.json')));
  hash.update(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json')));
  const migrations = readdirSync(migrationsFolder).filter((entry) => entry.endsWith('.sql'));
  for (const name of migrations.sort()) {
    hash.update(name).update(readFileSync(path.join(migrationsFolder, name)));
  }
  for (const source of functionSources()) hash.update(source.name).update(source.statement);
  return hash.digest('hex').slice(0, 20);
}
