import type { SlotTheme } from '@croupier/house-games/slots';
import { useI18n } from '../../i18n/i18n.tsx';
import type { HouseTable } from './house-table.tsx';
import { SymbolArt } from './slot-art.tsx';
import { lineBet, paytableRows } from './slot-reels.ts';

/** The slot's paytable and rules, priced for the stake in the field. */
export function Paytable(props: {
  table: HouseTable;
  theme: SlotTheme;
  lines: number;
  stake: bigint;
  wildText: string;
}) {
  const { t } = useI18n();
  const { table, theme, lines, stake } = props;
  const rows = paytableRows(theme, stake, lines);
  const perLine = lineBet(stake, lines);
  return (
    <details className="rounded-sheet border border-line bg-surface p-5">
      <summary className="cursor-pointer font-semibold text-text">{t('houseSlots.paytable.title')}</summary>
      <div className="mt-4 flex flex-col gap-3 text-sm">
        <table className="w-full border-collapse text-left">
          <caption className="pb-2 text-left text-muted">
            {t('houseSlots.paytable.for', { stake: table.money(stake) })}
          </caption>
          <thead>
            <tr className="border-line border-b text-muted">
              <th scope="col" className="py-1.5 pr-2 font-medium">
                {t('houseSlots.paytable.symbol')}
              </th>
              {[3, 4, 5].map((count) => (
                <th key={count} scope="col" className="px-1 py-1.5 text-right font-medium">
                  {t('houseSlots.paytable.count', { count })}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.symbol.id} className="border-line border-b last:border-b-0">
                <th scope="row" className="py-1.5 pr-2 font-normal text-text">
                  <span className="flex items-center gap-2">
                    <span
                      className="size-9 shrink-0 rounded-control p-0.5"
                      style={{ background: theme.palette.background }}
                    >
                      <SymbolArt theme={theme} symbol={row.symbol} wildText={props.wildText} />
                    </span>
                    <span className="flex flex-col">
                      <span>{row.symbol.name}</span>
                      {row.symbol.kind === 'regular' ? null : (
                        <span className="text-muted text-xs">{t(`houseSlots.paytable.${row.symbol.kind}`)}</span>
                      )}
                    </span>
                  </span>
                </th>
                {row.pays.map((pay, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the column is the count (3, 4, 5)
                  <td key={i} className="px-1 py-1.5 text-right text-text tabular">
                    {table.money(pay)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
        <ul className="flex list-disc flex-col gap-1.5 pl-5 text-muted">
          <li>
            {perLine === undefined
              ? t('houseSlots.paytable.linesShared', { lines })
              : t('houseSlots.paytable.linesEven', { lines, lineBet: table.money(perLine) })}
          </li>
          <li>{t('houseSlots.paytable.wildRule')}</li>
          <li>{t('houseSlots.paytable.scatterRule')}</li>
          <li>
            {t('houseSlots.paytable.freeSpinsRule', {
              count: theme.freeSpins.count,
              multiplier: theme.freeSpins.multiplier,
            })}
          </li>
          <li>{t('houseSlots.paytable.rounding')}</li>
        </ul>
      </div>
    </details>
  );
}
