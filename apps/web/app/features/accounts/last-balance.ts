import type { MoneyCurrency } from '@croupier/i18n/money';
import { useSyncExternalStore } from 'react';

/**
 * The header's last known balance, kept for this tab (issue 26): every full page load starts with no
 * accounts until /api/wallet/accounts answers, so coming back from a page outside the app (the KYC
 * provider's hosted pages, a payment page) left the balance pill empty for a moment. The header shows
 * this figure from hydration until the fresh read lands. Session storage only, tied to the player it was
 * read for, and dropped at logout, so another player in the same browser never sees it.
 */

export interface LastBalance {
  playerId: string;
  amount: number;
  currency: MoneyCurrency;
}

const key = 'wallet:lastBalance';
const listeners = new Set<() => void>();
let cachedRaw: string | null = null;
let cached: LastBalance | null = null;

function read(): LastBalance | null {
  let raw: string | null;
  try {
    raw = window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
  if (raw === cachedRaw) return cached;
  cachedRaw = raw;
  try {
    const value = raw ? (JSON.parse(raw) as LastBalance) : null;
    cached =
      value && typeof value.playerId === 'string' && typeof value.amount === 'number' && value.currency?.code
        ? value
        : null;
  } catch {
    cached = null;
  }
  return cached;
}

function write(raw: string | null): void {
  try {
    if (raw === null) window.sessionStorage.removeItem(key);
    else window.sessionStorage.setItem(key, raw);
  } catch {
    // Without storage the header falls back to its loading placeholder.
  }
  for (const listener of listeners) listener();
}

export function rememberBalance(value: LastBalance): void {
  const raw = JSON.stringify(value);
  if (raw !== cachedRaw) write(raw);
}

export function forgetBalance(): void {
  if (typeof window !== 'undefined') write(null);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The last known balance of this player; none while rendering on the server or for another player. */
export function useLastBalance(playerId: string | null | undefined): LastBalance | null {
  const value = useSyncExternalStore(subscribe, read, () => null);
  return value && playerId && value.playerId === playerId ? value : null;
}
