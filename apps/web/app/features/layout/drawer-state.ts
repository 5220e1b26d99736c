import { useCallback, useEffect, useState } from 'react';

/** Desktop drawer states (spec 01 §4); only the compact choice outlives the page (local storage). */
export type DrawerMode = 'open' | 'closed' | 'compact';

export const drawerCompactKey = 'drawer:compact';

function readCompact(): boolean {
  try {
    return localStorage.getItem(drawerCompactKey) === '1';
  } catch {
    return false;
  }
}

function writeCompact(compact: boolean): void {
  try {
    localStorage.setItem(drawerCompactKey, compact ? '1' : '0');
  } catch {
    // Blocked storage only loses the preference across visits.
  }
}

export function useDrawerMode() {
  // The server cannot see local storage: render open, then apply the saved compact choice.
  const [mode, setMode] = useState<DrawerMode>('open');
  useEffect(() => {
    if (readCompact()) setMode('compact');
  }, []);

  const toggleVisible = useCallback(() => {
    setMode((current) => (current === 'closed' ? (readCompact() ? 'compact' : 'open') : 'closed'));
  }, []);

  const toggleCompact = useCallback(() => {
    setMode((current) => {
      const compact = current !== 'compact';
      writeCompact(compact);
      return compact ? 'compact' : 'open';
    });
  }, []);

  return { mode, toggleVisible, toggleCompact };
}
