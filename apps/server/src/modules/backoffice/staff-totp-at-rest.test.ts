import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../platform/config.ts';
import { queryRows } from '../../platform/db/database.ts';
import { startTestApp } from '../../testing/test-app.ts';
import type { TestApp } from '../player/test-helpers.ts';
import { enrolStaff, signIn, testClock } from './test-helpers.ts';

/** Decision 0126: staff TOTP secrets are sealed at rest, and sign-in works as before. Each test starts its own app. */

const storedSecret = async (app: TestApp, staffId: string) =>
  (await queryRows<{ secret: string }>(app.db, sql`select totp_secret as secret from staff where id = ${staffId}`))[0]
    ?.secret;

describe('staff TOTP secrets at rest', () => {
  it('are never in clear in the database, and the authenticator still signs in', async () => {
    const clock = testClock();
    const app = await startTestApp({}, { clock: clock.now });
    try {
      const member = await enrolStaff(app, clock, ['support']);
      const stored = await storedSecret(app, member.staffId);
      expect(stored).toMatch(/^enc:v1:/);
      expect(stored).not.toContain(member.secret);
      const dump = await queryRows<{ row: string }>(app.db, sql`select s::text as row from staff s`);
      expect(dump.some((r) => r.row.includes(member.secret))).toBe(false);
      expect((await signIn(app, clock, member)).staffId).toBe(member.staffId);
    } finally {
      await app.close();
    }
  }, 120_000);

  it('a secret stored in clear before still signs in, and is sealed at the next start', async () => {
    // A database that outlives the first process: the suite's PostgreSQL, or PGlite in a directory.
    const dir = process.env.DATABASE_URL ? undefined : await mkdtemp(join(tmpdir(), 'croupier-totp-'));
    const env: Record<string, string> = dir ? { DATA_DIR: dir } : {};
    const clock = testClock();
    const first = await startTestApp(env, { clock: clock.now });
    let member: Awaited<ReturnType<typeof enrolStaff>>;
    try {
      member = await enrolStaff(first, clock, ['risk-compliance']);
      await first.db.execute(sql`update staff set totp_secret = ${member.secret} where id = ${member.staffId}`);
      expect((await signIn(first, clock, member)).staffId).toBe(member.staffId);
    } finally {
      await first.close();
    }
    const second = await startTestApp(env, { clock: clock.now });
    try {
      const stored = await storedSecret(second, member.staffId);
      expect(stored).toMatch(/^enc:v1:/);
      expect(stored).not.toContain(member.secret);
      expect((await signIn(second, clock, member)).staffId).toBe(member.staffId);
    } finally {
      await second.close();
      if (dir) await rm(dir, { recursive: true, force: true });
    }
  }, 180_000);

  it('production refuses to start without its own key', () => {
    const production = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32) };
    expect(() => loadConfig(production)).toThrow(ConfigError);
    expect(() => loadConfig(production)).toThrow(/ADMIN_TOTP_KEY/);
    expect(() => loadConfig({ ...production, ADMIN_TOTP_KEY: 'short' })).toThrow(/ADMIN_TOTP_KEY/);
    expect(loadConfig({ ...production, ADMIN_TOTP_KEY: 'k'.repeat(32) }).ADMIN_TOTP_KEY).toHaveLength(32);
  });
});
