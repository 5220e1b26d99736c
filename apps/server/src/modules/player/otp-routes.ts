import { dataOf, errorResponses } from '@croupier/contracts/errors';
import { registerBodySchema, ruleMessages, sessionResultSchema } from '@croupier/contracts/player';
import type { MinimumAges } from '@croupier/validation/field-rules';
import { formatFailure } from '@croupier/validation/messages';
import { toE164, validateField } from '@croupier/validation/rules';
import type { FastifyInstance, FastifyReply, FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../platform/http/errors.ts';
import { enforceFieldRules } from './body-rules.ts';
import { OtpCooldownError, type OtpService, otpSettings } from './otp.ts';
import { byAddress, rateLimit } from './rate-limits.ts';
import type { ClientContext } from './sessions.ts';
import { sha256 } from './tokens.ts';

/**
 * Phone registration and one-time codes (spec 01 §4 "register by phone then verify a one-time code", §7).
 * The request and answer schemas live here until the contracts package takes them over.
 */

/** A phone as typed, normalised to E.164 once the shared engine has accepted it. */
const phoneInput = z
  .string(ruleMessages.required)
  .max(250, ruleMessages.max(250))
  .transform((value, ctx) => {
    const e164 = toE164(value);
    if (e164) return e164;
    ctx.addIssue({ code: 'custom', message: ruleMessages.phone });
    return z.NEVER;
  })
  .describe('International format with the country code, e.g. +4915112345678; separators allowed');

const { shape } = registerBodySchema;

export const phoneRegisterBodySchema = z.object({
  phone: phoneInput,
  password: shape.password,
  passwordConfirmation: shape.passwordConfirmation,
  currency: shape.currency,
  country: shape.country,
  birthdate: shape.birthdate,
  agreements: shape.agreements,
  receiveSmsPromo: z.boolean().optional(),
  bonusCode: shape.bonusCode,
  nickname: shape.nickname,
  locale: shape.locale,
  affiliateTag: shape.affiliateTag,
  fingerprint: shape.fingerprint,
});

export const otpPurposes = ['registration', 'login'] as const;

export const otpSendBodySchema = z.object({ phone: phoneInput, purpose: z.enum(otpPurposes) });

export const otpVerifyBodySchema = z.object({
  phone: phoneInput,
  code: z
    .string(ruleMessages.required)
    .trim()
    .regex(new RegExp(`^\\d{${otpSettings.digits}}$`), `The code has ${otpSettings.digits} digits`),
  purpose: z.enum(otpPurposes),
});

export const codeSentSchema = z.object({
  status: z.literal('code-sent'),
  resendAfterSeconds: z.number().int().describe('Seconds before POST /api/player/otp/send may send another code'),
});

const tags = ['player'];

/** Rate limits key on a hash of the number's digits, so "+49 151…" and "+49151…" count as one. */
const byPhone = (request: FastifyRequest): string => {
  const body = request.body as { phone?: unknown } | undefined;
  return sha256(typeof body?.phone === 'string' ? body.phone.replace(/\D/g, '') : '');
};

/** The phone's failures in the engine's words, so otp/send and otp/verify speak like the registration form. */
const phoneOnly: preValidationAsyncHookHandler = async (request) => {
  const phone = (request.body as { phone?: unknown } | undefined)?.phone;
  const failures = validateField(phone, [{ rule: 'required' }, { rule: 'phone' }]);
  if (failures.length > 0) {
    throw new AppError(400, 'validation_failed', 'Some fields are invalid', {
      phone: failures.map((failure) => formatFailure(failure)),
    });
  }
};

async function withRetryAfter<T>(reply: FastifyReply, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof OtpCooldownError) reply.header('retry-after', String(err.retryAfterSeconds));
    throw err;
  }
}

export function registerOtpRoutes(
  app: FastifyInstance,
  deps: { otp: OtpService; ages: MinimumAges; client(request: FastifyRequest): ClientContext },
): void {
  const { otp } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const codeSent = { status: 'code-sent' as const, resendAfterSeconds: otpSettings.resendCooldownSeconds };

  api.post(
    '/api/player/register/phone',
    {
      preValidation: enforceFieldRules('phone_registration', phoneRegisterBodySchema, { ages: deps.ages }),
      preHandler: [
        rateLimit(app, { name: 'register-phone-ip', max: 10, timeWindow: '1 hour', key: byAddress }),
        rateLimit(app, { name: 'register-phone', max: 5, timeWindow: '1 hour', key: byPhone }),
      ],
      schema: {
        tags,
        summary: 'Register by phone: an SMS code follows; the same answer whether or not the number has an account',
        body: phoneRegisterBodySchema,
        response: { 202: dataOf(codeSentSchema), ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      await withRetryAfter(reply, () => otp.register(request.body));
      return reply.status(202).send({ data: codeSent });
    },
  );

  api.post(
    '/api/player/otp/send',
    {
      preValidation: phoneOnly,
      preHandler: [
        rateLimit(app, { name: 'otp-send-ip', max: 10, timeWindow: '15 minutes', key: byAddress }),
        rateLimit(app, { name: 'otp-send-phone', max: 5, timeWindow: '1 hour', key: byPhone }),
      ],
      schema: {
        tags,
        summary: 'Send a new one-time code by SMS (at most one a minute per number); the same answer for any number',
        body: otpSendBodySchema,
        response: { 202: dataOf(codeSentSchema), ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      await withRetryAfter(reply, () => otp.send(request.body.phone, request.body.purpose));
      return reply.status(202).send({ data: codeSent });
    },
  );

  api.post(
    '/api/player/otp/verify',
    {
      preValidation: phoneOnly,
      preHandler: [
        rateLimit(app, { name: 'otp-verify-ip', max: 30, timeWindow: '15 minutes', key: byAddress }),
        rateLimit(app, { name: 'otp-verify-phone', max: 20, timeWindow: '15 minutes', key: byPhone }),
      ],
      schema: {
        tags,
        summary:
          'Spend a one-time code: a registration creates the player, a login finds it; answers a new session. ' +
          'Errors otp_invalid, otp_expired, otp_attempts_exceeded',
        body: otpVerifyBodySchema,
        response: { 200: dataOf(sessionResultSchema), ...errorResponses(400, 403, 409, 429) },
      },
    },
    async (request) => {
      const { phone, code, purpose } = request.body;
      return { data: await otp.verify(phone, code, purpose, deps.client(request)) };
    },
  );
}
