import type { HouseFreeRoundState } from '@croupier/contracts/free-rounds';
import type { SlotsResult } from '@croupier/contracts/house';
import { buttonClass } from '@croupier/ui/button';
import { useEffect, useId, useRef, useState } from 'react';
import { useI18n } from '../../i18n/i18n.tsx';
import type { ApiResult } from '../../platform/api/api-client.ts';
import { Icon } from '../../ui/icon.tsx';
import {
  afterSpin,
  awardState,
  endingOf,
  endsAward,
  type FreeSpinsAward,
  type FreeSpinsState,
} from './free-spins-state.ts';
import { houseApi, problemOf } from './house-api.ts';
import type { HouseTable } from './house-table.tsx';

/** A free spin's answer: a slots round plus the award after it (null until the casino confirms it). */
export type FreeSpinResult = SlotsResult & { freeRound: HouseFreeRoundState | null };

/** The slot page's free-spin mode, when its URL names a casino award (`freeRounds`, decision 0075). */
export interface FreeSpins {
  /** Undefined until the award has been read. */
  state: FreeSpinsState | undefined;
  /** Why the award could not be read or played (a house problem code). */
  problem: string | undefined;
  /** Opened on an award already played out: nothing to spin, the end section says so. */
  over: boolean;
  spin(): Promise<ApiResult<FreeSpinResult>>;
  /** The spin has been shown: the counters take its answer. */
  record(result: SlotsResult & { freeRound?: HouseFreeRoundState | null }): void;
  /** A spin was refused; a refusal that means the award is over shows its end. */
  refused(reason: string): void;
}

export function useFreeSpins(table: HouseTable, awardId: string | undefined): FreeSpins | undefined {
  const [state, setState] = useState<FreeSpinsState | undefined>();
  const [problem, setProblem] = useState<string | undefined>();
  const { token } = table;
  const game = table.session.game.slug;

  useEffect(() => {
    if (!awardId) return;
    void houseApi<FreeSpinsAward>('slots/free-spin/award', { token, game, awardId }).then((answer) => {
      if (answer.ok) setState(awardState(answer.data));
      else setProblem(problemOf(answer));
    });
  }, [token, game, awardId]);

  if (!awardId) return undefined;
  return {
    state,
    problem,
    over: endingOf(state, problem) === 'over',
    spin: () => houseApi<FreeSpinResult>('slots/free-spin', { token, game, awardId }),
    record: (result) =>
      setState((current) => current && afterSpin(current, result.freeRound ?? null, BigInt(result.winMinor))),
    refused: (reason) => {
      if (endsAward(reason)) setState((current) => current && { ...current, remaining: 0, finished: true });
      else setProblem(reason);
    },
  };
}

/** In place of the stake field: the spins left, the award's fixed stake and what the spins have won. */
export function FreeSpinsPanel({ table, free }: { table: HouseTable; free: FreeSpins }) {
  const { t } = useI18n();
  const { state } = free;
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2" data-testid="free-spins-panel">
      <h2 id={headingId} className="font-semibold text-lg text-text tabular" data-testid="free-spins-left">
        {state ? t('houseFreeSpins.left', { count: state.remaining }) : t('houseFreeSpins.loading')}
      </h2>
      <dl className="grid grid-cols-2 gap-2 text-sm">
        <div className="flex flex-col gap-0.5">
          <dt className="text-muted">{t('houseFreeSpins.stake')}</dt>
          <dd className="font-medium text-text tabular" data-testid="free-spins-stake">
            {state ? table.money(state.stakeMinor) : '—'}
          </dd>
        </div>
        <div className="flex flex-col gap-0.5">
          <dt className="text-muted">{t('houseFreeSpins.won')}</dt>
          <dd className="font-medium text-text tabular" data-testid="free-spins-won">
            {state ? table.money(state.totalWinMinor) : '—'}
          </dd>
        </div>
      </dl>
      <p className="text-muted text-xs">{t('houseFreeSpins.balanceNote')}</p>
    </section>
  );
}

/** In place of the Spin button once the award is played out: nothing is left to press, and it says so. */
export function FreeSpinsFinished() {
  const { t } = useI18n();
  const box = useRef<HTMLParagraphElement>(null);
  // The Spin button the player pressed last is gone: their focus lands here, not back at the page's start.
  useEffect(() => {
    if (document.activeElement === document.body) box.current?.focus();
  }, []);
  return (
    <p
      ref={box}
      tabIndex={-1}
      data-testid="free-spins-finished"
      className="flex min-h-12 items-center justify-center gap-2 rounded-control border border-line bg-raised px-6 font-semibold text-text"
    >
      <Icon name="star" className="size-5 shrink-0 text-accent" />
      {t('houseFreeSpins.finished')}
    </p>
  );
}

/** The award played out: its winnings became a bonus to wager (or it won nothing); the way to the bonuses. */
export function FreeSpinsEnd({ table, free }: { table: HouseTable; free: FreeSpins }) {
  const { t, path } = useI18n();
  const headingId = useId();
  const ending = endingOf(free.state, free.problem);
  if (!ending) return null;
  const won = free.state ? table.money(free.state.totalWinMinor) : '';
  return (
    <section
      aria-labelledby={headingId}
      data-testid="free-spins-end"
      data-ending={ending}
      className="flex flex-col items-center gap-3 rounded-sheet border border-accent bg-accent/10 p-5 text-center"
    >
      <h2 id={headingId} className="font-semibold text-text text-xl">
        {t('houseFreeSpins.endTitle')}
      </h2>
      <p className="max-w-md text-text" role="status">
        {ending === 'bonus'
          ? t('houseFreeSpins.endBonus', { amount: won })
          : t(ending === 'over' ? 'houseFreeSpins.endOver' : 'houseFreeSpins.endNothing')}
      </p>
      {ending === 'bonus' ? <p className="max-w-md text-muted text-sm">{t('houseFreeSpins.endWagering')}</p> : null}
      {/* The slot runs in the casino's game frame: the bonuses page opens in the whole window. */}
      <a href={path('/bonuses')} target="_top" className={buttonClass()}>
        {t('houseFreeSpins.toBonuses')}
      </a>
    </section>
  );
}
