import { describedBy, Field, inputClass } from '@croupier/ui/form-controls';

/** A labelled select with its error and hint wired to it, as the text fields are. */
export function SelectField(props: {
  id: string;
  name: string;
  label: string;
  options: { value: string; label: string }[];
  defaultValue?: string;
  error?: string | undefined;
  hint?: string | undefined;
}) {
  return (
    <Field id={props.id} label={props.label} error={props.error} hint={props.hint}>
      <select
        id={props.id}
        name={props.name}
        defaultValue={props.defaultValue ?? props.options[0]?.value}
        className={inputClass}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={describedBy(props.id, props.error, props.hint)}
      >
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}
