import { formatDateTime } from '@croupier/i18n/dates';
import { useSyncExternalStore } from 'react';
import { useI18n } from '../../i18n/i18n.tsx';

const subscribe = () => () => {};

/**
 * A date and time in the player's own time zone. The server does not know that zone, so the server
 * render and the hydrating render both show UTC (they must match), and the browser then switches to local.
 */
export function useDateTime(): (value: string | number | Date) => string {
  const { locale } = useI18n();
  const local = useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
  return (value) => formatDateTime(value, locale, local ? {} : { timeZone: 'UTC' });
}

export function LocalTime(props: { value: string }) {
  const format = useDateTime();
  return <time dateTime={props.value}>{format(props.value)}</time>;
}
