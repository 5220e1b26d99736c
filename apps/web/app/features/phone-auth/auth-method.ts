import { useState } from 'react';
import { useSearchParams } from 'react-router';

export const authMethods = ['email', 'phone'] as const;
export type AuthMethod = (typeof authMethods)[number];

export interface AuthMethodChoice {
  value: AuthMethod;
  set(method: AuthMethod): void;
}

/**
 * Which form the sign-up or login page shows (spec 01 §1: by e-mail or by phone). `?method=phone`
 * preselects the phone, so a link can open it and the server renders the same form the browser shows.
 */
export function useAuthMethod(): AuthMethodChoice {
  const [search] = useSearchParams();
  const [value, set] = useState<AuthMethod>(search.get('method') === 'phone' ? 'phone' : 'email');
  return { value, set };
}
