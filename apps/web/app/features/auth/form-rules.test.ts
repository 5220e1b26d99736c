import { describe, expect, it } from 'vitest';
import {
  ageOn,
  checkField,
  type FieldSpec,
  fillMessage,
  loginFields,
  resetPasswordFields,
  validateForm,
} from './form-rules.ts';

const today = new Date(Date.UTC(2026, 5, 15));
// The registration password as GET /api/player/fields/validations serves it.
const registrationPassword: FieldSpec = {
  property: 'password',
  required: true,
  rules: [
    { rule: 'required' },
    { rule: 'regex', args: { param: '^\\S*$', reason: 'no_spaces' } },
    { rule: 'regex', args: { param: '^[\\x20-\\x7E]*$', reason: 'latin_only' } },
    { rule: 'min', args: { min: 6 } },
  ],
};
const check = (spec: FieldSpec, value: string, extra: Record<string, string> = {}) =>
  checkField(spec, { [spec.property]: value, ...extra }, today)?.key;

describe('auth form rules', () => {
  it('[S1.5-34][S1.5-35][S1.5-36][S1.5-37] registration password: non-empty, no spaces, Latin only, at least 6', () => {
    expect(check(registrationPassword, '')).toBe('required');
    expect(check(registrationPassword, 'abc def')).toBe('no_spaces');
    expect(check(registrationPassword, 'пароль123')).toBe('latin');
    expect(check(registrationPassword, 'abc12')).toBe('min');
    expect(check(registrationPassword, 'abc12!')).toBeUndefined();
  });

  it('[S1.5-33][S1.5-47] login: e-mail valid, password at least 6', () => {
    expect(validateForm(loginFields, { email: 'nope', password: '12345' }, today)).toEqual({
      email: { key: 'email', args: {} },
      password: { key: 'min', args: { min: 6 } },
    });
    expect(validateForm(loginFields, { email: '', password: '' }, today).email?.key).toBe('required');
    expect(validateForm(loginFields, { email: 'a@b.co', password: '123456' }, today)).toEqual({});
  });

  it('[S1.5-41][S1.5-42][S1.5-43][S1.5-44] reset: new password at least 6, repeat required and equal', () => {
    expect(validateForm(resetPasswordFields, { password: 'abcdef', passwordConfirmation: '' }, today)).toEqual({
      passwordConfirmation: { key: 'required', args: {} },
    });
    expect(
      validateForm(resetPasswordFields, { password: 'abcdef', passwordConfirmation: 'abcdeg' }, today)
        .passwordConfirmation?.key,
    ).toBe('confirmed');
    expect(
      validateForm(resetPasswordFields, { password: 'abc', passwordConfirmation: 'abc' }, today).password?.key,
    ).toBe('min');
  });

  it('an optional empty field passes; a given one must satisfy its rules', () => {
    const confirmation: FieldSpec = {
      property: 'passwordConfirmation',
      required: false,
      rules: [{ rule: 'confirmed', args: { other: 'password' } }],
    };
    expect(check(confirmation, '', { password: 'abcdef' })).toBeUndefined();
    expect(check(confirmation, 'x', { password: 'abcdef' })).toBe('confirmed');
  });

  it('checks dates, minimum age and accepted checkboxes', () => {
    const birthdate: FieldSpec = {
      property: 'birthdate',
      required: true,
      rules: [{ rule: 'date' }, { rule: 'min_age', args: { min: 18 } }],
    };
    expect(check(birthdate, '2008-06-15')).toBeUndefined();
    expect(check(birthdate, '2008-06-16')).toBe('min_age');
    expect(check(birthdate, '2001-02-30')).toBe('date');
    expect(ageOn(new Date(Date.UTC(2000, 5, 16)), today)).toBe(25);
    const agreements: FieldSpec = { property: 'agreements', required: true, rules: [{ rule: 'accepted' }] };
    expect(check(agreements, '')).toBe('required');
    expect(check(agreements, 'on')).toBeUndefined();
  });

  it('fills {min}, {max}, {other} and {param}', () => {
    expect(
      fillMessage('at least {min}, at most {max}, like {other}, {unknown}', { min: 6, max: 9, other: 'Password' }),
    ).toBe('at least 6, at most 9, like Password, {unknown}');
  });
});

describe('auth form rules run on the shared engine', () => {
  it('[S1.5-09][S1.5-52] reports the phone outcomes under their content keys', () => {
    const phone: FieldSpec = { property: 'phone', required: true, rules: [{ rule: 'phone' }] };
    expect(check(phone, 'x')).toBe('phone_not_a_number');
    expect(check(phone, '+44 7')).toBe('phone_too_short');
    expect(check(phone, '+44 7911 123456')).toBeUndefined();
  });

  it('runs the checks the wire format carries as regex reasons, common passwords included', () => {
    const password: FieldSpec = {
      property: 'password',
      required: true,
      rules: [{ rule: 'regex', args: { reason: 'common_password' } }],
    };
    expect(check(password, 'password')).toBe('common_password');
    expect(check(password, 'Quartz-Lantern-58')).toBeUndefined();
  });
});
