import { commonPasswordList } from './common-passwords-list.ts';

/**
 * Passwords refused at registration because they are among the first guesses of any attacker (the accounts
 * issue: "reject the 3,000 most common passwords"). The list is measured, not assembled: see
 * common-passwords-list.ts for its source. The check ignores case, since "Password1" is as guessable as
 * "password1".
 */
let common: Set<string> | undefined;

/** Built on first use: the site pays for the 3,000-entry Set only on a form that checks passwords. */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(commonPasswordList.split(' '));
  return common.has(password.toLowerCase());
}
