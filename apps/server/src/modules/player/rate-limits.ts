import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { AppError } from '../../platform/http/errors.ts';
import { sha256 } from './tokens.ts';

export interface LimitRule {
  /** Unique per limit: every limiter shares one key space (and one Redis namespace). */
  name: string;
  max: number;
  timeWindow: string;
  key(request: FastifyRequest): string;
}

/**
 * A fixed-window limit as a preHandler. The plugin's per-route `config.rateLimit` runs at most one limit
 * per request, and login needs two (per address and per account), so each rule counts on its own here.
 * Windows expire by themselves: a throttled owner waits at most one window, never for an unlock.
 */
export function rateLimit(app: FastifyInstance, rule: LimitRule): preHandlerAsyncHookHandler {
  const check = app.createRateLimit({
    max: rule.max,
    timeWindow: rule.timeWindow,
    keyGenerator: (request) => `player:${rule.name}:${rule.key(request)}`,
  });
  return async (request, reply) => {
    const result = await check(request);
    if (!result.isAllowed && result.isExceeded) {
      reply.header('retry-after', String(result.ttlInSeconds));
      throw new AppError(429, 'too_many_requests', `Too many attempts; try again in ${result.ttlInSeconds} seconds`);
    }
  };
}

export const byAddress = (request: FastifyRequest): string => request.ip;

/** Keyed by a hash, so the limiter's store (Redis, when configured) never holds an address in clear. */
export const byEmail = (request: FastifyRequest): string => {
  const body = request.body as { email?: unknown } | undefined;
  const email = typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
  return sha256(email);
};
