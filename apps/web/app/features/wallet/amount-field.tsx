import { inputClass } from '@croupier/ui/form-controls';
import { useI18n } from '../../i18n/i18n.tsx';
import { amountMaxLength, maskAmount } from './amount-rules.ts';
import { type Preset, visiblePresets } from './presets.ts';

/**
 * The amount input with its currency and the method's presets (spec 02 §5, §9): the mask runs on every
 * keystroke, `onBlur` lets the deposit form clamp to the method's bounds.
 */
export function AmountField(props: {
  id: string;
  label: string;
  value: string;
  decimals: number;
  currencyCode: string;
  onChange(value: string): void;
  onBlur?(): void;
  presets?: readonly Preset[];
  presetLabel?(amount: number): string;
  hint?: string | undefined;
  error?: string | undefined;
}) {
  const { t } = useI18n();
  const describedBy = [props.hint ? `${props.id}-hint` : '', props.error ? `${props.id}-error` : '']
    .filter(Boolean)
    .join(' ');
  const presets = props.presets ? visiblePresets(props.presets) : [];
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={props.id} className="font-medium text-sm text-text">
        {props.label}
      </label>
      <div className="relative">
        <input
          id={props.id}
          name="amount"
          inputMode="decimal"
          autoComplete="off"
          maxLength={amountMaxLength}
          value={props.value}
          onChange={(event) => props.onChange(maskAmount(event.currentTarget.value, props.decimals))}
          onBlur={props.onBlur}
          aria-invalid={props.error ? true : undefined}
          aria-describedby={describedBy || undefined}
          className={`${inputClass} tabular pr-16 font-semibold text-lg`}
        />
        <span className="-translate-y-1/2 pointer-events-none absolute top-1/2 right-4 font-semibold text-muted text-sm">
          {props.currencyCode}
        </span>
      </div>
      {presets.length ? (
        <fieldset className="flex flex-wrap gap-2">
          <legend className="sr-only">{t('wallet.amount.presets')}</legend>
          {presets.map((preset) => {
            const selected = Number(props.value) === preset.amount;
            return (
              <button
                key={preset.amount}
                type="button"
                aria-pressed={selected}
                onClick={() => props.onChange(String(preset.amount))}
                className={`tabular min-h-10 flex-1 basis-16 rounded-control border px-3 font-semibold text-sm transition-colors duration-quick ${
                  selected
                    ? 'border-accent bg-accent/15 text-text'
                    : 'border-line bg-raised text-muted hover:border-overlay hover:text-text'
                }`}
              >
                {props.presetLabel ? props.presetLabel(preset.amount) : preset.amount}
              </button>
            );
          })}
        </fieldset>
      ) : null}
      {props.hint ? (
        <p id={`${props.id}-hint`} className="tabular text-subtle text-xs">
          {props.hint}
        </p>
      ) : null}
      {props.error ? (
        <p id={`${props.id}-error`} role="alert" className="text-danger text-sm">
          {props.error}
        </p>
      ) : null}
    </div>
  );
}
