import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../../testing/test-app.ts';
import { awaitResetCode, call, outboxFor, registeredPlayer, type TestApp, uniqueEmail } from './test-helpers.ts';

describe('password reset request: the same work before the answer for every address', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ JWT_SECRET: 'password-reset-test-secret-of-32-chars-or-more' });
  });
  afterAll(() => app.close());

  /** Holds the players table exclusively (on PGlite, the one connection too) until `release` is called. */
  async function holdPlayers(): Promise<{ release(): Promise<void> }> {
    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let taken!: () => void;
    const locked = new Promise<void>((resolve) => {
      taken = resolve;
    });
    const holding = app.db.transaction(async (tx) => {
      await tx.execute(sql`lock table players in access exclusive mode`);
      taken();
      await released;
    });
    await locked;
    return {
      async release() {
        release();
        await holding;
      },
    };
  }

  /** The answer, or 'no answer' if it did not come while the table was held (the old code waited for it). */
  function answered(email: string) {
    const reply = call(app, 'POST', '/api/player/passwords/reset', { body: { email } });
    const deadline = new Promise<'no answer'>((resolve) => setTimeout(() => resolve('no answer'), 5000).unref());
    return { reply, first: Promise.race([reply, deadline]) };
  }

  it('answers a known and an unknown address before reading either, and only then e-mails the known one', async () => {
    const { email } = await registeredPlayer(app);
    const unknown = uniqueEmail('nobody');

    // With the players table out of reach, an answer proves the handler looked nothing up before it.
    const held = await holdPlayers();
    const missing = answered(unknown);
    const known = answered(email);
    const [knownFirst, missingFirst] = await Promise.all([known.first, missing.first]);
    await held.release();
    const [knownReply, missingReply] = await Promise.all([known.reply, missing.reply]);

    expect(knownFirst).not.toBe('no answer');
    expect(missingFirst).not.toBe('no answer');
    expect(knownReply.status).toBe(202);
    expect([missingReply.status, missingReply.body]).toEqual([knownReply.status, knownReply.body]);

    // The lookup and the e-mail follow the answer (the unknown address was looked up first).
    await awaitResetCode(app, email);
    expect(await outboxFor(app, unknown)).toEqual([]);
  });
});
