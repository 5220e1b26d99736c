import type { FieldValidation, PlayerProfile } from '@croupier/contracts/player';
import { missingProfileFields, type RequiredProfileField } from '@croupier/i18n/display-name';
import { type Failure, type Rule, validateFields } from '@croupier/validation/rules';

/**
 * The profile form (spec 01 §3, §5): which fields it has, their rules, and the whole object PUT
 * /api/player/profile takes (S1.3-11). Pure, so the rules are tested without a browser.
 */

export const profileFormFields = [
  'firstName',
  'lastName',
  'nickname',
  'gender',
  'birthdate',
  'phone',
  'address',
  'city',
  'postalCode',
  'country',
] as const;
export type ProfileFormField = (typeof profileFormFields)[number];

export const genderChoices = ['male', 'female', 'other'] as const;

export interface FieldRules {
  property: string;
  rules: Rule[];
}

/**
 * The server's profile rules (GET /api/player/fields/validations?scenario=profile). The nickname is not
 * among them, so its bounds (2–32, letters, digits, dash, underscore) come from the contract here.
 */
export function profileRules(server: readonly FieldValidation[]): FieldRules[] {
  const rules: FieldRules[] = server.map((f) => ({
    property: f.property,
    rules: f.required ? [{ rule: 'required' }, ...f.rules] : [...f.rules],
  }));
  if (!rules.some((r) => r.property === 'nickname')) {
    rules.push({
      property: 'nickname',
      rules: [{ rule: 'min', args: { min: 2 } }, { rule: 'max', args: { max: 32 } }, { rule: 'alpha_dash' }],
    });
  }
  return rules;
}

export type FormValues = Record<string, string>;

/** Form values of a profile: empty text for a missing value. */
export function valuesOf(profile: PlayerProfile): FormValues {
  const values: FormValues = {};
  for (const field of profileFormFields) values[field] = profile[field] ?? '';
  return values;
}

/** Failures per field for the given values; only the fields present in `only` when given. */
export function checkProfile(
  values: FormValues,
  rules: readonly FieldRules[],
  options: { only?: readonly string[]; today?: Date } = {},
): Record<string, Failure[]> {
  const picked = options.only ? rules.filter((r) => options.only?.includes(r.property)) : rules;
  const trimmed = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v.trim()]));
  return validateFields(trimmed, picked, options.today ? { today: options.today } : {});
}

const blank = (value: string | undefined) => (value === undefined || value.trim() === '' ? null : value.trim());

/**
 * The whole profile to PUT (S1.3-11): the profile as read with the edited fields replaced. Blank means
 * "not given" and is sent as null; a field the form did not show keeps its value.
 */
export function profileBody(profile: PlayerProfile, values: FormValues): PlayerProfile {
  const body: PlayerProfile = { ...profile };
  for (const field of profileFormFields) {
    if (!(field in values)) continue;
    const value = blank(values[field]);
    if (field === 'gender') {
      body.gender = (genderChoices as readonly string[]).includes(value ?? '')
        ? (value as PlayerProfile['gender'])
        : null;
    } else {
      body[field] = value;
    }
  }
  return body;
}

/** The required fields still missing (S1.3-10), for the update-profile-fields modal. */
export function missingFields(profile: PlayerProfile): RequiredProfileField[] {
  return missingProfileFields(profile);
}

/** Share of the required fields present, 0–100, for the dashboard's progress bar. */
export function filledPercent(profile: PlayerProfile): number {
  const total = 9;
  return Math.round(((total - missingProfileFields(profile).length) / total) * 100);
}
