/**
 * Client-side field rules (spec 01 §5) for the auth forms. The registration form gets its rules from the
 * server (GET /api/player/fields/validations); login and password reset use the fixed rules below. The
 * server checks everything again; these only save a round trip and explain problems in place.
 */

export type RuleArgs = Record<string, string | number>;

export interface RuleSpec {
  rule: string;
  args?: RuleArgs | undefined;
}

export interface FieldSpec {
  /** The request body property, also the form control's name. */
  property: string;
  required: boolean;
  rules: RuleSpec[];
}

/** A failed rule: `key` names its message (field-settings `messages`, else the `auth.rules.*` messages). */
export interface RuleFailure {
  key: string;
  args: RuleArgs;
}

export type FormValues = Record<string, string>;
export type FieldFailures = Record<string, RuleFailure>;

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const datePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The message key of a rule; regex rules name their reason (no spaces, Latin only) when the server gives one. */
export function ruleMessageKey(spec: RuleSpec): string {
  if (spec.rule === 'regex') {
    const reason = spec.args?.reason;
    if (reason === 'no_spaces') return 'no_spaces';
    if (reason === 'latin_only') return 'latin';
    return 'regex';
  }
  return spec.rule;
}

function parseDate(value: string): Date | undefined {
  const match = datePattern.exec(value);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
    ? date
    : undefined;
}

/** Whole years between a birth date and today (UTC calendar dates). */
export function ageOn(birth: Date, today: Date): number {
  let age = today.getUTCFullYear() - birth.getUTCFullYear();
  const beforeBirthday =
    today.getUTCMonth() < birth.getUTCMonth() ||
    (today.getUTCMonth() === birth.getUTCMonth() && today.getUTCDate() < birth.getUTCDate());
  if (beforeBirthday) age -= 1;
  return age;
}

function passes(spec: RuleSpec, value: string, values: FormValues, today: Date): boolean {
  const args = spec.args ?? {};
  switch (spec.rule) {
    case 'required':
      return value.trim() !== '';
    case 'accepted':
      return value === 'on' || value === 'true';
    case 'min':
      return value.length >= Number(args.min ?? 0);
    case 'max':
      return value.length <= Number(args.max ?? Number.POSITIVE_INFINITY);
    case 'email':
      return emailPattern.test(value.trim());
    case 'confirmed':
      return value === (values[String(args.other ?? '')] ?? '');
    case 'regex':
      try {
        return new RegExp(String(args.param ?? ''), 'u').test(value);
      } catch {
        return true;
      }
    case 'date':
      return parseDate(value) !== undefined;
    case 'min_age': {
      const birth = parseDate(value);
      return birth === undefined || ageOn(birth, today) >= Number(args.min ?? 0);
    }
    default:
      // Rules this form never meets (phone, cpf, …) are left to the server.
      return true;
  }
}

/** The first rule a value fails. An empty optional field passes: only given values must satisfy rules. */
export function checkField(spec: FieldSpec, values: FormValues, today: Date): RuleFailure | undefined {
  const value = values[spec.property] ?? '';
  const rules: RuleSpec[] =
    spec.required && !spec.rules.some((r) => r.rule === 'required')
      ? [{ rule: 'required' }, ...spec.rules]
      : spec.rules;
  if (!spec.required && value === '') return undefined;
  for (const rule of rules) {
    if (!passes(rule, value, values, today)) return { key: ruleMessageKey(rule), args: rule.args ?? {} };
  }
  return undefined;
}

export function validateForm(specs: readonly FieldSpec[], values: FormValues, today: Date): FieldFailures {
  const failures: FieldFailures = {};
  for (const spec of specs) {
    const failure = checkField(spec, values, today);
    if (failure) failures[spec.property] = failure;
  }
  return failures;
}

/** Substitutes {min}, {max}, {other}, {param} (spec 01 §5); unknown placeholders stay as written. */
export function fillMessage(template: string, args: RuleArgs): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in args ? String(args[name]) : whole));
}

/** The form's text values; a checked checkbox reads 'on'. */
export function formValues(form: FormData): FormValues {
  const values: FormValues = {};
  for (const [key, value] of form.entries()) if (typeof value === 'string') values[key] = value;
  return values;
}

/** Login (spec 01 §5: password at least 6). */
export const loginFields: FieldSpec[] = [
  { property: 'email', required: true, rules: [{ rule: 'email' }] },
  { property: 'password', required: true, rules: [{ rule: 'min', args: { min: 6 } }] },
];

export const forgotPasswordFields: FieldSpec[] = [{ property: 'email', required: true, rules: [{ rule: 'email' }] }];

/** newPassword at least 6, repeat equal to it (spec 01 §5), under the API's property names. */
export const resetPasswordFields: FieldSpec[] = [
  { property: 'password', required: true, rules: [{ rule: 'min', args: { min: 6 } }] },
  { property: 'passwordConfirmation', required: true, rules: [{ rule: 'confirmed', args: { other: 'password' } }] },
];
