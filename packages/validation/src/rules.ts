import { parsePhoneNumberWithError, validatePhoneNumberLength } from 'libphonenumber-js/min';
import { isCommonPassword } from './common-passwords.ts';

/**
 * The rule engine of spec 01 §5, shared by the server (which enforces the rules) and the site (which checks
 * as the player types). It answers failures as data, `{ rule, args }`, never text: the message for each
 * comes from content (or the spec's English defaults, messages.ts), so one engine serves every locale.
 *
 * The `min/metadata` build of libphonenumber-js keeps the site bundle small (about 80 kB less than `max`);
 * it still checks lengths and each country's general number pattern, which is what spec 01 §5 asks.
 */

export type RuleArgs = Record<string, string | number>;

/** One rule as served by GET /api/player/fields/validations: a name and the arguments of its message. */
export interface Rule {
  rule: string;
  args?: RuleArgs | undefined;
}

/**
 * A rule that did not hold. `rule` is also the message key in content field settings (`messages`), which is
 * why a failed `before` reports `date_before` and the phone outcomes have keys of their own.
 */
export interface Failure {
  rule: string;
  args?: RuleArgs;
}

export interface ValidationContext {
  /** The other fields of the form, for `confirmed`. */
  values?: Record<string, unknown>;
  /** The day ages are computed at; injectable so a birthday boundary can be tested. Default: now (UTC). */
  today?: Date;
}

export const phoneLimits = {
  /** libphonenumber's MAX_INPUT_STRING_LENGTH: a longer text is refused before parsing. */
  textMax: 250,
  /** libphonenumber's MIN_LENGTH_FOR_NSN: fewer characters cannot be a phone number at all. */
  plausibleMin: 2,
  extensionMax: 20,
} as const;

/** The phone outcomes of spec 01 §5 and §8, each a message key of its own (`phone_<reason>`). */
export const phoneFailureReasons = [
  'not_a_number',
  'too_short',
  'too_long',
  'invalid_length',
  'invalid_country',
  'extension_too_long',
] as const;

/** The same pattern zod's `z.email()` uses, so the server's schema and this engine agree on every address. */
const emailPattern = /^(?!\.)(?!.*\.\.)([A-Za-z0-9_'+\-.]*)[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
/** "Latin characters only" as printable ASCII: letters, digits and symbols stay allowed. */
export const latinPattern = '^[\\x20-\\x7E]*$';
export const noSpacesPattern = '^\\S*$';
const alphaDashPattern = /^[\p{L}\p{N}_-]+$/u;
const datePattern = /^(\d{4})-(\d{2})-(\d{2})$/;
const extensionPattern = /(?:;ext=|\s*(?:ext\.?|extension|x|#)\s*)(\d+)\s*$/i;

const isEmpty = (value: unknown): boolean =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

const text = (value: unknown): string => (typeof value === 'string' ? value : String(value));
const length = (value: string): number => [...value].length;
const numberArg = (args: RuleArgs | undefined, name: string): number => Number(args?.[name]);

/** A real calendar day in YYYY-MM-DD, as a UTC date; 2023-02-29 is not one. */
export function parseDate(value: unknown): Date | undefined {
  if (typeof value !== 'string') return undefined;
  const match = datePattern.exec(value);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC rolls 02-30 over to March; a day that survives the round trip exists.
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  return date;
}

/** Whole years from a birthdate to `today` (UTC): a birthday counts from its first moment. */
export function ageAt(birthdate: Date, today: Date): number {
  let age = today.getUTCFullYear() - birthdate.getUTCFullYear();
  const month = today.getUTCMonth() - birthdate.getUTCMonth();
  if (month < 0 || (month === 0 && today.getUTCDate() < birthdate.getUTCDate())) age -= 1;
  return age;
}

/** Brazilian CPF: 11 digits (dots and dash allowed), two mod-11 check digits, not one digit repeated. */
export function isValidCpf(value: string): boolean {
  if (!/^\d{3}\.?\d{3}\.?\d{3}-?\d{2}$/.test(value.trim())) return false;
  const digits = value.replace(/\D/g, '').split('').map(Number);
  // 000.000.000-00 … 999.999.999-99 pass the arithmetic but are not issued: the best-known fake CPFs.
  if (digits.every((d) => d === digits[0])) return false;
  const check = (count: number): number => {
    let sum = 0;
    for (let i = 0; i < count; i += 1) sum += (digits[i] ?? 0) * (count + 1 - i);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  return check(9) === digits[9] && check(10) === digits[10];
}

/**
 * The phone check: the value must be a valid number once prefixed with + (spec 01 §5). Answers the failure
 * reason, or undefined for a valid number. Order matters: text length and extension first, since
 * libphonenumber reports both only as "not a number".
 */
export function phoneFailure(value: string): (typeof phoneFailureReasons)[number] | 'invalid' | undefined {
  const trimmed = value.trim();
  if (length(trimmed) > phoneLimits.textMax) return 'too_long';
  if (length(trimmed) < phoneLimits.plausibleMin) return 'not_a_number';
  const extension = extensionPattern.exec(trimmed);
  if (extension && (extension[1]?.length ?? 0) > phoneLimits.extensionMax) return 'extension_too_long';
  const international = trimmed.startsWith('+') ? trimmed : `+${trimmed}`;
  try {
    const phone = parsePhoneNumberWithError(international);
    const byLength = validatePhoneNumberLength(international);
    if (byLength) return byLength.toLowerCase() as (typeof phoneFailureReasons)[number];
    // Right length, but outside the country's number pattern (S1.5-53).
    return phone.isValid() ? undefined : 'invalid';
  } catch (err) {
    const reason = err instanceof Error ? err.message.toLowerCase() : '';
    return (phoneFailureReasons as readonly string[]).includes(reason)
      ? (reason as (typeof phoneFailureReasons)[number])
      : 'not_a_number';
  }
}

/** E.164 (with `;ext=` when there is an extension) for a value `phone` accepts; undefined otherwise. */
export function toE164(value: string): string | undefined {
  if (phoneFailure(value) !== undefined) return undefined;
  const trimmed = value.trim();
  const phone = parsePhoneNumberWithError(trimmed.startsWith('+') ? trimmed : `+${trimmed}`);
  return phone.ext ? `${phone.number};ext=${phone.ext}` : phone.number;
}

const regexCache = new Map<string, RegExp | null>();
function compiled(pattern: string, flags: string): RegExp | null {
  const key = `${flags}/${pattern}`;
  let regex = regexCache.get(key);
  if (regex === undefined) {
    try {
      regex = new RegExp(pattern, flags);
    } catch {
      // A broken pattern from configuration must not take validation down; it checks nothing instead.
      regex = null;
    }
    regexCache.set(key, regex);
  }
  return regex;
}

type Check = (value: unknown, args: RuleArgs | undefined, context: ValidationContext) => Failure | undefined;

const fail = (rule: string, args?: RuleArgs): Failure => (args ? { rule, args } : { rule });
const isNumeric = (value: unknown): boolean =>
  typeof value === 'number' ? Number.isFinite(value) : /^-?\d+(?:\.\d+)?$/.test(text(value).trim());

const checks: Record<string, Check> = {
  required: (value) => (isEmpty(value) ? fail('required') : undefined),
  accepted: (value) =>
    value === true || value === 'true' || value === 1 || value === 'on' ? undefined : fail('accepted'),
  min: (value, args) => {
    const min = numberArg(args, 'min');
    return length(text(value)) < min ? fail('min', { min }) : undefined;
  },
  max: (value, args) => {
    const max = numberArg(args, 'max');
    return length(text(value)) > max ? fail('max', { max }) : undefined;
  },
  email: (value) => (emailPattern.test(text(value).trim()) ? undefined : fail('email')),
  phone: (value) => {
    const reason = phoneFailure(text(value));
    if (reason === undefined) return undefined;
    if (reason === 'invalid') return fail('phone');
    return reason === 'extension_too_long'
      ? fail('phone_extension_too_long', { max: phoneLimits.extensionMax })
      : fail(`phone_${reason}`);
  },
  confirmed: (value, args, context) => {
    const other = String(args?.other ?? '');
    return context.values?.[other] === value ? undefined : fail('confirmed', { other });
  },
  integer: (value) =>
    (typeof value === 'number' ? Number.isInteger(value) : /^-?\d+$/.test(text(value).trim()))
      ? undefined
      : fail('integer'),
  numeric: (value) => (isNumeric(value) ? undefined : fail('numeric')),
  date: (value) => (parseDate(value) ? undefined : fail('date')),
  before: (value, args) => {
    const date = parseDate(value);
    const limit = parseDate(args?.param);
    return date && limit && date >= limit ? fail('date_before', { param: String(args?.param) }) : undefined;
  },
  after: (value, args) => {
    const date = parseDate(value);
    const limit = parseDate(args?.param);
    return date && limit && date <= limit ? fail('date_after', { param: String(args?.param) }) : undefined;
  },
  min_age: (value, args, context) => {
    const date = parseDate(value);
    const min = numberArg(args, 'min');
    return date && ageAt(date, context.today ?? new Date()) < min ? fail('min_age', { min }) : undefined;
  },
  max_age: (value, args, context) => {
    const date = parseDate(value);
    const max = numberArg(args, 'max');
    return date && ageAt(date, context.today ?? new Date()) > max ? fail('max_age', { max }) : undefined;
  },
  regex: (value, args) => {
    if (typeof args?.param !== 'string') return undefined;
    const regex = compiled(args.param, typeof args.flags === 'string' ? args.flags : 'u');
    return regex && !regex.test(text(value)) ? fail('regex', { param: args.param }) : undefined;
  },
  digits: (value, args) => {
    const digits = text(value).trim();
    const count = numberArg(args, 'param');
    return /^\d+$/.test(digits) && (Number.isNaN(count) || digits.length === count)
      ? undefined
      : fail('digits', { param: Number.isNaN(count) ? '' : count });
  },
  alpha_dash: (value) => (alphaDashPattern.test(text(value)) ? undefined : fail('alpha_dash')),
  min_value: (value, args) => {
    if (!isNumeric(value)) return fail('numeric');
    const min = numberArg(args, 'min');
    return Number(value) < min ? fail('min_value', { min }) : undefined;
  },
  max_value: (value, args) => {
    if (!isNumeric(value)) return fail('numeric');
    const max = numberArg(args, 'max');
    return Number(value) > max ? fail('max_value', { max }) : undefined;
  },
  cpf: (value) => (isValidCpf(text(value)) ? undefined : fail('cpf')),
  latin: (value) => (compiled(latinPattern, 'u')?.test(text(value)) ? undefined : fail('latin')),
  no_spaces: (value) => (compiled(noSpacesPattern, 'u')?.test(text(value)) ? undefined : fail('no_spaces')),
  common_password: (value) => (isCommonPassword(text(value)) ? fail('common_password') : undefined),
};

export const ruleNames = Object.keys(checks);

/**
 * Rules the field-rules wire format (a fixed list of names) carries as `regex` with a `reason`: the reason
 * names the check, the pattern (when one can express it) lets a client without this engine approximate it.
 */
export const namedRegexRules = ['latin', 'no_spaces', 'common_password', 'alpha_dash'] as const;

/**
 * Checks one value against its rules and answers every failure. An empty value of a field without
 * `required` passes (optional fields), and a missing required value reports only `required`. Unknown rule
 * names pass: a newer server may send rules an older client does not know, and the server checks anyway.
 */
export function validateField(value: unknown, rules: readonly Rule[], context: ValidationContext = {}): Failure[] {
  const isRequired = rules.some((r) => r.rule === 'required');
  if (isEmpty(value)) return isRequired ? [fail('required')] : [];
  const failures: Failure[] = [];
  for (const { rule, args } of rules) {
    if (rule === 'required') continue;
    const reason = rule === 'regex' ? args?.reason : undefined;
    const named = typeof reason === 'string' && (namedRegexRules as readonly string[]).includes(reason);
    const check = checks[named ? reason : rule];
    const failure = check?.(value, args, context);
    if (failure) failures.push(failure);
  }
  return failures;
}

/** A form's worth: failures per field property, only for fields that have any. */
export function validateFields(
  values: Record<string, unknown>,
  fields: readonly { property: string; rules: readonly Rule[] }[],
  context: Omit<ValidationContext, 'values'> = {},
): Record<string, Failure[]> {
  const result: Record<string, Failure[]> = {};
  for (const field of fields) {
    const failures = validateField(values[field.property], field.rules, { ...context, values });
    if (failures.length > 0) result[field.property] = failures;
  }
  return result;
}
