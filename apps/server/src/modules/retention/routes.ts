import { dataOf, errorResponses } from '@croupier/contracts/errors';
import { gameTopics } from '@croupier/contracts/games';
import { loyaltyAccountSchema, loyaltyLevelSchema } from '@croupier/contracts/retention';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../platform/db/database.ts';
import type { OutboxDispatcher } from '../../platform/outbox/dispatcher.ts';
import { requestLocale } from '../bonus/names.ts';
import { currentPlayer } from '../player/auth.ts';
import type { PlayerModule } from '../player/routes.ts';
import { createSettingsService } from '../settings/service.ts';
import type { WalletService } from '../wallet/service.ts';
import { createBirthdayBonuses } from './birthday-bonus.ts';
import { createLevelsAdmin, type LevelsAdmin } from './levels-admin.ts';
import { progressGatherMs } from './progress-gather.ts';
import { createQuestAdmin, type QuestAdmin } from './quests/admin.ts';
import type { QuestBonusPort } from './quests/progress.ts';
import { registerQuests } from './quests/routes.ts';
import { seedLoyalty } from './seed.ts';
import { createRetentionService, type RetentionService } from './service.ts';
import { createTournamentAdmin, type TournamentAdmin } from './tournaments/admin.ts';
import { registerTournaments } from './tournaments/routes.ts';

export interface RetentionModule {
  service: RetentionService;
  /** The back office's calls (issue 22 §7; docs/decisions/0120): it never writes these tables itself. */
  admin: { tournaments: TournamentAdmin; quests: QuestAdmin; levels: LevelsAdmin };
}

/** Loyalty (spec 02 §4, §7; docs/decisions/0084): the levels, the player's account, and points from settled rounds. */
export async function registerRetention(
  app: FastifyInstance,
  deps: {
    db: Database;
    clock: () => Date;
    player: PlayerModule;
    dispatcher: OutboxDispatcher;
    seedDemoData: boolean;
    wallet: WalletService;
    /** The public flags (spec 01 §6): a programme that is off pays nothing (decision 0095). */
    loyaltyEnabled: boolean;
    questsEnabled: boolean;
    /** Quest reward offers (decision 0103) and tournaments' bonus prizes (decision 0100) are issued through it. */
    bonus: QuestBonusPort;
    /** How often this process runs the birthday bonus job (decision 0102). */
    birthdayRunEveryMs: number;
  },
): Promise<RetentionModule> {
  const { db, player } = deps;
  if (deps.seedDemoData) await seedLoyalty(db);
  const settings = createSettingsService(db);
  const service = createRetentionService({
    clock: deps.clock,
    settings,
    wallet: deps.wallet,
    loyaltyEnabled: deps.loyaltyEnabled,
  });

  // Every process subscribes; the cursor row's lock lets one at a time handle a batch, and the points commit
  // with the cursor, so each round counts once across restarts and processes.
  await registerQuests(app, deps);
  // A batch at a time (decision 0113): one point per round however the batch was cut, each account moved once.
  deps.dispatcher.subscribeBatch(
    'retention-loyalty-points',
    [gameTopics.roundSettled],
    (events, tx) => service.earnFromRounds(tx, events),
    { gatherMs: progressGatherMs },
  );

  await registerTournaments(app, deps);

  // Every process runs the birthday job: the ledger key per player and year pays each birthday once (0102).
  const birthdays = createBirthdayBonuses({
    db,
    clock: deps.clock,
    settings,
    wallet: deps.wallet,
    birthdaysPage: player.access.birthdaysPage,
    loyaltyEnabled: deps.loyaltyEnabled,
  });
  let celebrating: Promise<unknown> = Promise.resolve();
  const celebrateNow = () => {
    celebrating = birthdays.run().catch((err: unknown) => app.log.error({ err }, 'loyalty birthday run failed'));
    return celebrating;
  };
  const birthdayTimer = setInterval(celebrateNow, deps.birthdayRunEveryMs);
  birthdayTimer.unref();
  app.addHook('onReady', async () => {
    await celebrateNow();
  });
  app.addHook('preClose', async () => {
    clearInterval(birthdayTimer);
    await celebrating;
  });

  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/api/retention/levels',
    {
      schema: {
        tags: ['retention'],
        summary: 'The loyalty levels, by order ascending (S2.7-23, S2.3-45)',
        description:
          'Public. Each level: name (in the Accept-Language locale, else the default), order, the points it is reached at, and its perks (cashback percent, ' +
          'level-up and birthday bonuses in the base currency, major units).',
        response: { 200: dataOf(z.array(loyaltyLevelSchema)) },
      },
    },
    async (request) => ({ data: await service.levels(db, requestLocale(request)) }),
  );

  api.get(
    '/api/retention/account',
    {
      preHandler: player.requirePlayer,
      schema: {
        tags: ['retention'],
        security: [{ bearer: [] }],
        summary: 'The player’s loyalty account (S2.7-22, S2.3-44)',
        description:
          'Level names in the Accept-Language locale, else the default. points, currentLevel (name, points, order), nextLevel (name, points; null at the top) and progress: ' +
          'the way from the current level’s threshold to the next one’s as a percent with 2 decimals.',
        response: { 200: dataOf(loyaltyAccountSchema), ...errorResponses(401, 403) },
      },
    },
    async (request) => ({
      data: await service.account(db, currentPlayer(request).playerId, requestLocale(request)),
    }),
  );

  const adminDeps = { db, clock: deps.clock, settings, bonus: deps.bonus, wallet: deps.wallet };
  return {
    service,
    admin: {
      tournaments: createTournamentAdmin(adminDeps),
      quests: createQuestAdmin(adminDeps),
      levels: createLevelsAdmin({ db, settings }),
    },
  };
}
