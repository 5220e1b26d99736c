import { playerChannels } from '@croupier/contracts/realtime-channels';
import type { Centrifuge } from 'centrifuge';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appendEvents } from '../../platform/outbox/outbox.ts';
import { client, connected, nextDisconnect, subscribed } from '../../platform/realtime/test-helpers.ts';
import { startTestApp } from '../../testing/test-app.ts';
import { registeredPlayer, type TestApp } from '../player/test-helpers.ts';
import { publishEvent } from './register.ts';

const account = {
  id: 'acc-eur',
  currency: 'EUR',
  balance: 95,
  lockedBalance: 0,
  bonusBalance: 5,
  withdrawalBalance: 90,
  status: 1,
};
const rejectedDeposit = {
  id: 'inv-7',
  number: 'D-7',
  type: 1,
  status: 3,
  method: 'card',
  amount: 20,
  currency: 'EUR',
  updatedAt: '2026-11-22T10:00:00.000Z',
};

describe('realtime publications from the outbox', () => {
  let app: TestApp;
  const clients: Centrifuge[] = [];
  const track = (c: Centrifuge) => {
    clients.push(c);
    return c;
  };

  beforeAll(async () => {
    app = await startTestApp({ OUTBOX_POLL_MS: '20' });
  });
  afterAll(async () => {
    for (const c of clients) c.disconnect();
    await app.close();
  });

  it('[S2.7-65] [S2.7-66] [S2.7-73] [S2.7-74] delivers wallet and invoice events committed to the outbox on the player’s channels, in order', async () => {
    const player = await registeredPlayer(app);
    const playerId = player.profile.id;
    const c = track(client(app, { token: player.accessToken }));
    await connected(c);
    const received: { channel: string; type: string }[] = [];
    for (const channel of [playerChannels.walletAccounts(playerId), playerChannels.paymentInvoices(playerId)]) {
      const sub = c.newSubscription(channel);
      sub.on('publication', (ctx) => received.push({ channel, type: (ctx.data as { type: string }).type }));
      await subscribed(sub);
    }

    await appendEvents(app.db, [
      { topic: 'wallet.account.changed', aggregateId: playerId, payload: { playerId, account } },
      {
        topic: 'payment.invoice.changed',
        aggregateId: playerId,
        payload: { playerId, invoice: rejectedDeposit, previousStatus: 1 },
      },
    ]);
    await expect
      .poll(() => received, { timeout: 5000 })
      .toEqual([
        { channel: playerChannels.walletAccounts(playerId), type: 'accountUpdated' },
        { channel: playerChannels.paymentInvoices(playerId), type: 'transactionUpdated' },
        { channel: playerChannels.paymentInvoices(playerId), type: 'depositFailed' },
      ]);
  });

  it('publishes a redelivered outbox event once (the event id is the idempotency key)', async () => {
    const player = await registeredPlayer(app);
    const playerId = player.profile.id;
    const c = track(client(app, { token: player.accessToken }));
    await connected(c);
    const sub = c.newSubscription(playerChannels.walletAccounts(playerId));
    const offsets: number[] = [];
    sub.on('publication', (ctx) => offsets.push(ctx.offset ?? 0));
    await subscribed(sub);

    const event = {
      id: 900_000_000 + Math.floor(Math.random() * 1_000_000),
      txId: 1,
      topic: 'wallet.account.changed',
      aggregateId: playerId,
      payload: { playerId, account },
      createdAt: new Date(),
    };
    await publishEvent(app.realtime, app.app.log, event);
    await publishEvent(app.realtime, app.app.log, event);
    await publishEvent(app.realtime, app.app.log, { ...event, id: event.id + 1 });
    await expect.poll(() => offsets).toEqual([1, 2]);
    const history = await c.history(playerChannels.walletAccounts(playerId), { limit: 10 });
    expect(history.publications).toHaveLength(2);
  });

  it('[S2.4-175] cuts every socket of a player whose account is disabled within 1 s with 4502, and leaves others alone', async () => {
    const player = await registeredPlayer(app);
    const bystander = await registeredPlayer(app);
    const playerId = player.profile.id;
    const first = track(client(app, { token: player.accessToken }));
    const second = track(client(app, { token: player.accessToken }));
    const other = track(client(app, { token: bystander.accessToken }));
    await Promise.all([connected(first), connected(second), connected(other)]);

    // A status that keeps the account enabled (limited: no deposits) cuts nothing.
    await appendEvents(app.db, [
      { topic: 'player.status.changed', aggregateId: playerId, payload: { playerId, status: 2 } },
    ]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect([first.state, second.state]).toEqual(['connected', 'connected']);

    const cuts = [nextDisconnect(first), nextDisconnect(second)];
    const started = Date.now();
    await appendEvents(app.db, [
      { topic: 'player.status.changed', aggregateId: playerId, payload: { playerId, status: 3 } },
    ]);
    for (const cut of await Promise.all(cuts)) {
      expect(cut.code).toBe(4502);
      expect(cut.at - started).toBeLessThan(1000);
    }
    expect(other.state).toBe('connected');
  });

  it('counts connections, subscriptions and publications in the metrics', async () => {
    const player = await registeredPlayer(app);
    const c = track(client(app, { token: player.accessToken }));
    await connected(c);
    await subscribed(c.newSubscription(playerChannels.notifications(player.profile.id)));
    const text = await (await fetch(`${app.url}/metrics`)).text();
    expect(text).toMatch(/^realtime_connections [1-9]/m);
    expect(text).toMatch(/^realtime_subscriptions [1-9]/m);
    expect(text).toMatch(/^realtime_publications_total\{namespace="wallet"\} [1-9]/m);
  });
});
