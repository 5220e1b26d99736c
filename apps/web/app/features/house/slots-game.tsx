import type { SlotSpin, SlotsResult } from '@croupier/contracts/house';
import { slotThemes } from '@croupier/house-games/slot-themes';
import type { SlotTheme } from '@croupier/house-games/slots';
import { Button } from '@croupier/ui/button';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useI18n } from '../../i18n/i18n.tsx';
import { prefersReducedMotion } from '../../ui/reduced-motion.ts';
import { FreeSpinsEnd, FreeSpinsFinished, FreeSpinsPanel, useFreeSpins } from './free-spins-mode.tsx';
import { houseApi, problemOf } from './house-api.ts';
import { type HouseTable, RoundProblem, StakeField } from './house-table.tsx';
import { Motif, SymbolArt } from './slot-art.tsx';
import { Paytable } from './slot-paytable.tsx';
import {
  cellOf,
  REELS,
  ROWS,
  reelDurations,
  reelStrip,
  restingGrid,
  roundTone,
  type SpinSummary,
  summarizeSpin,
  winOf,
} from './slot-reels.ts';
import { useStake } from './stake.ts';

/** How long a result stays on screen before the next grid (ms). */
const hold = { award: 1600, freeWin: 1100, freeBlank: 500 } as const;

/** The playback of one round: Skip sets `skipped`, wakes every pause and finishes the running scroll. */
interface Playback {
  skipped: boolean;
  wakers: Set<() => void>;
  animations: Animation[];
}

/**
 * The house studio's video slot: 5 reels × 3 rows, the game's own 10 or 20 lines and theme. One spin per
 * press (no autoplay, no turbo, no sound). The server decides everything, free spins included; the page only
 * acts it out: the reels scroll and stop one by one (transform only; none with reduced motion), the winning
 * cells light up, and triggered free spins play one after another (with Skip). The balance and the outcome
 * change once it is all shown, and a win is celebrated only when it pays more than the stake.
 */
export function SlotsGame({ table, freeRounds }: { table: HouseTable; freeRounds?: string | undefined }) {
  const { t } = useI18n();
  const headingId = useId();
  const { session } = table;
  const { engine } = session.game;
  const lines = engine.game === 'slots' ? engine.lines : 20;
  const theme =
    (engine.game === 'slots' ? slotThemes.find((candidate) => candidate.id === engine.themeId) : undefined) ??
    (slotThemes[0] as SlotTheme);
  const { palette } = theme;
  const stake = useStake(session.stake, table.subunit);
  /** A casino award's free spins (the URL's freeRounds): its fixed stake, no stake taken (decision 0075). */
  const free = useFreeSpins(table, freeRounds);
  const stakeMinorNow = free ? (free.state?.finished ? undefined : free.state?.stakeMinor) : stake.minor;

  const [grid, setGrid] = useState<number[][]>(() => restingGrid(theme));
  /** While the reels scroll: what each one scrolls through (the new column first). */
  const [strips, setStrips] = useState<number[][] | undefined>();
  const [wins, setWins] = useState<SpinSummary | undefined>();
  /** A request on its way or a round being shown: the button waits. */
  const [busy, setBusy] = useState(false);
  /** The round being shown: its free spins' award and which one is on the reels. */
  const [showing, setShowing] = useState<{ result: SlotsResult; free: number } | undefined>();
  const [last, setLast] = useState<SlotsResult | undefined>();
  const [problem, setProblem] = useState<string | undefined>();
  const reelRefs = useRef<(HTMLUListElement | null)[]>([]);
  const playback = useRef<Playback | undefined>(undefined);
  const gridRef = useRef(grid);
  gridRef.current = grid;
  const inFlight = useRef(false);
  const spinButton = useRef<HTMLButtonElement>(null);
  const skipButton = useRef<HTMLButtonElement>(null);

  const skip = () => {
    const current = playback.current;
    if (!current) return;
    current.skipped = true;
    for (const animation of current.animations) animation.finish();
    for (const wake of [...current.wakers]) wake();
  };
  // Leaving the page mid-round stops the show (the round itself is already settled on the server).
  useEffect(
    () => () => {
      const current = playback.current;
      if (!current) return;
      current.skipped = true;
      for (const wake of [...current.wakers]) wake();
    },
    [],
  );

  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const current = playback.current;
      if (!current || current.skipped) {
        resolve();
        return;
      }
      const wake = () => {
        clearTimeout(timer);
        current.wakers.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, ms);
      current.wakers.add(wake);
    });

  /** Scrolls every reel from the shown grid to `next`, the leftmost stopping first. */
  const scroll = async (next: number[][], free: boolean) => {
    const current = playback.current;
    if (!current || current.skipped || prefersReducedMotion()) return;
    const previous = gridRef.current;
    const planned = next.map((column, reel) =>
      reelStrip(
        theme,
        reel,
        column,
        previous[reel] ?? column,
        (free ? 5 : 8) + reel * (free ? 2 : 3),
        Math.floor(Math.random() * 1000),
      ),
    );
    flushSync(() => {
      setStrips(planned);
      setGrid(next);
    });
    const durations = reelDurations(free);
    const animations = planned.flatMap((strip, reel) => {
      const element = reelRefs.current[reel];
      if (!element || typeof element.animate !== 'function') return [];
      const from = `translateY(${(-(strip.length - ROWS) / strip.length) * 100}%)`;
      return [
        element.animate([{ transform: from }, { transform: 'translateY(0)' }], {
          duration: durations[reel] ?? 600,
          easing: 'cubic-bezier(0.35, 0.05, 0.3, 1)',
        }),
      ];
    });
    current.animations = animations;
    const longest = Math.max(...durations);
    // A hidden tab runs no frames: the reels stop all the same.
    await Promise.race([
      Promise.all(animations.map((animation) => animation.finished.catch(() => undefined))),
      new Promise((resolve) => setTimeout(resolve, longest + 1000)),
    ]);
    // Stopped early (a hidden tab): no scroll may go on once the strip is back to three symbols.
    for (const animation of animations) animation.cancel();
    current.animations = [];
    setStrips(undefined);
  };

  const show = (spin: SlotSpin, stakeMinor: bigint) => {
    setGrid(spin.grid);
    const summary = summarizeSpin(theme, spin, stakeMinor);
    setWins(summary.winning.size > 0 ? summary : undefined);
  };

  const play = async (event: FormEvent) => {
    event.preventDefault();
    // One round per press: a second press before the first has rendered is ignored too.
    if (stakeMinorNow === undefined || busy || inFlight.current) return;
    inFlight.current = true;
    const stakeMinor = stakeMinorNow;
    setBusy(true);
    setProblem(undefined);
    setLast(undefined);
    const answer = free
      ? await free.spin()
      : await houseApi<SlotsResult>('slots', {
          token: table.token,
          game: session.game.slug,
          currency: session.currency,
          stake: stakeMinor.toString(),
        });
    if (!answer.ok) {
      inFlight.current = false;
      setBusy(false);
      if (free) free.refused(problemOf(answer));
      else setProblem(problemOf(answer));
      return;
    }
    const result = answer.data;
    const { base, freeSpins } = result.outcome;
    const current: Playback = { skipped: false, wakers: new Set(), animations: [] };
    playback.current = current;
    setWins(undefined);
    setShowing({ result, free: 0 });

    await scroll(base.grid, false);
    show(base, stakeMinor);
    if (freeSpins.length > 0) {
      await pause(hold.award);
      for (let index = 0; index < freeSpins.length && !current.skipped; index += 1) {
        const spin = freeSpins[index] as SlotSpin;
        setShowing({ result, free: index + 1 });
        setWins(undefined);
        await scroll(spin.grid, true);
        show(spin, stakeMinor);
        await pause(spin.multiplier > 0 ? hold.freeWin : hold.freeBlank);
      }
      // Skipped or not, the reels end on the last free spin with its wins.
      const final = freeSpins.at(-1) as SlotSpin;
      show(final, stakeMinor);
    }

    const skipHadFocus = document.activeElement === skipButton.current;
    playback.current = undefined;
    setStrips(undefined);
    setShowing(undefined);
    setLast(result);
    inFlight.current = false;
    setBusy(false);
    table.settled(result);
    free?.record(result);
    if (skipHadFocus) spinButton.current?.focus();
  };

  const round = showing?.result ?? last;
  const freeTotal = round?.outcome.freeSpins.length ?? 0;
  const freeMultiplier = theme.freeSpins.multiplier;
  // A free spin costs the player nothing: any win is a win.
  const stakePaid = last && !free ? BigInt(last.stakeMinor) : 0n;
  const winPaid = last ? BigInt(last.winMinor) : 0n;
  const tone = roundTone(stakePaid, winPaid);
  const outcome = busy
    ? ''
    : !last
      ? t(free ? 'houseFreeSpins.ready' : 'houseSlots.ready')
      : tone === 'none'
        ? t('houseSlots.noWin')
        : t(`houseSlots.${tone}${last.winPending ? 'Pending' : ''}`, { amount: table.money(last.winMinor) });
  const freePaid =
    last && freeTotal > 0
      ? last.outcome.freeSpins.reduce((sum, spin) => sum + winOf(BigInt(last.stakeMinor), spin.multiplier), 0n)
      : undefined;
  const shownStrips = strips ?? grid;
  const symbolName = (index: number) => theme.symbols[index]?.name ?? '';
  const wildText = t('houseSlots.wildBadge');

  return (
    <>
      <section
        aria-labelledby={headingId}
        className="flex flex-col gap-3 rounded-sheet border border-line bg-surface p-3 sm:p-5"
      >
        <div className="flex min-h-11 flex-wrap items-center justify-between gap-2">
          <h2 id={headingId} className="sr-only">
            {t('houseSlots.machine')}
          </h2>
          <p
            className="rounded-full border border-line px-2.5 py-0.5 font-semibold text-muted text-xs uppercase tracking-wide"
            data-testid="slots-lines"
          >
            {t('houseSlots.lines', { count: lines })}
          </p>
          {showing && freeTotal > 0 ? (
            <div className="flex items-center gap-2">
              {showing.free > 0 ? (
                <p className="font-semibold text-sm text-text tabular" data-testid="slots-free-spin">
                  {t('houseSlots.freeSpin', { current: showing.free, total: freeTotal })}
                </p>
              ) : null}
              <Button ref={skipButton} onClick={skip} variant="secondary" className="px-4 text-sm">
                {t('houseSlots.skip')}
              </Button>
            </div>
          ) : null}
        </div>

        <div
          className="relative overflow-hidden rounded-card border-2 p-2 transition-shadow duration-slow sm:p-3"
          style={{
            backgroundColor: palette.background,
            borderColor: palette.accent,
            // Only a win worth more than the stake glows.
            boxShadow: tone === 'win' && !busy ? `0 0 28px -4px ${palette.accent}` : undefined,
          }}
        >
          <Motif palette={palette} />
          <div
            aria-busy={strips !== undefined}
            className="relative grid grid-cols-5 gap-1 sm:gap-2"
            data-testid="slots-reels"
          >
            {Array.from({ length: REELS }, (_, reel) => {
              const entries = shownStrips[reel] ?? [];
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: a reel is its place on the machine
                <div key={reel} className="relative aspect-[1/3] overflow-hidden rounded-control bg-ink/35">
                  <ul
                    ref={(element) => {
                      reelRefs.current[reel] = element;
                    }}
                    aria-label={t('houseSlots.reel', { number: reel + 1 })}
                    className="absolute inset-x-0 top-0 flex flex-col will-change-transform"
                    style={{ height: `${(entries.length / ROWS) * 100}%` }}
                  >
                    {entries.map((symbol, position) => {
                      const final = position < ROWS;
                      const cell = cellOf(reel, position);
                      const winning = final && wins?.winning.has(cell) === true;
                      const dim = final && wins !== undefined && !winning && !strips;
                      const name = symbolName(symbol);
                      return (
                        <li
                          // biome-ignore lint/suspicious/noArrayIndexKey: a place on the strip
                          key={position}
                          aria-hidden={final ? undefined : true}
                          className="flex min-h-0 flex-1 p-0.5 sm:p-1"
                          data-testid={final ? 'slot-cell' : undefined}
                          data-win={winning ? 'true' : undefined}
                        >
                          <div
                            className={`flex size-full items-center justify-center rounded-control transition-opacity duration-base ${
                              final ? '' : 'scale-y-125 opacity-70'
                            } ${dim ? 'opacity-45' : ''}`}
                            style={
                              winning
                                ? {
                                    boxShadow: `inset 0 0 0 3px ${palette.accent}`,
                                    backgroundColor: `${palette.accent}33`,
                                  }
                                : undefined
                            }
                          >
                            <SymbolArt
                              theme={theme}
                              symbol={theme.symbols[symbol]}
                              label={final ? (winning ? t('houseSlots.winningSymbol', { name }) : name) : undefined}
                              wildText={wildText}
                            />
                          </div>
                        </li>
                      );
                    })}
                  </ul>
                </div>
              );
            })}
          </div>
        </div>

        {showing && showing.free === 0 && freeTotal > 0 && !strips ? (
          <p className="rounded-control border border-accent bg-accent/15 p-2 text-center font-semibold text-sm text-text">
            {t('houseSlots.freeSpinsWon', {
              scatters: showing.result.outcome.base.scatters,
              count: freeTotal,
              multiplier: freeMultiplier,
            })}
          </p>
        ) : null}

        {wins && !strips ? (
          <ul aria-label={t('houseSlots.wins')} className="flex flex-wrap justify-center gap-1.5 text-muted text-xs">
            {wins.lines.map((line) => (
              <li key={line.line} className="rounded-full border border-line px-2 py-0.5 tabular">
                {t('houseSlots.lineWin', {
                  line: line.line + 1,
                  count: line.count,
                  symbol: symbolName(line.symbol),
                  amount: table.money(line.win),
                })}
              </li>
            ))}
            {wins.scatter.win > 0n ? (
              <li className="rounded-full border border-line px-2 py-0.5 tabular">
                {t('houseSlots.scatterWin', {
                  count: wins.scatter.count,
                  symbol: symbolName(theme.symbols.findIndex((s) => s.kind === 'scatter')),
                  amount: table.money(wins.scatter.win),
                })}
              </li>
            ) : null}
          </ul>
        ) : null}

        <p
          className={`min-h-6 text-center ${tone === 'win' && !busy ? 'font-semibold text-success' : 'text-text'}`}
          role="status"
          data-testid="slots-outcome"
        >
          {outcome}
        </p>
        {freePaid !== undefined && !busy ? (
          <p className="text-center text-muted text-sm" data-testid="slots-free-paid">
            {t('houseSlots.freeSpinsPaid', { count: freeTotal, amount: table.money(freePaid) })}
          </p>
        ) : null}

        <h3 className="sr-only">{t('houseSlots.last')}</h3>
        <dl className="grid grid-cols-2 gap-2 text-center text-sm">
          <div className="flex flex-col gap-0.5">
            <dt className="text-muted">{t('house.stake')}</dt>
            <dd className="font-medium text-text tabular" data-testid="slots-stake">
              {last ? table.money(last.stakeMinor) : '—'}
            </dd>
          </div>
          <div className="flex flex-col gap-0.5">
            <dt className="text-muted">{t('houseSlots.lastWin')}</dt>
            <dd className="font-medium text-text tabular" data-testid="slots-win">
              {last ? table.money(last.winMinor) : '—'}
            </dd>
          </div>
        </dl>
      </section>

      {free ? <FreeSpinsEnd table={table} free={free} /> : null}
      {/* An award already played out has nothing to spin: the end section above says so. */}
      <form
        onSubmit={play}
        className={`${free?.over ? 'hidden' : 'grid'} gap-3 rounded-sheet border border-line bg-surface p-4 sm:grid-cols-2 sm:gap-4 sm:p-5`}
      >
        {free ? <FreeSpinsPanel table={table} free={free} /> : <StakeField table={table} stake={stake} />}
        <div className="flex flex-col justify-end gap-3">
          <RoundProblem table={table} code={problem ?? free?.problem} />
          {/* Waiting, not disabled, while the reels turn: the keyboard's focus stays on the button. */}
          {free?.state?.finished && !busy ? (
            <FreeSpinsFinished />
          ) : (
            <Button
              ref={spinButton}
              type="submit"
              disabled={stakeMinorNow === undefined}
              aria-disabled={busy}
              size="lg"
              className="aria-disabled:cursor-default aria-disabled:opacity-60 aria-disabled:hover:bg-accent"
            >
              {busy ? t('houseSlots.spinning') : t('houseSlots.spin')}
            </Button>
          )}
        </div>
      </form>

      <Paytable table={table} theme={theme} lines={lines} stake={stakeMinorNow ?? stake.min} wildText={wildText} />
    </>
  );
}
