import { Button } from '@croupier/ui/button';
import { describedBy, Field, inputClass, TextField } from '@croupier/ui/form-controls';
import { useI18n } from '../../i18n/i18n.tsx';
import { minorStep } from '../../platform/minor-units.ts';
import { fieldOf } from '../engagement/form-values.ts';

/** One currency row as typed: a stable key (inputs are named by it) and the currency chosen. */
export interface CurrencyRow {
  key: string;
  currency: string;
}

export interface MoneyColumn {
  /** The body's field name (`amountMinor`); the inputs are named `<prefix>-<name>-<row key>`. */
  name: string;
  label(currency: string): string;
  hint?: string;
}

/**
 * Money per currency (docs/decisions/0133): one fieldset per currency with its amounts in major units, a
 * button to remove it and one to add another. Adding moves the focus to the new row's currency; removing, to
 * the add button, so the keyboard never falls back to the top of the page.
 */
export function CurrencyRows(props: {
  prefix: string;
  legend: string;
  rows: CurrencyRow[];
  onChange(rows: CurrencyRow[]): void;
  /** Codes and decimals of the casino's currencies. */
  currencies: { code: string; decimals: number }[];
  columns: MoneyColumn[];
  /** The server's field errors, under `at` (`bonuses.0.currencies`). */
  fields: Record<string, string[]> | undefined;
  at: string;
}) {
  const { t } = useI18n();
  const addId = `${props.prefix}-add`;
  const decimals = (code: string) => props.currencies.find((c) => c.code === code)?.decimals ?? 2;

  function add() {
    const used = new Set(props.rows.map((row) => row.currency));
    const free = props.currencies.find((c) => !used.has(c.code)) ?? props.currencies[0];
    if (!free) return;
    const key = crypto.randomUUID().slice(0, 8);
    props.onChange([...props.rows, { key, currency: free.code }]);
    requestAnimationFrame(() => document.getElementById(`${props.prefix}-${key}-currency`)?.focus());
  }

  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 font-medium text-sm">{props.legend}</legend>
      {fieldOf(props.fields, props.at) && !props.rows.length ? (
        <p className="text-danger text-sm">{t('offerForm.currencyNeeded')}</p>
      ) : null}
      {props.rows.map((row, index) => {
        const id = `${props.prefix}-${row.key}`;
        const at = `${props.at}.${index}`;
        const wrong = (name: string) =>
          Object.keys(props.fields ?? {}).includes(`${at}.${name}`) ? t('errors.field') : undefined;
        const currencyError = wrong('currency');
        return (
          <fieldset
            key={row.key}
            data-testid={`${props.prefix}-row`}
            className="flex flex-wrap items-end gap-3 rounded-card border border-line p-3"
          >
            <legend className="sr-only">{t('offerForm.inCurrency', { currency: row.currency })}</legend>
            <div className="w-32">
              <Field id={`${id}-currency`} label={t('offerForm.currency')} error={currencyError}>
                <select
                  id={`${id}-currency`}
                  value={row.currency}
                  className={inputClass}
                  aria-invalid={currencyError ? true : undefined}
                  aria-describedby={describedBy(`${id}-currency`, currencyError, undefined)}
                  onChange={(e) => {
                    const currency = e.currentTarget.value;
                    props.onChange(props.rows.map((r) => (r.key === row.key ? { ...r, currency } : r)));
                  }}
                >
                  {props.currencies.map((c) => (
                    <option key={c.code} value={c.code}>
                      {c.code}
                    </option>
                  ))}
                </select>
              </Field>
            </div>
            {props.columns.map((column) => (
              <div key={column.name} className="min-w-40 flex-1">
                <TextField
                  id={`${id}-${column.name}`}
                  label={column.label(row.currency)}
                  hint={column.hint}
                  error={wrong(column.name)}
                  input={{
                    name: `${props.prefix}-${column.name}-${row.key}`,
                    type: 'number',
                    min: 0,
                    step: minorStep(decimals(row.currency)),
                    inputMode: 'decimal',
                  }}
                />
              </div>
            ))}
            <Button
              size="sm"
              variant="ghost"
              aria-label={t('offerForm.removeCurrency', { currency: row.currency })}
              onClick={() => {
                props.onChange(props.rows.filter((r) => r.key !== row.key));
                document.getElementById(addId)?.focus();
              }}
            >
              {t('offerForm.remove')}
            </Button>
          </fieldset>
        );
      })}
      <div>
        <Button id={addId} size="sm" variant="secondary" onClick={add}>
          {t('offerForm.addCurrency')}
        </Button>
      </div>
    </fieldset>
  );
}
