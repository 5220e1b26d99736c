import { useViewportWidth } from '../../ui/viewport.ts';
import { perPageFor } from './paging.ts';

/** 6 or 12 per page as the window crosses 1024 px; undefined during SSR (the lists load in the browser). */
export function usePerPage(): number | undefined {
  return useViewportWidth<number | undefined>(perPageFor, undefined);
}
