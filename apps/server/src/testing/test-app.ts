import type { AppHandle, AppOptions } from '../app.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../platform/config.ts';

/**
 * The real app on a real engine: PGlite in memory by default; PostgreSQL and Redis when DATABASE_URL and
 * REDIS_URL are set (CI runs the same suite both ways). Listens on an ephemeral port so tests speak HTTP.
 */
export async function startTestApp(
  env: Record<string, string> = {},
  options: AppOptions = {},
): Promise<AppHandle & { url: string; db: AppHandle['database']['db']; close(): Promise<void> }> {
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
    DATA_DIR: 'memory://',
    DATABASE_URL: process.env.DATABASE_URL,
    REDIS_URL: process.env.REDIS_URL,
    OUTBOX_POLL_MS: '20',
    // A test moves its clock by days: a sweep of its own choosing, not the timer's, ends what fell due.
    BONUS_EXPIRY_SWEEP_MS: '3600000',
    BONUS_CASHBACK_RUN_MS: '3600000',
    SUPPORT_EMAIL_SWEEP_MS: '3600000',
    // The demo's programmes pay rewards and raise alerts on every round: a test that wants them says so.
    LOYALTY_ENABLED: 'false',
    QUESTS_ENABLED: 'false',
    ...env,
  });
  const handle = await buildApp(config, options);
  const address = await handle.app.listen({ port: 0, host: '127.0.0.1' });
  return { ...handle, url: address, db: handle.database.db, close: () => handle.app.close() };
}
