import { useEffect, useState } from 'react';

/**
 * False on the server and in the render that hydrates, true from the next: what loads after hydration (lazy
 * chunks off the first load) waits for it, so the server's HTML and the hydrating render agree.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
