import { redirect } from 'react-router';
import type { Route } from './+types/password-reset-code';

/**
 * Reset links of the form /password-reset/<code> (spec 01 §2) lead to the reset form. The root loader
 * then adds the visitor's language prefix, keeping the query.
 */
export function loader({ params }: Route.LoaderArgs) {
  throw redirect(`/reset-password?resetCode=${encodeURIComponent(params.resetCode)}`);
}

export default function Page() {
  return null;
}
