import type { FieldErrors } from '@croupier/contracts/errors';
import {
  type FieldRule,
  type FieldScenario,
  type FieldValidation,
  fieldRuleNames,
  playerLimits,
} from '@croupier/contracts/player';
import { type MinimumAges, minimumAgeFor, rule, specFieldRules } from '@croupier/validation/field-rules';
import { formatFailures } from '@croupier/validation/messages';
import { type Rule, validateFields } from '@croupier/validation/rules';

/**
 * Which fields each form shows and the rules each must pass (S1.3-30, S1.5-01…03), built from the shared
 * rule engine (@croupier/validation). The same lists are served by GET /api/player/fields/validations and
 * enforced by `validateScenario` before a registration or profile body reaches its zod schema, so what the
 * site is told and what the server refuses cannot drift. The spec's rules come from `specFieldRules`; the
 * upper bounds (database column sizes) from the contracts' `playerLimits`.
 */

/**
 * Minimum ages per country, by default: MIN_AGE (18 unless configured) everywhere except where a licence
 * asks for more. Operator configuration, not legal advice; `registerPlayer` takes another map.
 */
export const defaultMinimumAgesByCountry: Readonly<Record<string, number>> = { EE: 21, GR: 21, PT: 18 };

export const minimumAges = (defaultAge: number, byCountry = defaultMinimumAgesByCountry): MinimumAges => ({
  default: defaultAge,
  byCountry,
});

/** The scenarios of the wire format, plus phone registration, which checks the phone instead of the e-mail. */
export type RuleScenario = FieldScenario | 'phone_registration';

interface FieldSpec {
  name: string;
  property: string;
  required: boolean;
  rules: Rule[];
  /** The zod schema trims this value before its own checks; the engine sees what zod would see. */
  trim?: boolean;
}

const knownWireRules: readonly string[] = fieldRuleNames;

function toWire(r: Rule): FieldRule {
  // The wire format names a fixed list of rules; a rule outside it would fail the response schema at runtime.
  if (!knownWireRules.includes(r.rule)) throw new Error(`field rule "${r.rule}" has no wire name`);
  return (r.args ? { rule: r.rule, args: r.args } : { rule: r.rule }) as FieldRule;
}

function fieldSpecs(scenario: RuleScenario, minAge: number): FieldSpec[] {
  const spec = specFieldRules({ minAge });
  const { passwordMax, nameMax } = playerLimits;
  const field = (name: string, property: string, isRequired: boolean, rules: Rule[], trim = false): FieldSpec => ({
    name,
    property,
    required: isRequired,
    rules: isRequired ? [rule.required, ...rules.filter((r) => r.rule !== 'required')] : rules,
    trim,
  });
  // spec 01 §5 says only "required" for these; the value lists (countries, currencies) are checked by the service.
  const registrationTail = [
    field('currency', 'currency', true, []),
    field('country', 'country', true, []),
    field('birthdate', 'birthdate', true, spec.birthdate ?? []),
    field('agreements', 'agreements', true, [rule.accepted]),
  ];
  const password = field('password_registration', 'password', true, [
    ...(spec.password_registration ?? []).filter((r) => r.rule !== 'required' && r.args?.reason !== 'common_password'),
    rule.max(passwordMax),
    rule.notCommon,
  ]);
  const confirmation = field('password_confirmation', 'passwordConfirmation', false, [rule.confirmed('password')]);

  if (scenario === 'registration') {
    return [
      field('email', 'email', true, [...(spec.email ?? []), rule.max(playerLimits.emailMax)], true),
      password,
      confirmation,
      ...registrationTail,
      field('receiveEmailPromo', 'receiveEmailPromo', false, []),
      field('bonusCode', 'bonusCode', false, [rule.max(64)], true),
    ];
  }
  if (scenario === 'phone_registration') {
    return [
      field('phone', 'phone', true, [...(spec.phone ?? []), rule.max(playerLimits.phoneMax)]),
      password,
      confirmation,
      ...registrationTail,
      field('receiveSmsPromo', 'receiveSmsPromo', false, []),
      field('bonusCode', 'bonusCode', false, [rule.max(64)], true),
    ];
  }
  // The profile may be saved half-filled; a value that is given must satisfy its rules (S1.3-10).
  return [
    field('firstName', 'firstName', false, [...(spec.firstName ?? []), rule.max(nameMax)], true),
    field('lastName', 'lastName', false, [...(spec.lastName ?? []), rule.max(nameMax)], true),
    field('gender', 'gender', false, []),
    field('birthdate', 'birthdate', false, spec.birthdate ?? []),
    field('address', 'address', false, [rule.max(playerLimits.addressMax)], true),
    field('postalCode', 'postalCode', false, [rule.max(playerLimits.postalCodeMax)], true),
    field('phone', 'phone', false, [...(spec.phone ?? []), rule.max(playerLimits.phoneMax)]),
    field('city', 'city', false, [rule.max(playerLimits.cityMax)], true),
    field('country', 'country', false, []),
  ];
}

/** The description served by GET /api/player/fields/validations, for the minimum age of the visitor's country. */
export function fieldValidations(scenario: FieldScenario, options: { minAge: number }): FieldValidation[] {
  return fieldSpecs(scenario, options.minAge).map(({ name, property, required, rules }) => ({
    name,
    property,
    required,
    rules: rules.map(toWire),
  }));
}

const countryOf = (body: Record<string, unknown>): string | undefined =>
  typeof body.country === 'string' ? body.country.trim().toUpperCase() : undefined;

/**
 * Runs the scenario's rules over a request body as received and answers the failures as messages, per body
 * property, in the spec's English defaults (the site shows content's wording from the same failure keys).
 * The minimum age is the one of the country in the body.
 */
export function validateScenario(
  scenario: RuleScenario,
  body: unknown,
  options: { ages: MinimumAges; today?: Date },
): FieldErrors {
  const values = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const specs = fieldSpecs(scenario, minimumAgeFor(options.ages, countryOf(values)));
  const seen: Record<string, unknown> = { ...values };
  for (const spec of specs) {
    const value = values[spec.property];
    if (spec.trim && typeof value === 'string') seen[spec.property] = value.trim();
  }
  const failures = validateFields(seen, specs, options.today ? { today: options.today } : {});
  return formatFailures(failures);
}
