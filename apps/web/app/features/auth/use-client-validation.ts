import { type FormEvent, useState } from 'react';
import { type FieldFailures, type FieldSpec, formValues, validateForm } from './form-rules.ts';

/**
 * Checks a form in the browser before it is sent; on failure nothing is sent and focus moves to the
 * first field to fix. Without JavaScript the action runs the same rules.
 */
export function useClientValidation(specs: readonly FieldSpec[]) {
  const [failures, setFailures] = useState<FieldFailures | null>(null);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const found = validateForm(specs, formValues(new FormData(event.currentTarget)), new Date());
    const first = specs.find((spec) => found[spec.property]);
    setFailures(first ? found : null);
    if (first) {
      event.preventDefault();
      event.currentTarget.querySelector<HTMLElement>(`[name="${first.property}"]`)?.focus();
    }
  };
  return { failures, onSubmit, reset: () => setFailures(null) };
}
