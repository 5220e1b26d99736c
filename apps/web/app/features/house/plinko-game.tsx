import type { PlinkoResult } from '@croupier/contracts/house';
import { type PlinkoRisk, type PlinkoRows, plinkoRows } from '@croupier/house-games/plinko';
import { Button } from '@croupier/ui/button';
import { type FormEvent, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useI18n } from '../../i18n/i18n.tsx';
import { prefersReducedMotion } from '../../ui/reduced-motion.ts';
import { houseApi, problemOf } from './house-api.ts';
import { type HouseTable, RoundProblem, StakeField } from './house-table.tsx';
import {
  ballAt,
  ballWaypoints,
  boardGeometry,
  bucketMultipliers,
  bucketTier,
  fallDuration,
  multiplierNumber,
  type Point,
} from './plinko-board.ts';
import { useStake } from './stake.ts';

const tierText = { under: 'text-muted', even: 'text-text', high: 'font-semibold text-accent' } as const;

/**
 * The house studio's plinko: one ball per press (no autoplay, no sound) through 8, 12 or 16 rows of pegs,
 * the risk being the game's own. The server decides the path; the ball only acts it out, and the balance
 * and the outcome change once it has landed. A win is celebrated only when it pays more than the stake.
 */
export function PlinkoGame({ table }: { table: HouseTable }) {
  const { t, tag } = useI18n();
  const { session } = table;
  const { engine } = session.game;
  const risk: PlinkoRisk = engine.game === 'plinko' ? engine.risk : 'medium';
  const stake = useStake(session.stake, table.subunit);
  const [rows, setRows] = useState<PlinkoRows>(12);
  /** A request on its way or a ball falling: the button and the rows wait. */
  const [busy, setBusy] = useState(false);
  const [falling, setFalling] = useState<PlinkoResult | undefined>();
  const [last, setLast] = useState<PlinkoResult | undefined>();
  const [problem, setProblem] = useState<string | undefined>();
  const ball = useRef<SVGCircleElement>(null);
  const stopFall = useRef<(() => void) | undefined>(undefined);

  const board = useMemo(() => boardGeometry(rows), [rows]);
  const multipliers = useMemo(() => bucketMultipliers(rows, risk), [rows, risk]);
  const landed = !falling && last && last.outcome.rows === rows ? last : undefined;

  // Only the ball's transform changes while it falls: no React render, no layout, per frame.
  const place = (point: Point | undefined) => {
    if (ball.current && point) ball.current.style.transform = `translate(${point.x}px, ${point.y}px)`;
  };

  useLayoutEffect(() => {
    if (landed) place(ballWaypoints(board, landed.outcome.path).at(-1));
  });
  useEffect(() => () => stopFall.current?.(), []);

  const fall = (path: boolean[], geometry: typeof board) =>
    new Promise<void>((resolve) => {
      let points: Point[];
      try {
        points = ballWaypoints(geometry, path);
      } catch {
        resolve();
        return;
      }
      let frame = 0;
      let timer: ReturnType<typeof setTimeout> | undefined;
      let done = false;
      const stop = () => {
        done = true;
        cancelAnimationFrame(frame);
        clearTimeout(timer);
        stopFall.current = undefined;
      };
      const finish = () => {
        if (done) return;
        stop();
        place(points.at(-1));
        resolve();
      };
      if (prefersReducedMotion()) {
        finish();
        return;
      }
      const duration = fallDuration(geometry.rows);
      let begun: number | undefined;
      const step = (now: number) => {
        begun ??= now;
        const progress = (now - begun) / duration;
        if (progress >= 1) finish();
        else {
          place(ballAt(points, progress));
          frame = requestAnimationFrame(step);
        }
      };
      place(points[0]);
      stopFall.current = stop;
      frame = requestAnimationFrame(step);
      // A hidden tab runs no frames: the ball lands all the same.
      timer = setTimeout(finish, duration + 1000);
    });

  const drop = async (event: FormEvent) => {
    event.preventDefault();
    if (stake.minor === undefined || busy) return;
    setBusy(true);
    setProblem(undefined);
    const geometry = board;
    const answer = await houseApi<PlinkoResult>('plinko', {
      token: table.token,
      game: session.game.slug,
      currency: session.currency,
      stake: stake.minor.toString(),
      rows: geometry.rows,
    });
    if (!answer.ok) {
      setBusy(false);
      setProblem(problemOf(answer));
      return;
    }
    setFalling(answer.data);
    await fall(answer.data.outcome.path, geometry);
    setFalling(undefined);
    setLast(answer.data);
    setBusy(false);
    table.settled(answer.data);
  };

  const stakePaid = last ? BigInt(last.stakeMinor) : 0n;
  const winPaid = last ? BigInt(last.winMinor) : 0n;
  const won = last !== undefined && winPaid > stakePaid;
  const outcome = !last
    ? t('housePlinko.ready')
    : winPaid === 0n
      ? t('housePlinko.noWin')
      : t(`housePlinko.${won ? 'win' : 'back'}${last.winPending ? 'Pending' : ''}`, {
          amount: table.money(last.winMinor),
        });
  const count = new Intl.NumberFormat(tag);
  const labels = multipliers.map((m) => t('housePlinko.bucket', { multiplier: multiplierNumber(m, tag) }));
  // Narrow buckets write their payout upright, reading upwards, rather than squeeze it.
  const labelTurn =
    rows === 8
      ? '[writing-mode:vertical-rl] rotate-180 @md:[writing-mode:horizontal-tb] @md:rotate-0'
      : '[writing-mode:vertical-rl] rotate-180';

  return (
    <>
      <section
        aria-labelledby="plinko-board"
        className="flex flex-col gap-4 rounded-sheet border border-line bg-surface p-4 sm:p-6"
      >
        <div className="flex items-center justify-between gap-3">
          <h2 id="plinko-board" className="sr-only">
            {t('housePlinko.board')}
          </h2>
          <p
            className="rounded-full border border-line px-2.5 py-0.5 font-semibold text-muted text-xs uppercase tracking-wide"
            data-testid="plinko-risk"
          >
            {t(`housePlinko.risk.${risk}`)}
          </p>
        </div>

        <div className="mx-auto w-full max-w-xl">
          <svg
            viewBox={`0 0 ${board.width} ${board.height}`}
            className="block h-auto w-full"
            aria-hidden="true"
            focusable="false"
          >
            {board.pegs.map((peg) => (
              <circle key={`${peg.x}:${peg.y}`} cx={peg.x} cy={peg.y} r={board.pegRadius} className="fill-subtle" />
            ))}
            <circle
              ref={ball}
              cx={0}
              cy={0}
              r={board.ballRadius}
              className={falling || landed ? 'fill-accent' : 'hidden'}
            />
          </svg>
          <ol
            aria-label={t('housePlinko.payouts')}
            className="@container grid gap-0.5"
            style={{
              gridTemplateColumns: `repeat(${rows + 1}, minmax(0, 1fr))`,
              paddingInline: `${board.inset * 100}%`,
            }}
          >
            {multipliers.map((multiplier, bucket) => {
              const hit = landed?.outcome.bucket === bucket;
              return (
                <li
                  // biome-ignore lint/suspicious/noArrayIndexKey: a bucket is its place in the row
                  key={bucket}
                  aria-current={hit ? 'true' : undefined}
                  className={`flex items-center justify-center rounded-sm border px-0.5 py-1.5 text-[11px] leading-none tabular ${
                    hit
                      ? 'border-accent bg-accent font-semibold text-on-accent'
                      : `border-line bg-raised ${tierText[bucketTier(multiplier)]}`
                  }`}
                  data-testid={hit ? 'plinko-bucket-hit' : undefined}
                >
                  <span className={`whitespace-nowrap ${labelTurn}`}>{labels[bucket]}</span>
                </li>
              );
            })}
          </ol>
        </div>

        <p
          className={`min-h-6 text-center ${won ? 'font-semibold text-success' : 'text-text'}`}
          role="status"
          data-testid="plinko-outcome"
          data-round={last?.roundId}
        >
          {outcome}
        </p>
        <h3 className="sr-only">{t('housePlinko.last')}</h3>
        <dl className="grid grid-cols-3 gap-2 text-center text-sm">
          <div className="flex flex-col gap-0.5">
            <dt className="text-muted">{t('house.stake')}</dt>
            <dd className="font-medium text-text tabular" data-testid="plinko-stake">
              {last ? table.money(last.stakeMinor) : '—'}
            </dd>
          </div>
          <div className="flex flex-col gap-0.5">
            <dt className="text-muted">{t('housePlinko.lastMultiplier')}</dt>
            <dd className="font-medium text-text tabular" data-testid="plinko-multiplier">
              {last ? t('housePlinko.bucket', { multiplier: multiplierNumber(last.outcome.multiplier, tag) }) : '—'}
            </dd>
          </div>
          <div className="flex flex-col gap-0.5">
            <dt className="text-muted">{t('housePlinko.lastWin')}</dt>
            <dd className="font-medium text-text tabular" data-testid="plinko-win">
              {last ? table.money(last.winMinor) : '—'}
            </dd>
          </div>
        </dl>
      </section>

      <form
        onSubmit={drop}
        className="grid gap-3 rounded-sheet border border-line bg-surface p-4 sm:grid-cols-2 sm:gap-4 sm:p-5"
      >
        <StakeField table={table} stake={stake} />

        <fieldset className="flex flex-col gap-1.5" disabled={busy}>
          <legend className="mb-1.5 font-medium text-sm text-text">{t('housePlinko.rows')}</legend>
          <div className="flex gap-2">
            {plinkoRows.map((option) => (
              <label
                key={option}
                className="flex min-h-11 flex-1 cursor-pointer items-center justify-center rounded-control border border-line bg-raised px-3 font-medium text-sm text-text tabular has-[:checked]:border-accent has-[:checked]:bg-accent/15 has-[:disabled]:cursor-default has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-focus has-[:focus-visible]:outline-offset-2"
              >
                <input
                  type="radio"
                  name="rows"
                  value={option}
                  checked={rows === option}
                  onChange={() => setRows(option)}
                  className="sr-only"
                />
                {count.format(option)}
              </label>
            ))}
          </div>
        </fieldset>

        <div className="sm:col-span-2">
          <RoundProblem table={table} code={problem} />
        </div>

        {/* Waiting, not disabled, while a ball falls: the keyboard's focus stays on the button for the next drop. */}
        <Button
          type="submit"
          disabled={stake.minor === undefined}
          aria-disabled={busy}
          size="lg"
          className="aria-disabled:cursor-default aria-disabled:opacity-60 aria-disabled:hover:bg-accent sm:col-span-2"
        >
          {busy ? t('housePlinko.dropping') : t('housePlinko.drop')}
        </Button>
      </form>
    </>
  );
}
