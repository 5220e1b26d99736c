import {
  type CrashBetResult,
  type CrashMessage,
  type CrashRound,
  type CrashState,
  crashChannel,
  type RoundResult,
} from '@croupier/contracts/house';
import type { Centrifuge } from 'centrifuge';
import { type FormEvent, useCallback, useEffect, useId, useLayoutEffect, useReducer, useRef, useState } from 'react';
import { type I18n, useI18n } from '../../i18n/i18n.tsx';
import { useReducedMotion } from '../../ui/reduced-motion.ts';
import { realtimeOptions, websocketPath } from '../realtime/connection.ts';
import { curveColours, drawCurve, flightAt } from './crash-canvas.ts';
import {
  type BetResult,
  betResult,
  type CrashPhase,
  cashOutAmount,
  decimals,
  multiplierNumber,
  multiplierOf,
  parseAutoCashOut,
  phaseAt,
  sameRound,
  secondsLeft,
  serverOffset,
} from './crash-clock.ts';
import { CrashFairness, CrashHistory } from './crash-history.tsx';
import { betRound, nothing, reduce } from './crash-table-state.ts';
import { sha256Hex } from './fair-stream.ts';
import { houseCall } from './house-api.ts';
import { type HouseTable, RoundProblem, StakeField } from './house-table.tsx';
import { useStake } from './stake.ts';

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

/** Writes text into an element the clock owns (React renders it empty), only when it changed. */
function write(element: HTMLElement | null, text: string) {
  if (element && element.textContent !== text) element.textContent = text;
}

function resultText(result: BetResult, t: I18n['t'], tag: string, money: (minor: bigint) => string): string {
  switch (result.kind) {
    case 'won':
      return t(result.pending ? 'houseCrash.winPending' : 'houseCrash.win', {
        multiplier: multiplierNumber(result.cashOut, tag),
        amount: money(result.winMinor),
      });
    case 'lost':
      return t('houseCrash.noWin', { multiplier: multiplierNumber(result.crashPoint, tag) });
    case 'in-play':
      return result.autoCashOut === null
        ? t('houseCrash.inPlay', { amount: money(result.stakeMinor) })
        : t('houseCrash.inPlayAuto', {
            amount: money(result.stakeMinor),
            multiplier: multiplierNumber(result.autoCashOut, tag),
          });
  }
}

/**
 * The house studio's live crash (issue 7): one shared round for every player, betting until take-off, then
 * a multiplier climbing until the round's crash point, which came from a hash chain committed to in advance.
 * The multiplier is worked out here from the take-off time and the server's clock; the server decides every
 * cash-out. One bet per press and round (no autoplay), no sound; a cash-out always pays more than the stake.
 */
export function CrashGame({ table }: { table: HouseTable }) {
  const { t, tag } = useI18n();
  const autoId = useId();
  const betsId = useId();
  const { session } = table;
  const { token } = table;
  const slug = session.game.slug;
  const currency = session.currency;
  const stake = useStake(session.stake, table.subunit);
  const [autoTyped, setAutoTyped] = useState('');
  const auto = parseAutoCashOut(autoTyped);
  const [live, dispatch] = useReducer(reduce, nothing);
  const [phase, setPhase] = useState<CrashPhase | undefined>();
  const [connected, setConnected] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | undefined>();
  const [loadProblem, setLoadProblem] = useState<string | undefined>();
  const [news, setNews] = useState('');
  const [myLabel, setMyLabel] = useState<string | undefined>();
  const myLabelRef = useRef(myLabel);
  myLabelRef.current = myLabel;
  /** The round whose flight passed this player's automatic cash-out: won there, paid as the table gets to it. */
  const [passed, setPassed] = useState<{ round: string; target: number } | undefined>();
  const passedRound = useRef('');
  const reduced = useReducedMotion();

  const offset = useRef<{ ms: number; trip: number }>({ ms: 0, trip: Number.POSITIVE_INFINITY });
  const readout = useRef<HTMLParagraphElement>(null);
  const phaseLabel = useRef<HTMLParagraphElement>(null);
  const cashOutLabel = useRef<HTMLSpanElement>(null);
  const canvas = useRef<HTMLCanvasElement | null>(null);
  const [board, setBoard] = useState<HTMLCanvasElement | null>(null);
  const canvasRef = useCallback((node: HTMLCanvasElement | null) => {
    canvas.current = node;
    setBoard(node);
  }, []);
  const settledRef = useRef(table.settled);
  settledRef.current = table.settled;

  const refresh = useCallback(async () => {
    const sentAt = Date.now();
    const answer = await houseCall<CrashState>('crash/state', { token, game: slug, currency });
    const receivedAt = Date.now();
    if (!answer.ok) {
      setLoadProblem(answer.code);
      return;
    }
    setLoadProblem(undefined);
    // The quickest round trip gives the closest reading of the server's clock.
    const trip = receivedAt - sentAt;
    if (trip <= offset.current.trip * 1.5) {
      offset.current = {
        ms: serverOffset(answer.data.serverTime, sentAt, receivedAt),
        trip: Math.min(trip, offset.current.trip),
      };
    }
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

  const { round, history, myBet } = live;
  const money = (minor: bigint | string) => table.money(minor);
  const betOn = (past: CrashRound | undefined) =>
    myBet && past && sameRound(betRound(myBet), past) ? myBet : undefined;
  const myRoundBet = betOn(round);
  const roundKey = round ? `${round.chainId}:${round.number}` : '';
  const mine =
    myRoundBet && round
      ? betResult(myRoundBet, round.crashPoint, passed?.round === roundKey ? passed.target : undefined)
      : undefined;
  // Just after a crash the next round is already announced: the result shown is still the last round's.
  const lastCrashed = history[0];
  const lastBet = betOn(lastCrashed);
  const previous =
    !myRoundBet && lastBet && lastCrashed && (phase === 'waiting' || phase === 'betting')
      ? betResult(lastBet, lastCrashed.crashPoint)
      : undefined;
  const shownResult = mine ?? previous;
  const cashingOut = phase === 'flying' && mine?.kind === 'in-play';
  const canBet = phase === 'betting' && !myRoundBet && stake.minor !== undefined && auto.valid && !busy;

  /** Everything the clock reads each frame, current as of the last render. */
  const view = useRef({ round, roundKey, history, mine, t, tag, money, reduced });
  view.current = { round, roundKey, history, mine, t, tag, money, reduced };
  const lastPhase = useRef<CrashPhase | undefined>(undefined);
  const drawn = useRef('');

  const paint = useCallback(() => {
    const v = view.current;
    const current = v.round;
    if (!current) return;
    const now = Date.now() + offset.current.ms;
    const at = phaseAt(current, now);
    if (at !== lastPhase.current) {
      lastPhase.current = at;
      setPhase(at);
    }
    const last = v.history[0];
    const afterCrash = at === 'crashed' || (at === 'waiting' && last?.crashPoint != null);
    const shown =
      at === 'flying' || at === 'crashed'
        ? multiplierOf(current, now)
        : at === 'waiting' && last?.crashPoint != null
          ? last.crashPoint
          : 100;
    const number = multiplierNumber(shown, v.tag);
    write(readout.current, v.t('houseCrash.multiplier', { multiplier: number }));
    if (readout.current) readout.current.dataset.state = afterCrash ? 'crashed' : at;
    write(
      phaseLabel.current,
      at === 'waiting'
        ? v.t('houseCrash.phase.waiting', {
            seconds: secondsLeft(Date.parse(current.bettingStartsAt), now, 0),
          })
        : at === 'betting'
          ? v.t('houseCrash.phase.betting', {
              seconds: decimals(v.tag, 1).format(secondsLeft(Date.parse(current.bettingEndsAt), now, 1)),
            })
          : at === 'flying'
            ? v.t('houseCrash.phase.flying')
            : v.t('houseCrash.phase.crashed', { multiplier: number }),
    );
    if (at === 'flying' && v.mine?.kind === 'in-play') {
      const target = v.mine.autoCashOut;
      if (target !== null && target <= shown) {
        if (passedRound.current !== v.roundKey) {
          passedRound.current = v.roundKey;
          setPassed({ round: v.roundKey, target });
        }
      } else {
        write(
          cashOutLabel.current,
          v.t('houseCrash.cashOut', { amount: v.money(cashOutAmount(v.mine.stakeMinor, shown)) }),
        );
      }
    }
    const surface = canvas.current;
    if (!surface || v.reduced) return;
    const flight = flightAt(at, current, last, now);
    // Between flights the picture stands still: drawn once, not every frame.
    const key = `${flight.elapsed}:${flight.crashed}:${surface.width}:${surface.height}`;
    if (at !== 'flying' && key === drawn.current) return;
    drawn.current = key;
    drawCurve(surface, flight, curveColours(surface));
  }, []);

  // The clock: every frame with motion (only the number, the label and the canvas change), 4×/s without.
  useEffect(() => {
    if (reduced) {
      const timer = setInterval(paint, 250);
      return () => clearInterval(timer);
    }
    let frame = requestAnimationFrame(function step() {
      paint();
      frame = requestAnimationFrame(step);
    });
    // A hidden tab runs no frames; the phase still moves on, so the buttons are right on return.
    const timer = setInterval(() => document.hidden && paint(), 1_000);
    return () => {
      cancelAnimationFrame(frame);
      clearInterval(timer);
    };
  }, [paint, reduced]);
  useLayoutEffect(() => paint());

  // The canvas in device pixels, whenever its box changes.
  useEffect(() => {
    if (!board || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      const ratio = window.devicePixelRatio || 1;
      board.width = Math.round(board.clientWidth * ratio);
      board.height = Math.round(board.clientHeight * ratio);
      drawn.current = '';
      paint();
    });
    observer.observe(board);
    return () => observer.disconnect();
  }, [paint, board]);

  // Said once per change of phase (never per tick): bets open, take-off, the crash or this player's result.
  const announced = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!phase || !round) return;
    const key = `${round.chainId}:${round.number}:${phase}`;
    const first = announced.current === undefined;
    if (announced.current === key) return;
    announced.current = key;
    if (first) return;
    if (phase === 'betting') setNews(t('houseCrash.news.betting'));
    else if (phase === 'flying') setNews(t('houseCrash.news.flying'));
  });
  // The crash by the newest round in the history: the next round may be announced before a frame shows it.
  const announcedCrash = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!round) return;
    const key = lastCrashed ? `${lastCrashed.chainId}:${lastCrashed.number}` : '';
    const first = announcedCrash.current === undefined;
    if (announcedCrash.current === key) return;
    announcedCrash.current = key;
    if (first || !lastCrashed || lastCrashed.crashPoint === null) return;
    // A cash-out by hand was said when it happened, an automatic one when the flight passed its target (unless
    // the crash came first after all); any other result is news now.
    const result = lastBet ? betResult(lastBet, lastCrashed.crashPoint) : undefined;
    const said = lastBet?.outcome.cashOut !== null || (result?.kind === 'won' && passed?.round === key);
    if (!lastBet || said) {
      setNews(t('houseCrash.news.crashed', { multiplier: multiplierNumber(lastCrashed.crashPoint, tag) }));
    } else if (result) setNews(resultText(result, t, tag, money));
  });
  // The flight passed this player's target: the win is said at once, as a cash-out by hand is.
  const announcedPass = useRef('');
  useEffect(() => {
    if (!passed || passed.round !== roundKey || announcedPass.current === passed.round) return;
    if (mine?.kind !== 'won') return;
    announcedPass.current = passed.round;
    setNews(resultText(mine, t, tag, money));
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (cashingOut) {
      setBusy(true);
      setProblem(undefined);
      const answer = await houseCall<CrashBetResult>('crash/cash-out', { token, game: slug });
      setBusy(false);
      if (!answer.ok) {
        setProblem(answer.reason ?? answer.code);
        return;
      }
      dispatch({ type: 'mine', bet: answer.data });
      table.settled(answer.data);
      setNews(resultText(betResult(answer.data, null), t, tag, money));
      return;
    }
    if (!canBet || stake.minor === undefined || !auto.valid) return;
    setBusy(true);
    setProblem(undefined);
    const answer = await houseCall<CrashBetResult>('crash/bet', {
      token,
      game: slug,
      currency,
      stake: stake.minor.toString(),
      ...(auto.hundredths === null ? {} : { autoCashOut: auto.hundredths }),
    });
    setBusy(false);
    if (!answer.ok) {
      setProblem(answer.reason ?? answer.code);
      return;
    }
    dispatch({ type: 'mine', bet: answer.data });
    table.settled(answer.data);
    setNews(resultText(betResult(answer.data, null), t, tag, money));
  };

  if (!round) {
    return loadProblem ? (
      <RoundProblem table={table} code={loadProblem} />
    ) : (
      <p role="status" className="text-center text-muted">
        {t('house.loading')}
      </p>
    );
  }

  const betMoney = (minor: string, code: string) =>
    code === currency ? table.money(minor) : foreignMoney(minor, code, tag);
  const buttonText = busy
    ? t(cashingOut ? 'houseCrash.cashingOut' : 'houseCrash.placing')
    : myRoundBet && !cashingOut
      ? t('houseCrash.betPlaced')
      : t('houseCrash.placeBet');

  return (
    <>
      <section
        aria-labelledby="crash-flight"
        className="flex flex-col gap-3 rounded-sheet border border-line bg-surface p-4 sm:p-6"
      >
        <h2 id="crash-flight" className="sr-only">
          {t('houseCrash.flight')}
        </h2>
        <div className="relative overflow-hidden rounded-card bg-raised">
          {reduced ? null : (
            <div aria-hidden="true">
              <canvas ref={canvasRef} className="block h-32 w-full sm:h-64" />
            </div>
          )}
          <div
            className={`flex flex-col items-center justify-center gap-1 p-4 ${reduced ? 'min-h-32' : 'absolute inset-0'}`}
          >
            <p
              ref={readout}
              aria-live="off"
              className="font-bold text-5xl text-text tabular data-[state=crashed]:text-danger data-[state=flying]:text-accent sm:text-6xl"
              data-testid="crash-multiplier"
            />
            <p ref={phaseLabel} aria-live="off" className="text-sm text-text tabular" data-testid="crash-phase" />
          </div>
        </div>
        <p role="status" className="sr-only" data-testid="crash-news">
          {news}
        </p>
        <p
          className={`min-h-6 text-center ${shownResult?.kind === 'won' ? 'font-semibold text-success' : 'text-text'}`}
          data-testid="crash-outcome"
        >
          {shownResult ? resultText(shownResult, t, tag, money) : t('houseCrash.ready')}
        </p>
        {connected ? null : <p className="text-center text-muted text-xs">{t('houseCrash.reconnecting')}</p>}
        <CrashHistory history={history} />
      </section>

      <form
        onSubmit={submit}
        className="grid gap-3 rounded-sheet border border-line bg-surface p-4 sm:grid-cols-2 sm:gap-4 sm:p-5"
      >
        <StakeField table={table} stake={stake} />
        <div className="flex flex-col gap-1.5">
          <label htmlFor={autoId} className="font-medium text-sm text-text">
            {t('houseCrash.autoCashOut')}
          </label>
          <div className="relative">
            <span
              aria-hidden="true"
              className="-translate-y-1/2 pointer-events-none absolute top-1/2 left-3 text-muted"
            >
              ×
            </span>
            <input
              id={autoId}
              inputMode="decimal"
              autoComplete="off"
              value={autoTyped}
              onChange={(event) => setAutoTyped(event.target.value)}
              aria-invalid={!auto.valid}
              aria-describedby={`${autoId}-hint`}
              className="min-h-11 w-full rounded-control border border-line bg-raised pr-3 pl-7 text-text tabular aria-[invalid=true]:border-danger"
            />
          </div>
          <p id={`${autoId}-hint`} className={auto.valid ? 'text-muted text-xs' : 'text-danger text-xs'}>
            {t(auto.valid ? 'houseCrash.autoCashOutHint' : 'houseCrash.autoCashOutInvalid')}
          </p>
        </div>

        <div className="sm:col-span-2">
          <RoundProblem table={table} code={problem} />
        </div>

        {/* One button for the round: place the bet while betting, cash it out in flight. Waiting, never
            disabled, between: the keyboard's focus stays on it from one press to the next. */}
        <button
          type="submit"
          aria-disabled={!(cashingOut ? !busy : canBet)}
          data-testid="crash-action"
          className={`min-h-12 rounded-control px-6 font-semibold transition-colors duration-quick aria-disabled:cursor-default aria-disabled:opacity-60 sm:col-span-2 ${
            cashingOut
              ? 'bg-success text-ink hover:bg-success/90'
              : 'bg-accent text-on-accent hover:bg-accent-strong aria-disabled:hover:bg-accent'
          }`}
        >
          {cashingOut && !busy ? <span ref={cashOutLabel} /> : buttonText}
        </button>
      </form>

      <section aria-labelledby={betsId} className="flex flex-col gap-3 rounded-sheet border border-line bg-surface p-5">
        <div className="flex items-baseline justify-between gap-3">
          <h2 id={betsId} className="font-semibold text-text">
            {t('houseCrash.bets')}
          </h2>
          <p className="text-muted text-sm tabular">{t('houseCrash.betsCount', { count: live.bets.length })}</p>
        </div>
        {live.bets.length === 0 ? (
          <p className="text-muted text-sm">{t('houseCrash.betsEmpty')}</p>
        ) : (
          <ul className="flex flex-col divide-y divide-line" data-testid="crash-bets">
            {live.bets.map((bet) => (
              <li
                key={bet.label}
                className="grid grid-cols-[1fr_auto] items-center gap-x-3 gap-y-0.5 py-2 text-sm sm:grid-cols-[1fr_auto_auto]"
              >
                <span className="font-mono text-text">
                  {bet.label}
                  {bet.label === myLabel ? (
                    <span className="ml-1.5 font-sans text-muted">{t('houseCrash.you')}</span>
                  ) : null}
                </span>
                <span className="text-right text-muted tabular">{betMoney(bet.stakeMinor, bet.currency)}</span>
                <span
                  className={`col-span-2 tabular sm:col-span-1 sm:text-right ${bet.cashOut !== null ? 'font-semibold text-success' : 'text-muted'}`}
                >
                  {bet.cashOut !== null
                    ? t('houseCrash.betCashedOut', {
                        multiplier: multiplierNumber(bet.cashOut, tag),
                        amount: betMoney(
                          bet.winMinor ?? cashOutAmount(BigInt(bet.stakeMinor), bet.cashOut).toString(),
                          bet.currency,
                        ),
                      })
                    : round.crashPoint !== null
                      ? t('houseCrash.betLost')
                      : t('houseCrash.betInPlay')}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>

      <CrashFairness chain={live.chain} current={round} history={history} />
    </>
  );
}

/** Money in another player's currency than this session's: its usual decimals, or the bare amount. */
function foreignMoney(minor: string, code: string, tag: string): string {
  try {
    const format = new Intl.NumberFormat(tag, { style: 'currency', currency: code });
    const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
    return format.format(Number(minor) / 10 ** digits);
  } catch {
    return `${minor} ${code}`;
  }
}
