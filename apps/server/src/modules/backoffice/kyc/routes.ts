import { adminKycCaseSchema, adminKycDecisionBodySchema, adminKycParamsSchema } from '@croupier/contracts/admin-kyc';
import { dataOf, errorResponses } from '@croupier/contracts/errors';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../../platform/db/database.ts';
import { notFound } from '../../../platform/http/errors.ts';
import type { VerificationModule } from '../../verification/routes.ts';
import { appendAudit } from '../audit/log.ts';
import { staffActor } from '../staff/access.ts';

const tags = ['admin'];
const security = [{ adminCookie: [] }];

type Case = Awaited<ReturnType<VerificationModule['service']['reviewQueue']>>[number];

const caseView = ({ applicant, documents }: Case) => ({
  id: applicant.id,
  playerId: applicant.playerId,
  provider: applicant.provider,
  status: applicant.status,
  updatedAt: applicant.updatedAt.toISOString(),
  documents: documents.map((d) => ({
    id: d.id,
    type: d.type,
    status: d.status,
    fileName: d.fileName,
    mimeType: d.mimeType,
    size: d.size,
    createdAt: d.createdAt.toISOString(),
  })),
});

/**
 * Identity-verification review (issue 22 §4): the cases waiting for a decision with the player's uploaded
 * files, and a staff decision with a reason, applied through the verification service exactly as a provider's
 * answer is (the player's profile flag changes with player.updated, so their site sees it live).
 */
export function registerKycRoutes(
  app: FastifyInstance,
  deps: { db: Database; clock: () => Date; verification: VerificationModule },
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, verification } = deps;

  api.get(
    '/api/admin/kyc/cases',
    {
      config: { adminAccess: 'kyc.review' },
      schema: {
        tags,
        security,
        summary: 'Identity-verification cases waiting for a decision, oldest first, with their documents',
        response: { 200: dataOf(z.array(adminKycCaseSchema)), ...errorResponses(401, 403) },
      },
    },
    async () => ({ data: (await verification.service.reviewQueue(100)).map(caseView) }),
  );

  api.post(
    '/api/admin/kyc/cases/:id/decision',
    {
      config: { adminAccess: 'kyc.review' },
      schema: {
        tags,
        security,
        summary: 'Approve or reject a pending identity-verification case with a reason',
        description: '404 when no pending case has this id (already decided, or never sent for review).',
        params: adminKycParamsSchema,
        body: adminKycDecisionBodySchema,
        response: {
          200: dataOf(z.object({ id: z.string(), status: z.enum(['approved', 'rejected']) })),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request) => {
      const { decision, reason } = request.body;
      await db.transaction(async (tx) => {
        const before = await verification.service.review(tx, request.params.id, decision);
        if (!before) throw notFound('No pending verification case with this id');
        await appendAudit(
          tx,
          staffActor(request),
          {
            action: `kyc.${decision === 'approved' ? 'approve' : 'reject'}`,
            targetType: 'kyc_case',
            targetId: before.id,
            before: { status: before.status, playerId: before.playerId },
            after: { status: decision, reason },
          },
          deps.clock(),
        );
      });
      return { data: { id: request.params.id, status: decision } };
    },
  );

  api.get(
    '/api/admin/kyc/documents/:id/file',
    {
      config: { adminAccess: 'kyc.review' },
      schema: {
        tags,
        security,
        summary: 'The bytes of a player’s uploaded document, for review (each view is audited)',
        description: 'Served with the type detected at upload, inline, in a sandbox: nothing in it can run.',
        params: z.object({ id: z.uuid('A document id') }),
        response: {
          200: z.any().describe('The file (image/jpeg, image/png or application/pdf)'),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const found = await verification.documents.forReview(request.params.id);
      if (!found) throw notFound('No such document');
      // Viewing identity documents is itself a staff action worth a trail.
      await db.transaction((tx) =>
        appendAudit(
          tx,
          staffActor(request),
          {
            action: 'kyc.document_view',
            targetType: 'player_document',
            targetId: found.record.id,
            after: { playerId: found.record.playerId, type: found.record.type },
          },
          deps.clock(),
        ),
      );
      return reply
        .header('content-type', found.record.mimeType)
        .header('content-disposition', 'inline')
        .header('content-security-policy', "sandbox; default-src 'none'; img-src 'self'; style-src 'unsafe-inline'")
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(found.bytes));
    },
  );
}
