import { dataOf, errorResponses } from '@croupier/contracts/errors';
import { gameTopics } from '@croupier/contracts/games';
import { paymentInvoiceChangedTopic } from '@croupier/contracts/payments';
import { playerQuestsQuerySchema, questSchema, questsQuerySchema } from '@croupier/contracts/quests';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../../platform/db/database.ts';
import type { OutboxDispatcher } from '../../../platform/outbox/dispatcher.ts';
import { requestLocale } from '../../bonus/names.ts';
import { currentPlayer } from '../../player/auth.ts';
import { playerTopics } from '../../player/events.ts';
import type { PlayerModule } from '../../player/routes.ts';
import { createSettingsService } from '../../settings/service.ts';
import type { WalletService } from '../../wallet/service.ts';
import { progressGatherMs } from '../progress-gather.ts';
import { createQuestExpiry } from './expiry.ts';
import { createQuestProgress, type QuestBonusPort } from './progress.ts';
import { seedQuests } from './seed.ts';
import { createQuestReads } from './service.ts';

/** Quests (spec 02 §3, §4 "Quests", §7; docs/decisions/0089, 0090): the progress subscriber and the two lists. */
export async function registerQuests(
  app: FastifyInstance,
  deps: {
    db: Database;
    clock: () => Date;
    player: PlayerModule;
    dispatcher: OutboxDispatcher;
    seedDemoData: boolean;
    wallet: WalletService;
    questsEnabled: boolean;
    /** The bonus module's calls a quest's reward offer needs (decision 0103). */
    bonus: QuestBonusPort;
    /** How often this process pushes the end of quests that have ended (decision 0103). */
    questExpiryEveryMs?: number;
  },
): Promise<void> {
  const { db, player, clock } = deps;
  const settings = createSettingsService(db);
  if (deps.seedDemoData) await seedQuests(db, settings, deps.bonus, clock());
  const progress = createQuestProgress({ clock, settings, wallet: deps.wallet, bonus: deps.bonus });
  const reads = createQuestReads({ clock, settings, offerNames: deps.bonus.offerNames });

  // One subscriber for the three sources, so a player's runs change one event at a time; its effects commit with
  // its cursor, and the claims make an event handed over again (a restart mid-batch, a replay) count nothing.
  // While quests are off the subscriber still moves its cursor and counts nothing (decision 0095): turning
  // them on later must not pay for play that happened while no player could see a quest.
  // A batch at a time in a few statements whatever its size (decisions 0113, 0114), so the batch of the usual 500
  // holds the writers' loop (and the tournament scorer behind it) no longer than one event used to.
  deps.dispatcher.subscribeBatch(
    'retention-quests',
    [gameTopics.roundSettled, paymentInvoiceChangedTopic, playerTopics.sessionCreated],
    async (events, tx) => {
      if (!deps.questsEnabled) return;
      await progress.fromEvents(tx, events);
    },
    { gatherMs: progressGatherMs },
  );

  // Every process pushes ended quests' runs, each once (expiry.ts); while quests are off nothing is pushed.
  const expiry = createQuestExpiry({ db, clock, settings, offerNames: deps.bonus.offerNames });
  let expiring: Promise<unknown> = Promise.resolve();
  const expireNow = () => {
    if (!deps.questsEnabled) return expiring;
    expiring = expiry.run().catch((err: unknown) => app.log.error({ err }, 'quest expiry push failed'));
    return expiring;
  };
  const expiryTimer = setInterval(expireNow, deps.questExpiryEveryMs ?? 60_000);
  expiryTimer.unref();
  app.addHook('onReady', async () => {
    await expireNow();
  });
  app.addHook('preClose', async () => {
    clearInterval(expiryTimer);
    await expiring;
  });

  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/api/retention/quests',
    {
      preHandler: player.requirePlayer,
      schema: {
        tags: ['retention'],
        security: [{ bearer: [] }],
        summary: 'The quests open now, with the player’s progress (S2.7-20, S2.3-42, S2.3-43)',
        description:
          'Every player takes part in each open quest. Amounts (reward, wager tasks) are in the quest’s ' +
          'currency, or converted to `currency`. Sorted by endsAt ascending unless sortBy/sortOrder say otherwise.',
        querystring: questsQuerySchema,
        response: { 200: dataOf(z.array(questSchema)), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({
      data: await reads.quests(db, currentPlayer(request).playerId, request.query, requestLocale(request)),
    }),
  );

  api.get(
    '/api/retention/player-quests',
    {
      preHandler: player.requirePlayer,
      schema: {
        tags: ['retention'],
        security: [{ bearer: [] }],
        summary: 'The player’s quests by state (S2.7-21)',
        description:
          '`state[]=2&state[]=3` (or `state=2,3`; default 2): 2 active, 3 completed, 5 expired after some ' +
          'progress, 6 expired untouched (listed 30 days after the end).',
        querystring: playerQuestsQuerySchema,
        response: { 200: dataOf(z.array(questSchema)), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({
      data: await reads.playerQuests(db, currentPlayer(request).playerId, request.query, requestLocale(request)),
    }),
  );
}
