import { randomUUID } from 'node:crypto';
import { maxUserAgentLength } from '@croupier/contracts/constants';
import type { PageMeta } from '@croupier/contracts/errors';
import type { LoginBody, SessionItem, SessionResult } from '@croupier/contracts/player';
import type { Database, Executor } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/errors.ts';
import { appendEvents } from '../../platform/outbox/outbox.ts';
import type { AccessGuards } from './access.ts';
import { type AuthenticatedPlayer, unauthorized } from './auth.ts';
import { maskIp, parseUserAgent } from './client-info.ts';
import { type RevokeReason, type SessionMethod, sessionCreatedEvent, sessionRevokedEvents } from './events.ts';
import type { DuplicateDetector } from './fingerprints.ts';
import { burnPasswordCheck, hashPassword, needsRehash, verifyPassword } from './passwords.ts';
import { isEnabledStatus, toProfile } from './profile.ts';
import {
  findLiveSession,
  findPlayerByEmail,
  findRotatedSuccessor,
  insertSession,
  listLiveSessions,
  type PlayerRecord,
  revokeSession,
  rotateSessionToken,
  type SessionRecord,
  updatePlayer,
} from './store.ts';
import { TokenError, type TokenSigner } from './tokens.ts';

/** Where a request came from, recorded on the session it opens. */
export interface ClientContext {
  ip: string;
  userAgent: string | null;
  country: string | null;
}

/** Two tabs refreshing with the same token within this many seconds both get a token (spec 01 §4). */
const refreshRaceGraceSeconds = 60;

/** One message for unknown e-mail and wrong password, so the answer does not reveal which it was. */
const invalidCredentials = () => unauthorized('invalid_credentials', 'The e-mail or password is incorrect');
export const accountDisabled = () => new AppError(403, 'account_disabled', 'This account is disabled');

export function createSessionService(deps: {
  db: Database;
  tokens: TokenSigner;
  sessionTtlSeconds: number;
  /** Other modules' vetoes on a new session (self-exclusion); every way of logging in passes here. */
  guards?: AccessGuards;
  /** Duplicate-account marking by visitor fingerprint (fingerprints.ts); off without it. */
  fingerprints?: DuplicateDetector;
}) {
  const { db, tokens, sessionTtlSeconds } = deps;

  async function revoke(tx: Executor, player: AuthenticatedPlayer, sessionId: string, reason: RevokeReason) {
    const revoked = await revokeSession(tx, sessionId, player.playerId, reason);
    if (revoked) await appendEvents(tx, sessionRevokedEvents(player.playerId, [sessionId], reason));
    return revoked;
  }

  /** Opens a session inside the caller's transaction and answers the login result (S1.3-14). */
  async function open(
    tx: Executor,
    player: PlayerRecord,
    client: ClientContext,
    method: SessionMethod,
  ): Promise<SessionResult> {
    await deps.guards?.checkSessionOpen(tx, player.id);
    const tokenId = randomUUID();
    const session = await insertSession(tx, {
      playerId: player.id,
      currentJti: tokenId,
      userAgent: client.userAgent?.slice(0, maxUserAgentLength) ?? null,
      ip: client.ip,
      country: client.country,
      ttlSeconds: sessionTtlSeconds,
    });
    await appendEvents(tx, [sessionCreatedEvent(player.id, session.id, method)]);
    const { token } = await tokens.sign({ playerId: player.id, sessionId: session.id, tokenId });
    return { accessToken: token, profile: toProfile(player) };
  }

  return {
    open,

    async login(body: LoginBody, client: ClientContext): Promise<SessionResult> {
      const player = await findPlayerByEmail(db, body.email);
      if (!player) {
        await burnPasswordCheck(body.password);
        throw invalidCredentials();
      }
      if (!(await verifyPassword(player.passwordHash, body.password))) throw invalidCredentials();
      // Only after the password is proven, so these answers reveal nothing to a guesser.
      if (!player.emailConfirmedAt) {
        throw new AppError(403, 'email_not_confirmed', 'Confirm your e-mail address first; we sent you a link');
      }
      if (!isEnabledStatus(player.status)) throw accountDisabled();
      const upgradedHash = needsRehash(player.passwordHash) ? await hashPassword(body.password) : undefined;
      return db.transaction(async (tx) => {
        const current =
          body.fingerprint !== undefined || upgradedHash
            ? await updatePlayer(tx, player.id, {
                ...(body.fingerprint !== undefined ? { fingerprint: body.fingerprint } : {}),
                ...(upgradedHash ? { passwordHash: upgradedHash } : {}),
              })
            : player;
        if (body.fingerprint) await deps.fingerprints?.record(tx, player.id, body.fingerprint);
        return open(tx, current, client, 'password');
      });
    },

    /**
     * A new access token for the session named by `token`, which may have expired up to the session
     * lifetime ago. Each refresh rotates the session's token id; presenting a replaced token again
     * (outside the two-tab grace) means it leaked, so the session is revoked.
     */
    async refresh(token: string): Promise<{ accessToken: string }> {
      let claims: Awaited<ReturnType<TokenSigner['verify']>>;
      try {
        claims = await tokens.verifyForRefresh(token, sessionTtlSeconds);
      } catch (err) {
        throw err instanceof TokenError && err.reason === 'expired'
          ? unauthorized('session_ended', 'This session has ended; log in again')
          : unauthorized('invalid_token', 'The access token is not valid');
      }
      const { playerId, sessionId, tokenId } = claims;
      const found = await findLiveSession(db, sessionId, playerId);
      if (!found) throw unauthorized('session_ended', 'This session has ended; log in again');
      if (!isEnabledStatus(found.status)) throw accountDisabled();

      const nextId = randomUUID();
      if (await rotateSessionToken(db, sessionId, tokenId, nextId, sessionTtlSeconds)) {
        return { accessToken: (await tokens.sign({ playerId, sessionId, tokenId: nextId })).token };
      }
      const successor = await findRotatedSuccessor(db, sessionId, tokenId, refreshRaceGraceSeconds);
      if (successor) {
        return { accessToken: (await tokens.sign({ playerId, sessionId, tokenId: successor })).token };
      }
      await db.transaction((tx) => revoke(tx, { playerId, sessionId }, sessionId, 'token_reuse'));
      throw unauthorized('session_ended', 'This session has ended; log in again');
    },

    async logout(player: AuthenticatedPlayer): Promise<void> {
      await db.transaction((tx) => revoke(tx, player, player.sessionId, 'logout'));
    },

    /** Closes one of the caller's own sessions; any other id, including another player's, is not found. */
    async close(player: AuthenticatedPlayer, sessionId: string): Promise<void> {
      const closed = await db.transaction((tx) => revoke(tx, player, sessionId, 'closed_by_player'));
      if (!closed) throw new AppError(404, 'session_not_found', 'No such session');
    },

    async list(
      player: AuthenticatedPlayer,
      paging: { page: number; perPage: number },
    ): Promise<{ data: SessionItem[]; meta: PageMeta }> {
      const { rows, total } = await listLiveSessions(db, player.playerId, {
        offset: (paging.page - 1) * paging.perPage,
        limit: paging.perPage,
      });
      return {
        data: rows.map((row) => toSessionItem(row, player.sessionId)),
        meta: {
          page: paging.page,
          perPage: paging.perPage,
          totalPages: Math.ceil(total / paging.perPage),
          totalRows: total,
        },
      };
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;

/** A live session as its list shows it; `currentSessionId` marks the caller's own (staff have none). */
export function toSessionItem(row: SessionRecord, currentSessionId: string | undefined): SessionItem {
  return {
    id: row.id,
    ...parseUserAgent(row.userAgent),
    ip: maskIp(row.ip),
    country: row.country,
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    current: row.id === currentSessionId,
  };
}
