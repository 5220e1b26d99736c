import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ConfigError, configSchema, configWarnings, loadConfig } from './config.ts';

describe('configuration', () => {
  it('applies documented defaults when nothing is set', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATA_DIR).toBe('.data');
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.REDIS_URL).toBeUndefined();
    expect(config.AFFILIATE_TAG_DAYS).toBe(30);
    // The visibility-return thresholds (spec 01 §9): 30 s on iOS, 60 s on Android, 2 hours elsewhere.
    expect(config).toMatchObject({
      VISIBILITY_RELOAD_IOS_SECONDS: 30,
      VISIBILITY_RELOAD_ANDROID_SECONDS: 60,
      VISIBILITY_RELOAD_WEB_SECONDS: 7200,
    });
  });

  it('derives PUBLIC_URL from PORT when it is unset, and warns about it in production only', () => {
    expect(loadConfig({}).PUBLIC_URL).toBe('http://localhost:3000');
    expect(loadConfig({ PORT: '4123' }).PUBLIC_URL).toBe('http://localhost:4123');
    expect(loadConfig({ PORT: '4123', PUBLIC_URL: '' }).PUBLIC_URL).toBe('http://localhost:4123');
    expect(loadConfig({ PORT: '4123', PUBLIC_URL: 'https://casino.example' }).PUBLIC_URL).toBe(
      'https://casino.example',
    );

    const secret = 'x'.repeat(32);
    const production = { NODE_ENV: 'production', JWT_SECRET: secret, ADMIN_TOTP_KEY: secret, PORT: '8080' };
    expect(configWarnings(loadConfig(production), production)).toEqual([
      expect.stringContaining('PUBLIC_URL is unset: links in e-mails point to http://localhost:8080'),
    ]);
    const addressed = { ...production, PUBLIC_URL: 'https://casino.example' };
    expect(configWarnings(loadConfig(addressed), addressed)).toEqual([]);
    expect(configWarnings(loadConfig({ PORT: '8080' }), { PORT: '8080' })).toEqual([]);
  });

  it('treats an empty value as unset', () => {
    expect(loadConfig({ PORT: '' }).PORT).toBe(3000);
  });

  it('refuses bad values and names each variable', () => {
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', GTM_ID: 'gtm-123' });
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      const message = (err as ConfigError).message;
      expect(message).toContain('PORT');
      expect(message).toContain('DATABASE_URL');
      expect(message).toContain('GTM_ID');
    }
  });

  it('accepts a tag-manager id only as GTM- followed by capitals and digits', () => {
    expect(loadConfig({ GTM_ID: 'GTM-AB12CD' }).GTM_ID).toBe('GTM-AB12CD');
    expect(() => loadConfig({ GTM_ID: 'GTM-ab12' })).toThrow(ConfigError);
  });

  // Starting the server's process imports all of it: seconds on a loaded machine.
  it('[S1.9-38] the server refuses to start (exit 78, naming GTM_ID) with a tag-manager id of another form', {
    timeout: 60_000,
  }, async () => {
    const main = fileURLToPath(new URL('../main.ts', import.meta.url));
    const started = spawn(process.execPath, [main], {
      env: { ...process.env, GTM_ID: 'GTM-ab12', PORT: '0', DATA_DIR: 'memory://', LOG_LEVEL: 'silent' },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    started.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    const [code] = (await once(started, 'exit')) as [number | null];
    expect(code).toBe(78);
    expect(stderr).toContain('GTM_ID');
  });

  it('turns loyalty and quests on where the demo data is seeded, unless told otherwise', () => {
    expect(loadConfig({})).toMatchObject({ LOYALTY_ENABLED: true, QUESTS_ENABLED: true });
    expect(loadConfig({ SEED_DEMO_DATA: 'false' })).toMatchObject({ LOYALTY_ENABLED: false, QUESTS_ENABLED: false });
    expect(loadConfig({ SEED_DEMO_DATA: 'false', QUESTS_ENABLED: 'true' })).toMatchObject({
      LOYALTY_ENABLED: false,
      QUESTS_ENABLED: true,
    });
    expect(loadConfig({ LOYALTY_ENABLED: '0' }).LOYALTY_ENABLED).toBe(false);
  });

  it('is documented: README lists every variable with its default', () => {
    const readme = readFileSync(new URL('../../../../README.md', import.meta.url), 'utf8');
    const defaults = loadConfig({});
    for (const name of Object.keys(configSchema.shape)) {
      const row = readme.split('\n').find((line) => line.startsWith(`| \`${name}\` |`));
      expect(row, `README row for ${name}`).toBeDefined();
      const value = defaults[name as keyof typeof defaults];
      if (value !== undefined) expect(row).toContain(`\`${String(value)}\``);
    }
  });
});
