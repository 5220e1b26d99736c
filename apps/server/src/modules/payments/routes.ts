import { randomBytes, timingSafeEqual } from 'node:crypto';
import { dataOf, errorResponses } from '@croupier/contracts/errors';
import {
  depositBodySchema,
  depositResponseSchema,
  invoiceIdParamsSchema,
  invoiceSchema,
  invoiceStatisticsSchema,
  invoicesQuerySchema,
  invoicesResponseSchema,
  methodsQuerySchema,
  operatorRejectBodySchema,
  type PaymentInvoiceChanged,
  paymentErrorCodes,
  paymentInvoiceChangedTopic,
  paymentMethodSchema,
  withdrawBodySchema,
  withdrawResponseSchema,
} from '@croupier/contracts/payments';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Config, paymentSandboxEnabled } from '../../platform/config.ts';
import type { Database } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { OutboxDispatcher } from '../../platform/outbox/dispatcher.ts';
import type { LimitsModule } from '../limits/routes.ts';
import { bearerToken, currentPlayer } from '../player/auth.ts';
import type { PlayerModule } from '../player/routes.ts';
import type { WalletModule } from '../wallet/routes.ts';
import type { PaymentSettings } from './invoice-core.ts';
import { paymentsLimitUsage } from './limit-usage.ts';
import type { PaymentProvider } from './provider.ts';
import { createSandboxPaymentProvider } from './sandbox.ts';
import { registerSandboxPayPages } from './sandbox-pages.ts';
import { createPaymentService, type PaymentService } from './service.ts';

export interface PaymentsModule {
  service: PaymentService;
}

interface PaymentsConfig extends PaymentSettings {
  /** The built-in sandbox provider and its hosted pages; off in production unless asked for. */
  sandboxEnabled: boolean;
  sandboxWebhookSecret: string;
  /** Bearer token of the operator API; without it the operator routes do not exist. */
  operatorToken: string | undefined;
}

/** Without a configured secret (development, test) each process makes one, like JWT_SECRET. */
function paymentsConfig(app: FastifyInstance, config: Config): PaymentsConfig {
  const sandboxEnabled = paymentSandboxEnabled(config);
  let sandboxWebhookSecret = config.PAYMENT_SANDBOX_WEBHOOK_SECRET;
  if (!sandboxWebhookSecret) {
    if (sandboxEnabled) app.log.warn('PAYMENT_SANDBOX_WEBHOOK_SECRET is not set: using a random key for this process');
    sandboxWebhookSecret = randomBytes(32).toString('base64url');
  }
  return {
    sandboxEnabled,
    sandboxWebhookSecret,
    operatorToken: config.OPERATOR_API_TOKEN,
    autoWithdrawalMax: config.AUTO_WITHDRAWAL_MAX,
    turnoverMultiplier: config.TURNOVER_MULTIPLIER,
  };
}

const security = [{ bearer: [] }];
const tags = ['payments'];

const idempotencyHeaders = z.object({
  'idempotency-key': z
    .string()
    .min(8, 'At least 8 characters')
    .max(100, 'At most 100 characters')
    .optional()
    .describe('A retry with the same key returns the first invoice instead of creating another'),
});

const idempotencyNote =
  'Send an Idempotency-Key header to make a retry safe: the same key answers the first invoice again.';

function sameToken(expected: string, given: string | undefined): boolean {
  if (!given) return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

export async function registerPayments(
  app: FastifyInstance,
  deps: {
    db: Database;
    player: PlayerModule;
    wallet: WalletModule;
    limits: LimitsModule;
    dispatcher: OutboxDispatcher;
    clock: () => Date;
    config: Config;
  },
): Promise<PaymentsModule> {
  const { db, player, wallet, limits, dispatcher, clock } = deps;
  const config = paymentsConfig(app, deps.config);
  const providers: PaymentProvider[] = config.sandboxEnabled
    ? [createSandboxPaymentProvider({ secret: config.sandboxWebhookSecret, clock })]
    : [];
  const service = createPaymentService({
    db,
    wallet: wallet.service,
    providers,
    enforcement: limits.enforcement(paymentsLimitUsage()),
    settings: { autoWithdrawalMax: config.autoWithdrawalMax, turnoverMultiplier: config.turnoverMultiplier },
    clock,
  });

  dispatcher.subscribe('payment-providers', [paymentInvoiceChangedTopic], (event, tx) =>
    service.afterInvoiceChange(event.payload as PaymentInvoiceChanged, tx),
  );

  const profileOf = (request: FastifyRequest) => player.accounts.profile(currentPlayer(request));
  const api = app.withTypeProvider<ZodTypeProvider>();

  for (const operation of ['deposit', 'withdrawal'] as const) {
    api.get(
      `/api/payment/methods/${operation}`,
      {
        preHandler: player.requirePlayer,
        schema: {
          tags,
          security,
          summary: `${operation === 'deposit' ? 'Deposit' : 'Withdrawal'} methods for a currency (S2.7-${operation === 'deposit' ? '11' : '12'})`,
          description:
            (operation === 'deposit'
              ? `409 with code ${paymentErrorCodes.depositLimitReached} when the deposit limit is reached (spec 02 §8), ` +
                `${paymentErrorCodes.depositBlocked} during a cooling-off or self-exclusion. `
              : '') +
            'Only the methods serving both the player’s country of record and the currency (decision 0059). ' +
            'A field value is prefilled from the profile when known and null when missing. 404 account_not_found ' +
            'without an account in the currency.',
          querystring: methodsQuerySchema,
          response: { 200: dataOf(z.array(paymentMethodSchema)), ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request) => ({ data: await service.methods(await profileOf(request), operation, request.query.currency) }),
    );
  }

  api.post(
    '/api/payment/invoices/deposit',
    {
      preHandler: player.requirePlayer,
      schema: {
        tags,
        security,
        summary: 'Start a deposit (S2.7-13): a pending invoice and the provider page to pay it on',
        description:
          `Open action with fields as its query string: in a new window for form methods, in a frame for iframe ` +
          `methods. The status arrives later (realtime transactionUpdated). 409 ${paymentErrorCodes.playerLimited} ` +
          `for a limited profile, ${paymentErrorCodes.depositLimitExceeded} over the deposit limit, ` +
          `${paymentErrorCodes.depositBlocked} during a cooling-off or self-exclusion. 400 ` +
          `${paymentErrorCodes.methodNotAvailable} for a method not serving the player’s country and currency. ` +
          idempotencyNote,
        headers: idempotencyHeaders,
        body: depositBodySchema,
        response: { 201: dataOf(depositResponseSchema), ...errorResponses(400, 401, 403, 404, 409, 502) },
      },
    },
    async (request, reply) => {
      const answer = await service.deposit(await profileOf(request), request.body, request.headers['idempotency-key']);
      return reply.status(201).send({ data: answer });
    },
  );

  api.post(
    '/api/payment/invoices/withdrawal',
    {
      preHandler: player.requirePlayer,
      schema: {
        tags,
        security,
        summary: 'Request a withdrawal (S2.7-14): the amount is reserved at once (real → locked)',
        description:
          `autoWithdrawal true: processed without review (steps 1 → 4 → 2 or 3). Otherwise it waits for the ` +
          `operator and may be cancelled. 409 ${paymentErrorCodes.verificationRequired} for an unverified ` +
          `identity (the site opens withdraw-sumsub), ${paymentErrorCodes.turnoverNotMet} while deposits are not ` +
          `wagered yet, ${paymentErrorCodes.insufficientFunds} above the real balance. 400 ` +
          `${paymentErrorCodes.methodNotAvailable} for a method not serving the player’s country and currency. ` +
          idempotencyNote,
        headers: idempotencyHeaders,
        body: withdrawBodySchema,
        response: { 201: dataOf(withdrawResponseSchema), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const answer = await service.withdraw(await profileOf(request), request.body, request.headers['idempotency-key']);
      return reply.status(201).send({ data: answer });
    },
  );

  api.get(
    '/api/payment/invoices',
    {
      preHandler: player.requirePlayer,
      schema: {
        tags,
        security,
        summary: 'The player’s deposits and withdrawals, newest first, page by page (S2.7-15)',
        querystring: invoicesQuerySchema,
        response: { 200: invoicesResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => service.list(currentPlayer(request).playerId, request.query),
  );

  api.get(
    '/api/payment/invoices/statistics',
    {
      preHandler: player.requirePlayer,
      schema: {
        tags,
        security,
        summary: 'Successful deposits per currency (S2.7-19)',
        response: { 200: dataOf(z.array(invoiceStatisticsSchema)), ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const auth = currentPlayer(request);
      const profile = await player.accounts.profile(auth);
      const accounts = await wallet.service.list(auth.playerId, profile.currency);
      return {
        data: await service.statistics(
          auth.playerId,
          accounts.map((a) => a.currency),
        ),
      };
    },
  );

  api.put(
    '/api/payment/invoices/:id/decline',
    {
      preHandler: player.requirePlayer,
      schema: {
        tags,
        security,
        summary: 'Cancel a pending withdrawal waiting for review (S2.7-18); its amount returns to the balance',
        description: `404 for another player’s invoice; 409 ${paymentErrorCodes.notCancelable} for anything else.`,
        params: invoiceIdParamsSchema,
        response: { 200: dataOf(invoiceSchema), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ({ data: await service.decline(currentPlayer(request).playerId, request.params.id) }),
  );

  // Webhooks and the sandbox's pages: raw JSON bytes (signatures are over them) and plain HTML forms.
  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/api/payment/webhooks/:provider',
      {
        bodyLimit: 64 * 1024,
        schema: {
          tags,
          summary: 'Webhook of a payment provider: signed, applied once per delivery',
          description:
            'Sandbox: HMAC-SHA256 hex of `<timestamp>.<raw body>` in x-sandbox-pay-signature, Unix seconds in ' +
            'x-sandbox-pay-timestamp (5 minutes tolerance). 401 and nothing changes on a bad signature; a ' +
            'repeated delivery answers replayed; a status a final invoice cannot take answers ignored. A signed ' +
            'body with NUL or an unpaired surrogate in its text answers 400.',
          params: z.object({ provider: z.string().min(1).max(40) }),
          response: {
            200: dataOf(z.object({ status: z.enum(['applied', 'replayed', 'ignored']) })),
            ...errorResponses(400, 401, 404),
          },
        },
      },
      async (request) => {
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        return { data: { status: await service.receiveWebhook(request.params.provider, raw, request.headers) } };
      },
    );
    if (config.sandboxEnabled)
      registerSandboxPayPages(scope, { payments: service, webhookSecret: config.sandboxWebhookSecret });
  });

  if (config.operatorToken) registerOperatorRoutes(app, service, config.operatorToken);
  return { service };
}

/** Until the back office exists, operators (and tests) decide on withdrawals through these calls. */
function registerOperatorRoutes(app: FastifyInstance, service: PaymentService, token: string): void {
  const requireOperator = async (request: FastifyRequest) => {
    if (!sameToken(token, bearerToken(request))) throw new AppError(401, 'unauthorized', 'Operator token required');
  };
  const api = app.withTypeProvider<ZodTypeProvider>();
  const operatorSecurity = [{ bearer: [] }];

  api.post(
    '/api/operator/payment/invoices/:id/approve',
    {
      preHandler: requireOperator,
      schema: {
        tags: ['operator'],
        security: operatorSecurity,
        summary: 'Approve a pending withdrawal: it goes to its provider (status 4, then 2 or 3)',
        params: invoiceIdParamsSchema,
        response: { 200: dataOf(invoiceSchema), ...errorResponses(401, 404, 409) },
      },
    },
    async (request) => ({ data: await service.approve(request.params.id) }),
  );

  api.post(
    '/api/operator/payment/invoices/:id/reject',
    {
      preHandler: requireOperator,
      schema: {
        tags: ['operator'],
        security: operatorSecurity,
        summary: 'Reject a pending withdrawal: status 3, its amount returns to the player’s balance',
        params: invoiceIdParamsSchema,
        body: operatorRejectBodySchema,
        response: { 200: dataOf(invoiceSchema), ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) => ({ data: await service.reject(request.params.id, request.body?.reason) }),
  );
}
