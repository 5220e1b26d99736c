import { randomBytes } from 'node:crypto';
import { finished } from 'node:stream';
import type { PlayerSegmentName } from '@croupier/contracts/constants';
import { dataOf, errorResponses } from '@croupier/contracts/errors';
import {
  changePasswordBodySchema,
  confirmEmailBodySchema,
  confirmResetBodySchema,
  fieldValidationsQuerySchema,
  fieldValidationsSchema,
  loginBodySchema,
  pageQuerySchema,
  playerProfileSchema,
  profileUpdateSchema,
  refreshResultSchema,
  registerBodySchema,
  registrationAcceptedSchema,
  resendConfirmationResultSchema,
  resetPasswordBodySchema,
  sessionIdParamsSchema,
  sessionListSchema,
  sessionResultSchema,
  statusResultSchema,
} from '@croupier/contracts/player';
import { defaultLocale } from '@croupier/i18n/locales';
import { type MinimumAges, minimumAgeFor } from '@croupier/validation/field-rules';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Config, isProduction } from '../../platform/config.ts';
import type { Database } from '../../platform/db/database.ts';
import type { OutboxDispatcher } from '../../platform/outbox/dispatcher.ts';
import type { ContentService } from '../content/service.ts';
import { createAccessGuards, createPlayerAccess, type PlayerAccess } from './access.ts';
import {
  bearerToken,
  createRequirePlayer,
  createTokenAuthenticator,
  createTokenProfiler,
  currentPlayer,
  unauthorized,
} from './auth.ts';
import { enforceFieldRules } from './body-rules.ts';
import { countryFromHeader } from './client-info.ts';
import { registerDevOutbox } from './dev-outbox.ts';
import { fieldValidations, minimumAges } from './field-rules.ts';
import { createDuplicateDetector } from './fingerprints.ts';
import { messageTransports } from './message-transports.ts';
import { createMessageQueue, type MessageQueue, subscribeMessageDelivery } from './messages.ts';
import { createOtpService } from './otp.ts';
import { registerOtpRoutes } from './otp-routes.ts';
import { byAddress, byEmail, rateLimit } from './rate-limits.ts';
import { type AccountService, createAccountService } from './service.ts';
import { type ClientContext, createSessionService } from './sessions.ts';
import type { AutologinService } from './social/autologin.ts';
import { registerSocialLogin } from './social/routes.ts';
import { createTokenSigner } from './tokens.ts';

export interface PlayerModule {
  /** preHandler for player-only routes: 401 without a live session, then `currentPlayer(request)`. */
  requirePlayer: preHandlerAsyncHookHandler;
  accounts: AccountService;
  /** Session and sign-up vetoes, revoking every session, contact look-ups (responsible gaming). */
  access: PlayerAccess;
  /** One-time login links for operators: `autologin.createAutologinToken(playerId, { ttlSeconds })`. */
  autologin: AutologinService;
  /** Checks an access token outside HTTP routes (realtime connections). */
  authenticateToken: ReturnType<typeof createTokenAuthenticator>;
  /** The profile of a live session's token, in one read (the site's shared pages, decision 0139). */
  profileOfToken: ReturnType<typeof createTokenProfiler>;
  /** E-mails and SMS in the caller's transaction, through the configured transports (the back office's invitations). */
  messages: MessageQueue;
}

const bearer = [{ bearer: [] }];
const tags = ['player'];

/** `segments.<name>` of the default locale's settings document (spec 01 §6), when it is a positive integer. */
async function segmentFromContent(
  content: ContentService | undefined,
  name: PlayerSegmentName,
): Promise<number | undefined> {
  const settings = await content?.resolve('settings', defaultLocale);
  const id = (settings?.segments as Partial<Record<PlayerSegmentName, unknown>> | undefined)?.[name];
  return typeof id === 'number' && Number.isInteger(id) && id > 0 ? id : undefined;
}

/** Without a configured secret (development, test only: config refuses production) each process makes one. */
function signingSecret(app: FastifyInstance, config: Config): string {
  if (config.JWT_SECRET) return config.JWT_SECRET;
  app.log.warn('JWT_SECRET is not set: using a random secret, so sessions end when this process restarts');
  return randomBytes(48).toString('base64url');
}

export async function registerPlayer(
  app: FastifyInstance,
  deps: {
    db: Database;
    config: Config;
    /** Minimum age per country; default MIN_AGE with the exceptions of field-rules.ts. */
    minimumAges?: MinimumAges;
    /** Delivers e-mails and SMS once their transaction commits, when SMTP or an SMS gateway is configured. */
    dispatcher: OutboxDispatcher;
    /** Source of the duplicate segment id (settings `segments.duplicate`) unless DUPLICATE_SEGMENT_ID is set. */
    content?: ContentService;
  },
): Promise<PlayerModule> {
  const { db, config } = deps;
  const secret = signingSecret(app, config);
  const ages = deps.minimumAges ?? minimumAges(config.MIN_AGE);
  const tokens = createTokenSigner({ secret, ttlSeconds: config.ACCESS_TOKEN_TTL_SECONDS });
  const guards = createAccessGuards();
  const transports = messageTransports(app, config);
  subscribeMessageDelivery(deps.dispatcher, transports);
  const messages = createMessageQueue(transports);
  const segmentIdOf = async (name: PlayerSegmentName) =>
    (name === 'duplicate' ? config.DUPLICATE_SEGMENT_ID : undefined) ?? (await segmentFromContent(deps.content, name));
  const duplicateSegmentId = () => segmentIdOf('duplicate');
  const fingerprints = createDuplicateDetector({
    segmentId: duplicateSegmentId,
    onError: (err) => app.log.error({ err }, 'duplicate-account check failed; login and registration go on'),
  });
  const sessions = createSessionService({
    db,
    tokens,
    sessionTtlSeconds: config.SESSION_TTL_DAYS * 24 * 60 * 60,
    guards,
    fingerprints,
  });
  const accounts = createAccountService({
    db,
    sessions,
    publicUrl: config.PUBLIC_URL,
    minAge: config.MIN_AGE,
    ages,
    guards,
    messages,
    fingerprints,
  });
  const requirePlayer = createRequirePlayer({ db, tokens });
  const api = app.withTypeProvider<ZodTypeProvider>();
  const countryHeader = config.COUNTRY_HEADER.toLowerCase();

  const client = (request: FastifyRequest): ClientContext => ({
    ip: request.ip,
    userAgent: request.headers['user-agent'] ?? null,
    country: countryFromHeader(request.headers[countryHeader]),
  });
  const byPlayer = (request: FastifyRequest) => currentPlayer(request).playerId;

  api.get(
    '/api/player/fields/validations',
    {
      schema: {
        tags,
        summary: 'Fields of the registration or profile form: which are required and the rules each must pass',
        querystring: fieldValidationsQuerySchema.extend({
          country: z
            .string()
            .regex(/^[A-Za-z]{2}$/, 'Value is not a country code')
            .optional()
            .describe('Whose minimum age to describe; default: the country of the request, else the default age'),
        }),
        response: { 200: dataOf(fieldValidationsSchema), ...errorResponses(400) },
      },
    },
    async (request) => {
      const { scenario, country } = request.query;
      const minAge = minimumAgeFor(ages, country ?? client(request).country);
      return { data: { scenario, fields: fieldValidations(scenario, { minAge }) } };
    },
  );

  api.post(
    '/api/player/register',
    {
      // The shared rule engine first: its messages are the ones the site shows for the same rules.
      preValidation: enforceFieldRules('registration', registerBodySchema, { ages }),
      preHandler: [
        rateLimit(app, { name: 'register-ip', max: 10, timeWindow: '1 hour', key: byAddress }),
        rateLimit(app, { name: 'register-email', max: 5, timeWindow: '15 minutes', key: byEmail }),
      ],
      schema: {
        tags,
        summary: 'Register by e-mail; the same answer whether or not the address has an account (see decision 0010)',
        body: registerBodySchema,
        response: { 202: dataOf(registrationAcceptedSchema), ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      await accounts.register(request.body);
      return reply.status(202).send({ data: { status: 'confirmation-sent' as const } });
    },
  );

  api.post(
    '/api/player/register/confirm',
    {
      preHandler: [rateLimit(app, { name: 'confirm-ip', max: 20, timeWindow: '1 minute', key: byAddress })],
      schema: {
        tags,
        summary: 'Confirm the e-mail address with the code from the link; answers a new session',
        body: confirmEmailBodySchema,
        response: { 200: dataOf(sessionResultSchema), ...errorResponses(400, 403, 429) },
      },
    },
    async (request) => ({ data: await accounts.confirmEmail(request.body.code, client(request)) }),
  );

  api.post(
    '/api/player/sessions',
    {
      preHandler: [
        rateLimit(app, { name: 'login-ip', max: 10, timeWindow: '1 minute', key: byAddress }),
        rateLimit(app, { name: 'login-email', max: 5, timeWindow: '15 minutes', key: byEmail }),
      ],
      schema: {
        tags,
        summary: 'Log in with e-mail and password',
        body: loginBodySchema,
        response: { 200: dataOf(sessionResultSchema), ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request) => ({ data: await sessions.login(request.body, client(request)) }),
  );

  api.post(
    '/api/player/sessions/refresh',
    {
      preHandler: [rateLimit(app, { name: 'refresh-ip', max: 60, timeWindow: '1 minute', key: byAddress })],
      schema: {
        tags,
        security: bearer,
        summary: 'A new access token for the session of the bearer token, which may have expired',
        response: { 200: dataOf(refreshResultSchema), ...errorResponses(401, 403, 429) },
      },
    },
    async (request) => {
      const token = bearerToken(request);
      if (!token) throw unauthorized('unauthorized', 'Send the access token as a bearer token');
      return { data: await sessions.refresh(token) };
    },
  );

  api.post(
    '/api/player/sessions/logout',
    {
      preHandler: requirePlayer,
      schema: {
        tags,
        security: bearer,
        summary: 'End the current session',
        response: { 200: dataOf(statusResultSchema), ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      await sessions.logout(currentPlayer(request));
      return { data: { status: 'logged-out' } };
    },
  );

  api.get(
    '/api/player/sessions',
    {
      preHandler: requirePlayer,
      schema: {
        tags,
        security: bearer,
        summary: "The player's open sessions, most recently used first",
        querystring: pageQuerySchema,
        response: { 200: sessionListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => sessions.list(currentPlayer(request), request.query),
  );

  api.put(
    '/api/player/sessions/:id/close',
    {
      preHandler: requirePlayer,
      schema: {
        tags,
        security: bearer,
        summary: 'End one of the player’s sessions',
        params: sessionIdParamsSchema,
        response: { 200: dataOf(statusResultSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await sessions.close(currentPlayer(request), request.params.id);
      return { data: { status: 'closed' } };
    },
  );

  api.get(
    '/api/player/profile',
    {
      preHandler: requirePlayer,
      schema: {
        tags,
        security: bearer,
        summary: 'The player’s profile',
        response: { 200: dataOf(playerProfileSchema), ...errorResponses(401, 403) },
      },
    },
    async (request) => ({ data: await accounts.profile(currentPlayer(request)) }),
  );

  api.put(
    '/api/player/profile',
    {
      preValidation: enforceFieldRules('profile', profileUpdateSchema, { ages }),
      preHandler: requirePlayer,
      schema: {
        tags,
        security: bearer,
        summary: 'Replace the editable profile fields; e-mail and status cannot change here',
        body: profileUpdateSchema,
        response: { 200: dataOf(playerProfileSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({ data: await accounts.updateProfile(currentPlayer(request), request.body) }),
  );

  api.post(
    '/api/player/profile/confirmations/email/resend',
    {
      preHandler: [requirePlayer, rateLimit(app, { name: 'resend', max: 3, timeWindow: '15 minutes', key: byPlayer })],
      schema: {
        tags,
        security: bearer,
        summary: 'Send the e-mail confirmation link again',
        response: { 200: dataOf(resendConfirmationResultSchema), ...errorResponses(401, 403, 409, 429) },
      },
    },
    async (request) => {
      const { email } = await accounts.resendConfirmation(currentPlayer(request));
      return { data: { status: 'confirmation-sent' as const, email } };
    },
  );

  api.put(
    '/api/player/passwords',
    {
      preHandler: [
        requirePlayer,
        rateLimit(app, { name: 'password-change', max: 5, timeWindow: '15 minutes', key: byPlayer }),
      ],
      schema: {
        tags,
        security: bearer,
        summary: 'Change the password; every other session of the player ends',
        body: changePasswordBodySchema,
        response: { 200: dataOf(statusResultSchema), ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request) => {
      await accounts.changePassword(currentPlayer(request), request.body);
      return { data: { status: 'password-changed' } };
    },
  );

  api.post(
    '/api/player/passwords/reset',
    {
      preHandler: [
        rateLimit(app, { name: 'reset-ip', max: 5, timeWindow: '15 minutes', key: byAddress }),
        rateLimit(app, { name: 'reset-email', max: 5, timeWindow: '15 minutes', key: byEmail }),
      ],
      schema: {
        tags,
        summary: 'E-mail a password reset link; the same answer whether or not the address has an account',
        body: resetPasswordBodySchema,
        response: { 202: dataOf(statusResultSchema), ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      const { email } = request.body;
      // The address is looked up only once the answer has left: a known one costs a transaction and an
      // e-mail, an unknown one nothing, and the response time must not say which (decision 0054).
      finished(reply.raw, () => {
        accounts
          .requestPasswordReset(email)
          .catch((err: unknown) => request.log.error({ err }, 'password reset link not sent'));
      });
      return reply.status(202).send({ data: { status: 'reset-requested' } });
    },
  );

  api.post(
    '/api/player/passwords/confirm',
    {
      preHandler: [rateLimit(app, { name: 'reset-confirm-ip', max: 20, timeWindow: '15 minutes', key: byAddress })],
      schema: {
        tags,
        summary: 'Set a new password with the code from the reset link; every session of the player ends',
        body: confirmResetBodySchema,
        response: { 200: dataOf(statusResultSchema), ...errorResponses(400, 429) },
      },
    },
    async (request) => {
      await accounts.confirmPasswordReset(request.body);
      return { data: { status: 'password-reset' } };
    },
  );

  const otp = createOtpService({ db, sessions, accounts, secret, guards, messages });
  registerOtpRoutes(app, { otp, ages, client });
  const { autologin } = await registerSocialLogin(app, { db, config, sessions, guards, fingerprints, client });

  // The development outbox exposes every e-mail, reset links included: never in production.
  if (!isProduction(config)) registerDevOutbox(app, { db });

  return {
    requirePlayer,
    accounts,
    access: createPlayerAccess(db, guards, segmentIdOf),
    autologin,
    authenticateToken: createTokenAuthenticator({ db, tokens }),
    profileOfToken: createTokenProfiler({ db, tokens }),
    messages,
  };
}
