import {
  adminContentDocumentSchema,
  adminContentDocumentSummarySchema,
  adminContentDraftBodySchema,
  adminContentParamsSchema,
  adminContentPreviewSchema,
  adminContentRestoreBodySchema,
  adminContentVersionSchema,
} from '@croupier/contracts/admin-content';
import { dataOf, errorResponses } from '@croupier/contracts/errors';
import { defaultLocale } from '@croupier/i18n/locales';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Transaction } from '../../../platform/db/database.ts';
import { AppError } from '../../../platform/http/errors.ts';
import type { ContentModule } from '../../content/routes.ts';
import { appendAudit } from '../audit/log.ts';
import { staffActor } from '../staff/access.ts';

const tags = ['admin'];
const security = [{ adminCookie: [] }];
const access = { adminAccess: 'content.manage' } as const;
// The document path is the wildcard, so it comes last and the action names the route before it.
const at = (action: string) => `/api/admin/content/${action}/:locale/*`;
const base = at('documents');

/** The player site's page that shows a document: pages/<slug> at /<slug>, the rest (layout…) on the home page. */
export function sitePathOf(path: string, locale: string): string {
  const prefix = locale === defaultLocale ? '' : `/${locale}`;
  const page = path === 'pages/home' || !path.startsWith('pages/') ? '' : `/${path.slice('pages/'.length)}`;
  return `${prefix}${page}` || '/';
}

/**
 * The content editor (issue 22 §8; docs/decisions/0123): every document per locale, its draft saved after its
 * schema holds, a preview link, a publish, the history and a restore. Each change is audited (before and
 * after) in the transaction that makes it; a save that changes nothing is neither written nor audited.
 */
export function registerContentRoutes(
  app: FastifyInstance,
  deps: {
    clock: () => Date;
    content: NonNullable<ContentModule['admin']>;
    publicUrl: string;
    previewToken: string | undefined;
  },
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { content } = deps;

  const audited = <R extends { changed: boolean; before: unknown; after: unknown }>(
    request: FastifyRequest,
    entry: { action: string; targetId: string },
    change: (tx: Transaction) => Promise<R>,
  ): Promise<R> =>
    content.change(async (tx) => {
      const result = await change(tx);
      if (result.changed) {
        const { before, after } = result;
        await appendAudit(
          tx,
          staffActor(request),
          { ...entry, targetType: 'content_document', before, after },
          deps.clock(),
        );
      }
      return result;
    });

  api.get(
    '/api/admin/content/documents',
    {
      config: access,
      schema: {
        tags,
        security,
        summary: 'Every content document with, per locale, whether a file ships, a draft waits, and its version',
        response: { 200: dataOf(z.array(adminContentDocumentSummarySchema)), ...errorResponses(401, 403) },
      },
    },
    async () => ({ data: await content.documents() }),
  );

  api.get(
    base,
    {
      config: access,
      schema: {
        tags,
        security,
        summary: 'One document in one locale: the file, the published edit, the draft and the fallback',
        params: adminContentParamsSchema,
        response: { 200: dataOf(adminContentDocumentSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({ data: await content.read(request.params['*'], request.params.locale) }),
  );

  api.put(
    base,
    {
      config: access,
      schema: {
        tags,
        security,
        summary: 'Save the draft of a document in a locale (players are not served it until it is published)',
        description:
          'The document must hold its schema as served (over the default locale’s): else 400 with ' +
          '`fields["document.<path>"]`, nothing saved. `status` is not part of a document here.',
        params: adminContentParamsSchema,
        body: adminContentDraftBodySchema,
        response: { 200: dataOf(adminContentDocumentSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const path = request.params['*'];
      const locale = await content.validate(path, request.params.locale, request.body.document);
      await audited(request, { action: 'content.draft_save', targetId: `${locale}:${path}` }, (tx) =>
        content.saveDraft(tx, {
          path,
          locale,
          document: request.body.document,
          by: staffActor(request).staffId,
          at: deps.clock(),
        }),
      );
      return { data: await content.read(path, locale) };
    },
  );

  api.post(
    at('publish'),
    {
      config: access,
      schema: {
        tags,
        security,
        summary: 'Publish the draft: players are served it instead of the file, the previous version is kept',
        description: '409 when there is no draft. Every process serves the new version at once.',
        params: adminContentParamsSchema,
        response: { 200: dataOf(adminContentDocumentSchema), ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => {
      const path = request.params['*'];
      const { locale } = request.params;
      await audited(request, { action: 'content.publish', targetId: `${locale}:${path}` }, (tx) =>
        content.publish(tx, { path, locale, by: staffActor(request).staffId, at: deps.clock() }),
      );
      return { data: await content.read(path, locale) };
    },
  );

  api.get(
    at('history'),
    {
      config: access,
      schema: {
        tags,
        security,
        summary: 'The published versions of a document in a locale, newest first (the last 100)',
        params: adminContentParamsSchema,
        response: { 200: dataOf(z.array(adminContentVersionSchema)), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => ({ data: await content.history(request.params['*'], request.params.locale) }),
  );

  api.post(
    at('restore'),
    {
      config: access,
      schema: {
        tags,
        security,
        summary: 'Put an earlier published version back into the draft (then preview and publish it)',
        params: adminContentParamsSchema,
        body: adminContentRestoreBodySchema,
        response: { 200: dataOf(adminContentDocumentSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const path = request.params['*'];
      const { locale } = request.params;
      await audited(request, { action: 'content.restore', targetId: `${locale}:${path}` }, (tx) =>
        content.restore(tx, {
          path,
          locale,
          version: request.body.version,
          by: staffActor(request).staffId,
          at: deps.clock(),
        }),
      );
      return { data: await content.read(path, locale) };
    },
  );

  api.get(
    at('preview'),
    {
      config: access,
      schema: {
        tags,
        security,
        summary: 'The player site’s page showing the draft: its address with the preview token',
        description: '409 when the server has no CONTENT_PREVIEW_TOKEN. Handing out the token is audited.',
        params: adminContentParamsSchema,
        response: { 200: dataOf(adminContentPreviewSchema), ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => {
      const path = request.params['*'];
      const document = await content.read(path, request.params.locale);
      const token = deps.previewToken;
      if (!token) throw new AppError(409, 'conflict', 'No preview token is configured (CONTENT_PREVIEW_TOKEN)');
      const url = new URL(sitePathOf(path, document.locale), deps.publicUrl);
      url.searchParams.set('preview', token);
      // The token itself never goes into the trail: only that a link to this document was handed out.
      await content.change((tx) =>
        appendAudit(
          tx,
          staffActor(request),
          {
            action: 'content.preview_link',
            targetType: 'content_document',
            targetId: `${document.locale}:${path}`,
            after: { page: url.pathname },
          },
          deps.clock(),
        ),
      );
      return { data: { url: url.toString() } };
    },
  );
}
