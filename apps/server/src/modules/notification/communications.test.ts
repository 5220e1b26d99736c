import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/database.ts';
import { startTestApp } from '../../testing/test-app.ts';

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string[]> } };

/**
 * Each test writes as its own client address: the rate limit counts per address and, with REDIS_URL,
 * survives across runs, so a shared address would make the tests depend on each other.
 */
function freshAddress(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(3));
  return `10.${bytes[0]}.${bytes[1]}.${bytes[2]}`;
}

function validBody(email: string) {
  return {
    name: 'Ada Lovelace',
    email,
    subject: 'payments',
    message: 'My deposit has been pending for an hour, could you check it?',
    locale: 'fr',
  };
}

describe('contact form: POST /api/notification/communications', () => {
  let app: Awaited<ReturnType<typeof startTestApp>>;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  const uniqueEmail = () => `contact-${crypto.randomUUID()}@example.com`;

  function post(body: unknown, address: string, init: { raw?: string; headers?: Record<string, string> } = {}) {
    return fetch(`${app.url}/api/notification/communications`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address, ...init.headers },
      body: init.raw ?? JSON.stringify(body),
    });
  }

  async function storedFor(email: string) {
    const rows = await queryRows<{ id: string; n: number }>(
      app.db,
      sql`select id, count(*) over ()::int as n from communications where email = ${email}`,
    );
    return rows;
  }

  /**
   * Events of this topic whose message does not exist. Counting all events before and after would race
   * with other runs sharing the database; this invariant holds whatever else runs.
   */
  async function orphanEvents(): Promise<number> {
    const rows = await queryRows<{ n: number }>(
      app.db,
      sql`select count(*)::int as n from outbox_events e
          where e.topic = 'notification.communication.received'
            and not exists (select 1 from communications c where c.id::text = e.aggregate_id)`,
    );
    return rows[0]?.n ?? 0;
  }

  it('[S1.7-14] stores the message and appends its outbox event, answering 201 with id and createdAt', async () => {
    const email = uniqueEmail();
    const before = Date.now();
    const response = await post(validBody(email), freshAddress(), { headers: { 'user-agent': 'croupier-test/1' } });
    expect(response.status).toBe(201);
    const { data } = (await response.json()) as { data: { id: string; createdAt: string } };
    expect(Object.keys(data).sort()).toEqual(['createdAt', 'id']);
    expect(data.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(Date.parse(data.createdAt)).toBeGreaterThanOrEqual(before - 5_000);

    const [row] = await queryRows<Record<string, unknown>>(
      app.db,
      sql`select name, email, subject, message, locale, ip, user_agent from communications where id = ${data.id}`,
    );
    expect(row).toEqual({
      ...validBody(email),
      ip: expect.stringMatching(/^10\./),
      user_agent: 'croupier-test/1',
    });

    const events = await queryRows<{ aggregate_id: string; payload: unknown }>(
      app.db,
      sql`select aggregate_id, payload from outbox_events
          where topic = 'notification.communication.received' and aggregate_id = ${data.id}`,
    );
    expect(events).toEqual([
      { aggregate_id: data.id, payload: { communicationId: data.id, subject: 'payments', locale: 'fr' } },
    ]);
  });

  it('[S1.7-14] rejects an invalid body with field errors and stores nothing', async () => {
    const email = uniqueEmail();
    const response = await post(
      { ...validBody(email), name: 'A', subject: 'lottery', message: 'short', locale: 'French' },
      freshAddress(),
    );
    expect(response.status).toBe(400);
    const body = (await response.json()) as ErrorBody;
    expect(body.error.code).toBe('validation_failed');
    expect(Object.keys(body.error.fields ?? {}).sort()).toEqual(['locale', 'message', 'name', 'subject']);
    expect(await storedFor(email)).toEqual([]);
    expect(await orphanEvents()).toBe(0);

    const missing = await post({}, freshAddress());
    expect(missing.status).toBe(400);
    const missingBody = (await missing.json()) as ErrorBody;
    expect(Object.keys(missingBody.error.fields ?? {}).sort()).toEqual(['email', 'message', 'name', 'subject']);
  });

  it('rejects malformed JSON with the one error body', async () => {
    const response = await post(undefined, freshAddress(), { raw: '{"name": "Ada",' });
    expect(response.status).toBe(400);
    expect(((await response.json()) as ErrorBody).error.code).toBe('bad_request');
  });

  it('answers 413 to a body over the global limit and to one over the form’s own limit, storing nothing', async () => {
    const email = uniqueEmail();
    for (const size of [1_048_576 + 1024, 100 * 1024]) {
      const response = await post({ ...validBody(email), message: 'x'.repeat(size) }, freshAddress());
      expect(response.status, `${size} bytes`).toBe(413);
      expect(((await response.json()) as ErrorBody).error.code).toBe('payload_too_large');
    }
    expect(await storedFor(email)).toEqual([]);
  });

  it('limits one address to 5 messages per 10 minutes: the 6th gets 429 and is not stored', async () => {
    const address = freshAddress();
    const email = uniqueEmail();
    for (let i = 1; i <= 5; i += 1) {
      const response = await post(validBody(email), address);
      expect(response.status, `message ${i}`).toBe(201);
    }
    const sixth = await post(validBody(email), address);
    expect(sixth.status).toBe(429);
    expect(((await sixth.json()) as ErrorBody).error.code).toBe('too_many_requests');
    expect(sixth.headers.get('retry-after')).toBeTruthy();
    expect((await storedFor(email))[0]?.n).toBe(5);

    // Another address is unaffected.
    expect((await post(validBody(uniqueEmail()), freshAddress())).status).toBe(201);
  });

  it('documents the call in the OpenAPI document', async () => {
    const doc = (await (await fetch(`${app.url}/api/docs/json`)).json()) as {
      paths: Record<string, { post?: { tags?: string[]; responses?: Record<string, unknown> } }>;
    };
    const operation = doc.paths['/api/notification/communications']?.post;
    expect(operation?.tags).toEqual(['notification']);
    expect(Object.keys(operation?.responses ?? {}).sort()).toEqual(['201', '400', '413', '429']);
  });
});
