import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/database.ts';
import { freshId, gamePlayer, startGamesApp, walletCall } from '../games/test-helpers.ts';
import { expectLedgerConsistent, fund, operatorToken, unbalancedTransactions } from '../payments/test-helpers.ts';
import { call, type TestApp } from '../player/test-helpers.ts';
import { playerBonuses, putAction, submitCode } from './test-helpers.ts';
import { launch, wageringOffer } from './wagering-test-helpers.ts';

/**
 * Decision 0071 as a property: random sequences of deposits, activations, stakes on two games of different
 * contributions, wins, round ends, rollbacks, cancellations and expiries, played for one player through the API.
 * After every sequence each bucket equals its ledger entries (nothing below zero: the database's CHECKs would
 * have refused the statement), every ledger transaction balances, and the active bonus's progress equals the
 * sum of what its standing stakes contributed.
 */

type Step =
  | { kind: 'deposit'; amount: number }
  | { kind: 'activate' }
  | { kind: 'bet'; game: 0 | 1; amountMinor: number }
  | { kind: 'win'; pick: number; amountMinor: number; end: boolean }
  | { kind: 'rollback'; pick: number }
  | { kind: 'cancel' }
  | { kind: 'expire' };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('deposit' as const), amount: fc.integer({ min: 10, max: 60 }) }),
  fc.record({ kind: fc.constant('activate' as const) }),
  fc.record({
    kind: fc.constant('bet' as const),
    game: fc.constantFrom(0 as const, 1 as const),
    amountMinor: fc.integer({ min: 10, max: 3000 }),
  }),
  fc.record({
    kind: fc.constant('win' as const),
    pick: fc.nat(),
    amountMinor: fc.integer({ min: 0, max: 6000 }),
    end: fc.boolean(),
  }),
  fc.record({ kind: fc.constant('rollback' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('cancel' as const) }),
  fc.record({ kind: fc.constant('expire' as const) }),
);

describe('the wagering engine as a property', () => {
  let app: TestApp;
  beforeAll(async () => {
    ({ app } = await startGamesApp({ BONUS_EXPIRY_SWEEP_MS: String(24 * 3600_000) }));
  });
  afterAll(() => app.close());

  it('keeps buckets equal to the ledger and progress equal to the standing stakes’ contributions', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 8, maxLength: 24 }), async (steps) => {
        const player = await gamePlayer(app, { balance: 20 });
        const sessions = [await launch(app, player), await launch(app, player, 'european-roulette')];
        const open: { session: string; roundId: string; betIds: string[] }[] = [];
        let activeId: string | undefined;

        for (const s of steps) {
          switch (s.kind) {
            case 'deposit':
              await fund(app, player, s.amount);
              break;
            case 'activate': {
              const code = await wageringOffer(app, {
                amountMinor: 1500n,
                wager: '3',
                maxBetMinor: 2500n,
                maxConversionMinor: 2000n,
                contributions: [
                  { target: '*', percent: 0 },
                  { target: 'type:slots', percent: 100 },
                  { target: 'type:roulette', percent: 10 },
                ],
              });
              expect((await submitCode(app, player.token, code, 1)).status).toBe(200);
              const issued = (await playerBonuses(app, player.token)).body.data.find((b) => b.status === 1);
              const answer = await putAction(app, player.token, `/api/game/player-bonuses/${issued?.id}/activate`);
              expect([200, 409]).toContain(answer.status);
              break;
            }
            case 'bet': {
              const session = sessions[s.game] as string;
              const roundId = freshId('round');
              const betId = freshId('bet');
              const bet = await walletCall(app, 'debit', {
                sessionToken: session,
                transactionId: betId,
                roundId,
                currency: 'CAD',
                amount: String(s.amountMinor),
              });
              expect(bet.status).toBeLessThan(500);
              if (bet.status === 200) open.push({ session, roundId, betIds: [betId] });
              break;
            }
            case 'win': {
              const round = open[s.pick % Math.max(open.length, 1)];
              if (!round) break;
              const paid = await walletCall(app, 'credit', {
                sessionToken: round.session,
                transactionId: freshId('win'),
                roundId: round.roundId,
                currency: 'CAD',
                amount: String(s.amountMinor),
                roundEnded: s.end,
              });
              expect(paid.status).toBeLessThan(500);
              // A round that has paid stands: it is ended or no longer rolled back.
              if (paid.status === 200 && (s.end || s.amountMinor > 0)) open.splice(open.indexOf(round), 1);
              break;
            }
            case 'rollback': {
              const round = open[s.pick % Math.max(open.length, 1)];
              if (!round) break;
              const undone = await walletCall(app, 'rollback', {
                sessionToken: round.session,
                transactionId: freshId('rollback'),
                roundId: round.roundId,
                referenceTransactionId: round.betIds[0],
              });
              expect(undone.status).toBeLessThan(500);
              if (undone.status === 200) open.splice(open.indexOf(round), 1);
              break;
            }
            case 'cancel': {
              activeId = (await playerBonuses(app, player.token)).body.data.find((b) => b.status === 2)?.id;
              if (!activeId) break;
              const answer = await putAction(app, player.token, `/api/game/player-bonuses/${activeId}/cancel`);
              expect([200, 409]).toContain(answer.status);
              break;
            }
            case 'expire': {
              await app.db.execute(sql`update player_bonuses set expires_at = now() - interval '1 minute'
                where player_id = ${player.playerId}::uuid and status = 2`);
              const swept = await call(app, 'POST', '/api/operator/bonuses/expiry-sweep', {
                headers: { authorization: `Bearer ${operatorToken}` },
              });
              expect(swept.status).toBe(200);
              break;
            }
          }
        }

        await expectLedgerConsistent(app, player.account.id);
        const [progress] = await queryRows<{ recorded: string; summed: string }>(
          app.db,
          sql`select pb.current_wager_casino_minor::text as recorded,
              coalesce((select sum(t.wager_minor) from game_transactions t join game_rounds r on r.id = t.round_id
                where r.player_bonus_id = pb.id and t.kind = 'debit' and t.status = 'applied'), 0)::text as summed
            from player_bonuses pb where pb.player_id = ${player.playerId}::uuid and pb.status = 2`,
        );
        if (progress) expect(progress.recorded).toBe(progress.summed);
        const [negative] = await queryRows<{ n: number }>(
          app.db,
          sql`select count(*)::int as n from wallet_accounts where player_id = ${player.playerId}::uuid
            and (real_minor < 0 or bonus_minor < 0 or locked_minor < 0 or held_minor < 0)`,
        );
        expect(negative?.n).toBe(0);
      }),
      { numRuns: 12 },
    );
    expect(await unbalancedTransactions(app)).toBe(0);
  }, 240_000);
});
