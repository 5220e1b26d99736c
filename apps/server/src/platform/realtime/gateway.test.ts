import { onlineChannel, playerChannels } from '@croupier/contracts/realtime-channels';
import { Centrifuge, type PublicationContext, State, SubscriptionState } from 'centrifuge';
import { decodeJwt, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, registeredPlayer, type TestApp } from '../../modules/player/test-helpers.ts';
import { tokenAudience, tokenIssuer } from '../../modules/player/tokens.ts';
import { startTestApp } from '../../testing/test-app.ts';
import { client, connected, nextDisconnect, raw, subscribed } from './test-helpers.ts';

const secret = 'realtime-test-secret-that-is-long-enough-0123456789';

describe('realtime gateway with the official centrifuge client', () => {
  let app: TestApp;
  const clients: Centrifuge[] = [];
  const track = (c: Centrifuge) => {
    clients.push(c);
    return c;
  };

  beforeAll(async () => {
    app = await startTestApp({ OUTBOX_POLL_MS: '20', JWT_SECRET: secret });
  });
  afterAll(async () => {
    for (const c of clients) c.disconnect();
    await app.close();
  });

  it('[S2.7-43] [S2.7-46] [S2.7-47] [S2.7-64] [S2.7-75] connects with the access token, subscribes to its own profile channel and receives player.updated caused by an API call', async () => {
    const player = await registeredPlayer(app);
    const c = track(client(app, { token: player.accessToken }));
    await connected(c);
    expect(c.state).toBe(State.Connected);
    const sub = c.newSubscription(playerChannels.profile(player.profile.id));
    const received: PublicationContext[] = [];
    sub.on('publication', (ctx) => received.push(ctx));
    await subscribed(sub);
    expect(sub.state).toBe(SubscriptionState.Subscribed);

    const profile = await call<{ data: Record<string, unknown> }>(app, 'GET', '/api/player/profile', {
      token: player.accessToken,
    });
    const updated = await call(app, 'PUT', '/api/player/profile', {
      token: player.accessToken,
      body: { ...profile.body.data, firstName: 'Ada', lastName: 'Lovelace' },
    });
    expect(updated.status).toBe(200);
    await expect.poll(() => received.length, { timeout: 5000 }).toBe(1);
    expect(received[0]?.data).toEqual({
      type: 'player.updated',
      data: { playerId: player.profile.id, changed: expect.arrayContaining(['firstName', 'lastName']) },
    });
    expect(received[0]?.offset).toBeGreaterThan(0);
  });

  it("[S2.7-56] [S2.7-57] [S2.7-65] refuses another player's channel with 103 and a channel outside the namespaces with 102", async () => {
    const me = await registeredPlayer(app);
    const stranger = await registeredPlayer(app);
    const c = track(client(app, { token: me.accessToken }));
    await connected(c);
    await expect(subscribed(c.newSubscription(playerChannels.walletAccounts(stranger.profile.id)))).rejects.toThrow(
      /^103 /,
    );
    await expect(subscribed(c.newSubscription('casino:secrets'))).rejects.toThrow(/^102 /);
    await expect(subscribed(c.newSubscription(playerChannels.bonuses(me.profile.id)))).resolves.toBeDefined();
  });

  it('[S2.7-67] [S2.7-53] [S2.7-52] lets anonymous visitors on the public online channel only, which counts who is online', async () => {
    const visitor = track(client(app));
    await connected(visitor);
    await expect(subscribed(visitor.newSubscription(playerChannels.profile(crypto.randomUUID())))).rejects.toThrow(
      /^103 /,
    );
    const player = await registeredPlayer(app);
    const c = track(client(app, { token: player.accessToken }));
    await connected(c);
    const online = c.newSubscription(onlineChannel);
    await subscribed(online);
    await subscribed(visitor.newSubscription(onlineChannel));
    const stats = await online.presenceStats();
    expect(stats.numUsers).toBeGreaterThanOrEqual(1);
    const presence = await online.presence();
    expect(Object.keys(presence.clients)).toHaveLength(stats.numClients);
  });

  it('[S2.7-52] shows an anonymous visitor how many players are online on public:online, never their ids', async () => {
    const player = await registeredPlayer(app);
    const c = track(client(app, { token: player.accessToken }));
    let connectionId = '';
    c.on('connected', (ctx) => {
      connectionId = ctx.client;
    });
    await connected(c);
    expect(connectionId).not.toBe('');
    await subscribed(c.newSubscription(onlineChannel));
    // A second tab of the same player: one more entry.
    const tab = track(client(app, { token: player.accessToken }));
    await connected(tab);
    await subscribed(tab.newSubscription(onlineChannel));

    const visitor = track(client(app));
    await connected(visitor);
    const online = visitor.newSubscription(onlineChannel);
    await subscribed(online);
    const stats = await online.presenceStats();
    const presence = await online.presence();
    const entries = Object.entries(presence.clients);
    expect(entries).toHaveLength(stats.numClients);
    expect(stats.numClients).toBeGreaterThanOrEqual(2);
    for (const [key, info] of entries) {
      expect(info.user).toBe('');
      expect(info.client).toBe(key);
    }
    // Nothing in the answer names the player: no id, and no connection id the player was given.
    expect(JSON.stringify(presence)).not.toContain(player.profile.id);
    expect(JSON.stringify(presence)).not.toContain(connectionId);
    // The same entries on a second call: the ids are stable, just not the player's.
    expect(Object.keys((await online.presence()).clients).sort()).toEqual(entries.map(([key]) => key).sort());
  });

  it('[S2.7-51] [S2.7-50] [S2.7-49] answers history with offsets and epoch, rpc time, unknown rpc 104, and refuses client publishing', async () => {
    const player = await registeredPlayer(app);
    const channel = playerChannels.walletAccounts(player.profile.id);
    for (let i = 0; i < 3; i++) await app.realtime.publish(channel, { type: 'accountUpdated', data: { n: i } });
    const c = track(client(app, { token: player.accessToken }));
    await connected(c);
    await expect(c.history(channel, { limit: 10, since: { offset: 1, epoch: 'gone' } })).rejects.toMatchObject({
      code: 112,
    });
    const all = await c.history(channel, { limit: 10 });
    expect(all.publications.map((p) => p.offset)).toEqual([1, 2, 3]);
    const tail = await c.history(channel, { limit: 10, since: { offset: 1, epoch: all.epoch } });
    expect(tail.publications.map((p) => (p.data as { data: { n: number } }).data.n)).toEqual([1, 2]);
    const reversed = await c.history(channel, { limit: 2, reverse: true });
    expect(reversed.publications.map((p) => p.offset)).toEqual([3, 2]);

    const time = await c.rpc('time', {});
    expect(Date.parse((time.data as { now: string }).now)).toBeGreaterThan(0);
    await expect(c.rpc('no.such.method', {})).rejects.toMatchObject({ code: 104 });
    await expect(c.publish(channel, { type: 'accountUpdated', data: {} })).rejects.toMatchObject({ code: 103 });
  });

  it('[S2.4-169] recovers every publication missed while disconnected, and none with recovered false when the position is gone', async () => {
    const player = await registeredPlayer(app);
    const channel = playerChannels.paymentInvoices(player.profile.id);
    const c = track(client(app, { token: player.accessToken }));
    await connected(c);
    const sub = c.newSubscription(channel);
    const received: number[] = [];
    sub.on('publication', (ctx) => received.push((ctx.data as { data: { n: number } }).data.n));
    await subscribed(sub);
    await app.realtime.publish(channel, { type: 'transactionUpdated', data: { n: 1 } });
    await expect.poll(() => received).toEqual([1]);

    c.disconnect();
    for (const n of [2, 3, 4]) await app.realtime.publish(channel, { type: 'transactionUpdated', data: { n } });
    const resubscribed = new Promise<{ recovered: boolean; wasRecovering: boolean }>((resolve) =>
      sub.once('subscribed', (ctx) => resolve({ recovered: ctx.recovered, wasRecovering: ctx.wasRecovering })),
    );
    c.connect();
    await expect(resubscribed).resolves.toEqual({ recovered: true, wasRecovering: true });
    await expect.poll(() => received).toEqual([1, 2, 3, 4]);

    // The stream starts over (its history expired): the old position is unrecoverable, nothing partial.
    c.disconnect();
    await app.realtime.broker.removeHistory(channel);
    await app.realtime.publish(channel, { type: 'transactionUpdated', data: { n: 5 } });
    const again = new Promise<{ recovered: boolean; wasRecovering: boolean }>((resolve) =>
      sub.once('subscribed', (ctx) => resolve({ recovered: ctx.recovered, wasRecovering: ctx.wasRecovering })),
    );
    c.connect();
    await expect(again).resolves.toEqual({ recovered: false, wasRecovering: true });
    expect(received).toEqual([1, 2, 3, 4]);
  });

  it('[S2.4-176] [S2.7-44] answers an expired token with 109, and the client gets a fresh one and connects', async () => {
    const player = await registeredPlayer(app);
    // What a tab holds after sleeping: a token of a live session whose own expiry has passed.
    const stale = await expiredTokenLike(player.accessToken);
    let asked = 0;
    const c = track(
      client(app, {
        token: stale,
        getToken: async () => {
          asked++;
          return player.accessToken;
        },
      }),
    );
    const errors: number[] = [];
    c.on('error', (ctx) => errors.push(ctx.error.code));
    await connected(c);
    expect(errors).toContain(109);
    expect(asked).toBe(1);
  });

  it('[S2.4-174] [S2.4-136] cuts every socket of a session within 1 s of logout or closing it, with a terminal code', async () => {
    const player = await registeredPlayer(app);
    const c = track(client(app, { token: player.accessToken }));
    await connected(c);
    const disconnected = new Promise<{ code: number; at: number }>((resolve) =>
      c.once('disconnected', (ctx) => resolve({ code: ctx.code, at: Date.now() })),
    );
    const started = Date.now();
    const logout = await call(app, 'POST', '/api/player/sessions/logout', { token: player.accessToken });
    expect(logout.status).toBe(200);
    const { code, at } = await disconnected;
    expect(code).toBe(4501);
    expect(at - started).toBeLessThan(1000);
    expect(c.state).toBe(State.Disconnected);

    // A token this server never signed is refused for good.
    const forged = client(app, {
      token: await expiredTokenLike(player.accessToken, 'another-secret-0123456789abcdef', 60),
    });
    const forgedCode = new Promise<number>((resolve) => forged.once('disconnected', (ctx) => resolve(ctx.code)));
    forged.connect();
    expect(await forgedCode).toBe(3500);

    // A revoked session's token cannot connect again.
    const again = client(app, { token: player.accessToken });
    const refused = new Promise<number>((resolve) => again.once('disconnected', (ctx) => resolve(ctx.code)));
    again.connect();
    expect(await refused).toBe(3500);
  });

  it('[S2.7-54] [S2.7-44] refreshes a token before it expires and stays connected; a token of another player cuts the socket', async () => {
    const player = await registeredPlayer(app);
    const stranger = await registeredPlayer(app);
    // Tokens that expire in 2 s: the connect reply's ttl makes the client ask for a new one and send refresh.
    const expiring = await expiredTokenLike(player.accessToken, secret, 2);
    let asked = 0;
    const c = track(
      client(app, {
        token: expiring,
        getToken: async () => {
          asked++;
          return player.accessToken;
        },
      }),
    );
    const hijacked = track(
      client(app, {
        token: await expiredTokenLike(player.accessToken, secret, 2),
        getToken: async () => stranger.accessToken,
      }),
    );
    const errors: unknown[] = [];
    c.on('error', (ctx) => errors.push(ctx));
    await Promise.all([connected(c), connected(hijacked)]);
    const refused = nextDisconnect(hijacked);
    const sub = c.newSubscription(playerChannels.profile(player.profile.id));
    const seen: unknown[] = [];
    sub.on('publication', (ctx) => seen.push(ctx.data));
    await subscribed(sub);

    expect((await refused).code).toBe(3500);
    await expect.poll(() => asked, { timeout: 4000 }).toBe(1);
    // Past the first token's expiry the connection still works on the refreshed one; the refresh succeeded.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(c.state).toBe(State.Connected);
    expect(errors).toEqual([]);
    await app.realtime.publish(playerChannels.profile(player.profile.id), { type: 'player.updated', data: {} });
    await expect.poll(() => seen).toHaveLength(1);
  });

  it('[S2.4-175] cuts the socket of a session the player closes from another one, within 1 s, and keeps the other', async () => {
    const player = await registeredPlayer(app);
    const second = await login(app, player.email);
    expect(second.status).toBe(200);
    const secondToken = second.body.data.accessToken;
    const mine = track(client(app, { token: player.accessToken }));
    const theirs = track(client(app, { token: secondToken }));
    await Promise.all([connected(mine), connected(theirs)]);
    const cut = nextDisconnect(theirs);
    const started = Date.now();
    const closed = await call(app, 'PUT', `/api/player/sessions/${String(decodeJwt(secondToken).sid)}/close`, {
      token: player.accessToken,
    });
    expect(closed.status).toBe(200);
    const { code, at } = await cut;
    expect(code).toBe(4501);
    expect(at - started).toBeLessThan(1000);
    expect(mine.state).toBe(State.Connected);
  });

  it('[S2.7-48] [S2.7-55] unsubscribes, takes an async send without a reply, and answers sub_refresh with no expiry', async () => {
    const conn = await raw(app);
    const send = (command: object) => conn.ws.send(JSON.stringify(command));
    send({ id: 1, connect: {} });
    send({ id: 2, subscribe: { channel: onlineChannel } });
    send({ send: { data: { hello: 'there' } } });
    send({ id: 3, sub_refresh: { channel: onlineChannel, token: 'x' } });
    send({ id: 4, unsubscribe: { channel: onlineChannel } });
    send({ id: 5, sub_refresh: { channel: onlineChannel, token: 'x' } });
    await expect.poll(() => conn.frames.filter(Boolean).length).toBe(5);
    const replies = conn.frames.filter(Boolean).map((f) => JSON.parse(f) as Record<string, unknown>);
    expect(replies.map((r) => r.id)).toEqual([1, 2, 3, 4, 5]);
    expect(replies[2]).toEqual({ id: 3, sub_refresh: { expires: false } });
    expect(replies[3]).toEqual({ id: 4, unsubscribe: {} });
    expect(replies[4]).toEqual({ id: 5, error: { code: 103, message: 'permission denied' } });
    conn.ws.close();
  });

  it.each([
    ['http_stream', '/api/connection/http_stream'],
    ['sse', '/api/connection/sse'],
  ] as const)(
    '[S2.7-45] works over the %s fallback with the /emulation endpoint: subscribe, receive, and be cut on logout',
    async (transport, path) => {
      const player = await registeredPlayer(app);
      const c = track(
        new Centrifuge([{ transport, endpoint: `${app.url}${path}` }], {
          token: player.accessToken,
          emulationEndpoint: `${app.url}/emulation`,
          fetch: globalThis.fetch,
          readableStream: globalThis.ReadableStream,
          eventsource: FetchEventSource,
          minReconnectDelay: 50,
          maxReconnectDelay: 200,
        } as ConstructorParameters<typeof Centrifuge>[1]),
      );
      await connected(c);
      const sub = c.newSubscription(playerChannels.walletAccounts(player.profile.id));
      const seen: unknown[] = [];
      sub.on('publication', (ctx) => seen.push(ctx.data));
      await subscribed(sub);
      await app.realtime.publish(playerChannels.walletAccounts(player.profile.id), {
        type: 'accountUpdated',
        data: { n: 1 },
      });
      await expect.poll(() => seen).toEqual([{ type: 'accountUpdated', data: { n: 1 } }]);

      const cut = new Promise<number>((resolve) => c.once('disconnected', (ctx) => resolve(ctx.code)));
      await call(app, 'POST', '/api/player/sessions/logout', { token: player.accessToken });
      expect(await cut).toBe(4501);
    },
  );

  it('disconnects a command before connect, malformed JSON and an oversized frame, and answers unknown commands with 104', async () => {
    const early = await raw(app);
    early.ws.send(JSON.stringify({ id: 1, subscribe: { channel: onlineChannel } }));
    expect((await early.closed).code).toBe(3501);

    const garbled = await raw(app);
    garbled.ws.send('{"id":1,"connect":');
    expect((await garbled.closed).code).toBe(3501);

    const big = await raw(app);
    big.ws.send(JSON.stringify({ id: 1, connect: { data: 'x'.repeat(70_000) } }));
    expect((await big.closed).code).toBe(1009);

    const polite = await raw(app);
    polite.ws.send(
      `${JSON.stringify({ id: 1, connect: { future: true } })}\n${JSON.stringify({ id: 2, teleport: {} })}`,
    );
    await expect.poll(() => polite.frames.length).toBe(2);
    expect(JSON.parse(polite.frames[0] ?? '{}')).toMatchObject({ id: 1, connect: { ping: 25, pong: true } });
    expect(JSON.parse(polite.frames[1] ?? '{}')).toEqual({ id: 2, error: { code: 104, message: 'method not found' } });
    polite.ws.close();
  });
});

/** The same player and session as `token`, signed with the test secret, expired a minute ago. */
async function expiredTokenLike(token: string, key = secret, expiresIn = -60): Promise<string> {
  const claims = decodeJwt(token);
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ sid: claims.sid })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(tokenIssuer)
    .setAudience(tokenAudience)
    .setSubject(String(claims.sub))
    .setJti(crypto.randomUUID())
    .setIssuedAt(now - 120)
    .setExpirationTime(now + expiresIn)
    .sign(new TextEncoder().encode(key));
}

/**
 * Node has no EventSource: a minimal one over fetch, reading `data:` lines as a browser would, so the
 * official client's SSE transport runs unmodified against the server's event stream.
 */
class FetchEventSource {
  onopen: (() => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  readonly #abort = new AbortController();

  constructor(url: string) {
    void this.#run(url);
  }

  async #run(url: string): Promise<void> {
    try {
      const response = await fetch(url, { headers: { accept: 'text/event-stream' }, signal: this.#abort.signal });
      if (!response.ok || !response.body) throw new Error(`status ${response.status}`);
      this.onopen?.();
      const decoder = new TextDecoder();
      let buffer = '';
      for await (const chunk of response.body) {
        buffer += decoder.decode(chunk as Uint8Array, { stream: true });
        let end = buffer.indexOf('\n\n');
        while (end !== -1) {
          const event = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = event
            .split('\n')
            .filter((line) => line.startsWith('data: '))
            .map((line) => line.slice(6))
            .join('\n');
          if (data) this.onmessage?.({ data });
          end = buffer.indexOf('\n\n');
        }
      }
      this.onerror?.(new Error('stream ended'));
    } catch (err) {
      if (!this.#abort.signal.aborted) this.onerror?.(err);
    }
  }

  close(): void {
    this.#abort.abort();
  }
}
