import { formatFailure } from '@croupier/validation/messages';
import type { Failure } from '@croupier/validation/rules';

type Translate = (key: string, values?: Record<string, string | number>) => string;

/**
 * The text of a failed rule: the profile area's own wording, then the auth area's, then the rule
 * engine's English default, so a rule added on the server never shows a bare key.
 */
export function failureText(failure: Failure, t: Translate, has: (key: string) => boolean): string {
  const args = failure.args ?? {};
  for (const key of [`profile.rules.${failure.rule}`, `auth.rules.${failure.rule}`]) {
    if (has(key)) return t(key, args);
  }
  return formatFailure(failure);
}
