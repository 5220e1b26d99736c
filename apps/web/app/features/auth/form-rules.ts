import { ageAt, namedRegexRules, type Rule, validateField } from '@croupier/validation/rules';

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

/**
 * The wire format's regex reasons, as older servers sent them, under the engine's check names
 * (decision 0013: `latin_only` became `latin`).
 */
const legacyReasons: Readonly<Record<string, string>> = { latin_only: 'latin' };

/** The message key of a rule; regex rules name their reason (no spaces, Latin only) when the server gives one. */
export function ruleMessageKey(spec: RuleSpec): string {
  if (spec.rule === 'regex') {
    const reason = spec.args?.reason;
    const named = typeof reason === 'string' ? (legacyReasons[reason] ?? reason) : undefined;
    return named && (namedRegexRules as readonly string[]).includes(named) ? named : 'regex';
  }
  return spec.rule;
}

/** A rule as the shared engine reads it: legacy regex reasons renamed, so the engine runs the named check. */
function engineRule(spec: RuleSpec): Rule {
  const reason = spec.args?.reason;
  if (spec.rule !== 'regex' || typeof reason !== 'string' || !legacyReasons[reason]) return spec;
  return { rule: 'regex', args: { ...spec.args, reason: legacyReasons[reason] } };
}

/** Whole years between a birth date and today (UTC calendar dates). */
export function ageOn(birth: Date, today: Date): number {
  return ageAt(birth, today);
}

/**
 * The first rule a value fails, by the shared engine (@croupier/validation, decision 0013), so the form
 * refuses exactly what the server refuses. An empty optional field passes: only given values must satisfy
 * rules.
 */
export function checkField(spec: FieldSpec, values: FormValues, today: Date): RuleFailure | undefined {
  const rules: Rule[] = spec.rules.map(engineRule);
  if (spec.required && !rules.some((r) => r.rule === 'required')) rules.unshift({ rule: 'required' });
  const [first] = validateField(values[spec.property] ?? '', rules, { values, today });
  return first ? { key: first.rule, args: first.args ?? {} } : undefined;
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
