import type { DiceResult } from '@croupier/contracts/house';
import { Button } from '@croupier/ui/button';
import { type FormEvent, useId, useState } from 'react';
import { useI18n } from '../../i18n/i18n.tsx';
import { chanceLimits, payoutFactor, targetFor } from './dice-odds.ts';
import { houseApi, problemOf } from './house-api.ts';
import { type HouseTable, RoundProblem, StakeField } from './house-table.tsx';
import { useStake } from './stake.ts';

type Direction = 'under' | 'over';

/**
 * The house studio's dice (issue 7): a roll from 0.00 to 99.99, under or over a target the player sets by
 * its win chance. One roll per press (no autoplay), no sound, and a win is celebrated only when it pays
 * more than the stake.
 */
export function DiceGame({ table }: { table: HouseTable }) {
  const { t, tag } = useI18n();
  const chanceId = useId();
  const { session } = table;
  const stake = useStake(session.stake, table.subunit);
  const [direction, setDirection] = useState<Direction>('under');
  const [chance, setChance] = useState(4950);
  const [rolling, setRolling] = useState(false);
  const [problem, setProblem] = useState<string | undefined>();
  const [last, setLast] = useState<DiceResult | undefined>();

  const factor = payoutFactor(direction, chance);
  const percent = new Intl.NumberFormat(tag, { minimumFractionDigits: 2, maximumFractionDigits: 2 });

  const roll = async (event: FormEvent) => {
    event.preventDefault();
    if (stake.minor === undefined || rolling) return;
    setRolling(true);
    setProblem(undefined);
    const answer = await houseApi<DiceResult>('dice', {
      token: table.token,
      game: session.game.slug,
      currency: session.currency,
      stake: stake.minor.toString(),
      direction,
      target: targetFor(direction, chance),
    });
    setRolling(false);
    if (!answer.ok) {
      setProblem(problemOf(answer));
      return;
    }
    setLast(answer.data);
    table.settled(answer.data);
  };

  const winPaid = last ? BigInt(last.winMinor) : 0n;

  return (
    <>
      <section
        aria-labelledby="dice-result"
        className="flex flex-col items-center gap-2 rounded-sheet border border-line bg-surface p-4 sm:gap-3 sm:p-6"
      >
        <h2 id="dice-result" className="sr-only">
          {t('house.dice.result')}
        </h2>
        <p className="font-bold text-4xl text-text tabular sm:text-5xl" aria-live="polite" data-testid="dice-roll">
          {last ? percent.format(last.outcome.roll / 100) : '—'}
        </p>
        <div aria-hidden="true" className="relative h-3 w-full overflow-hidden rounded-full bg-danger/40">
          <div
            className="absolute inset-y-0 bg-success/70"
            style={
              direction === 'under' ? { left: 0, width: `${chance / 100}%` } : { right: 0, width: `${chance / 100}%` }
            }
          />
          {last ? (
            <div
              className="absolute inset-y-0 w-1 bg-text"
              style={{ left: `calc(${last.outcome.roll / 100}% - 2px)` }}
            />
          ) : null}
        </div>
        <p className="min-h-6 text-center" role="status" data-testid="dice-outcome">
          {last
            ? // Every dice win pays more than the stake (the payout is above ×1), so a win is always news.
              last.outcome.won && winPaid > 0n
              ? last.winPending
                ? t('house.dice.winPending', { amount: table.money(last.winMinor) })
                : t('house.dice.win', { amount: table.money(last.winMinor) })
              : t('house.dice.noWin')
            : t('house.dice.ready')}
        </p>
      </section>

      <form
        onSubmit={roll}
        className="grid gap-3 rounded-sheet border border-line bg-surface p-4 sm:grid-cols-2 sm:gap-4 sm:p-5"
      >
        <StakeField table={table} stake={stake} />

        <fieldset className="flex flex-col gap-1.5">
          <legend className="mb-1.5 font-medium text-sm text-text">{t('house.dice.direction')}</legend>
          <div className="flex gap-2">
            {(['under', 'over'] as const).map((option) => (
              <label
                key={option}
                className="flex min-h-11 flex-1 cursor-pointer items-center justify-center rounded-control border border-line bg-raised px-3 font-medium text-sm text-text has-[:checked]:border-accent has-[:checked]:bg-accent/15"
              >
                <input
                  type="radio"
                  name="direction"
                  value={option}
                  checked={direction === option}
                  onChange={() => setDirection(option)}
                  className="sr-only"
                />
                {t(`house.dice.${option}`, { target: percent.format(targetFor(option, chance) / 100) })}
              </label>
            ))}
          </div>
        </fieldset>

        <div className="flex flex-col gap-1.5 sm:col-span-2">
          <label htmlFor={chanceId} className="flex justify-between font-medium text-sm text-text">
            <span>{t('house.dice.chance')}</span>
            <span className="tabular">
              {t('house.dice.odds', { chance: percent.format(chance / 100), payout: percent.format(factor) })}
            </span>
          </label>
          <input
            id={chanceId}
            type="range"
            min={chanceLimits.min}
            max={chanceLimits.max}
            step={50}
            value={chance}
            onChange={(event) => setChance(Number(event.target.value))}
            aria-valuetext={t('house.dice.odds', {
              chance: percent.format(chance / 100),
              payout: percent.format(factor),
            })}
            className="w-full accent-accent"
          />
        </div>

        {/* Only when there is one: an empty row would still take a gap on a phone's short frame. */}
        {problem ? (
          <div className="sm:col-span-2">
            <RoundProblem table={table} code={problem} />
          </div>
        ) : null}

        <Button type="submit" disabled={stake.minor === undefined || rolling} size="lg" className="sm:col-span-2">
          {rolling ? t('house.dice.rolling') : t('house.dice.roll')}
        </Button>
      </form>
    </>
  );
}
