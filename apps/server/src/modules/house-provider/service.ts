import {
  type BlackjackOutcome,
  type HouseSession,
  houseErrorCodes,
  type MinesOutcome,
  type RoundResult,
} from '@croupier/contracts/house';
import type { BlackjackMove, BlackjackState } from '@croupier/house-games/blackjack';
import { type GameDefinition, type GameEngine, generateCatalogue } from '@croupier/house-games/catalogue';
import { hmacRandomSource } from '@croupier/house-games/fairness';
import type { MinesState } from '@croupier/house-games/mines';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/errors.ts';
import { brandIdentity } from '../games/house-catalogue.ts';
import { type CasinoPlayers, inProcessCasinoPlayers } from './casino-players.ts';
import type { CasinoWallet } from './casino-wallet.ts';
import { createDemoWallets } from './demo-wallet.ts';
import { createFreeSpins } from './free-spins.ts';
import { blackjackMove, type MinesMove, minesMove } from './in-play.ts';
import { createLaunchSessions, sessionKeyOf } from './launch-sessions.ts';
import type { Play, StakeRange } from './plays.ts';
import { createRecovery } from './recovery.ts';
import { createRoundMoves } from './round-moves.ts';
import { createRoundView } from './round-view.ts';
import { createSeedPairs } from './seed-pairs.ts';
import { createSettlement } from './settlement.ts';
import { type HouseRound, houseRounds, houseSeedPairs } from './tables.ts';

/**
 * The house studio's game server (issue 7): it opens a launch session by asking the casino for the
 * balance (a demo token answers `demo_session`), keeps a provably fair seed pair per player and game (a
 * guest's per demo table, decision 0056), and settles each real-money bet through the seamless wallet:
 * stake, then win, retried until the casino answers; a stake whose fate is unknown is rolled back. Demo
 * play uses play money and the same maths. The concerns live in their own modules: launch sessions, demo
 * wallets, settlement, round views, moves in play and recovery; this one composes them.
 */
export function createHouseProvider(deps: { db: Database; casino: CasinoWallet; players?: CasinoPlayers }) {
  const { db, casino } = deps;
  const games = new Map(generateCatalogue().map((game) => [game.slug, game]));
  const seeds = createSeedPairs({ db, games, players: deps.players ?? inProcessCasinoPlayers(db) });
  const sessions = createLaunchSessions({ casino, games });
  const demo = createDemoWallets(sessions.rangeOf);
  const settlement = createSettlement({ db, casino });
  const view = createRoundView(games);
  const moveRound = createRoundMoves({ db, casino, sessions, demo, settlement, view });

  /**
   * One bet: the nonce, the outcome and the round are written together before any money moves; then the
   * stake, then (unless the player still has moves) the win.
   */
  async function playRound(
    token: string,
    slug: string,
    asked: string | undefined,
    engine: GameEngine['game'],
    build: (game: GameDefinition, range: StakeRange) => Play,
  ) {
    const game = sessions.playable(slug);
    if (game.engine.game !== engine) {
      throw new AppError(409, houseErrorCodes.gameUnavailable, `This game does not play ${engine}`);
    }
    const sessionKey = sessionKeyOf(token);
    const { who, currency } = await sessions.currencyOf(token, game, asked);
    const owner = await seeds.ownerOf(token, game);
    const play = build(game, sessions.rangeOf(game, currency));
    const { round, demoBalance, serverSeedHash, inPlay } = await db.transaction(async (tx) => {
      const pair = await seeds.inPlay(tx, owner, sessionKey, true);
      const settled = play.settle(hmacRandomSource(pair.serverSeed, pair.clientSeed, pair.nonce));
      const inPlay = settled.inPlay === true;
      // One round in play per session and game: a new one waits until the last is over.
      if (view.inPlayEngineOf(game.slug)) {
        const [open] = await tx
          .select({ id: houseRounds.id })
          .from(houseRounds)
          .where(
            and(
              eq(houseRounds.sessionKey, sessionKey),
              eq(houseRounds.game, game.slug),
              sql`${houseRounds.status} in ('debit_pending', 'in_play')`,
            ),
          );
        if (open) throw new AppError(409, houseErrorCodes.badMove, 'Finish the round in play first');
      }
      await tx
        .update(houseSeedPairs)
        .set({ nonce: pair.nonce + 1 })
        .where(eq(houseSeedPairs.id, pair.id));
      let demoBalance: bigint | null = null;
      if (who.mode === 'demo') {
        await demo.demoWallet(tx, sessionKey, currency, game);
        demoBalance = await demo.moveDemo(tx, sessionKey, play.stakeMinor, settled.win);
      }
      const [inserted] = await tx
        .insert(houseRounds)
        .values({
          sessionKey,
          sessionToken: who.mode === 'real' ? token : null,
          mode: who.mode,
          provider: brandIdentity(game.brand),
          game: game.slug,
          currency,
          stakeMinor: play.stakeMinor,
          winMinor: settled.win,
          bet: play.bet,
          outcome: settled.outcome,
          seedPairId: pair.id,
          nonce: pair.nonce,
          status: who.mode === 'real' ? 'debit_pending' : inPlay ? 'in_play' : 'settled',
        })
        .returning();
      return { round: inserted as HouseRound, demoBalance, serverSeedHash: pair.serverSeedHash, inPlay };
    });
    if (who.mode === 'demo') return view.present(round, serverSeedHash, demoBalance);
    const afterStake = await settlement.takeStake(round, token, inPlay ? 'in_play' : 'debited');
    if (inPlay) return view.present(round, serverSeedHash, afterStake);
    const paid = await settlement.credit(round, token);
    return paid
      ? view.present(round, serverSeedHash, paid.body.balance ?? null)
      : view.present(round, serverSeedHash, null, true);
  }

  return {
    /** The round keeper's money steps, for the shared crash table (crash-table.ts). */
    keeper: {
      playable: sessions.playable,
      rangeOf: sessions.rangeOf,
      currencyOf: sessions.currencyOf,
      casinoBalance: sessions.casinoBalance,
      demoWallet: demo.demoWallet,
      moveDemo: demo.moveDemo,
      takeStake: settlement.takeStake,
      credit: settlement.credit,
      present: view.present,
      sha256: sessionKeyOf,
    },

    async open(token: string, slug: string, askedCurrency?: string): Promise<HouseSession> {
      const game = sessions.playable(slug);
      const sessionKey = sessionKeyOf(token);
      const who = await sessions.identify(token, game);
      const owner = await seeds.ownerOf(token, game);
      const pair = await seeds.inPlay(db, owner, sessionKey);
      const currency = who.mode === 'real' ? who.currency : sessions.demoCurrency(game, askedCurrency);
      const balanceMinor =
        who.mode === 'real' ? who.balanceMinor : (await demo.demoWallet(db, sessionKey, currency, game)).balanceMinor;
      const range = sessions.rangeOf(game, currency);
      const open = view.inPlayEngineOf(game.slug)
        ? await view.roundInPlay(db, sessionKey, game.slug, false)
        : undefined;
      const inPlay = open ? view.present(open, await view.seedHashOf(db, open), null) : null;
      return {
        mode: who.mode,
        game: { slug: game.slug, name: game.name, type: game.type, engine: game.engine },
        currency,
        balanceMinor: balanceMinor.toString(),
        stake: { minMinor: range.min.toString(), maxMinor: range.max.toString() },
        seed: {
          serverSeedHash: pair.serverSeedHash,
          clientSeed: pair.clientSeed,
          nonce: pair.nonce,
          owner: owner.kind,
        },
        minesRound: game.engine.game === 'mines' ? (inPlay as RoundResult<MinesOutcome> | null) : null,
        blackjackRound: game.engine.game === 'blackjack' ? (inPlay as RoundResult<BlackjackOutcome> | null) : null,
      };
    },

    play: playRound,

    /** A casino award's free spins on its slot (free-spins.ts, decision 0075). */
    freeSpins: createFreeSpins({ db, casino, sessions, seeds, settlement, view }),

    /** Opens the tile or cashes out; a mine ends the round lost, the last safe tile pays out by itself. */
    minesMove: (token: string, slug: string, move: MinesMove) =>
      moveRound<MinesState>(
        token,
        slug,
        'mines',
        move,
        (state) => minesMove(state, move),
        move === 'cash-out' ? 'round' : 'tile',
      ) as Promise<RoundResult<MinesOutcome>>,

    /** Hit, stand, double, split or insurance; the added stakes go through the casino as their own debits. */
    blackjackMove: (token: string, slug: string, move: BlackjackMove) =>
      moveRound<BlackjackState>(
        token,
        slug,
        'blackjack',
        move,
        (state) => blackjackMove(state, move),
        'move',
      ) as Promise<RoundResult<BlackjackOutcome>>,

    /**
     * A new server seed (and the player's client seed); the old server seed is revealed. It is the owner's
     * pair that rotates: a player's, from any launch of the game on any device.
     */
    async rotate(token: string, slug: string, clientSeed: string) {
      const game = sessions.playable(slug);
      await sessions.sessionOf(token, game);
      return seeds.rotate(await seeds.ownerOf(token, game), sessionKeyOf(token), clientSeed);
    },

    /** A revealed seed pair and its rounds, for the public verifier (seed-pairs.ts). */
    revealedRounds: seeds.revealed,

    /** Reveals a guest's demo table's pair on the verifier's request (seed-pairs.ts). */
    revealTable: seeds.revealTable,

    /**
     * Finishes what a crash or an unreachable casino left open (recovery.ts). Runs at start and then
     * periodically.
     */
    recover: createRecovery({ db, demo, settlement, view }),
  };
}

export type HouseProvider = ReturnType<typeof createHouseProvider>;
