import { errorBodySchema } from '@croupier/contracts/errors';
import { refreshResultSchema } from '@croupier/contracts/player';
import { describe, expect, it } from 'vitest';
import {
  type ApiRequest,
  apiCall,
  CallAbandoned,
  createApiClient,
  readErrorBody,
  retryStatuses,
  type Send,
} from './api-client.ts';

const json = (status: number, body: unknown, headers: Record<string, string> = {}): Send => {
  return async () =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
};

describe('apiCall', () => {
  it('returns the data of a success, checked by the contract schema when given', async () => {
    const answer = await apiCall(
      json(200, { data: { accessToken: 't', extra: 1 } }),
      { path: '/x' },
      refreshResultSchema,
    );
    expect(answer).toEqual({ ok: true, data: { accessToken: 't' } });
  });

  it('keeps the whole body for paged lists', async () => {
    const body = { data: [1], meta: { page: 1, perPage: 1, totalPages: 1, totalRows: 1 } };
    expect(await apiCall(json(200, body), { path: '/x', read: 'body' })).toEqual({ ok: true, data: body });
  });

  it('turns an answer that breaks its contract into a clear failure', async () => {
    const answer = await apiCall(json(200, { data: { accessToken: 5 } }), { path: '/api/x' }, refreshResultSchema);
    expect(answer.ok).toBe(false);
    if (answer.ok) return;
    expect(answer.status).toBe(200);
    expect(answer.error.code).toBe('invalid_response');
    expect(answer.error.message).toContain('/api/x');
    expect(answer.error.fields.answer?.[0]).toContain('accessToken');
  });

  it('reads the one error body: code, message, fields and Retry-After', async () => {
    const body = { error: { code: 'validation_failed', message: 'Bad', fields: { email: ['Taken'] } } };
    const answer = await apiCall(json(429, body, { 'retry-after': '61' }), { path: '/x', method: 'POST', body: {} });
    expect(answer).toEqual({
      ok: false,
      status: 429,
      error: { code: 'validation_failed', message: 'Bad', fields: { email: ['Taken'] } },
      retryAfterSeconds: 61,
    });
  });

  it('gives a failure without a JSON error body the code unknown', async () => {
    const send: Send = async () => new Response('<html>', { status: 502 });
    const answer = await apiCall(send, { path: '/x' });
    expect(answer).toMatchObject({ ok: false, status: 502, error: { code: 'unknown', fields: {} } });
  });

  it('reports a network failure as status 0, code network', async () => {
    const send: Send = async () => {
      throw new TypeError('Failed to fetch');
    };
    expect(await apiCall(send, { path: '/x' })).toMatchObject({ ok: false, status: 0, error: { code: 'network' } });
  });

  it('lets a Send that abandoned the call (session ended) throw through', async () => {
    const send: Send = async () => {
      throw new CallAbandoned('leaving for login');
    };
    await expect(apiCall(send, { path: '/x' })).rejects.toBeInstanceOf(CallAbandoned);
  });

  it('sends JSON bodies as JSON and FormData as is', async () => {
    const seen: RequestInit[] = [];
    const send: Send = async (_path, init) => {
      seen.push(init);
      return new Response(null, { status: 204 });
    };
    await apiCall(send, { path: '/x', method: 'PUT', body: { a: 1 } });
    const form = new FormData();
    await apiCall(send, { path: '/x', method: 'POST', body: form });
    expect(seen[0]?.body).toBe('{"a":1}');
    expect(new Headers(seen[0]?.headers).get('content-type')).toBe('application/json');
    expect(seen[1]?.body).toBe(form);
    expect(new Headers(seen[1]?.headers).has('content-type')).toBe(false);
  });
});

/** A Send answering the given statuses in turn (the last one from then on), counting what it was sent. */
function answering(...statuses: number[]) {
  const sent: string[] = [];
  const send: Send = async (_path, init) => {
    sent.push(String(init.method));
    const status = statuses[Math.min(sent.length - 1, statuses.length - 1)] ?? 200;
    return new Response(JSON.stringify(status < 400 ? { data: 'ok' } : { error: { code: 'x', message: 'x' } }), {
      status,
    });
  };
  return { send, sent };
}

describe('retries', () => {
  const methods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

  it('asks a read again once on each retryable status, and gets its data', async () => {
    expect([...retryStatuses]).toEqual([408, 409, 425, 429, 500, 502, 503, 504]);
    for (const status of retryStatuses) {
      const { send, sent } = answering(status, 200);
      expect(await apiCall(send, { path: '/x' })).toEqual({ ok: true, data: 'ok' });
      expect(sent).toEqual(['GET', 'GET']);
    }
  });

  it('asks a read once more at most by default, and not at all on other failures', async () => {
    const twice = answering(503);
    expect(await apiCall(twice.send, { path: '/x' })).toMatchObject({ ok: false, status: 503 });
    expect(twice.sent).toHaveLength(2);
    for (const status of [400, 401, 404, 422, 501]) {
      const once = answering(status, 200);
      expect(await apiCall(once.send, { path: '/x' })).toMatchObject({ ok: false, status });
      expect(once.sent).toHaveLength(1);
    }
  });

  it('never repeats a change by default: PATCH, POST, PUT and DELETE are sent once', async () => {
    for (const method of methods.slice(1)) {
      const { send, sent } = answering(503, 200);
      expect(await apiCall(send, { path: '/x', method, body: {} })).toMatchObject({ ok: false, status: 503 });
      expect(sent).toEqual([method]);
    }
  });

  it('asks again when no answer came, but not when the caller aborted', async () => {
    let tries = 0;
    const flaky: Send = async () => {
      tries += 1;
      if (tries === 1) throw new TypeError('Failed to fetch');
      return new Response(JSON.stringify({ data: 1 }), { status: 200 });
    };
    expect(await apiCall(flaky, { path: '/x' })).toEqual({ ok: true, data: 1 });
    const controller = new AbortController();
    controller.abort();
    let aborted = 0;
    const abortable: Send = async () => {
      aborted += 1;
      throw new DOMException('aborted', 'AbortError');
    };
    await expect(apiCall(abortable, { path: '/x', signal: controller.signal })).rejects.toThrow('aborted');
    expect(aborted).toBe(1);
  });

  it("takes the client's setting unless the call sets its own", async () => {
    const request: ApiRequest = { path: '/x' };
    const own = answering(503, 200);
    expect(await createApiClient(own.send, { retries: 0 })(request)).toMatchObject({ ok: false, status: 503 });
    expect(own.sent).toHaveLength(1);
    const generic = answering(503, 200);
    expect(await createApiClient(generic.send, { retries: 'method' })(request)).toEqual({ ok: true, data: 'ok' });
    expect(generic.sent).toHaveLength(2);
    const asked = answering(503, 503, 200);
    const client = createApiClient(asked.send, { retries: 0 });
    expect(await client({ path: '/x', method: 'POST', retries: 2 })).toEqual({ ok: true, data: 'ok' });
    expect(asked.sent).toEqual(['POST', 'POST', 'POST']);
  });
});

describe('readErrorBody', () => {
  // It reads the error body without zod (the shell stays free of it), so it must agree with the contract.
  const samples: unknown[] = [
    { error: { code: 'not_found', message: 'Not found' } },
    { error: { code: 'validation_failed', message: 'Bad', fields: { 'fields.phone': ['Invalid'] } } },
    { error: { code: 'x' } },
    { error: { code: 1, message: 'm' } },
    { error: 'boom' },
    { data: {} },
    null,
  ];
  it.each(samples.map((sample) => [JSON.stringify(sample), sample]))(
    'agrees with errorBodySchema on %s',
    (_, sample) => {
      const parsed = errorBodySchema.safeParse(sample);
      const read = readErrorBody(sample);
      expect(read !== undefined).toBe(parsed.success);
      if (parsed.success) expect(read).toEqual({ fields: {}, ...parsed.data.error });
    },
  );
});
