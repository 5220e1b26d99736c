/**
 * Display name and profile completeness (spec 01 §3, spec 02 §3).
 */

/** The profile fields these rules read; any profile object with them fits. */
export interface NamedProfile {
  nickname?: string | null | undefined;
  email?: string | null | undefined;
}

/** The spec's display name when a profile has neither nickname nor e-mail; pass a translation instead. */
export const unknownDisplayName = 'Unknown';

/** Fields that must all be present for the profile to count as filled. */
export const requiredProfileFields = [
  'firstName',
  'lastName',
  'gender',
  'birthdate',
  'address',
  'postalCode',
  'phone',
  'city',
  'country',
] as const;

export type RequiredProfileField = (typeof requiredProfileFields)[number];

/** A profile-like object with the fields the filled check reads (values may be missing or null). */
export type FillableProfile = { [field in RequiredProfileField]?: unknown };

function present(value: unknown): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === 'string') return value.trim() !== '';
  return true;
}

/** The short form of an e-mail: its local part (before the last @). */
export function shortEmail(email: string): string {
  const trimmed = email.trim();
  const at = trimmed.lastIndexOf('@');
  return at === -1 ? trimmed : trimmed.slice(0, at);
}

/**
 * The nickname, else the short form of the e-mail, else `unknown` (the spec's literal "Unknown" unless the
 * caller passes its translation).
 */
export function displayName(profile: NamedProfile | null | undefined, unknown: string = unknownDisplayName): string {
  const nickname = profile?.nickname?.trim();
  if (nickname) return nickname;
  const short = profile?.email ? shortEmail(profile.email) : '';
  return short || unknown;
}

/** True only when firstName, lastName, gender, birthdate, address, postalCode, phone, city and country are all present. */
export function isProfileFilled(profile: FillableProfile | null | undefined): boolean {
  if (!profile) return false;
  return requiredProfileFields.every((field) => present(profile[field]));
}

/** The required fields still missing, in the spec's order (for focusing the first one). */
export function missingProfileFields(profile: FillableProfile | null | undefined): RequiredProfileField[] {
  return requiredProfileFields.filter((field) => !present(profile?.[field]));
}
