/**
 * The provider page of a 'form' deposit method (spec 02 §4 "Deposit"): a new window whose location is the
 * action URL with the response fields as query string. Popup blockers only allow a window opened during
 * the click itself, so the window is opened empty at once and sent to the provider when the request
 * answers; a failed request closes it again (spec 02 §8).
 */

/** The action URL with every field appended as a query parameter (existing parameters are kept). */
export function providerUrl(action: string, fields: Readonly<Record<string, unknown>> | null | undefined): string {
  const base = typeof window === 'undefined' ? 'http://localhost' : window.location.href;
  const url = new URL(action, base);
  for (const [key, value] of Object.entries(fields ?? {})) {
    if (value === undefined || value === null) continue;
    url.searchParams.set(key, String(value));
  }
  // Same-origin provider pages (the sandbox) stay relative, so the address works behind any host name.
  return typeof window !== 'undefined' && url.origin === window.location.origin
    ? `${url.pathname}${url.search}${url.hash}`
    : url.toString();
}

export interface ProviderWindow {
  /** Sends the window to the provider page; false when the browser refused the window. */
  navigate(url: string): boolean;
  close(): void;
}

/** Opens an empty window now, during the click; `navigate` sends it on once the deposit request answered. */
export function openProviderWindow(): ProviderWindow {
  // No noopener: with it window.open returns null and the page could not send the window on.
  const popup = window.open('about:blank', '_blank');
  return {
    navigate(url) {
      if (!popup || popup.closed) return false;
      popup.location.href = url;
      return true;
    },
    close() {
      if (popup && !popup.closed) popup.close();
    },
  };
}
