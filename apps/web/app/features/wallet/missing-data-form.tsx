import { Button } from '@croupier/ui/button';
import { inputClass } from '@croupier/ui/form-controls';
import { type FormEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useI18n } from '../../i18n/i18n.tsx';
import { useKeyboardScroll } from './keyboard-scroll.ts';
import { fieldFailures, fieldLabel, type MethodFieldLike, shownFields, submittedValue } from './missing-fields.ts';

/** Spec 02 §9: the first missing field takes focus 300 ms after the form appears. */
export const firstFieldFocusMs = 300;

/**
 * The missing-data form of a payment method (spec 02 §5): only the fields that are missing, invalid or
 * agentNumber; rules per field; Enter or a completed date moves on to the next field; Next stays off
 * while the form is invalid or carries a server or custom error; the first invalid submit scrolls to the
 * first error.
 */
export function MissingDataForm(props: {
  idPrefix: string;
  fields: readonly MethodFieldLike[];
  /** Values entered earlier (kept when the player goes back and forth). */
  initial: Readonly<Record<string, string>>;
  /** Errors from the server per field key, shown until the field changes. */
  serverErrors?: Readonly<Record<string, string>> | undefined;
  customError?: string | undefined;
  submitLabel: string;
  onSubmit(values: Record<string, string>): void;
}) {
  const { t, locale } = useI18n();
  const fields = useRef(shownFields(props.fields, Object.keys(props.serverErrors ?? {}))).current;
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(fields.map((field) => [field.key, props.initial[field.key] ?? field.value ?? ''])),
  );
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [serverErrors, setServerErrors] = useState(props.serverErrors ?? {});
  const [submitted, setSubmitted] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const keyboard = useKeyboardScroll();

  useEffect(() => {
    const timer = window.setTimeout(() => {
      form.current?.querySelector<HTMLElement>('input, select, textarea')?.focus();
    }, firstFieldFocusMs);
    return () => window.clearTimeout(timer);
  }, []);

  const errorOf = (field: MethodFieldLike): string | undefined => {
    const server = serverErrors[field.key];
    if (server) return server;
    const failure = fieldFailures(field, values[field.key] ?? '')[0];
    if (!failure) return undefined;
    const rule = failure.rule.startsWith('phone') ? 'phone' : failure.rule;
    return t(`wallet.rules.${['required', 'phone', 'cpf'].includes(rule) ? rule : 'invalid'}`);
  };
  const invalid = fields.some((field) => errorOf(field) !== undefined);
  const otherErrors = Object.keys(serverErrors).length > 0 || Boolean(props.customError);
  // Next is off while the form is invalid — from the first submit on, which first shows where — and while
  // a server or custom error stands.
  const disabled = (submitted && invalid) || otherErrors;

  const focusNext = (from: HTMLElement) => {
    const controls = Array.from(
      form.current?.querySelectorAll<HTMLElement>('input, select, textarea, button[type="submit"]') ?? [],
    );
    const next = controls[controls.indexOf(from) + 1];
    next?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Enter' || event.currentTarget instanceof HTMLTextAreaElement) return;
    event.preventDefault();
    focusNext(event.currentTarget);
  };

  const update = (key: string, value: string, element: HTMLElement, kind: MethodFieldLike['fieldType'] | 'date') => {
    setValues((current) => ({ ...current, [key]: value }));
    setServerErrors((current) => {
      if (!(key in current)) return current;
      const { [key]: _gone, ...rest } = current;
      return rest;
    });
    // A completed date moves on by itself.
    if (kind === 'date' && /^\d{4}-\d{2}-\d{2}$/.test(value)) focusNext(element);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const firstInvalid = fields.find((field) => errorOf(field) !== undefined);
    if (firstInvalid) {
      const element = form.current?.querySelector<HTMLElement>(`[name="${firstInvalid.key}"]`);
      element?.scrollIntoView({ block: 'center', behavior: 'smooth' });
      element?.focus({ preventScroll: true });
      return;
    }
    if (otherErrors) return;
    props.onSubmit(
      Object.fromEntries(fields.map((field) => [field.key, submittedValue(field, values[field.key] ?? '')])),
    );
  };

  return (
    <form ref={form} noValidate onSubmit={onSubmit} className="flex flex-col gap-4" data-testid="missing-data-form">
      <p className="text-muted text-sm">{t('wallet.missing.lead')}</p>
      {fields.map((field) => {
        const id = `${props.idPrefix}-${field.key}`;
        // A left field shows a format error at once; "required" waits for Next, so a blur on the way to the
        // button never moves the button away from under the pointer.
        const filled = (values[field.key] ?? '') !== '';
        const error = submitted || (touched[field.key] && filled) ? errorOf(field) : serverErrors[field.key];
        const common = {
          id,
          name: field.key,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': error ? `${id}-error` : undefined,
          'aria-required': field.isRequired || undefined,
          onBlur: () => {
            keyboard.onBlur();
            setTouched((current) => ({ ...current, [field.key]: true }));
          },
        };
        const kind = field.key === 'birthdate' ? 'date' : field.fieldType;
        return (
          <div key={field.key} className="flex flex-col gap-2">
            <label htmlFor={id} className="font-medium text-sm text-text">
              {fieldLabel(field, locale)}
            </label>
            {field.fieldType === 'select' ? (
              <select
                {...common}
                value={values[field.key] ?? ''}
                onChange={(event) => update(field.key, event.currentTarget.value, event.currentTarget, 'select')}
                onKeyDown={onKeyDown}
                className={inputClass}
              >
                <option value="">{t('wallet.missing.choose')}</option>
                {(field.options ?? []).map((option) => (
                  <option key={option.id} value={String(option.id)}>
                    {option.name}
                  </option>
                ))}
              </select>
            ) : field.fieldType === 'textarea' ? (
              <textarea
                {...common}
                rows={3}
                onFocus={keyboard.onFocus}
                value={values[field.key] ?? ''}
                onChange={(event) => update(field.key, event.currentTarget.value, event.currentTarget, 'textarea')}
                className={inputClass}
              />
            ) : (
              <input
                {...common}
                type={kind === 'date' ? 'date' : field.key === 'phone' ? 'tel' : 'text'}
                autoComplete={field.key === 'phone' ? 'tel' : field.key === 'birthdate' ? 'bday' : 'off'}
                inputMode={field.key === 'cpf_number' ? 'numeric' : undefined}
                onFocus={kind === 'date' ? undefined : keyboard.onFocus}
                value={values[field.key] ?? ''}
                onChange={(event) => update(field.key, event.currentTarget.value, event.currentTarget, kind)}
                onKeyDown={onKeyDown}
                className={inputClass}
              />
            )}
            {error ? (
              <p id={`${id}-error`} className="text-danger text-sm">
                {error}
              </p>
            ) : null}
          </div>
        );
      })}
      {props.customError ? (
        <p role="alert" className="rounded-control border border-danger/50 bg-danger/10 p-3 text-sm text-text">
          {props.customError}
        </p>
      ) : null}
      <Button type="submit" size="lg" className="w-full font-bold" disabled={disabled}>
        {props.submitLabel}
      </Button>
    </form>
  );
}
