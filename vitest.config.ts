import { defineConfig } from 'vitest/config';

/**
 * unit: pure modules. integration: the API over HTTP against a real database engine (PGlite by default,
 * PostgreSQL when DATABASE_URL is set, Redis when REDIS_URL is set). e2e: the built site in Chromium.
 *
 * Unit and integration files run first, two at a time; the browser files run after them, alone. Vitest's
 * default on a 2-core machine is one worker for everything, which ran the ~1,500 s suite file by file; and a
 * browser file beside an integration file timed out under load (docs/performance.md › Test suite).
 */
export default defineConfig({
  test: {
    // On PostgreSQL the integration files share one database, and the outbox's tests count what its
    // dispatcher hands out: another file's open transaction holds events back. One at a time there.
    maxWorkers: process.env.DATABASE_URL ? 1 : 2,
    projects: [
      {
        test: {
          name: 'unit',
          sequence: { groupOrder: 0 },
          include: [
            'packages/**/*.test.ts',
            'apps/web/app/**/*.test.{ts,tsx}',
            'apps/admin/src/**/*.test.{ts,tsx}',
            'scripts/**/*.test.ts',
          ],
          environment: 'node',
          // The house games' RTP simulations play 10^6 rounds each: one took 5.4 s on a loaded CI machine.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['apps/server/src/**/*.test.ts'],
          environment: 'node',
          sequence: { groupOrder: 0 },
          // Each file builds its own app and database, so nothing is shared through module state; importing the
          // server once per worker instead of once per file saves ~5 s a file.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          environment: 'node',
          sequence: { groupOrder: 1 },
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          // One worker imports the server and Playwright once for every browser file, not once per file: 4 s a
          // file on this machine. Each file starts and closes its own site and browser, so nothing carries over.
          isolate: false,
          // A browser under a loaded CI machine takes seconds, not Vitest's default second, to show a change.
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
});
