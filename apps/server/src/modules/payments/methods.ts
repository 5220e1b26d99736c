import type { FieldErrors } from '@croupier/contracts/errors';
import { subunitDecimals, toMajorUnits, toMinorUnits } from '@croupier/contracts/minor-units';
import { type PaymentMethod, paymentErrorCodes } from '@croupier/contracts/payments';
import type { PlayerProfile } from '@croupier/contracts/player';
import { formatFailures } from '@croupier/validation/messages';
import { type Rule, validateField } from '@croupier/validation/rules';
import { AppError } from '../../platform/http/errors.ts';
import type { CurrencyRule, FieldDefinition, MethodDefinition } from './provider.ts';

/**
 * Methods as the API shows them (spec 02 §3 "Payment method", "Method field") and the checks a request
 * against one must pass (amount bounds and decimals, the method's fields). docs/decisions/0025.
 */

export interface OfferedMethod {
  provider: string;
  definition: MethodDefinition;
  rule: CurrencyRule;
}

const badRequest = (fields: FieldErrors, message = 'Some fields are invalid') =>
  new AppError(400, 'validation_failed', message, fields);

/** Exact minor units of a configured decimal (the catalogue is written in major units). */
function configuredMinor(value: string, subunit: number): bigint {
  const converted = toMinorUnits(Number(value), subunit);
  if (!converted.ok) throw new Error(`method amount ${value} does not fit the currency`);
  return converted.minor;
}

const prefilled = (field: FieldDefinition, profile: PlayerProfile): string | null =>
  field.prefill ? (profile[field.prefill] ?? null) : null;

export function methodView(
  offered: OfferedMethod,
  currency: string,
  subunit: number,
  profile: PlayerProfile,
): PaymentMethod {
  const { definition, rule } = offered;
  const major = (value: string) => toMajorUnits(configuredMinor(value, subunit), subunit);
  return {
    id: `${offered.provider}:${definition.key}:${currency}`,
    method: definition.key,
    methodName: definition.name,
    amountMin: major(rule.min),
    amountMax: major(rule.max),
    presets: rule.presets.map((amount) => ({ amount: major(amount), default: amount === rule.defaultPreset })),
    fields: definition.fields.map((field) => ({
      key: field.key,
      value: prefilled(field, profile),
      isRequired: field.isRequired,
      regexp: field.regexp,
      fieldType: field.fieldType,
      options: field.options,
      labels: { ...field.labels },
    })),
    processingType: definition.processingType,
  };
}

/** The request amount in minor units, within the method's bounds and the currency's decimals; else 400. */
export function checkedAmount(amount: number, currency: string, subunit: number, rule: CurrencyRule): bigint {
  const converted = toMinorUnits(amount, subunit);
  if (!converted.ok) {
    const places = subunitDecimals(subunit);
    throw badRequest({
      amount: [
        converted.reason === 'decimals'
          ? `At most ${places} decimal place${places === 1 ? '' : 's'} for ${currency}`
          : 'The amount is out of range',
      ],
    });
  }
  const min = configuredMinor(rule.min, subunit);
  const max = configuredMinor(rule.max, subunit);
  if (converted.minor < min) throw badRequest({ amount: [`The minimum for this method is ${rule.min} ${currency}`] });
  if (converted.minor > max) throw badRequest({ amount: [`The maximum for this method is ${rule.max} ${currency}`] });
  return converted.minor;
}

/** The engine's rules for a field: the same the site applies (phone, CPF, regexp) plus the select's choices. */
function fieldRules(field: FieldDefinition): Rule[] {
  const rules: Rule[] = field.isRequired ? [{ rule: 'required' }] : [];
  if (field.key === 'phone') rules.push({ rule: 'phone' });
  else if (field.key === 'cpf_number') rules.push({ rule: 'cpf' });
  else if (field.regexp) rules.push({ rule: 'regex', args: { param: field.regexp } });
  return rules;
}

/**
 * The field values the provider gets: what the request sends, else what the profile knows. Unknown keys
 * are refused rather than stored, so nothing the method did not ask for ends up on an invoice.
 */
export function checkedFields(
  definition: MethodDefinition,
  sent: Record<string, string> | undefined,
  profile: PlayerProfile,
): Record<string, string> {
  const values: Record<string, string> = {};
  const errors: FieldErrors = {};
  const known = new Set(definition.fields.map((f) => f.key));
  for (const key of Object.keys(sent ?? {})) {
    if (!known.has(key)) errors[`fields.${key}`] = ['This method does not take this field'];
  }
  for (const field of definition.fields) {
    const given = sent?.[field.key]?.trim();
    const value = given !== undefined && given !== '' ? given : prefilled(field, profile);
    const failures = validateField(value ?? '', fieldRules(field));
    if (failures.length > 0) {
      errors[`fields.${field.key}`] = formatFailures({ [field.key]: failures })[field.key] ?? ['Invalid value'];
      continue;
    }
    if (field.options && value !== null && !field.options.some((o) => o.id === value)) {
      errors[`fields.${field.key}`] = ['Choose one of the options'];
      continue;
    }
    if (value !== null && value !== '') values[field.key] = value;
  }
  if (Object.keys(errors).length > 0) throw badRequest(errors);
  return values;
}

/** Decision 0059: a method serves the player only if it takes the account currency and their country. */
export function availableTo(definition: MethodDefinition, currency: string, country: string | null): boolean {
  if (!definition.currencies[currency]) return false;
  if (definition.countries === null) return true;
  // No country on record (a social sign-up that never said): only the methods every country has.
  return country !== null && definition.countries.includes(country.toUpperCase());
}

export const methodNotAvailable = () =>
  new AppError(
    400,
    paymentErrorCodes.methodNotAvailable,
    'This method is not available for your country and currency',
    {
      method: ['This method is not available for your country and currency'],
    },
  );

export const unknownMethod = () =>
  new AppError(400, paymentErrorCodes.unknownMethod, 'This method is not offered for this currency', {
    method: ['This method is not offered for this currency'],
  });
