import type { PlayerChannelKey, PublicChannelKey } from '@croupier/contracts/realtime-channels';
import { createContext, type ReactNode, useContext, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { currentAccessToken, endSession, loginPath } from '../auth/api-client.ts';
import { readAccessToken } from '../auth/browser-session.ts';
import { type ChannelKey, type ConnectionState, RealtimeConnection, type RealtimeMessage } from './connection.ts';

/** Lets this tab's own request that ended the session finish first. */
const sessionOverGraceMs = 300;

const RealtimeContext = createContext<RealtimeConnection | undefined>(undefined);

/**
 * Opens the tab's realtime connection at mount (spec 02 §7), loading the client only then so it stays
 * out of the first-load JavaScript, and moves it between anonymous and the player as the session changes.
 */
export function RealtimeProvider(props: { playerId: string | null; children: ReactNode }) {
  const [connection] = useState(
    () =>
      new RealtimeConnection({
        token: async () => (await currentAccessToken()) ?? '',
        sessionOver: (cause) => {
          // A token that could not be renewed: the refresh was refused and has already ended the session here.
          if (cause === 'unauthorized') {
            endSession();
            window.location.assign(loginPath());
            return;
          }
          // When this tab ended the session itself (logout, self-exclusion, a new password) it has already
          // cleared the token and is navigating; the cut is news only to the other tabs and devices.
          window.setTimeout(() => {
            if (!readAccessToken()) return;
            endSession();
            window.location.assign(loginPath());
          }, sessionOverGraceMs);
        },
        load: () => import('centrifuge'),
      }),
  );
  const playerId = props.playerId ?? undefined;

  // Every identity the page learns goes to the connection at once, before or after it has started: the
  // start reads the latest one, so no order of login and start can leave the socket on the old identity.
  useEffect(() => {
    connection.switchPlayer(playerId);
  }, [connection, playerId]);

  useEffect(() => {
    // Right after hydration, when the main thread is free: the client library is ~100 KB to parse.
    const begin = () => void connection.start().catch((error: unknown) => console.warn('realtime', error));
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(begin, { timeout: 2000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = window.setTimeout(begin, 0);
    return () => window.clearTimeout(timer);
  }, [connection]);

  useEffect(() => () => connection.stop(), [connection]);

  return <RealtimeContext.Provider value={connection}>{props.children}</RealtimeContext.Provider>;
}

const serverState = (): ConnectionState => 'disconnected';

/** The connection's state as the client library reports it (disconnected, connecting, connected). */
export function useRealtimeState(): ConnectionState {
  const connection = useContext(RealtimeContext);
  return useSyncExternalStore(
    (onChange) => connection?.watch(onChange) ?? (() => {}),
    () => connection?.state ?? 'disconnected',
    serverState,
  );
}

/** True once the connection is up and every channel subscribed (the tests wait for it). */
export function useRealtimeLive(): boolean {
  const connection = useContext(RealtimeContext);
  return useSyncExternalStore(
    (onChange) => connection?.watch(onChange) ?? (() => {}),
    () => connection?.live ?? false,
    () => false,
  );
}

/** Runs `handler` for each publication of `type` on `channel`. */
function useChannelEvent(channel: ChannelKey | string, type: string, handler: (data: unknown) => void): void {
  const connection = useContext(RealtimeContext);
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => {
    if (!connection) return;
    return connection.listen((message: RealtimeMessage, from) => {
      if (from === channel && message.type === type) latest.current(message.data);
    });
  }, [connection, channel, type]);
}

/** Runs `handler` for each publication of `type` on the player's `channel` (areas plug in here). */
export function usePlayerEvent(channel: PlayerChannelKey, type: string, handler: (data: unknown) => void): void {
  useChannelEvent(channel, type, handler);
}

/** Runs `handler` for each publication of `type` on a public feed every visitor receives. */
export function usePublicEvent(channel: PublicChannelKey, type: string, handler: (data: unknown) => void): void {
  useChannelEvent(channel, type, handler);
}

/**
 * Follows a public channel while the component is mounted (a tournament's leaderboard) and runs `handler` for each
 * publication of `type` on it.
 */
export function useFollowedChannel(channel: string, type: string, handler: (data: unknown) => void): void {
  const connection = useContext(RealtimeContext);
  useEffect(() => connection?.follow(channel), [connection, channel]);
  useChannelEvent(channel, type, handler);
}
