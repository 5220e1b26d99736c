import { realtimeEvents } from '@croupier/contracts/realtime-channels';
import { useEffect, useMemo, useState } from 'react';
import { useRevalidator } from 'react-router';
import { useI18n } from '../../i18n/i18n.tsx';
import { debounced } from './debounce.ts';
import { usePlayerEvent, useRealtimeLive, useRealtimeState } from './realtime-provider.tsx';

/** `player.updated` reloads the page data that holds the profile, 500 ms after the last one (spec 02 §7). */
export function ProfileRefresh() {
  const { revalidate } = useRevalidator();
  const refresh = useMemo(() => debounced(() => void revalidate()), [revalidate]);
  useEffect(() => () => refresh.cancel(), [refresh]);
  usePlayerEvent('profile', realtimeEvents.playerUpdated, refresh);
  return null;
}

/** How long the connection may be down before a logged-in player is told that balances may lag. */
export const noticeDelayMs = 5000;

/** A quiet notice while live updates are interrupted; players with money on the line should know. */
export function ConnectionNotice(props: { loggedIn: boolean }) {
  const { t } = useI18n();
  const state = useRealtimeState();
  const live = useRealtimeLive();
  const [shown, setShown] = useState(false);

  useEffect(() => {
    if (!props.loggedIn || state === 'connected') {
      setShown(false);
      return;
    }
    const timer = window.setTimeout(() => setShown(true), noticeDelayMs);
    return () => window.clearTimeout(timer);
  }, [props.loggedIn, state]);

  return (
    <div
      role="status"
      data-realtime-state={state}
      data-realtime-live={live}
      className="pointer-events-none fixed inset-x-4 bottom-20 z-50 mx-auto max-w-sm md:bottom-6"
    >
      {shown ? (
        <p className="rounded-card border border-line bg-raised px-4 py-3 text-center text-sm shadow-sheet">
          {t('realtime.reconnecting')}
        </p>
      ) : null}
    </div>
  );
}
