import { verificationStateSchema } from '@croupier/contracts/verification';
import { RouterContextProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { type SiteContext, siteContext } from '../site-context.ts';
import { serverApi } from './server-api.server.ts';

/** A router context whose in-process API answers with `answer` and records what it was sent. */
function contextAnswering(answer: () => Response) {
  const sent: { path: string; headers: Headers }[] = [];
  const context = new RouterContextProvider();
  context.set(siteContext, {
    fetchApi: async (path: string, init?: RequestInit) => {
      sent.push({ path, headers: new Headers(init?.headers) });
      return answer();
    },
  } as unknown as SiteContext);
  return { context, sent };
}

const state = { provider: null, status: 'none', sumsubVerified: false, documentsHidden: false };
const ok = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

describe('serverApi', () => {
  it("sends the visitor's user agent and token, and checks the answer against the contract", async () => {
    const { context, sent } = contextAnswering(() => ok({ data: { ...state, extra: 1 } }));
    const request = new Request('http://site/profile', { headers: { 'user-agent': 'Tester/1' } });
    const answer = await serverApi(context, { request, token: 't0k' })(
      { path: '/api/player/verification' },
      verificationStateSchema,
    );
    expect(answer).toEqual({ ok: true, data: state });
    expect(sent[0]?.path).toBe('/api/player/verification');
    expect(sent[0]?.headers.get('authorization')).toBe('Bearer t0k');
    expect(sent[0]?.headers.get('user-agent')).toBe('Tester/1');
    expect(sent[0]?.headers.get('accept')).toBe('application/json');
    expect(sent[0]?.headers.get('accept-language')).toBe('en');
  });

  it("sends the page's locale as Accept-Language, whatever the browser's (decision 0087)", async () => {
    const { context, sent } = contextAnswering(() => ok({ data: [] }));
    const request = new Request('http://site/pt-br/bonuses', { headers: { 'accept-language': 'de' } });
    await serverApi(context, { request })({ path: '/api/game/bonuses' });
    expect(sent[0]?.headers.get('accept-language')).toBe('pt-BR');
  });

  it('sends no bearer without a token', async () => {
    const { context, sent } = contextAnswering(() => ok({ data: [] }));
    await serverApi(context)({ path: '/api/settings/currencies' });
    expect(sent[0]?.headers.has('authorization')).toBe(false);
  });

  it('reads an HTML answer as Not found when asked to (content queries, spec 01 §7)', async () => {
    const html = () => new Response('<html></html>', { headers: { 'content-type': 'text/html; charset=utf-8' } });
    const content = await serverApi(contextAnswering(html).context, { htmlIsNotFound: true })({ path: '/api/x' });
    expect(content).toMatchObject({ ok: false, status: 404 });
    const other = await serverApi(contextAnswering(html).context)({ path: '/api/x' }, verificationStateSchema);
    expect(other).toMatchObject({ ok: false, status: 200, error: { code: 'invalid_response' } });
  });
});
