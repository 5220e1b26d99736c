import { Button } from '@croupier/ui/button';
import { type FormEvent, type RefObject, useId, useState } from 'react';
import { useI18n } from '../../i18n/i18n.tsx';
import { parseAutoCashOut } from './crash-clock.ts';
import { type HouseTable, RoundProblem, StakeField } from './house-table.tsx';
import { useStake } from './stake.ts';

export interface BetPanelProps {
  table: HouseTable;
  /** Betting is open and this session has no bet on the round yet. */
  open: boolean;
  /** This session has a bet on the current round. */
  placed: boolean;
  /** The bet is in the air: the button cashes it out. */
  cashingOut: boolean;
  busy: boolean;
  problem: string | undefined;
  /** The cash-out button's label, which the clock writes every frame. */
  cashOutLabel: RefObject<HTMLSpanElement | null>;
  onBet(stakeMinor: bigint, autoCashOut: number | null): Promise<void>;
  onCashOut(): Promise<void>;
}

/**
 * The crash bet: the stake, an optional automatic cash-out, and one button for the round that places the bet
 * while betting is open and cashes it out in flight.
 */
export function CrashBetPanel(props: BetPanelProps) {
  const { table, open, placed, cashingOut, busy, problem, cashOutLabel } = props;
  const { t } = useI18n();
  const autoId = useId();
  const stake = useStake(table.session.stake, table.subunit);
  const [autoTyped, setAutoTyped] = useState('');
  const auto = parseAutoCashOut(autoTyped);
  const canBet = open && stake.minor !== undefined && auto.valid && !busy;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (cashingOut) {
      await props.onCashOut();
      return;
    }
    if (!canBet || stake.minor === undefined || !auto.valid) return;
    await props.onBet(stake.minor, auto.hundredths);
  };

  const buttonText = busy
    ? t(cashingOut ? 'houseCrash.cashingOut' : 'houseCrash.placing')
    : placed && !cashingOut
      ? t('houseCrash.betPlaced')
      : t('houseCrash.placeBet');

  return (
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
          <span aria-hidden="true" className="-translate-y-1/2 pointer-events-none absolute top-1/2 left-3 text-muted">
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
      <Button
        type="submit"
        aria-disabled={!(cashingOut ? !busy : canBet)}
        data-testid="crash-action"
        size="lg"
        // Cashing out is the one green action of the table: money comes back.
        className={`aria-disabled:cursor-default aria-disabled:opacity-60 sm:col-span-2 ${
          cashingOut ? 'bg-success text-ink hover:bg-success/90' : 'aria-disabled:hover:bg-accent'
        }`}
      >
        {cashingOut && !busy ? <span ref={cashOutLabel} /> : buttonText}
      </Button>
    </form>
  );
}
