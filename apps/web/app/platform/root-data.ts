import { useRouteLoaderData } from 'react-router';
import type { loader } from '../root.tsx';

/** The root loader's data (locale, layout content, session flag) for shell components anywhere below it. */
export function useRootData() {
  return useRouteLoaderData<typeof loader>('root');
}
