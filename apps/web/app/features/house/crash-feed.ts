import { type CrashMessage, type CrashState, crashChannel, type RoundResult } from '@croupier/contracts/house';
import type { Centrifuge } from 'centrifuge';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { realtimeOptions, websocketPath } from '../realtime/connection.ts';
import { type ClockReading, nextReading, noReading } from './crash-clock.ts';
import { nothing, reduce } from './crash-table-state.ts';
import { sha256Hex } from './fair-stream.ts';
import { houseApi } from './house-api.ts';
import type { HouseTable } from './house-table.tsx';

/** A balance only: the shape `table.settled` takes, for the balance the state answer gives. */
const balanceOnly = (balanceMinor: string): RoundResult<null> => ({
  roundId: '',
  stakeMinor: '0',
  winMinor: '0',
  balanceMinor,
  winPending: false,
  nonce: 0,
  serverSeedHash: '',
  outcome: null,
});

/**
 * The live crash table as this page follows it: state answers from the studio (which also read the server's
 * clock) and the table's realtime messages on `public:crash`, asked for every 2 s instead while the realtime
 * connection is down.
 *
 * The connection is the page's own, anonymous one rather than the site's (features/realtime): the studio's
 * page has no site session, the crash channel is no feed every visitor of the site should receive, its
 * messages are the studio's own shape, and a (re)subscription has to bring a fresh state with it.
 */
export function useCrashTable(table: HouseTable) {
  const { token } = table;
  const slug = table.session.game.slug;
  const currency = table.session.currency;
  const [live, dispatch] = useReducer(reduce, nothing);
  const [connected, setConnected] = useState(false);
  const [loadProblem, setLoadProblem] = useState<string | undefined>();
  const [myLabel, setMyLabel] = useState<string | undefined>();
  const myLabelRef = useRef(myLabel);
  myLabelRef.current = myLabel;
  const clock = useRef<ClockReading>(noReading);
  const settledRef = useRef(table.settled);
  settledRef.current = table.settled;

  const refresh = useCallback(async () => {
    const sentAt = Date.now();
    const answer = await houseApi<CrashState>('crash/state', { token, game: slug, currency });
    const receivedAt = Date.now();
    if (!answer.ok) {
      setLoadProblem(answer.error.code);
      return;
    }
    setLoadProblem(undefined);
    clock.current = nextReading(clock.current, answer.data.serverTime, sentAt, receivedAt);
    dispatch({ type: 'state', state: answer.data });
    if (answer.data.balanceMinor !== '') settledRef.current(balanceOnly(answer.data.balanceMinor));
  }, [token, slug, currency]);

  // The table's messages, on an anonymous connection of the page's own (the studio's page has no site session).
  useEffect(() => {
    let stopped = false;
    let client: Centrifuge | undefined;
    void refresh();
    void import('centrifuge')
      .then(({ Centrifuge }) => {
        if (stopped) return;
        const origin = window.location.origin.replace(/^http/, 'ws');
        client = new Centrifuge(`${origin}${websocketPath}`, {
          ...realtimeOptions,
          getToken: () => Promise.resolve(''),
        });
        const subscription = client.newSubscription(crashChannel);
        subscription.on('publication', (context) => {
          const message = context.data as CrashMessage;
          if (typeof message?.type !== 'string') return;
          dispatch({ type: 'message', message });
          // The round before is settled by now: this session's result and balance, and the new round's bets.
          // So is this session's own bet once the table has cashed it out at its target in flight.
          if (message.type === 'round' || (message.type === 'cash-out' && message.bet.label === myLabelRef.current))
            void refresh();
        });
        // (Re)subscribed: whatever was missed meanwhile comes with a fresh state.
        subscription.on('subscribed', () => {
          setConnected(true);
          void refresh();
        });
        subscription.on('subscribing', () => setConnected(false));
        subscription.on('unsubscribed', () => setConnected(false));
        subscription.subscribe();
        client.connect();
      })
      .catch(() => setConnected(false));
    return () => {
      stopped = true;
      client?.disconnect();
    };
  }, [refresh]);

  // Without the realtime connection the page asks now and then instead.
  useEffect(() => {
    if (connected) return;
    const timer = setInterval(() => void refresh(), 2_000);
    return () => clearInterval(timer);
  }, [connected, refresh]);

  // The table shows everyone by a label from their session; this page's own is the same SHA-256 of its token.
  useEffect(() => {
    let cancelled = false;
    sha256Hex(token)
      .then((hash) => {
        if (!cancelled) setMyLabel(`#${hash.slice(0, 6)}`);
      })
      .catch(() => {});
    return () => {
      cancelled = true;
    };
  }, [token]);

  return {
    live,
    dispatch,
    connected,
    loadProblem,
    myLabel,
    /** The server's clock as last read: the clock adds its offset to this one's time every frame. */
    clock,
  };
}
