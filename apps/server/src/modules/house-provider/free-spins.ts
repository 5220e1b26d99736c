import { dataOf, errorBodySchema } from '@croupier/contracts/errors';
import {
  type HouseFreeRoundState,
  houseFreeRoundStateSchema,
  houseFreeSpinAwardBodySchema,
  houseFreeSpinBodySchema,
} from '@croupier/contracts/free-rounds';
import { houseErrorCodes, type RoundResult, slotsResultSchema } from '@croupier/contracts/house';
import type { GameDefinition } from '@croupier/house-games/catalogue';
import { hmacRandomSource } from '@croupier/house-games/fairness';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/errors.ts';
import { brandIdentity } from '../games/house-catalogue.ts';
import { type CasinoAnswer, type CasinoWallet, decided } from './casino-wallet.ts';
import { type LaunchSessions, sessionKeyOf } from './launch-sessions.ts';
import { slotsPlay } from './plays.ts';
import type { RoundView } from './round-view.ts';
import type { SeedPairs } from './seed-pairs.ts';
import { casinoError, type Settlement } from './settlement.ts';
import { type HouseRound, houseRounds, houseSeedPairs } from './tables.ts';

/**
 * The studio's side of free rounds (docs/decisions/0075): a casino's free-spin award, named by the launch
 * URL's `freeRounds`, is played on its slot at the award's stake, as a real provider plays a casino's "free
 * rounds": the stake of each spin is the award's (asked of the casino with `free-round-award`), no stake is
 * taken, and each spin is reported with its win (`free-round`). The spin is provably fair like any other: it
 * takes the player's seed pair's next nonce and is written before it is reported, so recovery reports what
 * a crash left `free_pending`.
 */
export function createFreeSpins(deps: {
  db: Database;
  casino: CasinoWallet;
  sessions: LaunchSessions;
  seeds: SeedPairs;
  settlement: Settlement;
  view: RoundView;
}) {
  const { db, casino, sessions, seeds, settlement, view } = deps;

  function slotGame(slug: string): GameDefinition {
    const game = sessions.playable(slug);
    if (game.engine.game !== 'slots') {
      throw new AppError(409, houseErrorCodes.gameUnavailable, 'Free spins are played on slots only');
    }
    return game;
  }

  /** The award as the casino tells it: its stake and what is left, or the casino's refusal. */
  async function award(token: string, game: GameDefinition, awardId: string): Promise<CasinoAnswer['body']> {
    const answer = await casino.call(brandIdentity(game.brand), 'free-round-award', { sessionToken: token, awardId });
    if (answer.status === 200) return answer.body;
    if (decided(answer)) throw casinoError(answer);
    throw new AppError(503, houseErrorCodes.casinoUnavailable, 'The casino is not answering');
  }

  const state = (awardId: string, body: CasinoAnswer['body']): HouseFreeRoundState => ({
    awardId,
    remaining: body.remaining ?? 0,
    totalWinMinor: body.totalWin ?? '0',
    finished: body.finished ?? false,
    bonusId: body.bonusId ?? null,
  });

  /** One free spin of the award: the outcome written, then reported; the round's result and the award after it. */
  async function spin(
    token: string,
    slug: string,
    awardId: string,
  ): Promise<RoundResult<never> & { freeRound: HouseFreeRoundState | null }> {
    const game = slotGame(slug);
    const terms = await award(token, game, awardId);
    const stake = BigInt(terms.bet ?? '0');
    if (stake <= 0n || !terms.currency) throw new AppError(409, houseErrorCodes.refused, 'The award has no stake');
    const owner = await seeds.ownerOf(token, game);
    const sessionKey = sessionKeyOf(token);
    // The award's stake is the casino's: it need not sit in the table's stake range.
    const play = slotsPlay(game, stake, { min: stake, max: stake });
    const { round, serverSeedHash } = await db.transaction(async (tx) => {
      const pair = await seeds.inPlay(tx, owner, sessionKey, true);
      const settled = play.settle(hmacRandomSource(pair.serverSeed, pair.clientSeed, pair.nonce));
      await tx
        .update(houseSeedPairs)
        .set({ nonce: pair.nonce + 1 })
        .where(eq(houseSeedPairs.id, pair.id));
      const [inserted] = await tx
        .insert(houseRounds)
        .values({
          sessionKey,
          sessionToken: token,
          mode: 'real',
          provider: brandIdentity(game.brand),
          game: game.slug,
          currency: terms.currency as string,
          stakeMinor: play.stakeMinor,
          winMinor: settled.win,
          bet: { ...play.bet, freeRoundAwardId: awardId },
          outcome: settled.outcome,
          seedPairId: pair.id,
          nonce: pair.nonce,
          status: 'free_pending',
        })
        .returning();
      return { round: inserted as HouseRound, serverSeedHash: pair.serverSeedHash };
    });
    const answer = await settlement.reportFreeRound(round, token);
    if (!answer) return { ...view.present(round, serverSeedHash, null, true), freeRound: null };
    if (answer.status !== 200) throw casinoError(answer);
    return {
      ...view.present(round, serverSeedHash, answer.body.balance ?? null),
      freeRound: state(awardId, answer.body),
    };
  }

  /** The award before a spin, for the page: its stake and rounds left. */
  async function describe(token: string, slug: string, awardId: string) {
    const body = await award(token, slotGame(slug), awardId);
    return { ...state(awardId, body), stakeMinor: body.bet ?? '0', currency: body.currency ?? '' };
  }

  return { spin, describe };
}

type FreeSpins = ReturnType<typeof createFreeSpins>;

const errors = Object.fromEntries([400, 401, 404, 409, 503].map((status) => [status, errorBodySchema]));

/** The studio's free-spin calls, for its slot page opened with `freeRounds=<award id>` in its URL. */
export function registerHouseFreeSpins(app: FastifyInstance, freeSpins: FreeSpins): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    '/provider/house/api/slots/free-spin/award',
    {
      schema: {
        tags: ['house studio'],
        summary: 'The casino award named by the launch URL’s freeRounds: stake of each spin, spins left',
        body: houseFreeSpinAwardBodySchema,
        response: {
          200: dataOf(houseFreeRoundStateSchema.extend({ stakeMinor: z.string(), currency: z.string() })),
          ...errors,
        },
      },
    },
    async (request) => {
      const { token, game, awardId } = request.body;
      return { data: await freeSpins.describe(token, game, awardId) };
    },
  );
  api.post(
    '/provider/house/api/slots/free-spin',
    {
      schema: {
        tags: ['house studio'],
        summary: 'One free spin of a casino award at its stake: no stake taken, the win reported to the casino',
        description:
          'freeRound is the award after the spin (null with winPending when the casino did not confirm yet: ' +
          'recovery reports it). 409 house_bet_refused with fields.reason free_round_none_left, free_round_award_not_active, ' +
          'free_round_award_mismatch when the casino refuses.',
        body: houseFreeSpinBodySchema,
        response: {
          200: dataOf(slotsResultSchema.extend({ freeRound: houseFreeRoundStateSchema.nullable() })),
          ...errors,
        },
      },
    },
    async (request) => {
      const { token, game, awardId } = request.body;
      return { data: await freeSpins.spin(token, game, awardId) };
    },
  );
}
