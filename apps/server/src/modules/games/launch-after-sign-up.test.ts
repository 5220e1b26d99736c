import type { SessionResult } from '@croupier/contracts/player';
import type { WalletAccount } from '@croupier/contracts/wallet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, outboxFor, password, registeredPlayer, type TestApp, uniquePhone } from '../player/test-helpers.ts';
import { play, startGamesApp } from './test-helpers.ts';

/**
 * A client that confirms and launches at once must find the wallet account open. The outbox dispatcher is
 * stopped for the whole file: nothing that follows player.registered runs, which is the race at its worst
 * (the old code opened the account only from that event).
 */
describe('real-money launch right after sign-up', () => {
  let app: TestApp;
  beforeAll(async () => {
    ({ app } = await startGamesApp());
    await app.dispatcher.stop();
  });
  afterAll(() => app.close());

  const launchReal = (token: string) => play(app, 'starfall-fortunes', { token, body: { real: true } });

  it('e-mail sign-up: register, follow the link and launch at once, in the registration currency', async () => {
    const player = await registeredPlayer(app, undefined, { currency: 'CAD', country: 'CA' });
    const launched = await launchReal(player.accessToken);
    expect([launched.status, launched.body.data?.currency]).toEqual([200, 'CAD']);
  });

  it('phone sign-up: verify the code and launch at once', async () => {
    const phone = uniquePhone();
    const registered = await call(app, 'POST', '/api/player/register/phone', {
      body: {
        phone,
        password,
        passwordConfirmation: password,
        currency: 'CAD',
        country: 'CA',
        birthdate: '1990-05-17',
        agreements: true,
      },
    });
    expect(registered.status).toBe(202);
    const [sms] = await outboxFor(app, phone);
    const code = /\b(\d{6})\b/.exec(sms?.text ?? '')?.[1];
    const verified = await call<{ data: SessionResult }>(app, 'POST', '/api/player/otp/verify', {
      body: { phone, code, purpose: 'registration' },
    });
    expect(verified.status).toBe(200);
    const launched = await launchReal(verified.body.data.accessToken);
    expect([launched.status, launched.body.data?.currency]).toEqual([200, 'CAD']);
  });

  it('the event, handled later, finds the account open and opens no second one', async () => {
    const player = await registeredPlayer(app, undefined, { currency: 'CAD', country: 'CA' });
    await app.dispatcher.drain();
    const accounts = await call<{ data: WalletAccount[] }>(app, 'GET', '/api/wallet/accounts', {
      token: player.accessToken,
    });
    expect(accounts.body.data.map((account) => account.currency)).toEqual(['CAD']);
  });
});
