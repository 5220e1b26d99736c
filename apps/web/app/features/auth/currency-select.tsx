import { describedBy, Field, inputClass } from '@croupier/ui/form-controls';
import { useI18n } from '../../i18n/i18n.tsx';

/** The registration currency as a native select (spec 01 §3: only enabled currencies are offered). */
export function CurrencySelect(props: {
  id: string;
  label: string;
  currencies: readonly { code: string; symbol: string }[];
  required: boolean;
  error: string | undefined;
  hint: string | undefined;
}) {
  const { t } = useI18n();
  const { id, error, hint, currencies } = props;
  return (
    <Field id={id} label={props.label} error={error} hint={hint}>
      <div className="relative">
        <select
          id={id}
          name="currency"
          required={props.required}
          defaultValue={currencies.length === 1 ? currencies[0]?.code : ''}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, error, hint)}
          className={`${inputClass} appearance-none pr-11`}
        >
          <option value="" disabled>
            {t('auth.signUp.chooseCurrency')}
          </option>
          {currencies.map((c) => (
            <option key={c.code} value={c.code}>
              {c.code} · {c.symbol}
            </option>
          ))}
        </select>
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="pointer-events-none absolute top-1/2 right-4 size-5 -translate-y-1/2 text-muted"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M6 9l6 6 6-6" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </div>
    </Field>
  );
}
