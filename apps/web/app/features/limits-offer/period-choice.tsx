import { useId } from 'react';
import type { OfferPeriod } from './offer-rules.ts';

/**
 * Daily / weekly / monthly as one segmented row of native radios: three short choices fit a phone's
 * width side by side, where tiles with radio dots would wrap one onto a line of its own.
 */
export function PeriodChoice(props: {
  legend: string;
  periods: readonly { value: OfferPeriod; label: string }[];
  value: OfferPeriod;
  onChange(value: OfferPeriod): void;
}) {
  const id = useId();
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 font-medium text-sm text-text">{props.legend}</legend>
      <div className="grid grid-cols-3 gap-1 rounded-control border border-line bg-canvas p-1">
        {props.periods.map((period) => (
          <label
            key={period.value}
            htmlFor={`${id}-${period.value}`}
            className="flex min-h-10 cursor-pointer items-center justify-center rounded-[calc(var(--radius-control)-0.25rem)] px-2 text-center font-semibold text-muted text-sm transition-colors duration-quick hover:text-text has-checked:bg-accent/15 has-checked:text-text has-checked:ring-1 has-checked:ring-accent/60 has-focus-visible:outline-2 has-focus-visible:outline-focus"
          >
            <input
              id={`${id}-${period.value}`}
              type="radio"
              name="period"
              value={period.value}
              checked={props.value === period.value}
              onChange={() => props.onChange(period.value)}
              className="sr-only"
            />
            {period.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
