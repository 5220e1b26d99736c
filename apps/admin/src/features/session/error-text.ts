import type { MessageKey, Translate } from '../../i18n/i18n.tsx';
import type { ApiError } from '../../platform/api.ts';

const known = new Set<string>([
  'invalid_credentials',
  'second_factor_required',
  'invitation_invalid',
  'invalid_code',
  'csrf_failed',
  'session_ended',
  'forbidden',
  'staff_exists',
  'four_eyes_same_staff',
  'rate_limited',
  'already_decided',
  'insufficient_funds',
  'not_found',
  'player_self_excluded',
  'player_not_blocked',
  'cannot_disable_self',
  'broadcast_key_reused',
  'limit_exists',
  'limit_players_own',
  'staff_not_disabled',
  'staff_disabled',
  'cannot_reset_self',
]);

/** A refused call in the staff member's language: the code's words where we have them, else a general line. */
export function errorText(t: Translate, error: ApiError): string {
  if (error.status === 429) return t('errors.rate_limited');
  if (known.has(error.code)) return t(`errors.${error.code}` as MessageKey);
  return error.status === 0 ? t('errors.network') : t('errors.unexpected');
}

/**
 * The words under a refused field. The server's field messages are English for operators' logs (decision
 * 0006); the form says in the staff member's language that this value is the one to check.
 */
export function fieldErrorText(t: Translate, error: ApiError | undefined, name: string): string | undefined {
  return error?.fields?.[name]?.length ? t('errors.field') : undefined;
}
