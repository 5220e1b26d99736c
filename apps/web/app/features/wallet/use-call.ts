import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiFailure, ApiResult } from '../../platform/api/api-client.ts';

export interface Loaded<T> {
  data: T | undefined;
  error: ApiFailure | undefined;
  loading: boolean;
  /** Reads again; the previous data stays on screen until the answer arrives. */
  reload(): Promise<void>;
}

/**
 * One call's answer for a component: loaded when `key` is set (and again when it changes), reloadable on
 * demand. An answer for an outdated key is dropped, so switching currency never shows the old one's data.
 */
export function useCall<T>(key: string | undefined, call: () => Promise<ApiResult<T>>): Loaded<T> {
  const [state, setState] = useState<{ key: string | undefined; data?: T; error?: ApiFailure; loading: boolean }>({
    key: undefined,
    loading: key !== undefined,
  });
  const latestCall = useRef(call);
  latestCall.current = call;
  const latestKey = useRef(key);
  latestKey.current = key;

  const reload = useCallback(async () => {
    const forKey = latestKey.current;
    if (forKey === undefined) return;
    setState((current) => ({ ...current, loading: true }));
    const answer = await latestCall.current();
    if (latestKey.current !== forKey) return;
    setState(
      answer.ok ? { key: forKey, data: answer.data, loading: false } : { key: forKey, error: answer, loading: false },
    );
  }, []);

  useEffect(() => {
    if (key === undefined) return;
    setState({ key: undefined, loading: true });
    void reload();
  }, [key, reload]);

  const current = state.key === key;
  return {
    data: current ? state.data : undefined,
    error: current ? state.error : undefined,
    loading: state.loading || !current,
    reload,
  };
}
