import { errorBodySchema } from '@croupier/contracts/errors';
import type { Currency } from '@croupier/contracts/settings';
import { defaultLocale, supportedLocales } from '@croupier/i18n/locales';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../platform/config.ts';
import type { Database } from '../../platform/db/database.ts';
import { notFound } from '../../platform/http/errors.ts';
import { type ContentAdmin, createContentAdmin } from './admin.ts';
import { contentCurrency, renderAmounts } from './amounts.ts';
import { DatabaseContentSource } from './overlay.ts';
import { type ServedTo, servedDocument } from './served-document.ts';
import { ContentService } from './service.ts';
import { type ContentSource, loadFileContentSource } from './store.ts';

export const contentQuerySchema = z.object({
  locale: z.enum(supportedLocales).optional().describe(`Content locale; defaults to ${defaultLocale}`),
  preview: z.string().max(512).optional().describe('Preview token: drafts are served only when it matches'),
  currency: z
    .string()
    .regex(/^[A-Za-z]{2,10}$/)
    .optional()
    .describe('The visitor’s currency for amounts in the text; unknown or absent: the site’s main currency'),
  offers: z
    .enum(['shown', 'hidden'])
    .optional()
    .describe(
      'hidden: without the bonus offers (marked `offer: true`) and with the texts written for visitors who may ' +
        'not be shown them — a guest where advertising inducements is not allowed (docs/decisions/0081). ' +
        'Default shown',
    ),
});

const documentSchema = z.record(z.string(), z.unknown());

export const publishedCacheControl = 'public, max-age=60';
export const previewCacheControl = 'private, no-store';

/**
 * GET /api/content/<document path>?locale=…&preview=… (spec 01 §7 "content query"): `{ data: document }`.
 * Content is loaded and validated at start, so an invalid file stops the server before it serves anything.
 */
export interface ContentModule {
  service: ContentService;
  /** The editor's calls and the published edits' cache; absent without a database (a test's own source). */
  admin?: ContentAdmin;
  overlay?: DatabaseContentSource;
}

export async function registerContent(
  app: FastifyInstance,
  config: Pick<
    Config,
    'CONTENT_PREVIEW_TOKEN' | 'LOYALTY_ENABLED' | 'QUESTS_ENABLED' | 'SPORTSBOOK_CLIENT_HOST' | 'SPORTSBOOK_CLIENT_ID'
  >,
  options: {
    source?: ContentSource;
    /** Staff edits laid over the files (docs/decisions/0123); without it only the source is served. */
    db?: Database;
    /** The settings' currencies, for amounts (decision 0060); without them amounts show as written. */
    currencies?: () => Promise<Currency[]>;
  } = {},
): Promise<ContentModule> {
  const files = options.source ? undefined : await loadFileContentSource();
  const under = options.source ?? files;
  if (!under) throw new Error('content: no source');
  const overlay = options.db ? new DatabaseContentSource(options.db, under) : undefined;
  await overlay?.warm();
  const service = new ContentService(overlay ?? under, { previewToken: config.CONTENT_PREVIEW_TOKEN });
  const admin =
    options.db && overlay && files ? createContentAdmin({ db: options.db, source: overlay, files }) : undefined;
  const features: ServedTo['features'] = new Set([
    ...(config.LOYALTY_ENABLED ? (['loyalty'] as const) : []),
    ...(config.QUESTS_ENABLED ? (['quests'] as const) : []),
    ...(config.SPORTSBOOK_CLIENT_HOST && config.SPORTSBOOK_CLIENT_ID ? (['sports'] as const) : []),
  ]);

  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/content/*',
    {
      schema: {
        tags: ['content'],
        summary: 'A content document for a locale, falling back to the default locale',
        description:
          'The wildcard is the document path, e.g. layout, alerts, pages/home, pages/questions/payments, ' +
          'pages/static/cookie-policy. Amounts written `{{money:EUR:500}}` are served formatted in `currency` ' +
          '(converted by the settings’ rates and rounded to a friendly figure unless it is their own). ' +
          'Other query parameters are ignored.',
        querystring: contentQuerySchema,
        response: { 200: z.object({ data: documentSchema }), 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const path = (request.params as { '*'?: string })['*'] ?? '';
      const locale = request.query.locale ?? defaultLocale;
      const preview = service.isPreview(request.query.preview);
      const result = await service.get(path, locale, { preview });
      if (result.kind !== 'found') {
        reply.header('cache-control', 'no-store');
        throw notFound(`No content document ${JSON.stringify(path.slice(0, 200))}`);
      }
      reply.header('cache-control', preview ? previewCacheControl : publishedCacheControl);
      const currencies = options.currencies ? await options.currencies() : [];
      const visitor = contentCurrency(request.query.currency, currencies);
      const document = servedDocument(result.document, { offers: request.query.offers !== 'hidden', features });
      return { data: renderAmounts(document, visitor, currencies) };
    },
  );
  return { service, ...(admin ? { admin } : {}), ...(overlay ? { overlay } : {}) };
}
