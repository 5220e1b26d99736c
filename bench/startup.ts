/**
 * How long `npm run serve` takes, after the build, until /readyz answers 200 — fresh data directory (runs
 * migrations and the demo seed) and then warm (data already there). Run: node bench/startup.ts
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { report } from './support.ts';

const root = path.resolve(import.meta.dirname, '..');

async function timeToReady(dataDir: string, port: number): Promise<number> {
  const started = performance.now();
  const child = spawn(process.execPath, ['apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      JWT_SECRET: 'bench-only-secret-that-is-long-enough-0123456789',
      // Production refuses to start without its own key for staff TOTP secrets (decision 0126).
      ADMIN_TOTP_KEY: 'bench-only-admin-totp-key-long-enough-0123456789',
    },
    stdio: 'inherit',
  });
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });
  try {
    for (;;) {
      if (exited) throw new Error('server exited before it became ready');
      try {
        const response = await fetch(`http://127.0.0.1:${port}/readyz`);
        if (response.ok) return performance.now() - started;
      } catch {
        // not listening yet
      }
      if (performance.now() - started > 60_000) throw new Error('server did not become ready in 60 s');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  } finally {
    if (!exited) {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
  }
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'croupier-bench-'));
try {
  report('startup, fresh data directory', await timeToReady(dataDir, 3901), 'ms');
  report('startup, existing data directory', await timeToReady(dataDir, 3902), 'ms');
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
