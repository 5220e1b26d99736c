import type { PlayerProfile } from '@croupier/contracts/player';
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Database } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/errors.ts';
import { isEnabledStatus, toProfile } from './profile.ts';
import { findLiveSession, findLiveSessionPlayer, touchSession } from './store.ts';
import { TokenError, type TokenSigner } from './tokens.ts';

export interface AuthenticatedPlayer {
  playerId: string;
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `requirePlayer`; absent on routes that do not use it. */
    player?: AuthenticatedPlayer;
  }
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1];
}

export const unauthorized = (code: string, message: string) => new AppError(401, code, message);

/**
 * Builds the preHandler that every player-only route uses. It verifies the token and then reads the
 * session row on every request: nothing is cached, so a revoked session fails on its very next call.
 */
export function createRequirePlayer(deps: { db: Database; tokens: TokenSigner }): preHandlerAsyncHookHandler {
  return async function requirePlayer(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
    const token = bearerToken(request);
    if (!token) throw unauthorized('unauthorized', 'Log in to continue');
    let claims: Awaited<ReturnType<TokenSigner['verify']>>;
    try {
      claims = await deps.tokens.verify(token);
    } catch (err) {
      if (err instanceof TokenError && err.reason === 'expired') {
        throw unauthorized('token_expired', 'The access token has expired; refresh it');
      }
      throw unauthorized('invalid_token', 'The access token is not valid');
    }
    const found = await findLiveSession(deps.db, claims.sessionId, claims.playerId);
    if (!found) throw unauthorized('session_ended', 'This session has ended; log in again');
    if (!isEnabledStatus(found.status)) throw new AppError(403, 'account_disabled', 'This account is disabled');
    // Written at most once a minute per session: "last seen" needs no finer grain than that.
    if (found.lastSeenStale) await touchSession(deps.db, claims.sessionId);
    request.player = { playerId: claims.playerId, sessionId: claims.sessionId };
  };
}

/** The caller of a route guarded by `requirePlayer`. */
export function currentPlayer(request: FastifyRequest): AuthenticatedPlayer {
  if (!request.player) throw unauthorized('unauthorized', 'Log in to continue');
  return request.player;
}

export type TokenAuthentication =
  | { ok: true; playerId: string; sessionId: string; expiresAt: number }
  | { ok: false; reason: 'expired' | 'invalid' };

/**
 * The same checks as `requirePlayer` for callers that are not HTTP routes (the realtime gateway): a valid
 * token of a live session of an enabled player, or why not.
 */
export function createTokenAuthenticator(deps: { db: Database; tokens: TokenSigner }) {
  return async function authenticate(token: string): Promise<TokenAuthentication> {
    let claims: Awaited<ReturnType<TokenSigner['verify']>>;
    try {
      claims = await deps.tokens.verify(token);
    } catch (err) {
      return { ok: false, reason: err instanceof TokenError && err.reason === 'expired' ? 'expired' : 'invalid' };
    }
    const found = await findLiveSession(deps.db, claims.sessionId, claims.playerId);
    if (!found || !isEnabledStatus(found.status)) return { ok: false, reason: 'invalid' };
    return { ok: true, playerId: claims.playerId, sessionId: claims.sessionId, expiresAt: claims.expiresAt };
  };
}

/**
 * The profile of a token's player: the same checks as `createTokenAuthenticator` (a valid token of a live
 * session of an enabled player), the session and the player read together. The site's shared pages
 * (decision 0139) ask it on every answer, so it is one query rather than two.
 */
export function createTokenProfiler(deps: { db: Database; tokens: TokenSigner }) {
  return async function profileOf(token: string): Promise<PlayerProfile | undefined> {
    let claims: Awaited<ReturnType<TokenSigner['verify']>>;
    try {
      claims = await deps.tokens.verify(token);
    } catch {
      return undefined;
    }
    const player = await findLiveSessionPlayer(deps.db, claims.sessionId, claims.playerId);
    return player && isEnabledStatus(player.status) ? toProfile(player) : undefined;
  };
}
