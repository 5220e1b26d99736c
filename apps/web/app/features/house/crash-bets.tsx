import type { CrashTableBet } from '@croupier/contracts/house';
import { useId } from 'react';
import { useI18n } from '../../i18n/i18n.tsx';
import { cashOutAmount, multiplierNumber } from './crash-clock.ts';
import type { HouseTable } from './house-table.tsx';

/** Money in another player's currency than this session's: its usual decimals, or the bare amount. */
export function foreignMoney(minor: string, code: string, tag: string): string {
  try {
    const format = new Intl.NumberFormat(tag, { style: 'currency', currency: code });
    const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
    return format.format(Number(minor) / 10 ** digits);
  } catch {
    return `${minor} ${code}`;
  }
}

/**
 * Everyone's bets on the current round, by their session's label (this page's own marked): in play, cashed
 * out at a multiplier, or lost once the round has crashed.
 */
export function CrashBets(props: {
  table: HouseTable;
  bets: CrashTableBet[];
  myLabel: string | undefined;
  crashed: boolean;
}) {
  const { table, bets, myLabel, crashed } = props;
  const { t, tag } = useI18n();
  const betsId = useId();
  const betMoney = (minor: string, code: string) =>
    code === table.session.currency ? table.money(minor) : foreignMoney(minor, code, tag);
  return (
    <section aria-labelledby={betsId} className="flex flex-col gap-3 rounded-sheet border border-line bg-surface p-5">
      <div className="flex items-baseline justify-between gap-3">
        <h2 id={betsId} className="font-semibold text-text">
          {t('houseCrash.bets')}
        </h2>
        <p className="text-muted text-sm tabular">{t('houseCrash.betsCount', { count: bets.length })}</p>
      </div>
      {bets.length === 0 ? (
        <p className="text-muted text-sm">{t('houseCrash.betsEmpty')}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-line" data-testid="crash-bets">
          {bets.map((bet) => (
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
                  : crashed
                    ? t('houseCrash.betLost')
                    : t('houseCrash.betInPlay')}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
