import type { Failure } from './rules.ts';

/**
 * English fallbacks for every failure key. The first nine are spec 01 §5's default messages word for word;
 * the rest match apps/server/content/en/field-settings.json, and the phone outcomes (spec 01 §8) and
 * common_password have no content keys yet, so these are their only text until content adds them.
 */
export const defaultMessages: Readonly<Record<string, string>> = {
  required: 'Value is required',
  email: 'Value is not a valid email address',
  max: 'The maximum length allowed is {max}',
  min: 'This field should be at least {min} characters long',
  confirmed: 'The value must be equal to the {other} value',
  integer: 'Value is not an integer',
  numeric: 'Value must be numeric',
  min_value: 'The minimum value allowed is {min}',
  max_value: 'The maximum value allowed is {max}',
  phone: 'Value is not a valid phone number',
  phone_not_a_number: 'Value is not a phone number',
  phone_too_short: 'The phone number is too short',
  phone_too_long: 'The phone number is too long',
  phone_invalid_length: 'The phone number has an invalid length',
  phone_invalid_country: 'The country code of the phone number is invalid',
  phone_extension_too_long: 'The extension may have at most {max} digits',
  date: 'Value is not a valid date',
  date_before: 'The date must be before {param}',
  date_after: 'The date must be after {param}',
  min_age: 'You must be at least {min} years old',
  max_age: 'The maximum age allowed is {max}',
  regex: 'Value has an invalid format',
  digits: 'Value must have {param} digits',
  alpha_dash: 'Only letters, digits, dashes and underscores are allowed',
  latin: 'Only Latin letters, digits and symbols are allowed',
  no_spaces: 'Spaces are not allowed',
  cpf: 'Value is not a valid CPF number',
  common_password: 'This password is too common; choose another',
  accepted: 'You must accept the terms and conditions',
};

const placeholder = /\{(\w+)\}/g;

/**
 * The message for one failure: content's template for its key, else the English default, with {min},
 * {max}, {param} and {other} filled from the failure's arguments. A placeholder without an argument stays
 * as written, which shows the gap instead of hiding it.
 */
export function formatFailure(failure: Failure, messages: Readonly<Record<string, string>> = {}): string {
  const template = messages[failure.rule] ?? defaultMessages[failure.rule] ?? messages.regex ?? defaultMessages.regex;
  return (template ?? '').replace(placeholder, (whole, name: string) => {
    const value = failure.args?.[name];
    return value === undefined ? whole : String(value);
  });
}

/** Messages per field, for an error body's `fields` or a form's error slots. */
export function formatFailures(
  failures: Readonly<Record<string, readonly Failure[]>>,
  messages: Readonly<Record<string, string>> = {},
): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(failures).map(([field, list]) => [field, list.map((f) => formatFailure(f, messages))]),
  );
}
