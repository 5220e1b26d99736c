import { randomUUID } from 'node:crypto';
import { minorToDecimal } from '@croupier/contracts/minor-units';
import type { FastifyInstance } from 'fastify';
import { signedWalletCall } from '../games/signing.ts';
import { type Fixture, findSelection, payoutMinor, type Selection } from './fixtures.ts';

/**
 * The sandbox sportsbook's back end (decision 0136): what a third-party sportsbook's servers do with the
 * casino's wallet. A bet is one round: its stake a signed `debit`, its settlement a signed `credit` that ends
 * the round (the payout, or 0 for a lost bet). The calls go through the casino's HTTP layer in process, as the
 * house studio's do, so they meet the signature check, the limits and the ledger exactly as a remote
 * sportsbook's would. Bets are kept in memory: a sandbox restart forgets the slips (their rounds stay open
 * in the casino, as a real sportsbook's unsettled bets would until it settles them).
 */

export interface SandboxBet {
  id: string;
  playerId: string;
  currency: string;
  fixture: Fixture;
  selection: Selection;
  stakeMinor: bigint;
  status: 'open' | 'won' | 'lost';
  placedAt: Date;
}

export interface WalletAnswer {
  status: number;
  body: { balance?: string; currency?: string; error?: { code?: string; message?: string; reason?: string } };
}

/** Per process; the newest first. Capped so a long-running demo does not grow without end. */
const maxBets = 5000;

export function createSandboxBook(deps: { app: FastifyInstance; provider: string; secret: () => string | undefined }) {
  const bets = new Map<string, SandboxBet>();

  async function call(operation: 'debit' | 'credit' | 'balance', body: Record<string, unknown>): Promise<WalletAnswer> {
    const secret = deps.secret();
    if (!secret) return { status: 503, body: { error: { code: 'no_secret', message: 'No wallet secret' } } };
    const signed = signedWalletCall(secret, body);
    const response = await deps.app.inject({
      method: 'POST',
      url: `/api/provider-wallet/${encodeURIComponent(deps.provider)}/${operation}`,
      headers: signed.headers,
      payload: signed.body,
    });
    return { status: response.statusCode, body: response.json() as WalletAnswer['body'] };
  }

  return {
    balance: (sessionToken: string) => call('balance', { sessionToken }),

    async place(input: {
      sessionToken: string;
      playerId: string;
      currency: string;
      selectionId: string;
      stakeMinor: bigint;
    }): Promise<{ bet?: SandboxBet; answer: WalletAnswer }> {
      const found = findSelection(input.selectionId);
      if (!found)
        return { answer: { status: 400, body: { error: { code: 'bad_request', message: 'No such selection' } } } };
      const id = randomUUID();
      const answer = await call('debit', {
        sessionToken: input.sessionToken,
        transactionId: `sb-stake-${id}`,
        roundId: `sb-bet-${id}`,
        currency: input.currency,
        amount: input.stakeMinor.toString(),
      });
      if (answer.status !== 200) return { answer };
      const bet: SandboxBet = {
        id,
        playerId: input.playerId,
        currency: input.currency,
        fixture: found.fixture,
        selection: found.selection,
        stakeMinor: input.stakeMinor,
        status: 'open',
        placedAt: new Date(),
      };
      bets.set(id, bet);
      if (bets.size > maxBets) bets.delete(bets.keys().next().value as string);
      return { bet, answer };
    },

    async settle(input: {
      sessionToken: string;
      playerId: string;
      betId: string;
      outcome: 'won' | 'lost';
    }): Promise<{ bet?: SandboxBet; answer: WalletAnswer }> {
      const bet = bets.get(input.betId);
      if (!bet || bet.playerId !== input.playerId) {
        return { answer: { status: 404, body: { error: { code: 'bet_not_found', message: 'No such bet' } } } };
      }
      const amount = input.outcome === 'won' ? payoutMinor(bet.stakeMinor, bet.selection.odds) : 0n;
      // The settlement's id is the bet's: settling twice repeats the first answer, never pays twice.
      const answer = await call('credit', {
        sessionToken: input.sessionToken,
        transactionId: `sb-settle-${bet.id}`,
        roundId: `sb-bet-${bet.id}`,
        currency: bet.currency,
        amount: amount.toString(),
        roundEnded: true,
      });
      if (answer.status === 200 && bet.status === 'open') bet.status = input.outcome;
      return { bet, answer };
    },

    /** The player's bets, newest first. */
    list(playerId: string): SandboxBet[] {
      return [...bets.values()].filter((bet) => bet.playerId === playerId).reverse();
    },
  };
}

export type SandboxBook = ReturnType<typeof createSandboxBook>;

/** A bet as the sandbox page reads it: money as major-unit decimal text in the bet's currency. */
export function betView(bet: SandboxBet, subunit: number) {
  return {
    id: bet.id,
    event: `${bet.fixture.home} v ${bet.fixture.away}`,
    market: bet.fixture.market,
    selection: bet.selection.label,
    odds: (bet.selection.odds / 100).toFixed(2),
    currency: bet.currency,
    stake: minorToDecimal(bet.stakeMinor, subunit),
    potentialPayout: minorToDecimal(payoutMinor(bet.stakeMinor, bet.selection.odds), subunit),
    status: bet.status,
  };
}
