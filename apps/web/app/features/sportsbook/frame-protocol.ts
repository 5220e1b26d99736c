/**
 * The site ↔ sportsbook frame protocol (decision 0136), version 1. Every message is a plain object
 * `{ protocol: 'croupier.sportsbook', version: 1, type, ...fields }` sent with postMessage to the other side's
 * exact origin; each side drops anything from another origin or window, or of another shape.
 *
 * frame → site: `ready` (answer with a session), `login`, `signup`, `deposit` (the site opens its own pages),
 * `bet-placed`, `bet-settled` (the site reads the balance again).
 * site → frame: `session` (`token`, `currency`, `expiresAt`; all null for a guest, who may browse odds),
 * `balance` (`balance` in major units, `currency`).
 */

export const frameProtocol = 'croupier.sportsbook';
export const frameProtocolVersion = 1;

export const frameRequests = ['ready', 'login', 'signup', 'deposit', 'bet-placed', 'bet-settled'] as const;
export type FrameRequest = (typeof frameRequests)[number];

export type SiteMessage =
  | { type: 'session'; token: string | null; currency: string | null; expiresAt: string | null }
  | { type: 'balance'; balance: number; currency: string };

/** The frame's request in a message, or undefined for anything else (another protocol, version or shape). */
export function frameRequestOf(data: unknown): FrameRequest | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const message = data as Record<string, unknown>;
  if (message.protocol !== frameProtocol || message.version !== frameProtocolVersion) return undefined;
  return frameRequests.find((type) => type === message.type);
}

export function siteMessage(message: SiteMessage): Record<string, unknown> {
  return { protocol: frameProtocol, version: frameProtocolVersion, ...message };
}

/** Ask for the next token this long before the current one stops taking stakes (2 minutes, at least 10 s on). */
export function renewalDelayMs(expiresAt: string, now: number): number {
  return Math.max(10_000, Date.parse(expiresAt) - now - 120_000);
}

/** The frame's address: the configured host with the client id, the page's locale and the player's currency. */
export function frameSource(input: { host: string; clientId: string; locale: string; currency?: string }): string {
  const url = new URL(input.host);
  url.searchParams.set('clientId', input.clientId);
  url.searchParams.set('locale', input.locale);
  if (input.currency) url.searchParams.set('currency', input.currency);
  return url.toString();
}
