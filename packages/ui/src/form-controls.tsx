import { type InputHTMLAttributes, type ReactNode, useState } from 'react';
import { Button } from './button.tsx';

export const inputClass =
  'w-full rounded-control border border-line bg-canvas px-4 py-3 text-text placeholder:text-subtle transition-colors duration-quick hover:border-overlay focus:border-accent focus:outline-none focus-visible:outline-2 focus-visible:outline-focus aria-invalid:border-danger';

export const linkClass = 'font-semibold text-accent underline-offset-4 hover:underline';

/** Error text ids, so inputs can point at them with aria-describedby. */
export const errorId = (id: string) => `${id}-error`;
export const hintId = (id: string) => `${id}-hint`;

export function describedBy(id: string, error: string | undefined, hint: string | undefined): string | undefined {
  const ids = [error ? errorId(id) : '', hint ? hintId(id) : ''].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

/** Label, control, hint and inline error of one form field. */
export function Field(props: {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={props.id} className="font-medium text-sm text-text">
        {props.label}
      </label>
      {props.children}
      {props.hint ? (
        <p id={hintId(props.id)} className="text-subtle text-xs">
          {props.hint}
        </p>
      ) : null}
      <FieldError id={props.id} error={props.error} />
    </div>
  );
}

export function FieldError(props: { id: string; error: string | undefined }) {
  if (!props.error) return null;
  return (
    <p id={errorId(props.id)} className="flex items-center gap-1.5 text-danger text-sm">
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-4 shrink-0"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <circle cx="12" cy="12" r="9" />
        <path d="M12 7.5v5M12 16h.01" strokeLinecap="round" />
      </svg>
      {props.error}
    </p>
  );
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'>;

export function TextField(props: {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  input: InputProps;
}) {
  return (
    <Field id={props.id} label={props.label} error={props.error} hint={props.hint}>
      <input
        id={props.id}
        {...props.input}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={describedBy(props.id, props.error, props.hint)}
        className={inputClass}
      />
    </Field>
  );
}

/** A password input with a show/hide toggle; the toggle is a real button that says what it will do. */
export function PasswordField(props: {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  input: InputProps;
  /** The words of the show/hide button, in the page's language. */
  toggle: { show: string; hide: string };
}) {
  const [visible, setVisible] = useState(false);
  return (
    <Field id={props.id} label={props.label} error={props.error} hint={props.hint}>
      <div className="relative">
        <input
          id={props.id}
          {...props.input}
          type={visible ? 'text' : 'password'}
          autoCapitalize="none"
          spellCheck={false}
          aria-invalid={props.error ? true : undefined}
          aria-describedby={describedBy(props.id, props.error, props.hint)}
          className={`${inputClass} pr-20`}
        />
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-controls={props.id}
          aria-pressed={visible}
          className="absolute top-1/2 right-2 inline-flex min-h-9 -translate-y-1/2 items-center rounded-control px-3 font-semibold text-muted text-xs transition-colors duration-quick hover:bg-raised hover:text-text"
        >
          {visible ? props.toggle.hide : props.toggle.show}
        </button>
      </div>
    </Field>
  );
}

export function CheckboxField(props: {
  id: string;
  name: string;
  label: ReactNode;
  error?: string | undefined;
  defaultChecked?: boolean;
  required?: boolean;
  /** Shown after the label, outside it (a link inside a label would also toggle the box). */
  after?: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-start gap-3">
        <input
          id={props.id}
          name={props.name}
          type="checkbox"
          defaultChecked={props.defaultChecked}
          required={props.required}
          aria-invalid={props.error ? true : undefined}
          aria-describedby={props.error ? errorId(props.id) : undefined}
          className="mt-0.5 size-5 shrink-0 accent-accent"
        />
        <div className="flex flex-col gap-1">
          <label htmlFor={props.id} className="text-muted text-sm leading-snug">
            {props.label}
          </label>
          {props.after}
        </div>
      </div>
      <FieldError id={props.id} error={props.error} />
    </div>
  );
}

/** A form-level message (wrong password, throttled, …), announced when it appears. */
export function FormAlert(props: { tone?: 'danger' | 'success'; title?: string; children: ReactNode }) {
  const tone = props.tone ?? 'danger';
  return (
    <div
      role={tone === 'danger' ? 'alert' : 'status'}
      className={`rounded-card border p-4 text-sm ${tone === 'danger' ? 'border-danger/60 bg-danger/10' : 'border-success/50 bg-success/10'}`}
    >
      {props.title ? <p className="font-semibold text-text">{props.title}</p> : null}
      <div className="text-muted">{props.children}</div>
    </div>
  );
}

export function SubmitButton(props: { pending: boolean; label: string; pendingLabel: string }) {
  return (
    <Button type="submit" disabled={props.pending} size="lg" className="w-full font-bold">
      {props.pending ? (
        <span
          aria-hidden="true"
          className="size-4 animate-spin rounded-full border-2 border-on-accent/40 border-t-on-accent"
        />
      ) : null}
      {props.pending ? props.pendingLabel : props.label}
    </Button>
  );
}
