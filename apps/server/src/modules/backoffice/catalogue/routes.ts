import {
  adminCatalogueGameSchema,
  adminCatalogueIdParamsSchema,
  adminCollectionBodySchema,
  adminCollectionSchema,
  adminGameBodySchema,
  adminOrderBodySchema,
} from '@croupier/contracts/admin-catalogue';
import { dataOf, errorResponses } from '@croupier/contracts/errors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Transaction } from '../../../platform/db/database.ts';
import type { GamesModule } from '../../games/routes.ts';
import { appendAudit } from '../audit/log.ts';
import { staffActor } from '../staff/access.ts';

const tags = ['admin'];
const security = [{ adminCookie: [] }];
const access = { adminAccess: 'catalogue.manage' } as const;
const orderIds = z.object({ ids: z.array(z.string()) });
const asOrder = (result: { before: string[]; after: string[] }) => ({
  before: { ids: result.before },
  after: { ids: result.after },
});
const asChange = (result: { before: unknown; after: unknown }) => ({ before: result.before, after: result.after });

/**
 * The catalogue from the back office (issue 22 §8; docs/decisions/0119): the content team orders, hides and
 * limits to countries the lobby's collections, orders a collection's games, and hides or restricts a game,
 * through the games module's own calls, each change audited (before and after) in the transaction that makes it.
 */
export function registerCatalogueRoutes(app: FastifyInstance, deps: { clock: () => Date; games: GamesModule }): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { admin } = deps.games;

  /** Runs a change in the games module's transaction and, when it changed something, audits it there too. */
  const audited = <R extends { changed: boolean }>(
    request: FastifyRequest,
    entry: { action: string; targetType: string; targetId: string | null },
    change: (tx: Transaction) => Promise<R>,
    record: (result: NoInfer<R>) => { before: unknown; after: unknown },
  ): Promise<R> =>
    admin.change(async (tx) => {
      const result = await change(tx);
      if (result.changed) await appendAudit(tx, staffActor(request), { ...entry, ...record(result) }, deps.clock());
      return result;
    });

  api.get(
    '/api/admin/catalogue/collections',
    {
      config: access,
      schema: {
        tags,
        security,
        summary: 'Every game collection in the lobby’s order, hidden ones too, with its countries and games count',
        response: { 200: dataOf(z.array(adminCollectionSchema)), ...errorResponses(401, 403) },
      },
    },
    async () => ({ data: await admin.collections() }),
  );

  api.put(
    '/api/admin/catalogue/collections/order',
    {
      config: access,
      schema: {
        tags,
        security,
        summary: 'Put the collections in a new order',
        description: 'ids: every collection id, each once, first shown first; anything else is 400 fields.ids.',
        body: adminOrderBodySchema,
        response: { 200: dataOf(orderIds), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const order = await audited(
        request,
        { action: 'catalogue.collections_order', targetType: 'game_collection', targetId: null },
        (tx: Transaction) => admin.orderCollections(tx, request.body.ids),
        asOrder,
      ).then((result) => result.after);
      return { data: { ids: order } };
    },
  );

  api.patch(
    '/api/admin/catalogue/collections/:id',
    {
      config: access,
      schema: {
        tags,
        security,
        summary: 'Hide or show a collection in the lobby, or set the countries it is shown in (empty: everywhere)',
        description: 'Codes are upper-cased, sorted and listed once. Already so: answered as it is, not audited.',
        params: adminCatalogueIdParamsSchema,
        body: adminCollectionBodySchema,
        response: { 200: dataOf(adminCollectionSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const collection = await audited(
        request,
        { action: 'catalogue.collection_update', targetType: 'game_collection', targetId: request.params.id },
        (tx: Transaction) => admin.setCollection(tx, request.params.id, request.body),
        asChange,
      ).then((result) => result.collection);
      return { data: collection };
    },
  );

  api.get(
    '/api/admin/catalogue/collections/:id/games',
    {
      config: access,
      schema: {
        tags,
        security,
        summary: 'The games of a collection in its order, hidden ones too',
        params: adminCatalogueIdParamsSchema,
        response: { 200: dataOf(z.array(adminCatalogueGameSchema)), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({ data: await admin.collectionGames(request.params.id) }),
  );

  api.put(
    '/api/admin/catalogue/collections/:id/order',
    {
      config: access,
      schema: {
        tags,
        security,
        summary: 'Put the games of a collection in a new order',
        description: 'ids: every game id of the collection, each once, first shown first; anything else is 400.',
        params: adminCatalogueIdParamsSchema,
        body: adminOrderBodySchema,
        response: { 200: dataOf(orderIds), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const order = await audited(
        request,
        { action: 'catalogue.collection_games_order', targetType: 'game_collection', targetId: request.params.id },
        (tx: Transaction) => admin.orderCollectionGames(tx, request.params.id, request.body.ids),
        asOrder,
      ).then((result) => result.after);
      return { data: { ids: order } };
    },
  );

  api.patch(
    '/api/admin/catalogue/games/:id',
    {
      config: access,
      schema: {
        tags,
        security,
        summary: 'Hide or show a game on the whole site, or set the countries where it is not offered',
        description: 'Codes are upper-cased, sorted and listed once. Already so: answered as it is, not audited.',
        params: adminCatalogueIdParamsSchema,
        body: adminGameBodySchema,
        response: {
          200: dataOf(
            adminCatalogueGameSchema.pick({
              id: true,
              identity: true,
              name: true,
              isHidden: true,
              restrictedCountries: true,
            }),
          ),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request) => {
      const game = await audited(
        request,
        { action: 'catalogue.game_update', targetType: 'game', targetId: request.params.id },
        (tx: Transaction) => admin.setGame(tx, request.params.id, request.body),
        asChange,
      ).then((result) => result.game);
      return { data: game };
    },
  );
}
