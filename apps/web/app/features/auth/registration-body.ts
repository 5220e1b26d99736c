import type { FormValues } from './form-rules.ts';

export interface CountryOption {
  code: string;
  name: string;
}

/** The country a form names: the picked code, else a typed name matching one offered country (no-JS forms). */
export function resolveCountry(values: FormValues, countries: readonly CountryOption[]): string | undefined {
  const code = (values.country ?? '').trim().toUpperCase();
  if (code && countries.some((c) => c.code === code)) return code;
  const typed = (values.countryName ?? '').trim().toLocaleLowerCase();
  if (!typed) return undefined;
  return countries.find((c) => c.name.toLocaleLowerCase() === typed)?.code;
}

/**
 * POST /api/player/register body from the form (spec 01 §7): optional fields only when given (the API
 * refuses an empty confirmation that differs from the password), checkboxes as booleans, plus the
 * locale, the affiliate tag from its cookie and the visitor fingerprint.
 */
export function registrationBody(
  values: FormValues,
  extra: { country: string | undefined; locale: string; affiliateTag: string | undefined },
): Record<string, unknown> {
  const body: Record<string, unknown> = {
    email: (values.email ?? '').trim(),
    password: values.password ?? '',
    currency: values.currency ?? '',
    country: extra.country ?? '',
    birthdate: values.birthdate ?? '',
    agreements: values.agreements === 'on' || values.agreements === 'true',
    receiveEmailPromo: values.receiveEmailPromo === 'on' || values.receiveEmailPromo === 'true',
    locale: extra.locale,
  };
  if (values.passwordConfirmation) body.passwordConfirmation = values.passwordConfirmation;
  const bonusCode = values.bonusCode?.trim();
  if (bonusCode) body.bonusCode = bonusCode;
  if (extra.affiliateTag) body.affiliateTag = extra.affiliateTag;
  if (values.fingerprint) body.fingerprint = values.fingerprint;
  return body;
}
