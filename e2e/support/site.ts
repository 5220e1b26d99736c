import { createServer } from 'node:net';
import { type AppOptions, buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/platform/config.ts';
import type { Database } from '../../apps/server/src/platform/db/database.ts';

export interface RunningSite {
  url: string;
  /** The site's own database, for a state no public API reaches (a player the operator limited). */
  db: Database;
  close(): Promise<void>;
}

/**
 * The whole built site (API + SSR) on an ephemeral port with an in-memory PGlite and demo data, as a
 * newcomer's `npm start` would serve it. Requires `npm run build` first (the test command does it).
 */
export async function startSite(
  env: Record<string, string> = {},
  options: Omit<AppOptions, 'site'> = {},
): Promise<RunningSite> {
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    NODE_ENV: 'production',
    DATA_DIR: 'memory://',
    JWT_SECRET: 'e2e-only-secret-that-is-long-enough-0123456789',
    // Production refuses to start without its own key for staff TOTP secrets (decision 0126).
    ADMIN_TOTP_KEY: 'e2e-only-admin-totp-key-long-enough-0123456789',
    // The demo's programmes pay rewards and raise alerts on every round: a test that wants them says so.
    LOYALTY_ENABLED: 'false',
    QUESTS_ENABLED: 'false',
    // The push prompt opens over any logged-in page after 10 s (spec 02 §4): only the test of it asks for it.
    PUSH_PROVIDER: 'none',
    ...env,
  });
  const { app, database } = await buildApp(config, { ...options, site: true });
  // An ephemeral port unless the test needs to know it before the start (PORT: addresses in the configuration).
  const url = await app.listen({ port: env.PORT ? config.PORT : 0, host: '127.0.0.1' });
  return { url, db: database.db, close: () => app.close() };
}

/** A port free now, so the site's own address can be in its configuration before it starts. */
export const freePort = (): Promise<number> =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
