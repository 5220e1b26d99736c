import { useEffect, useState } from 'react';
import { SessionEndedError } from '../auth/api-client.ts';
import { fetchCatalogueList } from './catalogue-client.ts';

export type ListState<T> = { status: 'loading' } | { status: 'ready'; items: T[] } | { status: 'failed' };

/** A catalogue list for a modal: loaded when it opens, with its loading and failed states. */
export function useCatalogueList<T>(path: string): ListState<T> {
  const [state, setState] = useState<ListState<T>>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    fetchCatalogueList<T>(path).then(
      (items) => current && setState({ status: 'ready', items }),
      (error: unknown) => {
        if (current && !(error instanceof SessionEndedError)) setState({ status: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [path]);
  return state;
}
