import { specFieldRules } from '@croupier/validation/field-rules';

const spec = specFieldRules({ minAge: 0 });

/** The spec's own rules (S1.5-40…44), shared with the server: current required, new ≥ 6, repeat equal. */
export const passwordChangeRules = (['currentPassword', 'newPassword', 'repeatNewPassword'] as const).map(
  (property) => ({ property, rules: spec[property] ?? [] }),
);
