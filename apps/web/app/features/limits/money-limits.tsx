import { limitPeriods } from '@croupier/contracts/constants';
import type { Limit } from '@croupier/contracts/limits';
import type { MoneyCurrency } from '@croupier/i18n/money';
import { Button } from '@croupier/ui/button';
import { useId, useState } from 'react';
import { useI18n } from '../../i18n/i18n.tsx';
import { moneyText } from '../../i18n/money-text.ts';
import { useModals } from '../../ui/modal/modal-context.ts';
import { LimitRow } from './limit-row.tsx';
import { definitionKey, isAdvancedModeAvailable, moneyDefinitions, sortMoneyLimits } from './limit-rules.ts';

/**
 * Deposit, bet and loss limits: a list per definition, and — only when spec 02 §5 allows it — an
 * advanced table of every definition by currency and period.
 */
export function MoneyLimits(props: { limits: readonly Limit[]; currencies: readonly MoneyCurrency[] }) {
  const { t } = useI18n();
  const modals = useModals();
  const switchId = useId();
  const [advanced, setAdvanced] = useState(false);
  const sorted = sortMoneyLimits(props.limits);
  const codes = props.currencies.map((c) => c.code);
  const canAdvance = isAdvancedModeAvailable({ periods: limitPeriods, currencies: codes, limits: props.limits });
  const add = (definition: number) => modals.open('add-cash-limit', { definition, currencies: props.currencies });

  return (
    <div className="flex flex-col gap-5">
      {canAdvance ? (
        <label htmlFor={switchId} className="flex items-center gap-3 self-start text-sm text-text">
          <input
            id={switchId}
            type="checkbox"
            role="switch"
            aria-checked={advanced}
            checked={advanced}
            onChange={(event) => setAdvanced(event.target.checked)}
            className="size-5 accent-accent"
          />
          {t('limits.advanced')}
        </label>
      ) : null}
      {advanced && canAdvance ? (
        <AdvancedTable limits={sorted} currencies={props.currencies} />
      ) : (
        moneyDefinitions.map((definition) => {
          const key = definitionKey[definition];
          const rows = sorted.filter((l) => l.definition === definition);
          return (
            <section key={definition} aria-labelledby={`limits-${key}`} className="flex flex-col gap-3">
              <div className="flex flex-wrap items-center justify-between gap-3">
                <div>
                  <h3 id={`limits-${key}`} className="font-semibold text-text">
                    {t(`limits.definition.${key}`)}
                  </h3>
                  <p className="text-muted text-sm">{t(`limits.explain.${key}`)}</p>
                </div>
                <Button onClick={() => add(definition)} size="sm">
                  {t(`limits.add.${key}`)}
                </Button>
              </div>
              {rows.length ? (
                <ul className="flex flex-col gap-2">
                  {rows.map((limit) => (
                    <LimitRow key={limit.id} limit={limit} currencies={props.currencies} />
                  ))}
                </ul>
              ) : (
                <p className="rounded-control border border-line border-dashed p-4 text-muted text-sm">
                  {t('limits.none')}
                </p>
              )}
            </section>
          );
        })
      )}
    </div>
  );
}

function AdvancedTable(props: { limits: readonly Limit[]; currencies: readonly MoneyCurrency[] }) {
  const { t } = useI18n();
  const cell = (definition: number, currency: string, period: string) => {
    const limit = props.limits.find(
      (l) => l.definition === definition && l.currency === currency && l.period === period,
    );
    return limit?.amount != null ? moneyText(limit.amount, currency, props.currencies) : '—';
  };
  return (
    <div className="flex flex-col gap-4">
      {props.currencies.map((currency) => (
        <div key={currency.code} className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="pb-2 text-left font-semibold text-text">{currency.code}</caption>
            <thead>
              <tr className="text-muted">
                <th scope="col" className="py-2 pr-4 font-medium">
                  {t('limits.periodLabel')}
                </th>
                {moneyDefinitions.map((d) => (
                  <th key={d} scope="col" className="py-2 pr-4 font-medium">
                    {t(`limits.definition.${definitionKey[d]}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {limitPeriods.map((period) => (
                <tr key={period} className="border-line border-t">
                  <th scope="row" className="py-2 pr-4 font-medium text-text">
                    {t(`limits.period.${period}`)}
                  </th>
                  {moneyDefinitions.map((d) => (
                    <td key={d} className="tabular py-2 pr-4 text-text">
                      {cell(d, currency.code, period)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ))}
    </div>
  );
}
