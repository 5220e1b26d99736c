import { dataOf, errorBodySchema } from '@croupier/contracts/errors';
import { messengerTopics } from '@croupier/contracts/messenger';
import { communicationBodySchema, communicationCreatedSchema } from '@croupier/contracts/settings';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../platform/db/database.ts';
import type { OutboxDispatcher } from '../../platform/outbox/dispatcher.ts';
import { playersBlocked } from '../limits/enforcement.ts';
import type { PlayerModule } from '../player/routes.ts';
import { createSettingsService } from '../settings/service.ts';
import { type Broadcasts, createBroadcasts, type FanOutStep } from './broadcasts.ts';
import { type CurrencyBook, createMessenger, currencyBook, type MessageToSend, type Messenger } from './messenger.ts';
import { messagesForEvent, messengerEventTopics } from './messenger-events.ts';
import { registerMessengerRoutes } from './messenger-routes.ts';
import { registerMessengerOperatorRoutes } from './operator-routes.ts';
import { createNotificationService } from './service.ts';

export interface NotificationModule {
  /**
   * Writes messages to players in the caller's transaction (other modules' level-ups, quests, prizes); lists
   * a player's messages as they read them (the back office's player page).
   */
  messenger: Pick<Messenger, 'send' | 'list'>;
  /** Operator broadcasts to a segment: the operator API's and the back office's (decision 0078). */
  broadcasts: Pick<Broadcasts, 'create' | 'find'>;
}

/**
 * The largest valid form is about 25 KB (5000 characters of up to 4 bytes plus short fields); a public,
 * anonymous call has no reason to accept the global 1 MiB.
 */
const communicationBodyLimit = 64 * 1024;

export async function registerNotification(
  app: FastifyInstance,
  deps: {
    db: Database;
    player: PlayerModule;
    dispatcher: OutboxDispatcher;
    clock: () => Date;
    /** The operator API's bearer token; unset: no operator routes. */
    operatorToken: string | undefined;
    broadcastPageSize: number;
  },
): Promise<NotificationModule> {
  const notifications = createNotificationService(deps.db);
  const settings = createSettingsService(deps.db);
  const messenger = createMessenger({ db: deps.db, access: deps.player.access, settings });
  registerMessengerRoutes(app, { player: deps.player, messenger });

  // Platform events become messages exactly once: the messages commit with this subscriber's cursor. A batch at a
  // time: most of its topics' events write nothing (every own-rank update of a running tournament, every level's
  // points), and one at a time each of them cost a savepoint and its round trips under load.
  deps.dispatcher.subscribeBatch('messenger-events', messengerEventTopics, async (events, tx) => {
    let currencies: Promise<CurrencyBook> | undefined;
    const book = () => {
      currencies ??= settings.storedCurrencies(tx).then(currencyBook);
      return currencies;
    };
    const now = Date.now();
    const messages: MessageToSend[] = [];
    for (const event of events) messages.push(...(await messagesForEvent(event, book, now)));
    if (messages.length > 0) await messenger.send(tx, messages);
  });

  // Its own cursor: a broadcast to a large segment does not hold back anyone's deposit message.
  const broadcasts = createBroadcasts({
    db: deps.db,
    access: deps.player.access,
    messenger,
    blocked: playersBlocked,
    clock: deps.clock,
    pageSize: deps.broadcastPageSize,
  });
  deps.dispatcher.subscribe('messenger-broadcasts', [messengerTopics.broadcastFanOut], (event, tx) =>
    broadcasts.fanOut(tx, event.payload as FanOutStep),
  );
  if (deps.operatorToken) registerMessengerOperatorRoutes(app, { token: deps.operatorToken, broadcasts });
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/notification/communications',
    {
      bodyLimit: communicationBodyLimit,
      // Anonymous and writes a row per call: a per-address limit keeps the support inbox usable.
      config: { rateLimit: { max: 5, timeWindow: '10 minutes' } },
      schema: {
        tags: ['notification'],
        summary: 'Send a message through the contact form',
        body: communicationBodySchema,
        response: {
          201: dataOf(communicationCreatedSchema),
          400: errorBodySchema,
          413: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const created = await notifications.receiveCommunication(request.body, {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      });
      return reply.status(201).send({ data: { id: created.id, createdAt: created.createdAt.toISOString() } });
    },
  );
  return { messenger: { send: messenger.send, list: messenger.list }, broadcasts };
}
