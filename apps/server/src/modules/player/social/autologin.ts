import type { SessionResult } from '@croupier/contracts/player';
import type { Database } from '../../../platform/db/database.ts';
import { AppError } from '../../../platform/http/errors.ts';
import { isEnabledStatus } from '../profile.ts';
import { accountDisabled, type ClientContext, type SessionService } from '../sessions.ts';
import { findPlayerById } from '../store.ts';
import { randomCode, sha256 } from '../tokens.ts';
import { insertAutologinToken, spendAutologinToken } from './store.ts';

const failures = {
  used: () => new AppError(400, 'autologin_used', 'This login link has already been used'),
  expired: () => new AppError(400, 'autologin_expired', 'This login link has expired'),
  invalid: () => new AppError(400, 'autologin_invalid', 'This login link is not valid'),
} as const;

export function createAutologinService(deps: {
  db: Database;
  sessions: SessionService;
  publicUrl: string;
  defaultTtlSeconds: number;
}) {
  const { db, sessions } = deps;

  return {
    /**
     * A one-time login link for the player (operators, marketing e-mails, the site itself). Only its hash
     * is stored: the token exists once, in the answer.
     */
    async createAutologinToken(
      playerId: string,
      options: { ttlSeconds?: number; createdBy?: string } = {},
    ): Promise<{ token: string; url: string; expiresAt: Date }> {
      const token = randomCode();
      const expiresAt = await insertAutologinToken(db, {
        playerId,
        tokenHash: sha256(token),
        createdBy: options.createdBy ?? 'operator',
        ttlSeconds: options.ttlSeconds ?? deps.defaultTtlSeconds,
      });
      return { token, url: `${deps.publicUrl}/auth/autologin?state=${token}`, expiresAt };
    },

    /**
     * Spends the token and opens a session through sessions.open (self-exclusion and other guards apply).
     * A refused session rolls the spending back, so the link still works once the refusal is gone.
     */
    async exchange(token: string, client: ClientContext): Promise<SessionResult> {
      return db.transaction(async (tx) => {
        const spent = await spendAutologinToken(tx, sha256(token));
        if ('failure' in spent) throw failures[spent.failure]();
        const player = await findPlayerById(tx, spent.playerId);
        if (!player) throw failures.invalid();
        if (!isEnabledStatus(player.status)) throw accountDisabled();
        return sessions.open(tx, player, client, 'autologin');
      });
    },
  };
}

export type AutologinService = ReturnType<typeof createAutologinService>;
