import type { FieldValidation } from '@croupier/contracts/player';
import { describe, expect, it } from 'vitest';
import { checkField, validateForm } from '../auth/form-rules.ts';
import {
  clockText,
  codeDigits,
  normalisedPhone,
  phoneFieldSpec,
  phoneRegistrationBody,
  phoneRegistrationSpecs,
  retryAfterSeconds,
  secondsLeft,
  verifyProblem,
} from './phone-rules.ts';

const today = new Date(Date.UTC(2026, 5, 15));
const phoneKey = (phone: string) => checkField(phoneFieldSpec, { phone }, today)?.key;

// The registration fields as GET /api/player/fields/validations serves them (trimmed to what matters here).
const served: FieldValidation[] = [
  { name: 'email', property: 'email', required: true, rules: [{ rule: 'required' }, { rule: 'email' }] },
  {
    name: 'password_registration',
    property: 'password',
    required: true,
    rules: [{ rule: 'required' }, { rule: 'min', args: { min: 6 } }],
  },
  { name: 'currency', property: 'currency', required: true, rules: [{ rule: 'required' }] },
  { name: 'receiveEmailPromo', property: 'receiveEmailPromo', required: false, rules: [] },
  { name: 'agreements', property: 'agreements', required: true, rules: [{ rule: 'required' }, { rule: 'accepted' }] },
];

describe('phone registration rules', () => {
  it('[S1.5-52][S1.5-48] the phone gets the engine’s specific outcomes: not a number, too short, too long, invalid country', () => {
    expect(phoneKey('')).toBe('required');
    expect(phoneKey('abc')).toBe('phone_not_a_number');
    expect(phoneKey('+49 1')).toBe('phone_too_short');
    expect(phoneKey('+49 1511 2345 6789 0123')).toBe('phone_too_long');
    expect(phoneKey('+999 123 456 789')).toBe('phone_invalid_country');
    expect(phoneKey('+49 1511 2345678')).toBeUndefined();
  });

  it('[S1.5-09][S1.5-56] a number is read as if prefixed with + and may not exceed 250 characters', () => {
    expect(phoneKey('49 1511 2345678')).toBeUndefined();
    expect(phoneKey(`+49${'1'.repeat(260)}`)).toBe('phone_too_long');
    expect(normalisedPhone(' +49 (1511) 234-5678 ')).toBe('+4915112345678');
    expect(normalisedPhone('nonsense')).toBe('nonsense');
  });

  it('[S1.4-26] swaps the served e-mail fields for the phone and keeps the rest', () => {
    const specs = phoneRegistrationSpecs(served);
    expect(specs.map((s) => s.property)).toEqual(['phone', 'password', 'currency', 'agreements']);
    const failures = validateForm(specs, { phone: '+49 1', password: 'abc', currency: '', agreements: '' }, today);
    expect(Object.fromEntries(Object.entries(failures).map(([k, v]) => [k, v.key]))).toEqual({
      phone: 'phone_too_short',
      password: 'min',
      currency: 'required',
      agreements: 'required',
    });
  });

  it('[S1.7-22][S1.7-30][S2.5-26] builds the register/phone body: E.164 with a plus, booleans, optional fields only when given', () => {
    const body = phoneRegistrationBody(
      {
        phone: '49 1511 2345678',
        password: 'Sunny-Day7',
        currency: 'EUR',
        birthdate: '1990-05-20',
        agreements: 'on',
        bonusCode: '  ',
        fingerprint: 'fp-1',
      },
      { country: 'DE', locale: 'de', affiliateTag: 'aff-7' },
    );
    expect(body).toEqual({
      phone: '+4915112345678',
      password: 'Sunny-Day7',
      currency: 'EUR',
      country: 'DE',
      birthdate: '1990-05-20',
      agreements: true,
      receiveSmsPromo: false,
      locale: 'de',
      affiliateTag: 'aff-7',
      fingerprint: 'fp-1',
    });
  });
});

describe('one-time code helpers', () => {
  it('[S1.7-32] keeps the digits of a typed or pasted code, at most six', () => {
    expect(codeDigits('123 456')).toBe('123456');
    expect(codeDigits('12-34-56-78')).toBe('123456');
    expect(codeDigits('ab')).toBe('');
  });

  it('maps verify errors to their messages', () => {
    expect(verifyProblem(400, 'otp_invalid')).toBe('invalid');
    expect(verifyProblem(400, 'otp_expired')).toBe('expired');
    expect(verifyProblem(400, 'otp_attempts_exceeded')).toBe('attemptsExceeded');
    expect(verifyProblem(409, 'phone_already_registered')).toBe('alreadyRegistered');
    expect(verifyProblem(403, 'account_disabled')).toBe('disabled');
    expect(verifyProblem(429, 'rate_limited')).toBe('rateLimited');
    expect(verifyProblem(0, undefined)).toBe('failed');
  });

  it('counts the resend cooldown down from resendAfterSeconds or Retry-After', () => {
    expect(retryAfterSeconds('42')).toBe(42);
    expect(retryAfterSeconds('0')).toBeUndefined();
    expect(retryAfterSeconds(null)).toBeUndefined();
    expect(retryAfterSeconds('Wed, 21 Oct 2015 07:28:00 GMT')).toBeUndefined();
    expect(secondsLeft(10_000, 0)).toBe(10);
    expect(secondsLeft(10_000, 9_001)).toBe(1);
    expect(secondsLeft(10_000, 12_000)).toBe(0);
    expect(clockText(60)).toBe('1:00');
    expect(clockText(9)).toBe('0:09');
  });
});
