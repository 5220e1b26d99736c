/** The prompt's flags in web storage, which private modes may refuse. */

export function storageFlag(storage: () => Storage, key: string): boolean {
  try {
    return storage().getItem(key) !== null;
  } catch {
    return false;
  }
}

export function setFlag(storage: () => Storage, key: string): void {
  try {
    storage().setItem(key, '1');
  } catch {
    // Private modes may refuse storage: the prompt may then come back next session, nothing worse.
  }
}
