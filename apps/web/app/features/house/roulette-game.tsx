import type { RouletteResult, RouletteSpot } from '@croupier/contracts/house';
import { Button } from '@croupier/ui/button';
import { type CSSProperties, type FormEvent, type ReactNode, useMemo, useState } from 'react';
import { useI18n } from '../../i18n/i18n.tsx';
import { prefersReducedMotion } from '../../ui/reduced-motion.ts';
import { houseApi, problemOf } from './house-api.ts';
import { type HouseTable, RoundProblem, StakeField } from './house-table.tsx';
import {
  betsBody,
  type Chip,
  chipFace,
  chipFits,
  columns,
  dozens,
  edgePlace,
  edgeSpots,
  evenMoney,
  mergeChips,
  numberCells,
  outcomeKind,
  type PocketColor,
  pocketDegrees,
  spotKey,
  stakesBySpot,
  totalStake,
  wheelAngle,
  wheelGradient,
  wheelOrder,
  winningKeys,
} from './roulette-board.ts';
import { useStake } from './stake.ts';

/** The wheel's and the board's pocket colours (white numbers on each keep a 4.5:1 contrast). */
const pocketFill: Record<PocketColor, string> = { red: '#b3202f', black: '#0b0f1c', green: '#0f7a45' };
const pocketClass: Record<PocketColor, string> = {
  red: 'bg-[#b3202f]',
  black: 'bg-[#0b0f1c]',
  green: 'bg-[#0f7a45]',
};
const gradient = wheelGradient(pocketFill);
const edges = edgeSpots();
/** How long the wheel turns; with reduced motion it jumps and the result shows at once. */
const spinMs = 1100;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Upright on phones (vertical writing), across from `sm` on: the outside bets' labels. */
const uprightText = '[writing-mode:vertical-rl] rotate-180 sm:[writing-mode:horizontal-tb] sm:rotate-0';

interface LastSpin {
  result: RouletteResult;
  /** The spots' keys in the order the bets were sent (the answer's `wins` follow it). */
  keys: string[];
}

/**
 * The house studio's European roulette: chips of the chip value on a standard layout (numbers, the lines
 * between them, dozens, columns and the even-money bets), one spin per press (no autoplay, no sound). The
 * bets stay on the board for the next spin; a win is celebrated only when it pays more than the stake.
 */
export function RouletteGame({ table }: { table: HouseTable }) {
  const { t, tag } = useI18n();
  const { session } = table;
  const stake = useStake(session.stake, table.subunit);
  const max = BigInt(session.stake.maxMinor);
  const [chips, setChips] = useState<Chip[]>([]);
  const [showEdges, setShowEdges] = useState(false);
  const [busy, setBusy] = useState(false);
  const [last, setLast] = useState<LastSpin | undefined>();
  const [problem, setProblem] = useState<string | undefined>();
  const [note, setNote] = useState<string | undefined>();
  const [angles, setAngles] = useState({ wheel: 0, ball: 0 });

  const bets = useMemo(() => mergeChips(chips), [chips]);
  const stakes = useMemo(() => stakesBySpot(bets), [bets]);
  const total = totalStake(bets);
  const paid = useMemo(
    () => (last && !busy ? winningKeys(last.keys, last.result.outcome.wins) : new Set<string>()),
    [last, busy],
  );
  const hit = last && !busy ? last.result.outcome.number : undefined;
  const list = new Intl.ListFormat(tag, { type: 'conjunction' });

  const place = (spot: RouletteSpot) => {
    if (busy) return;
    if (stake.minor === undefined) {
      setNote(t('houseRoulette.chipInvalid'));
      return;
    }
    if (!chipFits(bets, spot, stake.minor, max)) {
      setNote(t('houseRoulette.overMax', { max: table.money(max) }));
      return;
    }
    const chip = stake.minor;
    setNote(undefined);
    setChips((current) => [...current, { spot, stake: chip }]);
  };

  const spin = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || bets.length === 0) return;
    setBusy(true);
    setProblem(undefined);
    setNote(undefined);
    const sent = bets;
    const answer = await houseApi<RouletteResult>('roulette', {
      token: table.token,
      game: session.game.slug,
      currency: session.currency,
      bets: betsBody(sent),
    });
    if (!answer.ok) {
      setBusy(false);
      setProblem(problemOf(answer));
      return;
    }
    const { number } = answer.data.outcome;
    setAngles((current) => ({ wheel: wheelAngle(current.wheel, number), ball: current.ball - 3 * 360 }));
    await wait(prefersReducedMotion() ? 0 : spinMs);
    setLast({ result: answer.data, keys: sent.map((bet) => bet.key) });
    setBusy(false);
    table.settled(answer.data);
  };

  /** "Straight up 17", and "…, $1.00 on it" once chips are on it. */
  const nameOf = (spot: RouletteSpot): string => {
    let name: string;
    if ('numbers' in spot) {
      name =
        spot.type === 'straight'
          ? t('houseRoulette.name.straight', { number: spot.numbers[0] ?? 0 })
          : t(`houseRoulette.name.${spot.type}`, { numbers: list.format(spot.numbers.map(String)) });
    } else if (spot.type === 'dozen') {
      name = t('houseRoulette.name.dozen', {
        label: t(`houseRoulette.label.dozen${spot.index}`),
        first: spot.index * 12 - 11,
        last: spot.index * 12,
      });
    } else if (spot.type === 'column') {
      name = t('houseRoulette.name.column', { first: spot.index, last: 33 + spot.index });
    } else {
      name = t(`houseRoulette.name.${spot.type}`);
    }
    const on = stakes.get(spotKey(spot));
    return on ? t('houseRoulette.onSpot', { spot: name, amount: table.money(on) }) : name;
  };

  /** The chips on a spot, as one chip with the spot's total on its face (a small one inside a number). */
  const chipOn = (spot: RouletteSpot, small = false): ReactNode => {
    const on = stakes.get(spotKey(spot));
    if (!on) return null;
    return (
      <span
        key={on.toString()}
        aria-hidden="true"
        className={`grid place-items-center rounded-full bg-accent px-1 font-bold text-on-accent leading-none shadow-raised ring-2 ring-on-accent/30 motion-safe:animate-fade-in ${small ? 'h-4 min-w-4 text-[9px]' : 'h-5 min-w-5 text-[10px]'}`}
        data-testid="roulette-chip"
      >
        {chipFace(on, table.subunit, tag)}
      </span>
    );
  };

  /** A spot's frame: the winning number in accent, the spots a spin paid on in green. */
  const marks = (spot: RouletteSpot, number?: number) =>
    number !== undefined && number === hit
      ? 'ring-3 ring-inset ring-accent'
      : paid.has(spotKey(spot))
        ? 'ring-2 ring-inset ring-success'
        : '';

  const spotButton = 'relative flex items-center justify-center font-semibold text-sm text-text focus-visible:z-20';

  const straight = (number: number, color: PocketColor, className: string, style?: CSSProperties) => {
    const spot: RouletteSpot = { type: 'straight', numbers: [number] };
    return (
      <button
        key={number}
        type="button"
        onClick={() => place(spot)}
        aria-label={nameOf(spot)}
        className={`${spotButton} flex-col gap-0.5 border border-black/40 tabular text-white ${pocketClass[color]} hover:brightness-125 ${marks(spot, number)} ${className}`}
        style={style}
        data-testid={number === hit ? 'roulette-hit' : undefined}
      >
        <span className="text-base leading-none">{number}</span>
        {chipOn(spot, true)}
      </button>
    );
  };

  const kind = last ? outcomeKind(last.result.stakeMinor, last.result.winMinor) : undefined;
  const outcome = !last
    ? t('houseRoulette.ready')
    : kind === 'none'
      ? t('houseRoulette.noWin')
      : t(`houseRoulette.${kind}${last.result.winPending ? 'Pending' : ''}`, {
          amount: table.money(last.result.winMinor),
        });
  const pocket = last?.result.outcome;

  return (
    <>
      <section
        aria-labelledby="roulette-result"
        className="flex items-center gap-4 rounded-sheet border border-line bg-surface p-4 sm:gap-6 sm:p-6"
      >
        <h2 id="roulette-result" className="sr-only">
          {t('houseRoulette.result')}
        </h2>
        <Wheel wheel={angles.wheel} ball={angles.ball} />
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <p className="flex min-h-14 items-center gap-3" aria-live="polite" aria-atomic="true">
            {pocket && !busy ? (
              <>
                <span
                  className={`grid size-14 shrink-0 place-items-center rounded-full font-bold text-2xl text-white tabular ring-2 ring-white/20 ${pocketClass[pocket.color]}`}
                  data-testid="roulette-number"
                >
                  {pocket.number}
                </span>
                <span className="font-semibold text-lg text-text" data-testid="roulette-color">
                  {t(`houseRoulette.color.${pocket.color}`)}
                </span>
              </>
            ) : (
              <span className="text-2xl text-muted" aria-hidden="true">
                —
              </span>
            )}
          </p>
          <p
            className={`min-h-6 ${kind === 'win' && !busy ? 'font-semibold text-success' : 'text-text'}`}
            role="status"
            data-testid="roulette-outcome"
          >
            {busy ? t('houseRoulette.spinning') : outcome}
          </p>
          <dl className="grid grid-cols-2 gap-2 text-sm">
            <div className="flex flex-col gap-0.5">
              <dt className="text-muted">{t('houseRoulette.lastStake')}</dt>
              <dd className="font-medium text-text tabular" data-testid="roulette-stake">
                {last ? table.money(last.result.stakeMinor) : '—'}
              </dd>
            </div>
            <div className="flex flex-col gap-0.5">
              <dt className="text-muted">{t('houseRoulette.lastWin')}</dt>
              <dd className="font-medium text-text tabular" data-testid="roulette-win">
                {last ? table.money(last.result.winMinor) : '—'}
              </dd>
            </div>
          </dl>
        </div>
      </section>

      <form onSubmit={spin} className="flex flex-col gap-4 rounded-sheet border border-line bg-surface p-3 sm:p-5">
        <div className="grid gap-4 px-1 sm:grid-cols-2 sm:px-0">
          <StakeField table={table} stake={stake} label={t('houseRoulette.chip')} />
          <div className="flex flex-col gap-1.5">
            <p className="font-medium text-sm text-text">{t('houseRoulette.total')}</p>
            <p className="flex min-h-11 items-baseline gap-2">
              <span className="font-semibold text-text text-xl tabular" data-testid="roulette-total">
                {table.money(total)}
              </span>
              <span className="text-muted text-sm">{t('houseRoulette.bets', { count: bets.length })}</span>
            </p>
          </div>
        </div>

        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 px-1 sm:px-0">
          <h2 id="roulette-board" className="font-semibold text-text">
            {t('houseRoulette.board')}
          </h2>
          <label className="flex min-h-11 cursor-pointer items-center gap-2 text-muted text-sm">
            <input
              type="checkbox"
              checked={showEdges}
              onChange={(event) => setShowEdges(event.target.checked)}
              className="size-4 accent-accent"
            />
            {t('houseRoulette.showEdges')}
          </label>
        </div>

        <fieldset
          aria-labelledby="roulette-board"
          className="grid min-w-0 grid-cols-[2.25rem_2.5rem_minmax(0,1fr)] grid-rows-[2.75rem_auto_2.75rem] gap-1 sm:grid-cols-[2.75rem_minmax(0,1fr)_3.25rem] sm:grid-rows-[9rem_2.75rem_2.75rem]"
        >
          {straight(
            0,
            'green',
            'col-start-3 row-start-1 rounded-t-[1.75rem] sm:col-start-1 sm:row-start-1 sm:rounded-t-none sm:rounded-l-[1.75rem]',
          )}

          <div className="relative col-start-3 row-start-2 grid grid-cols-3 grid-rows-[repeat(12,3rem)] sm:col-start-2 sm:row-start-1 sm:grid-cols-12 sm:grid-rows-3">
            {numberCells.map((cell) =>
              straight(
                cell.number,
                cell.color,
                'sm:[grid-column:var(--across-column)] sm:[grid-row:var(--across-row)]',
                {
                  '--across-column': cell.street,
                  '--across-row': 4 - cell.column,
                } as CSSProperties,
              ),
            )}
            {edges.map((edge) => {
              const on = stakes.get(edge.key);
              if (!showEdges && !on) return null;
              const at = edgePlace(edge);
              return (
                <button
                  key={edge.key}
                  type="button"
                  onClick={() => place(edge.spot)}
                  aria-label={nameOf(edge.spot)}
                  title={nameOf(edge.spot)}
                  className={`group absolute top-(--upright-top) left-(--upright-left) z-10 grid size-6 -translate-x-1/2 -translate-y-1/2 place-items-center rounded-full sm:top-(--across-top) sm:left-(--across-left) ${paid.has(edge.key) ? 'ring-2 ring-success' : ''}`}
                  style={
                    {
                      '--upright-top': `${at.upright.top}%`,
                      '--upright-left': `${at.upright.left}%`,
                      '--across-top': `${at.across.top}%`,
                      '--across-left': `${at.across.left}%`,
                    } as CSSProperties
                  }
                >
                  {on ? (
                    chipOn(edge.spot)
                  ) : (
                    <span
                      aria-hidden="true"
                      className="size-2.5 rounded-full bg-text/60 ring-2 ring-black/40 group-hover:bg-accent group-focus-visible:bg-accent"
                    />
                  )}
                </button>
              );
            })}
          </div>

          <div className="col-start-3 row-start-3 flex sm:col-start-3 sm:row-start-1 sm:flex-col-reverse">
            {columns.map((spot) => (
              <button
                key={spotKey(spot)}
                type="button"
                onClick={() => place(spot)}
                aria-label={nameOf(spot)}
                className={`${spotButton} flex-1 gap-1 border border-line bg-raised text-xs hover:bg-overlay ${marks(spot)}`}
              >
                <span>{t('houseRoulette.label.column')}</span>
                {chipOn(spot)}
              </button>
            ))}
          </div>

          <div className="col-start-2 row-start-2 flex flex-col sm:col-start-2 sm:row-start-2 sm:flex-row">
            {dozens.map((spot) => (
              <button
                key={spotKey(spot)}
                type="button"
                onClick={() => place(spot)}
                aria-label={nameOf(spot)}
                className={`${spotButton} flex-1 flex-col gap-1.5 border border-line bg-raised hover:bg-overlay sm:flex-row ${marks(spot)}`}
              >
                <span className={uprightText}>{t(`houseRoulette.label.dozen${spot.index}`)}</span>
                {chipOn(spot)}
              </button>
            ))}
          </div>

          <div className="col-start-1 row-start-2 flex flex-col sm:col-start-2 sm:row-start-3 sm:flex-row">
            {evenMoney.map((spot) => (
              <button
                key={spot.type}
                type="button"
                onClick={() => place(spot)}
                aria-label={nameOf(spot)}
                className={`${spotButton} flex-1 flex-col gap-1.5 border sm:flex-row ${
                  spot.type === 'red' || spot.type === 'black'
                    ? `border-black/40 text-white ${pocketClass[spot.type]} hover:brightness-125`
                    : 'border-line bg-raised hover:bg-overlay'
                } ${marks(spot)}`}
              >
                <span className={uprightText}>{t(`houseRoulette.label.${spot.type}`)}</span>
                {chipOn(spot)}
              </button>
            ))}
          </div>
        </fieldset>

        <div className="flex flex-col gap-1 px-1 sm:px-0">
          <RoundProblem table={table} code={problem} />
          {note ? (
            <p role="status" className="text-sm text-warning">
              {note}
            </p>
          ) : null}
        </div>

        {/* On a phone the wheel is a screen above the Spin button: the result is repeated here, for the eye only. */}
        {pocket && !busy ? (
          <p
            aria-hidden="true"
            className="flex items-center gap-2 px-1 text-sm text-text sm:hidden"
            data-testid="roulette-outcome-near"
          >
            <span
              className={`grid size-7 place-items-center rounded-full font-bold text-white tabular ${pocketClass[pocket.color]}`}
            >
              {pocket.number}
            </span>
            <span className={kind === 'win' ? 'font-semibold text-success' : ''}>{outcome}</span>
          </p>
        ) : null}

        <div className="grid grid-cols-2 gap-2 sm:grid-cols-[auto_auto_1fr]">
          <Button
            onClick={() => {
              setNote(undefined);
              setChips((current) => current.slice(0, -1));
            }}
            disabled={busy || chips.length === 0}
            variant="secondary"
            size="lg"
            className="px-4 text-sm"
          >
            {t('houseRoulette.undo')}
          </Button>
          <Button
            onClick={() => {
              setNote(undefined);
              setChips([]);
            }}
            disabled={busy || chips.length === 0}
            variant="secondary"
            size="lg"
            className="px-4 text-sm"
          >
            {t('houseRoulette.clear')}
          </Button>
          {/* Waiting, not disabled, while the wheel turns: the keyboard's focus stays on the button. */}
          <Button
            type="submit"
            disabled={bets.length === 0}
            aria-disabled={busy}
            size="lg"
            className="col-span-2 aria-disabled:cursor-default aria-disabled:opacity-60 aria-disabled:hover:bg-accent sm:col-span-1"
          >
            {busy ? t('houseRoulette.spinning') : t('houseRoulette.spin')}
          </Button>
        </div>
      </form>
    </>
  );
}

/** The wheel turns forward to bring the winning pocket under the ball, which rolls the other way to the top. */
function Wheel({ wheel, ball }: { wheel: number; ball: number }) {
  const turning =
    'motion-safe:transition-transform motion-safe:duration-[1100ms] motion-safe:ease-[cubic-bezier(0.12,0.7,0.18,1)] motion-reduce:transition-none';
  return (
    <div aria-hidden="true" className="relative size-32 shrink-0 sm:size-44">
      <div className="absolute inset-0 rounded-full bg-[#5a3a1f] shadow-sheet ring-4 ring-[#8a5a2b]" />
      <div
        className={`absolute inset-1.5 rounded-full ${turning}`}
        style={{ background: gradient, transform: `rotate(${wheel}deg)` }}
      >
        {wheelOrder.map((number, i) => (
          <span
            key={number}
            className="absolute top-0 left-1/2 h-1/2 w-4 -translate-x-1/2 origin-bottom text-center font-semibold text-[7px] text-white leading-[1.6] sm:text-[9px]"
            style={{ transform: `rotate(${i * pocketDegrees}deg)` }}
          >
            {number}
          </span>
        ))}
        <div className="absolute inset-[24%] rounded-full border-2 border-[#8a5a2b] bg-[radial-gradient(circle,#2a3659_0%,#121a30_70%)]" />
        <div className="absolute inset-[44%] rounded-full bg-[#c9a45c]" />
      </div>
      <div className={`absolute inset-0 ${turning}`} style={{ transform: `rotate(${ball}deg)` }}>
        <span className="absolute top-[15%] left-1/2 size-2.5 -translate-x-1/2 rounded-full bg-white shadow-[0_1px_3px_rgb(0_0_0/0.7)] sm:size-3" />
      </div>
      <span className="absolute -top-1.5 left-1/2 size-0 -translate-x-1/2 border-x-[6px] border-x-transparent border-t-[8px] border-t-accent" />
    </div>
  );
}
