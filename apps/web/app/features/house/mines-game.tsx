import type { HouseSession, MinesResult } from '@croupier/contracts/house';
import { minorToMajor } from '@croupier/i18n/money';
import { Button } from '@croupier/ui/button';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useI18n } from '../../i18n/i18n.tsx';
import { houseApi, problemOf } from './house-api.ts';
import { type HouseTable, RoundProblem, StakeField } from './house-table.tsx';
import {
  cashOutAmount,
  ladderWindow,
  mineCounts,
  multiplierText,
  safeOpened,
  type TileState,
  tileAfterKey,
  tileCount,
  tilePlace,
  tileStates,
} from './mines-board.ts';
import { useStake } from './stake.ts';

const stateKey: Record<TileState, string> = {
  hidden: 'houseMines.state.hidden',
  safe: 'houseMines.state.safe',
  'mine-hit': 'houseMines.state.mineHit',
  mine: 'houseMines.state.mine',
  'safe-unopened': 'houseMines.state.safeUnopened',
};

const tileLook: Record<TileState, string> = {
  hidden: 'border-subtle/50 bg-overlay hover:border-accent hover:bg-raised aria-disabled:hover:border-subtle/50',
  safe: 'border-cool/70 bg-cool/10',
  'mine-hit': 'border-danger bg-danger/25',
  mine: 'border-line bg-raised',
  'safe-unopened': 'border-line bg-surface',
};

/** A tile's face turning over as it shows: transform only, and none when the player asks for less motion. */
const flip =
  'transition-transform duration-base ease-out-quick starting:rotate-y-90 starting:scale-90 motion-reduce:transition-none';

type Focus = 'board' | 'again' | 'start';

/**
 * The house studio's mines (issue 7): a 5 × 5 board hides 1 to 24 mines; the player opens tiles one press
 * at a time and may cash out after any safe one, at the multiplier the game's maths gives. No autoplay, no
 * auto-pick, no sound. A round in play when the page opens (a reload) is resumed. A win is celebrated only
 * when it pays more than the stake.
 */
export function MinesGame({ table }: { table: HouseTable }) {
  const { t, tag } = useI18n();
  const { session } = table;
  const minesId = useId();
  const hintId = useId();
  const stake = useStake(session.stake, table.subunit);
  const [mines, setMines] = useState(session.minesRound?.outcome.mines ?? 3);
  const [round, setRound] = useState<MinesResult | undefined>(session.minesRound ?? undefined);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | undefined>();
  /** Tiles whose face changed with the last answer: only they turn over (not a resumed board). */
  const [fresh, setFresh] = useState<ReadonlySet<number>>(new Set());
  /** The one tile in the Tab order; the arrow keys move it. */
  const [current, setCurrent] = useState(0);
  /** A call on its way: a second press (or a key held down) must not send a second move. */
  const calling = useRef(false);
  const tiles = useRef<(HTMLButtonElement | null)[]>([]);
  const again = useRef<HTMLButtonElement>(null);
  const start = useRef<HTMLButtonElement>(null);
  /** Where the keyboard's focus goes once the page shows the answer (the pressed control may be gone). */
  const focusNext = useRef<Focus | undefined>(undefined);

  // A resumed round's stake is the one the player chose: "Play again" keeps it.
  const resumedStake = session.minesRound?.stakeMinor;
  const setTyped = stake.setTyped;
  useEffect(() => {
    if (resumedStake) setTyped(minorToMajor(resumedStake, table.subunit));
  }, [resumedStake, setTyped, table.subunit]);

  useEffect(() => {
    const target = focusNext.current;
    if (!target || busy) return;
    focusNext.current = undefined;
    if (target === 'board') tiles.current[current]?.focus();
    else if (target === 'again') again.current?.focus();
    else start.current?.focus();
  });

  const outcome = round?.outcome;
  const playing = outcome?.status === 'playing';
  const over = outcome !== undefined && !playing;
  const states = tileStates(outcome);
  const opened = outcome ? safeOpened(outcome) : 0;
  const shownMines = outcome?.mines ?? mines;
  const roundStake = round ? BigInt(round.stakeMinor) : 0n;
  const cashOutNow = round && playing ? cashOutAmount(roundStake, outcome.multiplier) : 0n;

  const show = (next: MinesResult) => {
    const before = tileStates(round?.outcome);
    const after = tileStates(next.outcome);
    setFresh(new Set(after.flatMap((state, tile) => (state !== before[tile] ? [tile] : []))));
    setRound(next);
  };

  /** The round as the server has it now (another tab may have moved it on, or it ended meanwhile). */
  const resync = async () => {
    const latest = await houseApi<HouseSession>('session', {
      token: table.token,
      game: session.game.slug,
      currency: session.currency,
    });
    if (latest.ok) {
      setFresh(new Set());
      setRound((shown) => latest.data.minesRound ?? (shown?.outcome.status === 'playing' ? undefined : shown));
    }
  };

  const call = async (
    path: 'mines/start' | 'mines/reveal' | 'mines/cash-out',
    body: object,
  ): Promise<MinesResult | undefined> => {
    if (calling.current) return undefined;
    calling.current = true;
    setBusy(true);
    setProblem(undefined);
    const answer = await houseApi<MinesResult>(path, { token: table.token, game: session.game.slug, ...body });
    calling.current = false;
    setBusy(false);
    if (answer.ok) return answer.data;
    setProblem(problemOf(answer));
    if (answer.error.code === 'house_bad_move') await resync();
    return undefined;
  };

  /** Shows a reveal's or a cash-out's answer; a round that ended hands the focus to "Play again". */
  const afterMove = (next: MinesResult) => {
    show(next);
    if (next.outcome.status === 'playing') {
      // Real money: the casino answers the balance only when the round ends; demo answers it every time.
      if (next.balanceMinor !== null) table.settled(next);
      return;
    }
    table.settled(next);
    focusNext.current = 'again';
  };

  const begin = async (event: FormEvent) => {
    event.preventDefault();
    if (stake.minor === undefined) return;
    const staked = stake.minor;
    const next = await call('mines/start', { currency: session.currency, stake: staked.toString(), mines });
    if (!next) return;
    show(next);
    // The stake leaves the balance at the start: demo answers the balance after it; for real money the
    // casino's balance comes at the end, so until then the page takes the stake off itself.
    table.settled(
      next.balanceMinor === null ? { ...next, balanceMinor: (BigInt(session.balanceMinor) - staked).toString() } : next,
    );
    focusNext.current = 'board';
  };

  const reveal = async (tile: number) => {
    if (!playing || states[tile] !== 'hidden') return;
    const next = await call('mines/reveal', { tile });
    if (next) afterMove(next);
  };

  const cashOut = async () => {
    if (!playing || opened === 0) return;
    const next = await call('mines/cash-out', {});
    if (next) afterMove(next);
  };

  const playAgain = () => {
    setRound(undefined);
    setFresh(new Set());
    setProblem(undefined);
    focusNext.current = 'start';
  };

  const onTileKey = (event: KeyboardEvent<HTMLButtonElement>, tile: number) => {
    const next = tileAfterKey(tile, event.key);
    if (next === undefined) return;
    event.preventDefault();
    setCurrent(next);
    tiles.current[next]?.focus();
  };

  const winPaid = round ? BigInt(round.winMinor) : 0n;
  const won = over && winPaid > roundStake;
  const pending = round?.winPending ? 'Pending' : '';
  const news = !round
    ? t('houseMines.ready')
    : playing
      ? opened === 0
        ? t('houseMines.started', { count: shownMines })
        : t('houseMines.safe', { amount: table.money(cashOutNow) })
      : winPaid === 0n
        ? t('houseMines.noWin')
        : t(`houseMines.${won ? 'win' : 'back'}${pending}`, { amount: table.money(winPaid) });

  const times = (millionths: number) => t('houseMines.multiplier', { multiplier: multiplierText(millionths, tag) });
  const ladder = ladderWindow(shownMines, opened);

  return (
    <>
      <section
        aria-labelledby="mines-board"
        className="flex flex-col gap-4 rounded-sheet border border-line bg-radial-[at_50%_0%] from-cool/10 via-surface to-surface p-4 sm:p-6"
      >
        <h2 id="mines-board" className="sr-only">
          {t('houseMines.board')}
        </h2>

        {round ? (
          <fieldset
            aria-describedby={hintId}
            aria-busy={busy}
            className="mx-auto grid w-full min-w-0 max-w-md grid-cols-5 gap-2 [perspective:800px]"
            data-testid="mines-grid"
          >
            <legend className="sr-only">{t('houseMines.board')}</legend>
            {states.map((state, tile) => {
              const { row, column } = tilePlace(tile);
              const open = playing && state === 'hidden';
              return (
                <button
                  // biome-ignore lint/suspicious/noArrayIndexKey: a tile is its place on the board
                  key={tile}
                  ref={(element) => {
                    tiles.current[tile] = element;
                  }}
                  type="button"
                  tabIndex={tile === current ? 0 : -1}
                  aria-disabled={!open}
                  aria-label={t('houseMines.tile', {
                    row: row + 1,
                    column: column + 1,
                    state: t(stateKey[state]),
                  })}
                  data-state={state}
                  onClick={() => void reveal(tile)}
                  onKeyDown={(event) => onTileKey(event, tile)}
                  onFocus={() => setCurrent(tile)}
                  className={`flex aspect-square min-h-11 items-center justify-center rounded-control border-2 transition-colors duration-quick aria-disabled:cursor-default ${tileLook[state]}`}
                >
                  <TileFace key={state} state={state} turn={fresh.has(tile)} />
                </button>
              );
            })}
          </fieldset>
        ) : (
          // Before a round: the empty board, as a picture only; the setup below is what there is to press.
          <div aria-hidden="true" className="mx-auto grid w-full max-w-md grid-cols-5 gap-2">
            {Array.from({ length: tileCount }, (_, tile) => (
              <span
                // biome-ignore lint/suspicious/noArrayIndexKey: a tile is its place on the board
                key={tile}
                className={`aspect-square min-h-11 rounded-control border-2 opacity-70 ${tileLook.hidden}`}
              />
            ))}
          </div>
        )}
        <p id={hintId} className="sr-only">
          {t('houseMines.boardHint')}
        </p>

        <p
          className={`min-h-6 text-center ${won ? 'font-semibold text-success' : 'text-text'}`}
          role="status"
          data-testid="mines-outcome"
        >
          {news}
        </p>

        {round ? (
          <dl className="grid grid-cols-2 gap-2 text-center text-sm sm:grid-cols-4">
            <div className="flex flex-col gap-0.5">
              <dt className="text-muted">{t('house.stake')}</dt>
              <dd className="font-medium text-text tabular" data-testid="mines-stake">
                {round ? table.money(round.stakeMinor) : '—'}
              </dd>
            </div>
            <div className="flex flex-col gap-0.5">
              <dt className="text-muted">{t('houseMines.mines')}</dt>
              <dd className="font-medium text-text tabular" data-testid="mines-count">
                {shownMines}
              </dd>
            </div>
            <div className="flex flex-col gap-0.5">
              <dt className="text-muted">{t('houseMines.current')}</dt>
              <dd className="font-medium text-text tabular" data-testid="mines-multiplier">
                {outcome && outcome.status !== 'lost' && outcome.multiplier > 0 ? times(outcome.multiplier) : '—'}
              </dd>
            </div>
            <div className="flex flex-col gap-0.5">
              <dt className="text-muted">{over ? t('houseMines.paid') : t('houseMines.next')}</dt>
              <dd className="font-medium text-text tabular" data-testid={over ? 'mines-win' : 'mines-next'}>
                {over
                  ? table.money(winPaid)
                  : playing && outcome.nextMultiplier !== null
                    ? times(outcome.nextMultiplier)
                    : '—'}
              </dd>
            </div>
          </dl>
        ) : null}

        <ol aria-label={t('houseMines.ladder')} className="grid grid-cols-5 gap-1.5 text-center">
          {ladder.map((step) => {
            const reached = playing && step.tiles === opened;
            return (
              <li
                key={step.tiles}
                aria-current={reached ? 'step' : undefined}
                className={`flex min-w-0 flex-col gap-0.5 rounded-control border px-1 py-1.5 ${
                  reached ? 'border-accent bg-accent/15' : 'border-line bg-raised'
                }`}
              >
                <span className="truncate font-semibold text-sm text-text tabular">{times(step.multiplier)}</span>
                <span className="truncate text-muted text-xs">{t('houseMines.ladderStep', { count: step.tiles })}</span>
              </li>
            );
          })}
        </ol>
      </section>

      <div className="flex flex-col gap-3 rounded-sheet border border-line bg-surface p-4 sm:gap-4 sm:p-5">
        {!round ? (
          <form onSubmit={begin} className="grid gap-4 sm:grid-cols-2">
            <StakeField table={table} stake={stake} />
            <div className="flex flex-col gap-1.5">
              <label htmlFor={minesId} className="font-medium text-sm text-text">
                {t('houseMines.mines')}
              </label>
              <select
                id={minesId}
                value={mines}
                onChange={(event) => setMines(Number(event.target.value))}
                aria-describedby={`${minesId}-hint`}
                className="min-h-11 w-full rounded-control border border-line bg-raised px-3 text-text tabular"
              >
                {mineCounts.map((count) => (
                  <option key={count} value={count}>
                    {count}
                  </option>
                ))}
              </select>
              <p id={`${minesId}-hint`} className="text-muted text-xs">
                {t('houseMines.minesHint')}
              </p>
            </div>
            {/* Waiting, not disabled, during the call: the keyboard's focus stays put. */}
            <Button
              ref={start}
              type="submit"
              disabled={stake.minor === undefined}
              aria-disabled={busy}
              size="lg"
              className="aria-disabled:cursor-default aria-disabled:opacity-60 sm:col-span-2"
            >
              {busy ? t('houseMines.starting') : t('houseMines.start')}
            </Button>
          </form>
        ) : playing ? (
          <Button
            onClick={() => void cashOut()}
            disabled={opened === 0}
            aria-disabled={busy}
            size="lg"
            className="tabular aria-disabled:cursor-default"
          >
            {opened === 0
              ? t('houseMines.cashOutFirst')
              : busy
                ? t('houseMines.cashingOut')
                : t('houseMines.cashOut', { amount: table.money(cashOutNow) })}
          </Button>
        ) : (
          <Button ref={again} onClick={playAgain} size="lg">
            {t('houseMines.playAgain')}
          </Button>
        )}
        <RoundProblem table={table} code={problem} />
      </div>
    </>
  );
}

function TileFace({ state, turn }: { state: TileState; turn: boolean }) {
  if (state === 'hidden') return null;
  const motion = turn ? flip : '';
  const dim = state === 'mine' || state === 'safe-unopened' ? 'opacity-55' : '';
  return (
    <span aria-hidden="true" className={`block h-3/5 w-3/5 ${motion} ${dim}`}>
      {state === 'safe' || state === 'safe-unopened' ? <Gem /> : <Mine />}
    </span>
  );
}

function Gem() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="block h-full w-full">
      <polygon points="7,3 17,3 22,9 12,21 2,9" className="fill-cool" />
      <polygon points="7,3 17,3 15,9 9,9" className="fill-text/70" />
      <polygon points="2,9 9,9 12,21" className="fill-on-cool/25" />
      <polygon points="15,9 22,9 12,21" className="fill-on-cool/45" />
      <polyline points="2,9 22,9" className="fill-none stroke-on-cool/40" strokeWidth={0.8} strokeLinejoin="round" />
    </svg>
  );
}

function Mine() {
  const spikes = [0, 45, 90, 135];
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="block h-full w-full">
      {spikes.map((angle) => (
        <line
          key={angle}
          x1={12}
          y1={2}
          x2={12}
          y2={22}
          transform={`rotate(${angle} 12 12)`}
          className="stroke-danger"
          strokeWidth={2.4}
          strokeLinecap="round"
        />
      ))}
      <circle cx={12} cy={12} r={6.5} className="fill-danger" />
      <circle cx={9.8} cy={9.8} r={1.8} className="fill-text/80" />
    </svg>
  );
}
