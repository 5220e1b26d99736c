import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { queryRows } from '../../platform/db/database.ts';
import { freshId, gamePlayer, realSession, walletCall } from '../games/test-helpers.ts';
import type { TestPlayer } from '../payments/test-helpers.ts';
import type { TestApp } from '../player/test-helpers.ts';
import { bonusCodes, bonusContributions, bonuses, bonusOffers, bonusPackages, bonusTerms } from './tables.ts';
import { playerBonuses, putAction, submitCode } from './test-helpers.ts';

/** Helpers of the wagering tests (not a test file itself): an offer configured as an operator would, and play. */

export interface WageringTerms {
  /** The cash bonus, CAD minor units. */
  amountMinor: bigint;
  wager: string;
  wagerBase?: 'bonus' | 'bonus_deposit';
  maxBetMinor?: bigint;
  maxConversionMinor?: bigint;
  locksDeposit?: boolean;
  /** Per target (`*`, `type:slots`, `game:<identity>`): percent, and whether bets are refused. */
  contributions?: { target: string; percent: number; restricted?: boolean }[];
}

/** A regular (trigger 1) code of a cash bonus with these terms in CAD; answers the code. */
export async function wageringOffer(app: TestApp, terms: WageringTerms): Promise<string> {
  const slug = freshId('wagering').toLowerCase();
  const code = slug
    .replace(/[^a-z0-9]/g, '')
    .slice(0, 24)
    .toUpperCase();
  await app.db.transaction(async (tx) => {
    const [pkg] = await tx
      .insert(bonusPackages)
      .values({ slug, names: { en: 'Wagering test' } })
      .returning();
    if (!pkg) throw new Error('no package');
    const [offer] = await tx.insert(bonusOffers).values({ slug, packageId: pkg.id, trigger: 1 }).returning();
    if (!offer) throw new Error('no offer');
    const [bonus] = await tx
      .insert(bonuses)
      .values({
        slug,
        offerId: offer.id,
        names: { en: 'Wagering test bonus' },
        type: 1,
        wagerCasino: terms.wager,
        wagerBase: terms.wagerBase ?? 'bonus',
        locksDeposit: terms.locksDeposit ?? false,
      })
      .returning();
    if (!bonus) throw new Error('no bonus');
    await tx.insert(bonusTerms).values({
      bonusId: bonus.id,
      currency: 'CAD',
      amountMinor: terms.amountMinor,
      maxBetMinor: terms.maxBetMinor ?? null,
      maxConversionMinor: terms.maxConversionMinor ?? null,
    });
    const contributions = terms.contributions ?? [{ target: '*', percent: 100 }];
    await tx.insert(bonusContributions).values(
      contributions.map((c) => ({
        bonusId: bonus.id,
        target: c.target,
        percent: c.percent,
        restricted: c.restricted ?? false,
      })),
    );
    await tx.insert(bonusCodes).values({ code, offerId: offer.id });
  });
  return code;
}

/** A CAD player with `balance` deposited who redeemed the code and activated its bonus; answers the bonus id. */
export async function playerWithActiveBonus(
  app: TestApp,
  code: string,
  balance: number,
): Promise<{ player: TestPlayer; bonusId: string }> {
  const player = await gamePlayer(app, { balance });
  const redeemed = await submitCode(app, player.token, code, 1);
  expect(redeemed.status, JSON.stringify(redeemed.body)).toBe(200);
  const listed = await playerBonuses(app, player.token);
  const bonusId = listed.body.data[0]?.id;
  if (!bonusId) throw new Error('the code issued no bonus');
  const activated = await putAction(app, player.token, `/api/game/player-bonuses/${bonusId}/activate`);
  expect(activated.status, JSON.stringify(activated.body)).toBe(200);
  return { player, bonusId };
}

/** One round on a game: a stake and (unless `open`) a win that ends it; answers the round id and the answers. */
export async function playRound(
  app: TestApp,
  session: string,
  stake: string,
  win: string,
  options: { open?: boolean } = {},
) {
  const roundId = freshId('round');
  const bet = await walletCall(app, 'debit', {
    sessionToken: session,
    transactionId: freshId('bet'),
    roundId,
    currency: 'CAD',
    amount: stake,
  });
  if (bet.status !== 200 || options.open) return { roundId, bet, paid: undefined };
  const paid = await walletCall(app, 'credit', {
    sessionToken: session,
    transactionId: freshId('win'),
    roundId,
    currency: 'CAD',
    amount: win,
    roundEnded: true,
  });
  return { roundId, bet, paid };
}

export const launch = (app: TestApp, player: TestPlayer, game = 'starfall-fortunes') => realSession(app, player, game);

/** The account's buckets and hold, and the bonus's state and progress (minor units as strings). */
export async function wageringState(app: TestApp, playerId: string, bonusId: string) {
  const [row] = await queryRows<{
    real: string;
    bonus: string;
    locked: string;
    held: string;
    activeBonusId: string | null;
    status: number;
    result: number;
    wagered: string;
    required: string;
  }>(
    app.db,
    sql`select a.real_minor::text as real, a.bonus_minor::text as bonus, a.locked_minor::text as locked,
        a.held_minor::text as held, a.active_bonus_id as "activeBonusId", pb.status, pb.result,
        pb.current_wager_casino_minor::text as wagered, pb.required_wager_casino_minor::text as required
      from player_bonuses pb join wallet_accounts a on a.player_id = pb.player_id and a.currency = pb.currency
      where pb.id = ${bonusId}::uuid and pb.player_id = ${playerId}::uuid`,
  );
  if (!row) throw new Error('no such bonus');
  return row;
}
