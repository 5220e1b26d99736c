import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../platform/config.ts';
import { startTestApp } from '../../testing/test-app.ts';
import { awaitResetCode, call, outboxFor, registrationBody, uniqueEmail } from './test-helpers.ts';

describe('development outbox and production safety', () => {
  it('lists e-mails newest first, filtered by recipient', async () => {
    const app = await startTestApp();
    try {
      const email = uniqueEmail('outbox');
      await call(app, 'POST', '/api/player/register', { body: registrationBody(email) });
      await call(app, 'POST', '/api/player/passwords/reset', { body: { email } });
      await awaitResetCode(app, email);
      const messages = await outboxFor(app, email.toUpperCase());
      // In the player's language (registered in de).
      expect(messages.map((m) => m.subject)).toEqual([
        'Setzen Sie Ihr Passwort zurück',
        'Bestätigen Sie Ihre E-Mail-Adresse',
      ]);
      expect(messages.every((m) => m.to === email)).toBe(true);
      expect(Date.parse(messages[0]?.createdAt ?? '')).toBeGreaterThanOrEqual(Date.parse(messages[1]?.createdAt ?? ''));
    } finally {
      await app.close();
    }
  });

  it('links e-mails to the port the server was given when PUBLIC_URL is unset', async () => {
    const app = await startTestApp({ PORT: '4123' });
    try {
      const email = uniqueEmail('port');
      await call(app, 'POST', '/api/player/register', { body: registrationBody(email) });
      const [confirmation] = await outboxFor(app, email);
      expect(confirmation?.links[0]).toMatch(/^http:\/\/localhost:4123\/verify\/[A-Za-z0-9_-]+$/);
    } finally {
      await app.close();
    }
  });

  it('is not served in production', async () => {
    const app = await startTestApp({
      NODE_ENV: 'production',
      JWT_SECRET: 'production-test-secret-0123456789abcdef',
      ADMIN_TOTP_KEY: 'production-test-admin-totp-key-of-32-characters',
    });
    try {
      const response = await call<{ error: { code: string } }>(app, 'GET', '/api/dev/outbox');
      expect(response.status).toBe(404);
      expect(response.body.error.code).toBe('not_found');
    } finally {
      await app.close();
    }
  });

  it('refuses to start in production without a JWT secret, and never accepts a short one', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    try {
      loadConfig({ NODE_ENV: 'production' });
    } catch (err) {
      expect((err as ConfigError).message).toContain('JWT_SECRET');
    }
    expect(() => loadConfig({ JWT_SECRET: 'too-short' })).toThrow(/JWT_SECRET/);
    expect(
      loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32), ADMIN_TOTP_KEY: 'y'.repeat(32) }).JWT_SECRET,
    ).toHaveLength(32);
    // Outside production an unset secret is allowed: the player module then makes a random one.
    expect(loadConfig({}).JWT_SECRET).toBeUndefined();
    expect(loadConfig({}).ACCESS_TOKEN_TTL_SECONDS).toBe(900);
    expect(loadConfig({}).SESSION_TTL_DAYS).toBe(30);
    expect(loadConfig({}).MIN_AGE).toBe(18);
  });
});
