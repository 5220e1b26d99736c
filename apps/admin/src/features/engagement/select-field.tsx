import { describedBy, Field, inputClass } from '@croupier/ui/form-controls';

/** A labelled select with its error and hint wired to it, as the text fields are; controlled when given `value`. */
export function SelectField(props: {
  id: string;
  name: string;
  label: string;
  options: { value: string; label: string; disabled?: boolean }[];
  defaultValue?: string;
  value?: string;
  onChange?(value: string): void;
  error?: string | undefined;
  hint?: string | undefined;
}) {
  const state =
    props.value === undefined
      ? { defaultValue: props.defaultValue ?? props.options[0]?.value }
      : {
          value: props.value,
          onChange: (e: { currentTarget: { value: string } }) => props.onChange?.(e.currentTarget.value),
        };
  return (
    <Field id={props.id} label={props.label} error={props.error} hint={props.hint}>
      <select
        id={props.id}
        name={props.name}
        {...state}
        className={inputClass}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={describedBy(props.id, props.error, props.hint)}
      >
        {props.options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}
