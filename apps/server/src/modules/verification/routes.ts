import { dataOf, errorResponses } from '@croupier/contracts/errors';
import {
  documentIdParamsSchema,
  documentMaxBytes,
  documentMessages,
  playerDocumentSchema,
  providerParamsSchema,
  verificationStartBodySchema,
  verificationStartSchema,
  verificationStateSchema,
} from '@croupier/contracts/verification';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Config, isProduction } from '../../platform/config.ts';
import type { Database } from '../../platform/db/database.ts';
import { notFound } from '../../platform/http/errors.ts';
import { currentPlayer } from '../player/auth.ts';
import type { PlayerModule } from '../player/routes.ts';
import { createDocumentService, type DocumentService } from './documents.ts';
import { readMultipartForm } from './multipart.ts';
import type { KycProvider } from './provider.ts';
import { createSandboxProvider } from './sandbox.ts';
import { registerSandboxPages } from './sandbox-pages.ts';
import { createVerificationService, type VerificationService } from './service.ts';

export interface VerificationModule {
  documentsHidden: boolean;
  /** The review queue and staff decisions (the back office). */
  service: VerificationService;
  /** Documents, and their files for staff review. */
  documents: DocumentService;
}

import { type DocumentStorage, storageFor } from './storage.ts';
import { createSumsubProvider } from './sumsub.ts';

const security = [{ bearer: [] }];
const tags = ['verification'];

/**
 * The configured provider. The sandbox lets whoever holds its link approve an identity, so it never runs
 * in production: there, without Sumsub configured, no provider is available.
 */
function providerFor(config: Config, fetchImpl: typeof fetch | undefined): KycProvider | undefined {
  if (config.KYC_PROVIDER === 'sumsub') {
    return createSumsubProvider({
      appToken: config.SUMSUB_APP_TOKEN ?? '',
      secretKey: config.SUMSUB_SECRET_KEY ?? '',
      webhookSecret: config.SUMSUB_WEBHOOK_SECRET ?? '',
      levelName: config.SUMSUB_LEVEL_NAME,
      baseUrl: config.SUMSUB_BASE_URL,
      ...(fetchImpl ? { fetch: fetchImpl } : {}),
    });
  }
  if (isProduction(config)) return undefined;
  return createSandboxProvider({ secret: config.KYC_WEBHOOK_SECRET });
}

export async function registerVerification(
  app: FastifyInstance,
  deps: {
    db: Database;
    config: Config;
    player: PlayerModule;
    /** Where uploads go; default: DATA_DIR/uploads (memory for memory://). */
    storage?: DocumentStorage;
    /** The provider's HTTP client (tests answer with recorded fixtures). */
    fetch?: typeof fetch;
  },
): Promise<VerificationModule> {
  const { db, config, player } = deps;
  const { requirePlayer } = player;
  const storage = deps.storage ?? storageFor(config.DATA_DIR);
  const provider = providerFor(config, deps.fetch);
  const service = createVerificationService({
    db,
    provider,
    hideDocuments: config.KYC_HIDE_DOCUMENTS,
    accounts: player.accounts,
    log: app.log,
  });
  const documents = createDocumentService({ db, storage });

  // One scope for the multipart parser and the raw-body webhook parser; the rest of the API keeps JSON.
  await app.register(async (scope) => {
    await scope.register(multipart, {
      // A little over the limit, so an oversized file is cut and reported rather than read whole.
      limits: { fileSize: documentMaxBytes, files: 1, fields: 5, parts: 6, fieldSize: 1024 },
    });
    scope.removeContentTypeParser('application/json');
    // Signatures are over the exact bytes received: the webhook must see them before any parsing.
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

    const api = scope.withTypeProvider<ZodTypeProvider>();
    const requireDocuments = async () => {
      if (service.documentsHidden) throw notFound('No route for the documents page');
    };

    api.post(
      '/api/verification/webhooks/:provider',
      {
        bodyLimit: 256 * 1024,
        schema: {
          tags,
          summary: 'Webhook of the identity-verification provider: signed, applied once per delivery',
          description: 'A signed body with NUL or an unpaired surrogate in its text answers 400.',
          params: providerParamsSchema,
          response: {
            200: dataOf(z.object({ status: z.enum(['applied', 'replayed', 'ignored']) })),
            ...errorResponses(400, 401, 404),
          },
        },
      },
      async (request) => {
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        return { data: { status: await service.handleWebhook(request.params.provider, raw, request.headers) } };
      },
    );

    api.get(
      '/api/player/documents',
      {
        preHandler: [requirePlayer, requireDocuments],
        schema: {
          tags,
          security,
          summary: 'The player’s uploaded documents, newest first',
          response: { 200: dataOf(z.array(playerDocumentSchema)), ...errorResponses(401, 403, 404) },
        },
      },
      async (request) => ({ data: await documents.list(currentPlayer(request)) }),
    );

    api.post(
      '/api/player/documents',
      {
        preHandler: [requirePlayer, requireDocuments],
        bodyLimit: documentMaxBytes + 64 * 1024,
        schema: {
          tags,
          security,
          summary: 'Upload a document (multipart: type and file; JPEG, PNG or PDF by content, at most 5 MB)',
          consumes: ['multipart/form-data'],
          response: { 201: dataOf(playerDocumentSchema), ...errorResponses(400, 401, 403, 404, 409, 413) },
        },
      },
      async (request, reply) => {
        const form = await readMultipartForm(request, documentMessages.fileTooLarge);
        const created = await documents.upload(currentPlayer(request), {
          type: form.fields.type,
          fileName: form.file?.fileName,
          bytes: form.file?.bytes,
        });
        return reply.status(201).send({ data: created });
      },
    );

    api.delete(
      '/api/player/documents/:id',
      {
        preHandler: [requirePlayer, requireDocuments],
        schema: {
          tags,
          security,
          summary: 'Delete a document while it is pending',
          params: documentIdParamsSchema,
          response: { 204: z.null(), ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request, reply) => {
        await documents.remove(currentPlayer(request), request.params.id);
        return reply.status(204).send(null);
      },
    );

    if (provider?.name === 'sandbox') {
      registerSandboxPages(scope, { db, storage, service, webhookSecret: config.KYC_WEBHOOK_SECRET });
    }
  });

  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/player/verification',
    {
      preHandler: requirePlayer,
      schema: {
        tags,
        security,
        summary: 'Identity-verification state: provider, case status, verified flag, documents page hidden',
        response: { 200: dataOf(verificationStateSchema), ...errorResponses(401, 403) },
      },
    },
    async (request) => ({ data: await service.state(currentPlayer(request)) }),
  );

  api.post(
    '/api/player/services/:provider/auth',
    {
      preHandler: requirePlayer,
      schema: {
        tags,
        security,
        summary: 'Start identity verification with the configured provider (spec 01 §7)',
        description:
          'The sandbox answers the hosted page to open (a path on this site); Sumsub answers an access token ' +
          'for its Web SDK. Another provider name answers 404; an already verified player 409.',
        params: providerParamsSchema,
        body: verificationStartBodySchema,
        response: { 200: dataOf(verificationStartSchema), ...errorResponses(400, 401, 403, 404, 409, 502) },
      },
    },
    async (request) => ({
      data: await service.start(currentPlayer(request), request.params.provider, request.body?.returnPath),
    }),
  );
  return { documentsHidden: service.documentsHidden, service, documents };
}
