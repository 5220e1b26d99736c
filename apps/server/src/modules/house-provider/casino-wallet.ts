import type { FastifyInstance } from 'fastify';
import { signedWalletCall } from '../games/signing.ts';

/**
 * The house studio's side of the seamless-wallet contract (docs/game-wallet-contract.md): signed calls to
 * the casino's `/api/provider-wallet/{provider}/{operation}`. The studio runs in the casino's process, so
 * the calls go through the casino's HTTP layer in process (routing, signature check, validation, the same
 * answers a remote provider gets) rather than over a socket.
 */

export type WalletOperation = 'balance' | 'debit' | 'credit' | 'rollback' | 'free-round-award' | 'free-round';

export interface CasinoAnswer {
  /** 0 when the call itself failed: the operation's fate is unknown. */
  status: number;
  body: {
    balance?: string;
    currency?: string;
    error?: { code?: string; message?: string };
    /** The free-round operations' fields (contracts/free-rounds). */
    bet?: string;
    remaining?: number;
    totalWin?: string;
    finished?: boolean;
    bonusId?: string | null;
  };
}

export interface CasinoWallet {
  call(provider: string, operation: WalletOperation, body: Record<string, unknown>): Promise<CasinoAnswer>;
}

export function inProcessCasinoWallet(
  app: FastifyInstance,
  secretFor: (provider: string) => string | undefined,
): CasinoWallet {
  return {
    async call(provider, operation, body) {
      const secret = secretFor(provider);
      if (!secret) return { status: 0, body: { error: { code: 'no_secret', message: 'No wallet secret' } } };
      const signed = signedWalletCall(secret, body);
      try {
        const response = await app.inject({
          method: 'POST',
          url: `/api/provider-wallet/${encodeURIComponent(provider)}/${operation}`,
          headers: signed.headers,
          payload: signed.body,
        });
        return { status: response.statusCode, body: response.json() as CasinoAnswer['body'] };
      } catch (error) {
        return { status: 0, body: { error: { code: 'unreachable', message: String(error) } } };
      }
    },
  };
}

/** A definite answer: the casino decided (applied or refused). Anything else leaves the fate unknown. */
export const decided = (answer: CasinoAnswer): boolean => answer.status >= 200 && answer.status < 500;
