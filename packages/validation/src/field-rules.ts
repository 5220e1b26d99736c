import { latinPattern, noSpacesPattern, phoneLimits, type Rule } from './rules.ts';

/**
 * The per-field rules of spec 01 §5 (S1.5-33…51), one place for the server that enforces them and the site
 * that shows them. Servers add their own upper bounds (lengths a database column takes) on top.
 */
export const specLimits = {
  passwordMin: 6,
  nameMin: 2,
  personalIdMin: 2,
  phoneTextMax: phoneLimits.textMax,
  phoneExtensionMax: phoneLimits.extensionMax,
} as const;

export const rule = {
  required: { rule: 'required' } as Rule,
  min: (min: number): Rule => ({ rule: 'min', args: { min } }),
  max: (max: number): Rule => ({ rule: 'max', args: { max } }),
  email: { rule: 'email' } as Rule,
  phone: { rule: 'phone' } as Rule,
  confirmed: (other: string): Rule => ({ rule: 'confirmed', args: { other } }),
  integer: { rule: 'integer' } as Rule,
  numeric: { rule: 'numeric' } as Rule,
  date: { rule: 'date', args: { param: 'YYYY-MM-DD' } } as Rule,
  minAge: (min: number): Rule => ({ rule: 'min_age', args: { min } }),
  maxAge: (max: number): Rule => ({ rule: 'max_age', args: { max } }),
  cpf: { rule: 'cpf' } as Rule,
  accepted: { rule: 'accepted' } as Rule,
  /**
   * These three travel as `regex` with a `reason` naming the check (the wire format has a fixed list of
   * rule names); the engine runs the named check, and the pattern lets a plain regex client approximate it.
   */
  latin: { rule: 'regex', args: { param: latinPattern, reason: 'latin' } } as Rule,
  noSpaces: { rule: 'regex', args: { param: noSpacesPattern, reason: 'no_spaces' } } as Rule,
  /** No pattern can carry 3,000 passwords: a client without this package skips it, the server does not. */
  notCommon: { rule: 'regex', args: { reason: 'common_password' } } as Rule,
} as const;

/** Rules per form field definition (spec 01 §3) that spec 01 §5 gives rules to. */
export function specFieldRules(options: { minAge: number }): Record<string, Rule[]> {
  const { passwordMin, nameMin, personalIdMin } = specLimits;
  return {
    password: [rule.required, rule.min(passwordMin)],
    password_registration: [rule.required, rule.noSpaces, rule.latin, rule.min(passwordMin), rule.notCommon],
    password_confirmation: [rule.required, rule.confirmed('password')],
    currentPassword: [rule.required],
    newPassword: [rule.required, rule.min(passwordMin)],
    repeatNewPassword: [rule.required, rule.confirmed('newPassword')],
    firstName: [rule.min(nameMin)],
    lastName: [rule.min(nameMin)],
    email: [rule.email],
    phone: [rule.phone],
    personalIdNumber: [rule.min(personalIdMin)],
    age: [rule.integer],
    cpf_number: [rule.cpf],
    birthdate: [rule.date, rule.minAge(options.minAge)],
  };
}

/**
 * Minimum ages: one default and exceptions per country (ISO 3166-1 alpha-2). The numbers are the
 * operator's configuration, not legal advice: each licence sets its own.
 */
export interface MinimumAges {
  default: number;
  byCountry: Readonly<Record<string, number>>;
}

export function minimumAgeFor(ages: MinimumAges, country: string | null | undefined): number {
  const code = typeof country === 'string' ? country.trim().toUpperCase() : '';
  return ages.byCountry[code] ?? ages.default;
}
