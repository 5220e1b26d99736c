import { describe, expect, it } from 'vitest';
import { defaultMessages, formatFailure, formatFailures } from './messages.ts';
import { validateField } from './rules.ts';

describe('rule messages', () => {
  it('[S1.5-24][S1.5-25][S1.5-26][S1.5-27][S1.5-28][S1.5-29][S1.5-30][S1.5-31][S1.5-32] the spec default messages, substituted', () => {
    expect(formatFailure({ rule: 'required' })).toBe('Value is required');
    expect(formatFailure({ rule: 'email' })).toBe('Value is not a valid email address');
    expect(formatFailure({ rule: 'max', args: { max: 250 } })).toBe('The maximum length allowed is 250');
    expect(formatFailure({ rule: 'min', args: { min: 6 } })).toBe('This field should be at least 6 characters long');
    expect(formatFailure({ rule: 'confirmed', args: { other: 'password' } })).toBe(
      'The value must be equal to the password value',
    );
    expect(formatFailure({ rule: 'integer' })).toBe('Value is not an integer');
    expect(formatFailure({ rule: 'numeric' })).toBe('Value must be numeric');
    expect(formatFailure({ rule: 'min_value', args: { min: 10 } })).toBe('The minimum value allowed is 10');
    expect(formatFailure({ rule: 'max_value', args: { max: 100 } })).toBe('The maximum value allowed is 100');
  });

  it('[S1.5-01][S1.5-04] content messages win over defaults and get {min}, {max} and {param} substituted', () => {
    const content = {
      min: 'Mindestens {min} Zeichen',
      max: 'Höchstens {max} Zeichen',
      digits: 'Genau {param} Ziffern',
      date_before: 'Vor dem {param}',
    };
    expect(formatFailure({ rule: 'min', args: { min: 2 } }, content)).toBe('Mindestens 2 Zeichen');
    expect(formatFailure({ rule: 'max', args: { max: 9 } }, content)).toBe('Höchstens 9 Zeichen');
    const [digits] = validateField('12', [{ rule: 'digits', args: { param: 4 } }]);
    expect(digits && formatFailure(digits, content)).toBe('Genau 4 Ziffern');
    expect(formatFailure({ rule: 'date_before', args: { param: '2000-01-01' } }, content)).toBe('Vor dem 2000-01-01');
    // A key content lacks falls back to the English default.
    expect(formatFailure({ rule: 'phone_too_short' }, content)).toBe('The phone number is too short');
  });

  it('keeps a placeholder without an argument visible and falls back to the regex message for unknown keys', () => {
    expect(formatFailure({ rule: 'min' })).toBe('This field should be at least {min} characters long');
    expect(formatFailure({ rule: 'mystery' })).toBe(defaultMessages.regex);
  });

  it('formats every failure of every field', () => {
    expect(
      formatFailures({ phone: [{ rule: 'phone_invalid_country' }], password: [{ rule: 'common_password' }] }),
    ).toEqual({
      phone: ['The country code of the phone number is invalid'],
      password: ['This password is too common; choose another'],
    });
  });
});
