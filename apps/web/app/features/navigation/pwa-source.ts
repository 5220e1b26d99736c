/** Session flag set when the visit came from the installed web app (`source=pwa`), read by the PWA logic. */
export const pwaSourceKey = 'pwa:source';

export function rememberPwaSource(): void {
  try {
    sessionStorage.setItem(pwaSourceKey, '1');
  } catch {
    // Storage can be blocked (private modes); the flag is an optimisation, not a requirement.
  }
}

export function isPwaVisit(): boolean {
  try {
    return sessionStorage.getItem(pwaSourceKey) === '1';
  } catch {
    return false;
  }
}
