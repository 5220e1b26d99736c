import { useSyncExternalStore } from 'react';
import { useRootData } from '../../platform/root-data.ts';

/** What a shared player's page (decision 0139) carries of its player, in an inline script of its own. */
export interface PagePlayer {
  id: string;
  nickname: string | null;
  email: string;
  /** Their favourite games' ids: the hearts the shared page's tiles cannot know. */
  favorites: string[];
}

declare global {
  interface Window {
    __croupierPlayer?: PagePlayer;
  }
}

export interface PlayerIdentity {
  playerId: string | null;
  player: { nickname: string | null; email: string } | null;
  /** Only on a shared page: the player's favourite games' ids. */
  favorites?: string[];
}

const never = () => () => {};
const pagePlayer = () => window.__croupierPlayer ?? null;
const none = () => null;

/**
 * The logged-in player: the root's data, or on a page shared by every player of a currency (its root data
 * names nobody) the page's own identity script. The script is read only after hydration (the server snapshot
 * is none), so the first render agrees with the server's HTML and the player's parts appear right after.
 */
export function usePlayerIdentity(): PlayerIdentity {
  const root = useRootData();
  const page = useSyncExternalStore(never, pagePlayer, none);
  if (!root?.loggedIn) return { playerId: null, player: null };
  if (root.playerId) return { playerId: root.playerId, player: root.player };
  if (!page) return { playerId: null, player: null };
  return { playerId: page.id, player: { nickname: page.nickname, email: page.email }, favorites: page.favorites };
}
