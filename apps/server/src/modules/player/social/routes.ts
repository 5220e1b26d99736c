import { dataOf, errorResponses } from '@croupier/contracts/errors';
import { sessionResultSchema } from '@croupier/contracts/player';
import {
  autologinBodySchema,
  autologinTokenResultSchema,
  devAutologinTokenBodySchema,
  socialLoginBodySchema,
  socialLoginResultSchema,
  socialProviderParamsSchema,
  socialProviderSchema,
  socialStartQuerySchema,
  socialStartResultSchema,
} from '@croupier/contracts/social';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Config, devIdpEnabled, isProduction } from '../../../platform/config.ts';
import type { Database, Executor } from '../../../platform/db/database.ts';
import { AppError } from '../../../platform/http/errors.ts';
import type { AccessGuards } from '../access.ts';
import { byAddress, rateLimit } from '../rate-limits.ts';
import type { ClientContext, SessionService } from '../sessions.ts';
import { findPlayerByEmail } from '../store.ts';
import { type AutologinService, createAutologinService } from './autologin.ts';
import { registerDevIdp } from './dev-idp.ts';
import { createProviderRegistry, injectFetch, type SocialProvider } from './providers.ts';
import { createSocialService } from './social.ts';

const tags = ['player'];

/**
 * Social login (OpenID Connect, PKCE, state, nonce) and one-time auto-login tokens: decision 0014. Mounts
 * the development identity provider first when it is enabled, since it is then the `dev` provider.
 */
export async function registerSocialLogin(
  app: FastifyInstance,
  deps: {
    db: Database;
    config: Config;
    sessions: SessionService;
    guards?: AccessGuards;
    fingerprints?: { record(tx: Executor, playerId: string, visitorId: string): Promise<void> };
    client(request: FastifyRequest): ClientContext;
  },
): Promise<{ autologin: AutologinService }> {
  const { db, config } = deps;
  const publicUrl = config.PUBLIC_URL.replace(/\/+$/, '');
  const redirectUri = `${publicUrl}/auth/callback`;

  const providers: SocialProvider[] = [];
  if (devIdpEnabled(config)) {
    const idp = await registerDevIdp(app, { publicUrl, redirectUri, clientSecret: config.DEV_IDP_CLIENT_SECRET });
    providers.push({
      id: 'dev',
      name: 'Croupier ID (dev)',
      issuer: idp.issuer,
      clientId: idp.clientId,
      clientSecret: idp.clientSecret,
      scope: 'openid email profile',
      // Always the picker: a tester switching identities must not be signed in silently as the last one.
      prompt: 'login',
      // In-process: PUBLIC_URL is the browser's address, which this server may not reach (proxies, ports).
      fetch: injectFetch((request) => app.inject(request)),
    });
  }
  providers.push(...(config.OIDC_PROVIDERS ?? []));

  const onProviderError = (providerId: string, err: unknown) =>
    app.log.warn({ err, provider: providerId }, 'social login: the provider step failed');
  const social = createSocialService({
    db,
    sessions: deps.sessions,
    providers: createProviderRegistry(providers, onProviderError),
    redirectUri,
    ...(deps.guards ? { guards: deps.guards } : {}),
    ...(deps.fingerprints ? { fingerprints: deps.fingerprints } : {}),
    onProviderError,
  });
  const autologin = createAutologinService({
    db,
    sessions: deps.sessions,
    publicUrl,
    defaultTtlSeconds: config.AUTOLOGIN_TTL_MINUTES * 60,
  });
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/player/sessions/social/providers',
    {
      schema: {
        tags,
        summary: 'Social login providers, for the "Continue with …" buttons',
        response: { 200: dataOf(z.array(socialProviderSchema)) },
      },
    },
    async () => ({ data: social.providers() }),
  );

  api.get(
    '/api/player/sessions/social/:provider/start',
    {
      preHandler: [rateLimit(app, { name: 'social-start-ip', max: 30, timeWindow: '1 minute', key: byAddress })],
      schema: {
        tags,
        summary: 'Start a social login: answers the provider URL to send the visitor to (state 10 minutes, single use)',
        params: socialProviderParamsSchema,
        querystring: socialStartQuerySchema,
        response: { 200: dataOf(socialStartResultSchema), ...errorResponses(400, 404, 429, 503) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: await social.start(request.params.provider, request.query.returnTo) };
    },
  );

  api.post(
    '/api/player/sessions/social',
    {
      preHandler: [rateLimit(app, { name: 'social-login-ip', max: 20, timeWindow: '1 minute', key: byAddress })],
      schema: {
        tags,
        summary: 'Finish a social login with the code and state of /auth/callback; finds, links or creates the player',
        body: socialLoginBodySchema,
        response: { 200: dataOf(socialLoginResultSchema), ...errorResponses(400, 403, 404, 409, 429, 503) },
      },
    },
    async (request) => ({ data: await social.exchange(request.body, deps.client(request)) }),
  );

  api.post(
    '/api/player/sessions/token',
    {
      preHandler: [rateLimit(app, { name: 'autologin-ip', max: 20, timeWindow: '1 minute', key: byAddress })],
      schema: {
        tags,
        summary: 'Auto-login: exchange a one-time token (the state of /auth/autologin) for a session',
        body: autologinBodySchema,
        response: { 200: dataOf(sessionResultSchema), ...errorResponses(400, 403, 429) },
      },
    },
    async (request) => ({ data: await autologin.exchange(request.body.token, deps.client(request)) }),
  );

  // Anyone could log in as anyone with this: development and tests only.
  if (!isProduction(config)) {
    api.post(
      '/api/dev/autologin-token',
      {
        schema: {
          tags: ['development'],
          summary: 'Development only: a one-time auto-login link for the player with this e-mail',
          body: devAutologinTokenBodySchema,
          response: { 200: dataOf(autologinTokenResultSchema), ...errorResponses(400, 404) },
        },
      },
      async (request) => {
        const player = await findPlayerByEmail(db, request.body.email.trim().toLowerCase());
        if (!player) throw new AppError(404, 'player_not_found', 'No player has this e-mail address');
        const created = await autologin.createAutologinToken(player.id, {
          createdBy: 'development',
          ...(request.body.ttlMinutes ? { ttlSeconds: request.body.ttlMinutes * 60 } : {}),
        });
        return { data: { ...created, expiresAt: created.expiresAt.toISOString() } };
      },
    );
  }

  return { autologin };
}
