import { useId } from 'react';

/** A set of radio buttons drawn as selectable tiles, with a real fieldset and legend for screen readers. */
export function ChoiceGroup(props: {
  name: string;
  legend: string;
  choices: readonly { value: string; label: string }[];
  value: string;
  onChange(value: string): void;
  columns?: 2 | 3;
}) {
  const id = useId();
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 font-medium text-sm text-text">{props.legend}</legend>
      <div className={`grid gap-2 ${props.columns === 3 ? 'grid-cols-2 sm:grid-cols-3' : 'grid-cols-2'}`}>
        {props.choices.map((choice) => (
          <label
            key={choice.value}
            htmlFor={`${id}-${choice.value}`}
            className="flex min-h-11 cursor-pointer items-center gap-2 rounded-control border border-line bg-canvas px-3 text-sm text-text has-checked:border-accent has-checked:bg-accent/10"
          >
            <input
              id={`${id}-${choice.value}`}
              type="radio"
              name={props.name}
              value={choice.value}
              checked={props.value === choice.value}
              onChange={() => props.onChange(choice.value)}
              className="accent-accent"
            />
            {choice.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
