/**
 * The return-game choice (spec 01 §4 "Layout flags", S1.4-60/61, S1.4-14): the real-money game a player left
 * for another page of the site, kept for this tab only (session storage) so a "back to the game" link can
 * bring them straight back. Setting it to disabled stores nothing; logout clears it.
 */
export const returnGameKey = 'croupier:return-game';

export interface ReturnGame {
  /** The game page's address, locale prefix and ?real=true included. */
  path: string;
  name: string;
}

export type ReturnGameChoice = ReturnGame | 'disabled';

function storage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

export function saveReturnGame(choice: ReturnGameChoice): void {
  try {
    if (choice === 'disabled') storage()?.removeItem(returnGameKey);
    else storage()?.setItem(returnGameKey, JSON.stringify(choice));
  } catch {
    // A full or disabled storage only loses the shortcut back to the game.
  }
}

export function readReturnGame(): ReturnGame | undefined {
  try {
    const value: unknown = JSON.parse(storage()?.getItem(returnGameKey) ?? 'null');
    if (typeof value !== 'object' || value === null) return undefined;
    const { path, name } = value as Record<string, unknown>;
    // Only a path of this site: the value is read back into a link.
    if (typeof path !== 'string' || !path.startsWith('/') || path.startsWith('//') || typeof name !== 'string') {
      return undefined;
    }
    return { path, name };
  } catch {
    return undefined;
  }
}

export function clearReturnGame(): void {
  saveReturnGame('disabled');
}
