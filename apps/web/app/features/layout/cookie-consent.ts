/** Cookie set once the visitor accepts the cookie notice; the server reads it so the popup never flashes. */
export const cookieConsentCookie = 'cookie-consent';

const oneYearSeconds = 365 * 24 * 60 * 60;

export function acceptCookies(): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the consent marker must be readable by the server on the next request.
  document.cookie = `${cookieConsentCookie}=accepted; Path=/; Max-Age=${oneYearSeconds}; SameSite=Lax`;
}
