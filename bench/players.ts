import { createHmac } from 'node:crypto';

/**
 * Players for the API benchmarks, made through the public API as a visitor would: register, confirm by
 * the development outbox's link, fund by a sandbox deposit the provider's signed webhook approves. Each
 * request comes from its own client address, so per-address rate limits are not what gets measured.
 */

let addressCounter = 0;
function nextAddress(): string {
  addressCounter += 1;
  const n = addressCounter;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

export interface BenchPlayer {
  token: string;
  accountId: string;
}

export function benchApi(url: string, webhookSecret: string) {
  async function json<T>(
    path: string,
    init: { method?: string; body?: unknown; token?: string } = {},
  ): Promise<{ status: number; body: T }> {
    const headers: Record<string, string> = { 'x-forwarded-for': nextAddress() };
    if (init.body !== undefined) headers['content-type'] = 'application/json';
    if (init.token) headers.authorization = `Bearer ${init.token}`;
    const response = await fetch(`${url}${path}`, {
      method: init.method ?? 'GET',
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    return { status: response.status, body: (await response.json()) as T };
  }

  async function createPlayer(email: string, password: string): Promise<BenchPlayer> {
    const registered = await json('/api/player/register', {
      method: 'POST',
      body: { email, password, currency: 'CAD', country: 'CA', birthdate: '1990-05-20', agreements: true },
    });
    if (registered.status !== 202) throw new Error(`register answered ${registered.status}`);
    const outbox = await json<{ data: { links: string[] }[] }>(`/api/dev/outbox?to=${encodeURIComponent(email)}`);
    const link = outbox.body.data.flatMap((m) => m.links).find((l) => l.includes('/verify/'));
    if (!link) throw new Error(`no confirmation link for ${email}`);
    const confirmed = await json<{ data: { accessToken: string } }>('/api/player/register/confirm', {
      method: 'POST',
      body: { code: link.split('/verify/')[1] },
    });
    const token = confirmed.body.data.accessToken;
    const accounts = await json<{ data: { id: string; currency: string }[] }>('/api/wallet/accounts', { token });
    const account = accounts.body.data.find((a) => a.currency === 'CAD');
    if (!account) throw new Error('no CAD account');
    return { token, accountId: account.id };
  }

  /** The sandbox provider's signed approval of an invoice. */
  function approval(invoiceId: string): { body: string; headers: Record<string, string> } {
    const body = JSON.stringify({
      eventId: crypto.randomUUID(),
      invoiceId,
      status: 2,
      reason: null,
      createdAt: new Date().toISOString(),
    });
    const timestamp = String(Math.floor(Date.now() / 1000));
    return {
      body,
      headers: {
        'content-type': 'application/json',
        'x-sandbox-pay-timestamp': timestamp,
        'x-sandbox-pay-signature': createHmac('sha256', webhookSecret).update(`${timestamp}.${body}`).digest('hex'),
      },
    };
  }

  /** One deposit end to end: request, then the provider's approval. */
  async function deposit(player: BenchPlayer, amount: number): Promise<void> {
    const created = await json<{ data: { id: string } }>('/api/payment/invoices/deposit', {
      method: 'POST',
      token: player.token,
      body: { method: 'sandbox.card', currency: 'CAD', amount, accountId: player.accountId },
    });
    if (created.status !== 201) throw new Error(`deposit answered ${created.status}`);
    const { body, headers } = approval(created.body.data.id);
    const hook = await fetch(`${url}/api/payment/webhooks/sandbox`, { method: 'POST', headers, body });
    const answer = (await hook.json()) as { data?: { status: string } };
    if (answer.data?.status !== 'applied') throw new Error(`webhook answered ${hook.status} ${JSON.stringify(answer)}`);
  }

  return { json, createPlayer, deposit };
}
