import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { queryRows } from '../../../platform/db/database.ts';
import { handledBy } from '../../../platform/outbox/test-helpers.ts';
import { debit, freshId, realSession, walletCall } from '../../games/test-helpers.ts';
import type { TestPlayer } from '../../payments/test-helpers.ts';
import type { TestApp } from '../../player/test-helpers.ts';
import { createSettingsService } from '../../settings/service.ts';
import { createWalletService } from '../../wallet/service.ts';
import { type CompletionDeps, createTournamentCompletion, scoresSubscriber } from './completion.ts';
import { createTournamentService } from './service.ts';
import { tournamentPrizes, tournaments } from './tables.ts';

/** Helpers shared by the tournament HTTP tests (not a test file itself). */

const hour = 3_600_000;

/** A tournament open now (unless told otherwise); prizes in CAD cents by place. */
export async function createTournament(
  app: TestApp,
  options: {
    scoring: 'staked' | 'bets' | 'multiplier';
    entry?: 'automatic' | 'opt_in' | 'buy_in';
    minBetMinor?: bigint;
    /** What joining costs, in CAD cents (entry buy_in). */
    buyInMinor?: bigint;
    gameTypes?: string[];
    prizes?: number[];
    startsAt?: Date;
    endsAt?: Date;
  },
): Promise<string> {
  const [row] = await app.db
    .insert(tournaments)
    .values({
      title: `Test ${options.scoring} ${crypto.randomUUID().slice(0, 8)}`,
      startsAt: options.startsAt ?? new Date(Date.now() - hour),
      endsAt: options.endsAt ?? new Date(Date.now() + hour),
      scoring: options.scoring,
      entry: options.entry ?? 'automatic',
      minBetMinor: options.minBetMinor ?? 0n,
      buyInMinor: options.buyInMinor ?? 0n,
      gameTypes: options.gameTypes ?? [],
      rules: 'Stake to climb.',
    })
    .returning({ id: tournaments.id });
  if (!row) throw new Error('no tournament');
  if (options.prizes?.length) {
    await app.db
      .insert(tournamentPrizes)
      .values(options.prizes.map((amount, i) => ({ tournamentId: row.id, place: i + 1, amountMinor: BigInt(amount) })));
  }
  return row.id;
}

/** Until the scores subscriber has handled every settled round. */
export const scored = (app: TestApp) => handledBy(scoresSubscriber, ['game.round.settled'], app);

/** One settled round: `stake` staked and `win` paid (major units); answers the round's id in our database. */
export async function playRound(
  app: TestApp,
  player: TestPlayer,
  stake: number,
  options: { win?: number; game?: string; currency?: string; bonusShare?: boolean; wait?: boolean } = {},
): Promise<string> {
  const currency = options.currency ?? 'CAD';
  const sessionToken = await realSession(app, player, options.game, options.currency);
  const roundId = freshId('round');
  expect((await debit(app, sessionToken, String(Math.round(stake * 100)), { roundId, currency })).status).toBe(200);
  const [row] = await queryRows<{ id: string }>(
    app.db,
    sql`select id from game_rounds where provider_round_id = ${roundId}`,
  );
  if (!row) throw new Error('no round');
  if (options.bonusShare) {
    await app.db.execute(sql`update game_rounds set bonus_stake_minor = stake_minor where id = ${row.id}`);
  }
  const amount = String(Math.round((options.win ?? 0) * 100));
  const credit = { sessionToken, transactionId: freshId('win'), roundId, currency, amount };
  expect((await walletCall(app, 'credit', credit)).status).toBe(200);
  if (options.wait !== false) await scored(app);
  return row.id;
}

/** The completion job as a process runs it, on the test app's database; `wallet` and `bonus` may stand in. */
export function completionJob(app: TestApp, wallet?: CompletionDeps['wallet'], bonus?: CompletionDeps['bonus']) {
  const settings = createSettingsService(app.db);
  const clock = () => new Date();
  const realWallet = createWalletService({ db: app.db, settings });
  return createTournamentCompletion({
    db: app.db,
    clock,
    settings,
    wallet: wallet ?? realWallet,
    bonus: bonus ?? app.bonus,
    tournaments: createTournamentService({ clock, settings, wallet: realWallet }),
  });
}
