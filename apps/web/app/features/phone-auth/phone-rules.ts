import type { FieldValidation } from '@croupier/contracts/player';
import { rule, specLimits } from '@croupier/validation/field-rules';
import { toE164 } from '@croupier/validation/rules';
import type { FieldSpec, FormValues } from '../auth/form-rules.ts';

/**
 * Pure rules of phone registration and phone login (spec 01 §1, §4, §5; decision 0013). The server's
 * fields endpoint describes only the e-mail registration, so the phone form takes those fields, swaps the
 * e-mail for the phone and the e-mail promo for the SMS one, and checks the phone with the shared engine.
 */

/** The phone field: required, a valid number once prefixed with + (S1.5-09, S1.5-48), at most 250 characters. */
export const phoneFieldSpec: FieldSpec = {
  property: 'phone',
  required: true,
  rules: [rule.required, rule.phone, rule.max(specLimits.phoneTextMax)],
};

/** The digits of a one-time code (decision 0013). */
export const codeLength = 6;

const emailOnly = new Set(['email', 'receiveEmailPromo']);

/** The registration fields the phone form shows, as served, minus the e-mail ones. */
export function phoneRegistrationFields(fields: readonly FieldValidation[]): FieldValidation[] {
  return fields.filter((f) => !emailOnly.has(f.property));
}

/** Client rules of the phone form: the phone first, then the served registration fields without the e-mail. */
export function phoneRegistrationSpecs(fields: readonly FieldValidation[]): FieldSpec[] {
  return [
    phoneFieldSpec,
    ...phoneRegistrationFields(fields).map((f) => ({ property: f.property, required: f.required, rules: f.rules })),
  ];
}

/** The phone as the API stores it (E.164), so the code modal names the same number the SMS went to. */
export function normalisedPhone(value: string): string {
  return toE164(value) ?? value.trim();
}

/**
 * POST /api/player/register/phone body (decision 0013): optional fields only when given, checkboxes as
 * booleans, plus the locale, the affiliate tag and the visitor fingerprint like the e-mail registration.
 */
export function phoneRegistrationBody(
  values: FormValues,
  extra: { country: string | undefined; locale: string; affiliateTag: string | undefined },
): Record<string, unknown> & { phone: string } {
  const checked = (name: string) => values[name] === 'on' || values[name] === 'true';
  const body: Record<string, unknown> & { phone: string } = {
    phone: normalisedPhone(values.phone ?? ''),
    password: values.password ?? '',
    currency: values.currency ?? '',
    country: extra.country ?? '',
    birthdate: values.birthdate ?? '',
    agreements: checked('agreements'),
    receiveSmsPromo: checked('receiveSmsPromo'),
    locale: extra.locale,
  };
  if (values.passwordConfirmation) body.passwordConfirmation = values.passwordConfirmation;
  const bonusCode = values.bonusCode?.trim();
  if (bonusCode) body.bonusCode = bonusCode;
  if (extra.affiliateTag) body.affiliateTag = extra.affiliateTag;
  if (values.fingerprint) body.fingerprint = values.fingerprint;
  return body;
}

/** A code as typed or pasted ("123 456", "123-456"): its digits, at most six. */
export function codeDigits(text: string): string {
  return text.replace(/\D/g, '').slice(0, codeLength);
}

export type VerifyProblem =
  | 'invalid'
  | 'expired'
  | 'attemptsExceeded'
  | 'alreadyRegistered'
  | 'disabled'
  | 'rateLimited'
  | 'failed';

/** The message (phone.verify.errors.<problem>) for a failed POST /api/player/otp/verify. */
export function verifyProblem(status: number, code: string | undefined): VerifyProblem {
  if (code === 'otp_invalid' || code === 'validation_failed') return 'invalid';
  if (code === 'otp_expired') return 'expired';
  if (code === 'otp_attempts_exceeded') return 'attemptsExceeded';
  if (code === 'phone_already_registered') return 'alreadyRegistered';
  if (status === 403) return 'disabled';
  if (status === 429) return 'rateLimited';
  return 'failed';
}

/** Seconds from a Retry-After header (seconds form only, as our API sends it); undefined when unusable. */
export function retryAfterSeconds(header: string | null | undefined): number | undefined {
  const seconds = Number(header);
  return header && Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : undefined;
}

/** Whole seconds until `until` (epoch ms), never negative: what the resend countdown shows. */
export function secondsLeft(until: number, now: number): number {
  return Math.max(0, Math.ceil((until - now) / 1000));
}

/** m:ss for the countdown ("0:42"), so it reads the same in every locale's sentence. */
export function clockText(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, '0')}`;
}
