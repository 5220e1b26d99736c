import { contactDocument } from '@croupier/contracts/content';
import { communicationCreatedSchema } from '@croupier/contracts/settings';
import { Button, buttonClass } from '@croupier/ui/button';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { data, Form, Link, useNavigation } from 'react-router';
import {
  type ContactError,
  type ContactField,
  type ContactValues,
  contactLimits,
  contactSubjects,
  readContactForm,
  validateContact,
} from '../features/content/contact-validation.ts';
import { requestLocale } from '../features/content/content-api.ts';
import { loadContent } from '../features/content/content-loader.server.ts';
import { pageMeta } from '../features/content/meta.ts';
import { useI18n } from '../i18n/i18n.tsx';
import { withRouteMessages } from '../i18n/route-messages.server.ts';
import { serverApi } from '../platform/api/server-api.server.ts';
import type { Route } from './+types/contact';

/** The message namespaces of this module's static-import closure (i18n/message-namespaces.test.ts checks). */
const messageNamespaces = ['contact'];

async function pageLoader({ request, context }: Route.LoaderArgs) {
  const document = await loadContent({ request, context }, 'pages/contact', contactDocument);
  return { document };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta(
    matches,
    loaderData ? { title: loaderData.document.title, description: loaderData.document.intro } : undefined,
  );

type Errors = Partial<Record<ContactField, ContactError>>;
type ActionResult =
  | { status: 'sent' }
  | { status: 'invalid'; errors: Errors; values: ContactValues }
  | { status: 'rate-limited' | 'failed'; values: ContactValues };

const fields: ContactField[] = ['name', 'email', 'subject', 'message'];
// The API's field errors arrive in its own words; each field maps to the local rule that covers it.
const serverFieldError: Record<ContactField, ContactError> = {
  name: 'nameLength',
  email: 'emailInvalid',
  subject: 'subjectRequired',
  message: 'messageLength',
};

/** Runs with or without JavaScript: the same rules as the browser, then the API (spec 01 §7). */
export async function action({ request, context }: Route.ActionArgs) {
  const values = readContactForm(await request.formData());
  const errors = validateContact(values);
  if (Object.keys(errors).length) return data<ActionResult>({ status: 'invalid', errors, values }, { status: 400 });
  const answer = await serverApi(context, { request })(
    {
      path: '/api/notification/communications',
      method: 'POST',
      body: {
        name: values.name.trim(),
        email: values.email.trim(),
        subject: values.subject,
        message: values.message.trim(),
        locale: requestLocale(request),
      },
    },
    communicationCreatedSchema,
  );
  if (answer.ok) return data<ActionResult>({ status: 'sent' });
  if (answer.status === 429) return data<ActionResult>({ status: 'rate-limited', values }, { status: 429 });
  if (answer.status === 400) {
    const server: Errors = {};
    for (const field of fields) if (answer.error.fields[field]) server[field] = serverFieldError[field];
    if (Object.keys(server).length)
      return data<ActionResult>({ status: 'invalid', errors: server, values }, { status: 400 });
  }
  return data<ActionResult>({ status: 'failed', values }, { status: 502 });
}

const inputClass =
  'w-full rounded-control border border-line bg-canvas px-4 py-3 text-text placeholder:text-subtle transition-colors duration-quick hover:border-overlay focus:border-accent focus:outline-none focus-visible:outline-2 focus-visible:outline-focus aria-invalid:border-danger';

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  const { document } = loaderData;
  const { t, path } = useI18n();
  const navigation = useNavigation();
  const pending = navigation.state === 'submitting';
  const result = actionData as ActionResult | undefined;
  const [clientErrors, setClientErrors] = useState<Errors | null>(null);
  const outcome = useRef<HTMLHeadingElement>(null);
  // The result replaces the form where the visitor scrolled to; bring it into view and announce it.
  useEffect(() => {
    if (result && result.status !== 'invalid') outcome.current?.focus();
  }, [result]);
  const errors: Errors = clientErrors ?? (result?.status === 'invalid' ? result.errors : {});
  const values = result && result.status !== 'sent' ? result.values : undefined;
  // Content may list subjects the API does not accept; only the accepted ones are offered.
  const subjects = document.subjects.filter((s) => (contactSubjects as readonly string[]).includes(s.value));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const found = validateContact(readContactForm(new FormData(event.currentTarget)));
    const invalid = fields.filter((field) => found[field]);
    setClientErrors(invalid.length ? found : null);
    if (invalid.length) {
      // Nothing is sent; focus goes to the first field to fix.
      event.preventDefault();
      event.currentTarget.querySelector<HTMLElement>(`[name="${invalid[0]}"]`)?.focus();
    }
  };

  const message = (field: ContactField) => {
    const key = errors[field];
    return key ? t(`contact.errors.${key}`, { min: minFor(field), max: maxFor(field) }) : undefined;
  };

  if (result?.status === 'sent') {
    return (
      <main className="mx-auto flex w-full max-w-2xl flex-col gap-6">
        <div
          role="status"
          className="flex flex-col items-start gap-4 rounded-sheet border border-line bg-surface p-8 shadow-raised"
        >
          <span className="grid size-14 place-items-center rounded-full bg-success/15 text-success">
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="size-7"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.5"
            >
              <path d="M5 12.5l4.5 4.5L19 7.5" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </span>
          <h1 ref={outcome} tabIndex={-1} className="font-bold text-3xl text-text tracking-tight outline-none">
            {document.success.title}
          </h1>
          <p className="text-lg text-muted">{document.success.text}</p>
          <Link to={path('/contact')} replace className={buttonClass({ variant: 'secondary', className: 'mt-2' })}>
            {t('contact.another')}
          </Link>
        </div>
      </main>
    );
  }

  return (
    <main className="grid gap-8 lg:grid-cols-[1fr_22rem] lg:items-start">
      <div className="flex flex-col gap-6">
        <header className="flex flex-col gap-2">
          <h1 className="font-bold text-3xl text-text tracking-tight md:text-4xl">{document.title}</h1>
          <p className="max-w-2xl text-muted">{document.intro}</p>
        </header>
        {result?.status === 'rate-limited' || result?.status === 'failed' ? (
          <div role="alert" className="rounded-card border border-danger/60 bg-danger/10 p-4 text-text">
            <p className="font-semibold">
              {t(`contact.${result.status === 'rate-limited' ? 'rateLimited' : 'failed'}.title`)}
            </p>
            <p className="text-muted text-sm">
              {t(`contact.${result.status === 'rate-limited' ? 'rateLimited' : 'failed'}.text`)}
            </p>
          </div>
        ) : null}
        <Form
          method="post"
          noValidate
          onSubmit={onSubmit}
          aria-describedby="contact-required"
          className="flex flex-col gap-5 rounded-sheet border border-line bg-surface p-6 shadow-raised sm:p-8"
        >
          <p id="contact-required" className="text-sm text-subtle">
            {t('contact.allRequired')}
          </p>
          <div className="grid gap-5 sm:grid-cols-2">
            <Field id="contact-name" label={t('contact.name')} error={message('name')}>
              <input
                id="contact-name"
                name="name"
                autoComplete="name"
                required
                maxLength={contactLimits.nameMax}
                defaultValue={values?.name}
                aria-invalid={errors.name ? true : undefined}
                aria-describedby={errors.name ? 'contact-name-error' : undefined}
                className={inputClass}
              />
            </Field>
            <Field id="contact-email" label={t('contact.email')} error={message('email')}>
              <input
                id="contact-email"
                name="email"
                type="email"
                autoComplete="email"
                inputMode="email"
                required
                maxLength={contactLimits.emailMax}
                defaultValue={values?.email}
                aria-invalid={errors.email ? true : undefined}
                aria-describedby={errors.email ? 'contact-email-error' : undefined}
                className={inputClass}
              />
            </Field>
          </div>
          <Field id="contact-subject" label={t('contact.subject')} error={message('subject')}>
            <div className="relative">
              <select
                id="contact-subject"
                name="subject"
                required
                defaultValue={values?.subject ?? ''}
                aria-invalid={errors.subject ? true : undefined}
                aria-describedby={errors.subject ? 'contact-subject-error' : undefined}
                className={`${inputClass} appearance-none pr-11`}
              >
                <option value="" disabled>
                  {t('contact.subjectPlaceholder')}
                </option>
                {subjects.map((subject) => (
                  <option key={subject.value} value={subject.value}>
                    {subject.label}
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
          <Field
            id="contact-message"
            label={t('contact.message')}
            error={message('message')}
            hint={t('contact.messageHint', { min: contactLimits.messageMin, max: contactLimits.messageMax })}
          >
            <textarea
              id="contact-message"
              name="message"
              rows={6}
              required
              maxLength={contactLimits.messageMax}
              defaultValue={values?.message}
              aria-invalid={errors.message ? true : undefined}
              aria-describedby={errors.message ? 'contact-message-error contact-message-hint' : 'contact-message-hint'}
              className={`${inputClass} resize-y`}
            />
          </Field>
          <div className="flex items-center justify-end">
            <Button type="submit" disabled={pending} size="lg" className="px-7 font-bold">
              {pending ? (
                <span
                  aria-hidden="true"
                  className="size-4 animate-spin rounded-full border-2 border-on-accent/40 border-t-on-accent"
                />
              ) : null}
              {t(pending ? 'contact.sending' : 'contact.send')}
            </Button>
          </div>
        </Form>
      </div>
      <aside
        aria-labelledby="contact-help"
        className="flex flex-col gap-3 rounded-sheet border border-line bg-gradient-to-br from-surface to-raised p-6"
      >
        <h2 id="contact-help" className="font-semibold text-lg text-text">
          {t('contact.helpTitle')}
        </h2>
        <p className="text-muted text-sm leading-relaxed">{t('contact.helpText')}</p>
        <Link to={path('/questions')} className="font-semibold text-accent text-sm underline-offset-4 hover:underline">
          {t('contact.helpLink')}
        </Link>
      </aside>
    </main>
  );
}

function minFor(field: ContactField): number {
  return field === 'name' ? contactLimits.nameMin : contactLimits.messageMin;
}
function maxFor(field: ContactField): number {
  return field === 'name' ? contactLimits.nameMax : contactLimits.messageMax;
}

function Field(props: {
  id: string;
  label: string;
  error: string | undefined;
  hint?: string;
  children: React.ReactNode;
}) {
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={props.id} className="font-medium text-sm text-text">
        {props.label}
      </label>
      {props.children}
      {props.hint ? (
        <p id={`${props.id}-hint`} className="text-subtle text-xs">
          {props.hint}
        </p>
      ) : null}
      {props.error ? (
        <p id={`${props.id}-error`} className="flex items-center gap-1.5 text-danger text-sm">
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
      ) : null}
    </div>
  );
}

export const loader = withRouteMessages(messageNamespaces, pageLoader);
