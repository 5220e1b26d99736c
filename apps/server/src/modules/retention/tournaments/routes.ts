import { dataOf, errorResponses } from '@croupier/contracts/errors';
import { gameTopics } from '@croupier/contracts/games';
import {
  tournamentDetailQuerySchema,
  tournamentDetailSchema,
  tournamentErrorCodes,
  tournamentsPageSchema,
  tournamentsQuerySchema,
} from '@croupier/contracts/tournaments';
import { detectLocale } from '@croupier/i18n/locales';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../../platform/db/database.ts';
import type { OutboxDispatcher } from '../../../platform/outbox/dispatcher.ts';
import type { BonusService } from '../../bonus/service.ts';
import { currentPlayer } from '../../player/auth.ts';
import type { PlayerModule } from '../../player/routes.ts';
import { createSettingsService } from '../../settings/service.ts';
import type { WalletService } from '../../wallet/service.ts';
import { flushTournaments } from './board.ts';
import { createTournamentCompletion, scoresSubscriber } from './completion.ts';
import { seedTournaments } from './seed.ts';
import { createTournamentService } from './service.ts';

const tags = ['retention'];
/** The title in the page's language: the locale asked for, else the one the site sends as Accept-Language. */
const localeOf = (request: FastifyRequest) =>
  detectLocale({ acceptLanguage: request.headers['accept-language'] ?? null });
const params = z.object({ tournamentId: z.string().max(64) });

export interface TournamentDeps {
  db: Database;
  clock: () => Date;
  player: PlayerModule;
  wallet: WalletService;
  bonus: Pick<BonusService, 'award'>;
  dispatcher: OutboxDispatcher;
  seedDemoData: boolean;
  /** How often the completion job looks for ended tournaments. */
  completionEveryMs?: number;
  /** The public leaderboard's push interval per tournament (decisions 0098, 0138); 250 ms unless told. */
  boardEveryMs?: number;
}

/** Tournaments (spec 02 §3, §4, §7; docs/decisions/0093–0096). */
export async function registerTournaments(app: FastifyInstance, deps: TournamentDeps) {
  const { db, player } = deps;
  const settings = createSettingsService(db);
  if (deps.seedDemoData) await seedTournaments(db, deps.clock());
  const boardEveryMs = deps.boardEveryMs ?? 250;
  const service = createTournamentService({ clock: deps.clock, settings, wallet: deps.wallet });

  // Every process runs the job: each step is safe to repeat, so two at once still pay each prize once (0094).
  const completion = createTournamentCompletion({
    db,
    clock: deps.clock,
    settings,
    wallet: deps.wallet,
    bonus: deps.bonus,
    tournaments: service,
  });
  let running: Promise<unknown> = Promise.resolve();
  const runNow = () => {
    running = completion.run().catch((err: unknown) => app.log.error({ err }, 'tournament completion failed'));
    return running;
  };
  const timer = setInterval(runNow, deps.completionEveryMs ?? 30_000);
  timer.unref();
  app.addHook('onReady', async () => {
    await runNow();
  });
  // The flush (decisions 0098, 0114, 0138): a board that moved since its last push goes out once that push is
  // `boardEveryMs` old, whichever process gets to it first, and each player whose score moved hears their rank.
  // One flush at a time per process, at most one a `flushGapMs` (a player hears at most ten times a second):
  // asked sooner, it runs once when the gap has passed (never queued deeper). The scorer's commits ask, so the
  // round is told as soon as it counted; the timer asks twice a `boardEveryMs`, for the board of a burst's last
  // rounds, held back by the interval.
  const flushGapMs = 100;
  let flushing: Promise<unknown> = Promise.resolve();
  let flushBusy = false;
  let flushStartedAt = 0;
  let flushLater: NodeJS.Timeout | undefined;
  let closing = false;
  const flushSoon = () => {
    if (closing || flushLater) return;
    const wait = flushStartedAt + flushGapMs - Date.now();
    if (!flushBusy && wait <= 0) {
      flushNow();
      return;
    }
    flushLater = setTimeout(
      () => {
        flushLater = undefined;
        flushSoon();
      },
      Math.max(wait, 10),
    );
    flushLater.unref();
  };
  const flushNow = () => {
    flushBusy = true;
    flushStartedAt = Date.now();
    flushing = flushTournaments(db, {
      now: deps.clock(),
      everyMs: boardEveryMs,
      boardEvent: service.boardEvent,
      ownRanks: service.ownRanks,
    })
      .catch((err: unknown) => app.log.error({ err }, 'tournament board flush failed'))
      .finally(() => {
        flushBusy = false;
      });
  };
  const flush = setInterval(flushSoon, Math.max(50, Math.floor(boardEveryMs / 2)));
  flush.unref();

  // Scores come only from settled rounds in the outbox, committed with the subscriber's cursor (decision 0093).
  // A batch at a time: its rounds fold into a few statements per tournament (decision 0098). Its commit starts a
  // flush unless one ran less than the gap ago, so a player hears the rank a batch moved, and a watcher the board,
  // without waiting for the timer's next tick (decisions 0114, 0138); a batch that moved no entry starts none.
  let scored = false;
  deps.dispatcher.subscribeBatch(
    scoresSubscriber,
    [gameTopics.roundSettled],
    async (events, tx) => {
      if ((await service.scoreRounds(tx, events)) > 0) scored = true;
    },
    {
      committed: () => {
        if (!scored) return;
        scored = false;
        flushSoon();
      },
    },
  );
  app.addHook('preClose', async () => {
    clearInterval(timer);
    clearInterval(flush);
    closing = true;
    clearTimeout(flushLater);
    await running;
    await flushing;
  });

  /** Open routes: the player when a bearer token comes with the request (an invalid one answers 401). */
  async function optionalPlayer(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    if (request.headers.authorization) await player.requirePlayer.call(app, request, reply);
  }

  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/api/retention/tournaments',
    {
      schema: {
        tags,
        summary: 'Tournaments (S2.7-24): running first, then upcoming, then finished',
        description:
          'Public. status (upcoming, running, finished), page, perPage (≤ 50), locale (the title in it where the ' +
          'operator wrote one). Each with its prizes and who holds them now (S2.3-46).',
        querystring: tournamentsQuerySchema,
        response: { 200: tournamentsPageSchema, ...errorResponses(400) },
      },
    },
    async (request) => service.list(db, { ...request.query, locale: request.query.locale ?? localeOf(request) }),
  );

  api.get(
    '/api/retention/tournaments/:tournamentId',
    {
      preHandler: optionalPlayer,
      schema: {
        tags,
        security: [{}, { bearer: [] }],
        summary: 'A tournament with its rules and leaderboard (S2.7-25); with a token also the player’s own entry',
        description: 'leaders: how many lines of the leaderboard (default 10, ≤ 100). me is null for a guest.',
        params,
        querystring: tournamentDetailQuerySchema,
        response: { 200: dataOf(tournamentDetailSchema), ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const playerId = request.headers.authorization ? currentPlayer(request).playerId : undefined;
      const { leaders } = request.query;
      const locale = request.query.locale ?? localeOf(request);
      return { data: await service.detail(db, request.params.tournamentId, { top: leaders, playerId, locale }) };
    },
  );

  api.post(
    '/api/retention/tournaments/:tournamentId/join',
    {
      preHandler: player.requirePlayer,
      schema: {
        tags,
        security: [{ bearer: [] }],
        summary: 'Joins an opt-in or buy-in tournament (joining twice is fine and pays once)',
        description:
          'A buy-in tournament debits its buyIn from the real balance in the base currency, once per player ' +
          `(409 ${tournamentErrorCodes.insufficientBalance} when the balance is lower: nothing is debited, nobody ` +
          'joins). 409 also for an automatic or ended tournament.',
        params,
        response: { 200: dataOf(tournamentDetailSchema), ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => ({
      data: await service.join(db, request.params.tournamentId, currentPlayer(request).playerId),
    }),
  );

  return { service, completion };
}
