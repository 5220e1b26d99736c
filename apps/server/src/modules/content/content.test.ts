import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { signUpDocument } from '@croupier/contracts/content';
import { errorBodySchema } from '@croupier/contracts/errors';
import type { Currency } from '@croupier/contracts/settings';
import { defaultLocale, supportedLocales } from '@croupier/i18n/locales';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandling } from '../../platform/http/errors.ts';
import { startTestApp } from '../../testing/test-app.ts';
import { renderAmounts } from './amounts.ts';
import { registerContent } from './routes.ts';
import { servedDocument } from './served-document.ts';
import { sameSecret } from './service.ts';
import {
  ContentFileError,
  deepMerge,
  defaultContentDir,
  FileContentSource,
  MemoryContentSource,
  schemaFor,
  validateDocument,
} from './store.ts';

type Json = Record<string, unknown>;

/** A GET with the path sent exactly as written (fetch would normalise `..` away before sending). */
function rawGet(base: string, path: string): Promise<{ status: number; body: string; type: string }> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: hostname, port, path, method: 'GET' }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        body += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, type: String(res.headers['content-type']) }));
    });
    req.on('error', reject);
    req.end();
  });
}

const previewToken = 'a-long-preview-token-123';

describe('content files', () => {
  let source: FileContentSource;
  beforeAll(async () => {
    source = await FileContentSource.load(defaultContentDir);
  });

  it('[S1.3-46] [S2.3-56] every locale ships the per-locale documents', () => {
    for (const locale of supportedLocales) {
      const own = source.pathsOf(locale);
      for (const path of ['alerts', 'field-settings', 'global-components', 'layout', 'modals', 'pages/home']) {
        expect(own, `${locale} lacks ${path}`).toContain(path);
      }
    }
  });

  it('every document of every locale validates against its schema, as served after fallback', async () => {
    let checked = 0;
    for (const path of source.paths()) {
      for (const locale of supportedLocales) {
        const own = await source.get(path, locale);
        if (!own) continue;
        const base = locale === defaultLocale ? undefined : await source.get(path, defaultLocale);
        const problem = validateDocument(path, base ? deepMerge(base, own) : own);
        expect(problem, `${locale}/${path}.json`).toBeUndefined();
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(100);
    // Translations are complete files, not partial overlays: each also validates on its own.
    for (const locale of supportedLocales) {
      for (const path of source.pathsOf(locale)) {
        const own = (await source.get(path, locale)) as Json;
        expect(validateDocument(path, own), `${locale}/${path}.json alone`).toBeUndefined();
      }
    }
  });

  it('maps document paths to their schemas', () => {
    expect(schemaFor('pages/home')).toBeDefined();
    expect(schemaFor('pages/about-us')).toBe(schemaFor('pages/static/fair-play'));
    expect(schemaFor('pages/questions/payments')).not.toBe(schemaFor('pages/questions'));
    expect(schemaFor('something/else')).toBeUndefined();
  });

  it('refuses to start with a file that fails its schema, naming the file', async () => {
    const root = await mkdtemp(join(tmpdir(), 'croupier-content-'));
    try {
      await mkdir(join(root, 'en', 'pages'), { recursive: true });
      await writeFile(join(root, 'en', 'pages', 'error.json'), JSON.stringify({ title: 'Oops', text: 'Gone' }));
      const failure = await FileContentSource.load(root).catch((err: unknown) => err);
      expect(failure).toBeInstanceOf(ContentFileError);
      expect((failure as ContentFileError).file).toBe('en/pages/error.json');
      expect((failure as Error).message).toContain('button');

      await writeFile(join(root, 'en', 'pages', 'error.json'), '{ "title": ');
      await expect(FileContentSource.load(root)).rejects.toThrow(/en\/pages\/error\.json: not valid JSON/);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });

  it('deep-merges objects and replaces arrays', () => {
    expect(deepMerge({ a: { x: 1, y: 2 }, list: [1, 2] }, { a: { y: 3 }, list: [9] })).toEqual({
      a: { x: 1, y: 3 },
      list: [9],
    });
  });

  it('compares preview tokens by value', () => {
    expect(sameSecret(previewToken, previewToken)).toBe(true);
    expect(sameSecret('a-long-preview-token-124', previewToken)).toBe(false);
    expect(sameSecret('', previewToken)).toBe(false);
  });
});

describe('content API', () => {
  let app: Awaited<ReturnType<typeof startTestApp>>;
  let source: FileContentSource;
  beforeAll(async () => {
    app = await startTestApp({ CONTENT_PREVIEW_TOKEN: previewToken });
    source = await FileContentSource.load(defaultContentDir);
  });
  afterAll(() => app.close());

  const get = (path: string) => fetch(`${app.url}${path}`);

  it('[S1.7-15] [S2.7-39] [S1.7-19] [S2.7-41] answers a content query with { data } as JSON and a public cache', async () => {
    const response = await get('/api/content/pages/promotions?locale=fr&utm_source=mail&page=2');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(response.headers.get('cache-control')).toBe('public, max-age=60');
    const body = (await response.json()) as { data: Json };
    // As written (with its offers, decision 0081), with its amounts in the site's main currency (decision 0060).
    const currencies = ((await (await get('/api/settings/currencies')).json()) as { data: Currency[] }).data;
    const cad = currencies.find((c) => c.code === 'CAD');
    const stored = await source.get('pages/promotions', 'fr');
    expect(body.data).toEqual(
      renderAmounts(stored && servedDocument(stored, { offers: true, features: new Set() }), cad, currencies),
    );
    // Every amount is rendered, in dollars.
    expect(JSON.stringify(body.data)).not.toContain('{{money:');
    expect(JSON.stringify(body.data)).toMatch(/\$\d/);
    expect(body.data.description).not.toBe(((await source.get('pages/promotions', 'en')) as Json).description);
  });

  it('every promotion, in every locale, leads where it is claimed: sign-up, the wallet, My bonuses, tournaments or quests', async () => {
    const claimedAt = ['/sign-up', '/?wallet=deposit', '/bonuses', '/tournaments', '/quests'];
    for (const locale of supportedLocales) {
      const promotions = (await source.get('pages/promotions', locale)) as {
        items: { cta: { to: string }; feature?: string }[];
      };
      expect(promotions.items.length, locale).toBeGreaterThan(0);
      for (const item of promotions.items) expect(claimedAt).toContain(item.cta.to);
      // The quests promotion is served only while quests are on, like the page it leads to.
      for (const item of promotions.items.filter((i) => i.cta.to === '/quests')) expect(item.feature).toBe('quests');
    }
  });

  it('serves the default locale when no locale is given', async () => {
    const body = (await (await get('/api/content/layout')).json()) as { data: Json };
    const stored = await source.get('layout', 'en');
    expect(body.data).toEqual(stored && servedDocument(stored, { offers: true, features: new Set() }));
  });

  it('[S1.3-46] [S2.3-56] serves every published document of every locale, each valid against its schema', async () => {
    for (const path of source.paths()) {
      const isDraft = ((await source.get(path, 'en')) as Json | undefined)?.status === 'draft';
      for (const locale of supportedLocales) {
        const response = await get(`/api/content/${path}?locale=${locale}`);
        if (isDraft) {
          expect(response.status, `${locale} ${path}`).toBe(404);
          continue;
        }
        expect(response.status, `${locale} ${path}`).toBe(200);
        const { data } = (await response.json()) as { data: Json };
        expect(data.status).toBeUndefined();
        expect(validateDocument(path, data), `${locale} ${path}`).toBeUndefined();
      }
    }
  });

  it('[S1.3-47] [S2.3-57] serves a document a locale lacks from the default locale', async () => {
    expect(await source.get('settings', 'de')).toBeUndefined();
    const response = await get('/api/content/settings?locale=de');
    expect(response.status).toBe(200);
    expect(((await response.json()) as { data: Json }).data).toEqual(await source.get('settings', 'en'));
  });

  it('[S1.7-17] [S2.7-40] sign-up content is under pages/sign-up with a bonusBanner entry', async () => {
    for (const locale of supportedLocales) {
      const response = await get(`/api/content/pages/sign-up?locale=${locale}`);
      const { data } = (await response.json()) as { data: Json };
      expect(signUpDocument.parse(data).bonusBanner?.title.length).toBeGreaterThan(0);
    }
  });

  it('[S1.2-63] [S2.2-31] error page wording comes from content with the spec defaults in English', async () => {
    const { data } = (await (await get('/api/content/pages/error')).json()) as { data: Json };
    expect(data).toEqual({
      title: 'Something went wrong',
      text: 'The page you are trying to access does not exist or has been moved. Try going back to our homepage.',
      button: 'Homepage',
    });
    const fr = (await (await get('/api/content/pages/error?locale=fr')).json()) as { data: Json };
    expect(fr.data.button).not.toBe('Homepage');
  });

  it('[S1.5-24] [S1.5-25] [S1.5-26] [S1.5-27] [S1.5-28] [S1.5-29] [S1.5-30] [S1.5-31] [S1.5-32] field settings carry every form field and the default rule messages, translated with the same placeholders', async () => {
    const specFields = [
      'password',
      'password_registration',
      'password_confirmation',
      'currentPassword',
      'newPassword',
      'repeatNewPassword',
      'firstName',
      'lastName',
      'nationality',
      'nickname',
      'gender',
      'city',
      'region',
      'address',
      'additionalAddress',
      'postalCode',
      'timeZone',
      'profession',
      'language',
      'captcha',
      'bonusCode',
      'securityQuestion',
      'securityAnswer',
      'email',
      'country',
      'currency',
      'agreements',
      'receiveEmailPromo',
      'receiveSmsPromo',
      'receiveBonus',
      'phone',
      'birthdate',
      'placeOfBirth',
      'personalIdNumber',
      'message',
      'locale',
      'age',
      'cpf_number',
    ];
    const defaults = {
      required: 'Value is required',
      email: 'Value is not a valid email address',
      max: 'The maximum length allowed is {max}',
      min: 'This field should be at least {min} characters long',
      confirmed: 'The value must be equal to the {other} value',
      integer: 'Value is not an integer',
      numeric: 'Value must be numeric',
      min_value: 'The minimum value allowed is {min}',
      max_value: 'The maximum value allowed is {max}',
    };
    const placeholders = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort();
    const read = async (locale: string) =>
      (
        (await (await get(`/api/content/field-settings?locale=${locale}`)).json()) as {
          data: { fields: Record<string, { label: string }>; messages: Record<string, string> };
        }
      ).data;
    const en = await read('en');
    expect(en.messages).toMatchObject(defaults);
    for (const locale of supportedLocales) {
      const own = (await source.get('field-settings', locale)) as typeof en;
      expect(Object.keys(own.fields).sort(), locale).toEqual([...specFields].sort());
      expect(Object.keys(own.messages).sort(), locale).toEqual(Object.keys(en.messages).sort());
      for (const [rule, text] of Object.entries(own.messages)) {
        expect(placeholders(text), `${locale} ${rule}`).toEqual(placeholders(en.messages[rule] ?? ''));
        if (locale !== 'en') expect(text, `${locale} ${rule} is translated`).not.toBe(en.messages[rule]);
      }
    }
  });

  it('[S1.6-08] [S2.4-166] segment ids come from content settings', async () => {
    const { data } = (await (await get('/api/content/settings')).json()) as { data: Json };
    expect(data.segments).toEqual({ duplicate: expect.any(Number), vip: expect.any(Number) });
  });

  it('rejects an unsupported locale with field errors', async () => {
    const response = await get('/api/content/layout?locale=xx');
    expect(response.status).toBe(400);
    const body = errorBodySchema.parse(await response.json());
    expect(body.error.code).toBe('validation_failed');
    expect(Object.keys(body.error.fields ?? {})).toContain('locale');
  });

  it('answers an unknown document with the 404 error body', async () => {
    for (const path of ['/api/content/pages/no-such-page', '/api/content/', '/api/content/pages/home.json']) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('content-type')).toContain('application/json');
      expect(response.headers.get('cache-control'), path).toBe('no-store');
      expect(errorBodySchema.parse(await response.json()).error.code).toBe('not_found');
    }
  });

  it('answers path traversal attempts with 404', async () => {
    for (const path of [
      '/api/content/../../package.json',
      '/api/content/pages/../../../../etc/passwd',
      '/api/content/%2e%2e/%2e%2e/package.json',
      '/api/content/%2E%2E%2Fen%2Flayout',
      '/api/content//etc/passwd',
      '/api/content/%2Fetc%2Fpasswd',
      '/api/content/en/layout',
      '/api/content/pages\\..\\..\\package.json',
      '/api/content/__proto__',
      '/api/content/constructor?locale=en',
    ]) {
      const response = await rawGet(app.url, path);
      expect(response.status, path).toBe(404);
      expect(response.type, path).toContain('application/json');
      expect(JSON.parse(response.body).error.code, path).toBe('not_found');
    }
  });

  it('[S1.7-15] [S2.7-39] serves a draft only with the right preview token, never cached', async () => {
    const path = '/api/content/pages/static/summer-festival';
    expect((await get(path)).status).toBe(404);
    expect((await get(`${path}?preview=wrong-token-of-some-length`)).status).toBe(404);
    expect((await get(`${path}?preview=${previewToken.slice(0, -1)}`)).status).toBe(404);

    const shown = await get(`${path}?preview=${previewToken}&locale=de`);
    expect(shown.status).toBe(200);
    expect(shown.headers.get('cache-control')).toBe('private, no-store');
    const { data } = (await shown.json()) as { data: Json };
    expect(data.title).toBeTruthy();
    expect(data).not.toHaveProperty('status');

    const published = await get(`/api/content/pages/home?preview=${previewToken}`);
    expect(published.headers.get('cache-control')).toBe('private, no-store');
  });

  it('lists the content route in the OpenAPI document', async () => {
    const doc = (await (await get('/api/docs/json')).json()) as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths).some((p) => p.startsWith('/api/content/'))).toBe(true);
  });
});

describe('content API without a preview token configured', () => {
  let app: Awaited<ReturnType<typeof startTestApp>>;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it('never serves drafts', async () => {
    for (const preview of ['', 'undefined', previewToken]) {
      const response = await fetch(`${app.url}/api/content/pages/static/summer-festival?preview=${preview}`);
      expect(response.status).toBe(404);
    }
  });
});

describe('content fallback over a test source', () => {
  const app = Fastify();
  beforeAll(async () => {
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerErrorHandling(app);
    const source = new MemoryContentSource({
      en: {
        'global-components': {
          newBuild: { text: 'A new version is available.', reload: 'Reload' },
          chat: { label: 'Chat with support' },
          quickDeposit: { text: 'Top up', cta: 'Deposit', close: 'Close' },
        },
        'pages/promo': { status: 'draft', title: 'Draft', description: 'd', blocks: [] },
      },
      fr: {
        'global-components': { newBuild: { text: 'Une nouvelle version est disponible.' } },
        'pages/promo': { status: 'published', title: 'Publiée' },
      },
    });
    await registerContent(
      app,
      { CONTENT_PREVIEW_TOKEN: undefined, LOYALTY_ENABLED: false, QUESTS_ENABLED: false },
      { source },
    );
    await app.ready();
  });
  afterAll(() => app.close());

  it('[S1.3-47] [S2.3-57] fills every key a locale lacks from the default locale', async () => {
    const response = await app.inject({ url: '/api/content/global-components?locale=fr' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      newBuild: { text: 'Une nouvelle version est disponible.', reload: 'Reload' },
      chat: { label: 'Chat with support' },
      quickDeposit: { text: 'Top up', cta: 'Deposit', close: 'Close' },
    });
  });

  it('lets a translation publish a document whose default is a draft', async () => {
    expect((await app.inject({ url: '/api/content/pages/promo' })).statusCode).toBe(404);
    const fr = await app.inject({ url: '/api/content/pages/promo?locale=fr' });
    expect(fr.json().data).toEqual({ title: 'Publiée', description: 'd', blocks: [] });
  });
});
