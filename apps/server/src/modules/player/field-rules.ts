import {
  type FieldRule,
  type FieldScenario,
  type FieldValidation,
  playerLimits,
  playerPatterns,
} from '@croupier/contracts/player';

const required: FieldRule = { rule: 'required' };
const min = (n: number): FieldRule => ({ rule: 'min', args: { min: n } });
const max = (n: number): FieldRule => ({ rule: 'max', args: { max: n } });
const regex = (pattern: string, reason: string): FieldRule => ({ rule: 'regex', args: { param: pattern, reason } });

const field = (name: string, property: string, isRequired: boolean, rules: FieldRule[]): FieldValidation => ({
  name,
  property,
  required: isRequired,
  rules: isRequired ? [required, ...rules] : rules,
});

/**
 * Which fields each form shows and how they are checked (S1.3-30, S1.5-01…03). The server enforces the
 * same bounds through the contracts' zod schemas and its own age, country and currency checks; these
 * lists only describe them, so both read the numbers from `playerLimits`.
 */
export function fieldValidations(scenario: FieldScenario, options: { minAge: number }): FieldValidation[] {
  const { passwordMin, passwordMax, nameMin, nameMax } = playerLimits;
  const birthdate = (isRequired: boolean) =>
    field('birthdate', 'birthdate', isRequired, [
      { rule: 'date', args: { param: 'YYYY-MM-DD' } },
      { rule: 'min_age', args: { min: options.minAge } },
    ]);

  if (scenario === 'registration') {
    return [
      field('email', 'email', true, [{ rule: 'email' }, max(playerLimits.emailMax)]),
      field('password_registration', 'password', true, [
        regex(playerPatterns.noSpaces, 'no_spaces'),
        regex(playerPatterns.latinOnly, 'latin_only'),
        min(passwordMin),
        max(passwordMax),
      ]),
      field('password_confirmation', 'passwordConfirmation', false, [
        { rule: 'confirmed', args: { other: 'password' } },
      ]),
      field('currency', 'currency', true, []),
      field('country', 'country', true, []),
      birthdate(true),
      field('agreements', 'agreements', true, [{ rule: 'accepted' }]),
      field('receiveEmailPromo', 'receiveEmailPromo', false, []),
      field('bonusCode', 'bonusCode', false, [max(64)]),
    ];
  }

  // The profile may be saved half-filled; a value that is given must satisfy its rules (S1.3-10).
  return [
    field('firstName', 'firstName', false, [min(nameMin), max(nameMax)]),
    field('lastName', 'lastName', false, [min(nameMin), max(nameMax)]),
    field('gender', 'gender', false, []),
    birthdate(false),
    field('address', 'address', false, [max(playerLimits.addressMax)]),
    field('postalCode', 'postalCode', false, [max(playerLimits.postalCodeMax)]),
    field('phone', 'phone', false, [{ rule: 'phone' }, max(playerLimits.phoneMax)]),
    field('city', 'city', false, [max(playerLimits.cityMax)]),
    field('country', 'country', false, []),
  ];
}
