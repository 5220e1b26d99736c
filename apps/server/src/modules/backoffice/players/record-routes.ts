import {
  adminPlayerNoteBodySchema,
  adminPlayerNoteSchema,
  adminPlayerNotesPageSchema,
  adminRecordsQuerySchema,
  limitHistoryPageSchema,
} from '@croupier/contracts/admin-player-records';
import { adminPlayerParamsSchema } from '@croupier/contracts/admin-players';
import { dataOf, errorResponses } from '@croupier/contracts/errors';
import { historyQuerySchema, roundsPageSchema } from '@croupier/contracts/games';
import { messagesPageSchema, messagesQuerySchema } from '@croupier/contracts/messenger';
import { playerDocumentSchema } from '@croupier/contracts/verification';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { staffActor } from '../staff/access.ts';
import type { PlayerNotes } from './notes.ts';
import type { PlayerRecords } from './records.ts';

const tags = ['admin'];
const security = [{ adminCookie: [] }];

/** The player page's longer records (issue 22 §3), each paged by its own call. */
export function registerPlayerRecordRoutes(
  app: FastifyInstance,
  deps: { notes: PlayerNotes; records: PlayerRecords },
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { notes, records } = deps;

  api.get(
    '/api/admin/players/:id/rounds',
    {
      config: { adminAccess: 'players.read' },
      schema: {
        tags,
        security,
        summary: "A player's game rounds and free spins, newest first, as their own round history pages them",
        params: adminPlayerParamsSchema,
        querystring: historyQuerySchema,
        response: { 200: roundsPageSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => records.rounds(request.params.id, request.query),
  );

  api.get(
    '/api/admin/players/:id/messages',
    {
      config: { adminAccess: 'players.read' },
      schema: {
        tags,
        security,
        summary: "A player's messenger messages in their locale, newest first; reading them marks none read",
        params: adminPlayerParamsSchema,
        querystring: messagesQuerySchema,
        response: { 200: messagesPageSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => records.messages(request.params.id, request.query),
  );

  api.get(
    '/api/admin/players/:id/documents',
    {
      config: { adminAccess: 'players.read' },
      schema: {
        tags,
        security,
        summary: "A player's uploaded identity documents, newest first, as their documents page lists them",
        description: 'Metadata only; the file is GET /api/admin/kyc/documents/:id/file (kyc.review, audited).',
        params: adminPlayerParamsSchema,
        response: { 200: dataOf(z.array(playerDocumentSchema)), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({ data: await records.documents(request.params.id) }),
  );

  api.get(
    '/api/admin/players/:id/limit-history',
    {
      config: { adminAccess: 'players.read' },
      schema: {
        tags,
        security,
        summary: "Every change of a player's limits and reality check, newest first, with who made it",
        params: adminPlayerParamsSchema,
        querystring: adminRecordsQuerySchema,
        response: { 200: limitHistoryPageSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => records.limitHistory(request.params.id, request.query),
  );

  api.get(
    '/api/admin/players/:id/notes',
    {
      config: { adminAccess: 'players.read' },
      schema: {
        tags,
        security,
        summary: 'Staff notes on a player, newest first, with their authors',
        params: adminPlayerParamsSchema,
        querystring: adminRecordsQuerySchema,
        response: { 200: adminPlayerNotesPageSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => notes.list(request.params.id, request.query),
  );

  api.post(
    '/api/admin/players/:id/notes',
    {
      config: { adminAccess: 'players.notes' },
      schema: {
        tags,
        security,
        summary: 'Add a note on a player (append-only: a note is never changed or deleted)',
        params: adminPlayerParamsSchema,
        body: adminPlayerNoteBodySchema,
        response: { 201: dataOf(adminPlayerNoteSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const note = await notes.add(staffActor(request), request.params.id, request.body.text);
      return reply.status(201).send({ data: note });
    },
  );
}
