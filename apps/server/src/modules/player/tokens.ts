import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';

export const tokenIssuer = 'croupier';
export const tokenAudience = 'croupier-player';
/** Only HMAC-SHA256: `none` and every asymmetric algorithm are refused before the signature is looked at. */
const algorithms = ['HS256'];

export interface AccessClaims {
  playerId: string;
  sessionId: string;
  tokenId: string;
  /** Epoch milliseconds. */
  expiresAt: number;
}

export type TokenFailure = 'expired' | 'invalid';

export class TokenError extends Error {
  readonly reason: TokenFailure;
  constructor(reason: TokenFailure) {
    super(reason === 'expired' ? 'The access token has expired' : 'The access token is not valid');
    this.name = 'TokenError';
    this.reason = reason;
  }
}

export interface TokenSigner {
  sign(claims: { playerId: string; sessionId: string; tokenId?: string }): Promise<{ token: string; tokenId: string }>;
  /** A current token: signature, algorithm, issuer, audience and expiry all hold. */
  verify(token: string): Promise<AccessClaims>;
  /** As verify, but a token that expired up to `graceSeconds` ago still passes (used only by refresh). */
  verifyForRefresh(token: string, graceSeconds: number): Promise<AccessClaims>;
}

export function createTokenSigner(options: { secret: string; ttlSeconds: number }): TokenSigner {
  const key = new TextEncoder().encode(options.secret);

  async function check(token: string, clockTolerance: number): Promise<AccessClaims> {
    try {
      const { payload } = await jwtVerify(token, key, {
        algorithms,
        issuer: tokenIssuer,
        audience: tokenAudience,
        clockTolerance,
        requiredClaims: ['sub', 'sid', 'jti', 'exp', 'iat'],
      });
      const { sub, sid, jti, exp } = payload;
      if (typeof sub !== 'string' || typeof sid !== 'string' || typeof jti !== 'string' || typeof exp !== 'number') {
        throw new TokenError('invalid');
      }
      return { playerId: sub, sessionId: sid, tokenId: jti, expiresAt: exp * 1000 };
    } catch (err) {
      if (err instanceof TokenError) throw err;
      if (err instanceof errors.JWTExpired) throw new TokenError('expired');
      throw new TokenError('invalid');
    }
  }

  return {
    async sign(claims) {
      const tokenId = claims.tokenId ?? randomUUID();
      const token = await new SignJWT({ sid: claims.sessionId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuer(tokenIssuer)
        .setAudience(tokenAudience)
        .setSubject(claims.playerId)
        .setJti(tokenId)
        .setIssuedAt()
        .setExpirationTime(`${options.ttlSeconds}s`)
        .sign(key);
      return { token, tokenId };
    },
    verify: (token) => check(token, 0),
    verifyForRefresh: (token, graceSeconds) => check(token, graceSeconds),
  };
}

/** 256 random bits, URL-safe: unguessable, so single-use codes need no attempt counter. */
export function randomCode(): string {
  return randomBytes(32).toString('base64url');
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}
