import { type Failure, type Rule, toE164, validateField } from '@croupier/validation/rules';

/**
 * The missing-data form of a payment method (spec 02 §3 "Method field", §5 "Missing data form"): which
 * fields show, the rules each gets, and what is sent. The rules run on the shared engine, so the phone and
 * CPF checks are the ones registration uses.
 */

export interface MethodFieldLike {
  key: string;
  value: string | null;
  isRequired: boolean;
  regexp?: string | null | undefined;
  fieldType: 'select' | 'textarea' | 'text';
  options?: readonly { name: string; id: string | number }[] | null | undefined;
  labels?: Readonly<Record<string, string>> | null | undefined;
}

/** agentNumber is always asked again: the player picks the agent per payment. */
const alwaysShown = 'agentNumber';

/** The rules of one field: required when isRequired; phone, cpf_number and other regexp fields their own. */
export function fieldRules(field: MethodFieldLike): Rule[] {
  const rules: Rule[] = field.isRequired ? [{ rule: 'required' }] : [];
  if (field.key === 'phone') rules.push({ rule: 'phone' });
  else if (field.key === 'cpf_number') rules.push({ rule: 'cpf' });
  else if (field.regexp) rules.push({ rule: 'regex', args: { param: field.regexp } });
  return rules;
}

export function fieldFailures(field: MethodFieldLike, value: string): Failure[] {
  return validateField(value, fieldRules(field));
}

/**
 * Only fields with a null value, an invalid value, or the key agentNumber are shown — and any the server
 * refused (`refused` keys), which the player must see to correct.
 */
export function shownFields<T extends MethodFieldLike>(fields: readonly T[], refused: readonly string[] = []): T[] {
  return fields.filter(
    (field) =>
      field.value === null ||
      field.key === alwaysShown ||
      refused.includes(field.key) ||
      fieldFailures(field, field.value).length > 0,
  );
}

/** Server field errors of a request (`fields.phone` → phone), first message each. */
export function refusedFields(errors: Readonly<Record<string, readonly string[]>>): Record<string, string> {
  const refused: Record<string, string> = {};
  for (const [key, messages] of Object.entries(errors)) {
    if (key.startsWith('fields.') && messages[0]) refused[key.slice('fields.'.length)] = messages[0];
  }
  return refused;
}

/** The label in the page's locale, else English, else the key itself. */
export function fieldLabel(field: MethodFieldLike, locale: string): string {
  return field.labels?.[locale] ?? field.labels?.en ?? field.key;
}

/** What the form sends for a field: the phone in international form with its leading plus. */
export function submittedValue(field: MethodFieldLike, value: string): string {
  if (field.key !== 'phone') return value.trim();
  const e164 = toE164(value);
  if (e164) return e164;
  const digits = value.trim();
  return digits.startsWith('+') ? digits : `+${digits}`;
}
