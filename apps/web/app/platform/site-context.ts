import { createContext } from 'react-router';

/** What the hosting server hands every request: its own API in-process, the CSP nonce, proxy facts. */
export interface SiteContext {
  /** Calls this site's own API (in-process during SSR); same contract as `fetch`. */
  fetchApi(path: string, init?: RequestInit): Promise<Response>;
  nonce: string;
  /** ISO country code from the configured proxy header, upper case, when present. */
  country: string | undefined;
  /** The subdivision part of the visitor's ISO 3166-2 region (ON for Ontario), upper case, when present. */
  region: string | undefined;
  buildId: string;
  publicConfig: PublicConfig;
  /**
   * Set when this is a logged-in player's page shared by every player of a currency and country (decision
   * 0139): the request carries no session, and nothing of the player's may be read or rendered; the browser
   * fills in the player's own parts (`features/session/player-identity.ts`).
   */
  sharedPlayer?: { currency: string | null; country: string | null } | undefined;
}

/** Server configuration the browser may see. */
export interface PublicConfig {
  gtmId: string | undefined;
  affiliateTagDays: number;
  /** How long a player's tab may stay hidden, by device family, before its return reloads their data (spec 01 §9). */
  visibilityReloadMs: { ios: number; android: number; web: number };
  contentApiBase: string;
  production: boolean;
  loyaltyEnabled: boolean;
  questsEnabled: boolean;
  sportsbookClientHost: string | undefined;
  sportsbookClientId: string | undefined;
  /** The identity-verification provider is on and hides the documents section (KYC_HIDE_DOCUMENTS). */
  documentsHidden: boolean;
}

export const siteContext = createContext<SiteContext>();
