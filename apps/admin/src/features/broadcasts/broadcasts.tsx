import type { Broadcast } from '@croupier/contracts/messenger';
import { supportedLocales } from '@croupier/i18n/locales';
import { Button } from '@croupier/ui/button';
import { FormAlert, inputClass, SubmitButton, TextField } from '@croupier/ui/form-controls';
import { type FormEvent, useState } from 'react';
import { useI18n } from '../../i18n/i18n.tsx';
import { type ApiError, adminApi, asApiError } from '../../platform/api.ts';
import { PageHeading } from '../../shell/page-heading.tsx';
import { errorText, fieldErrorText } from '../session/error-text.ts';

/**
 * A message to every player of a segment, or to every player, in each player's language: English is required,
 * the other languages fall back to it. The form keeps one key until the server answers, so a retry sends once.
 */
export function Broadcasts() {
  const { t } = useI18n();
  const [key, setKey] = useState(() => crypto.randomUUID());
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<ApiError | undefined>();
  const [sent, setSent] = useState<Broadcast | undefined>();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const texts = (field: 'title' | 'body') =>
      Object.fromEntries(
        supportedLocales.flatMap((locale) => {
          const value = String(form.get(`${field}-${locale}`) ?? '').trim();
          return value ? [[locale, value]] : [];
        }),
      );
    const segment = String(form.get('segment') ?? '').trim();
    setPending(true);
    setError(undefined);
    try {
      const broadcast = await adminApi<Broadcast>('/broadcasts', {
        method: 'POST',
        body: { key, segmentId: segment ? Number(segment) : null, title: texts('title'), body: texts('body') },
      });
      setSent(broadcast);
      setKey(crypto.randomUUID());
      formElement.reset();
    } catch (caught) {
      setError(asApiError(caught));
    } finally {
      setPending(false);
    }
  }

  async function refresh() {
    if (sent) setSent(await adminApi<Broadcast>(`/broadcasts/${sent.id}`));
  }

  const localeFields = (locale: (typeof supportedLocales)[number], required: boolean) => (
    <div key={locale} className="flex flex-col gap-3">
      <TextField
        id={`title-${locale}`}
        label={t('broadcasts.titleIn', { language: t(`broadcasts.language.${locale}`) })}
        error={required ? fieldErrorText(t, error, 'title') : undefined}
        input={{ name: `title-${locale}`, required, maxLength: 120 }}
      />
      <div className="flex flex-col gap-2">
        <label htmlFor={`body-${locale}`} className="font-medium text-sm">
          {t('broadcasts.bodyIn', { language: t(`broadcasts.language.${locale}`) })}
        </label>
        <textarea
          id={`body-${locale}`}
          name={`body-${locale}`}
          required={required}
          maxLength={2000}
          rows={3}
          className={inputClass}
        />
      </div>
    </div>
  );

  return (
    <>
      <PageHeading title={t('broadcasts.title')} intro={t('broadcasts.intro')} />
      <div className="grid gap-8 xl:grid-cols-[1fr_22rem]">
        <form className="flex max-w-2xl flex-col gap-4" onSubmit={submit} noValidate>
          {error && !error.fields ? <FormAlert>{errorText(t, error)}</FormAlert> : null}
          <TextField
            id="segment"
            label={t('broadcasts.segment')}
            hint={t('broadcasts.segmentHint')}
            error={fieldErrorText(t, error, 'segmentId')}
            input={{ name: 'segment', inputMode: 'numeric', pattern: '[0-9]*', autoComplete: 'off' }}
          />
          {localeFields('en', true)}
          <details className="rounded-card border border-line p-4">
            <summary className="cursor-pointer font-medium text-sm">{t('broadcasts.otherLanguages')}</summary>
            <div className="mt-4 flex flex-col gap-5">
              {supportedLocales.filter((locale) => locale !== 'en').map((locale) => localeFields(locale, false))}
            </div>
          </details>
          <SubmitButton pending={pending} label={t('broadcasts.send')} pendingLabel={t('signIn.pending')} />
        </form>
        <section aria-labelledby="broadcast-progress" className="flex flex-col gap-3">
          <h2 id="broadcast-progress" className="font-semibold text-lg">
            {t('broadcasts.progress')}
          </h2>
          {sent ? (
            <div
              className="flex flex-col gap-3 rounded-card border border-line bg-surface p-5 text-sm"
              aria-live="polite"
            >
              <p data-testid="broadcast-progress">
                {sent.completedAt
                  ? t('broadcasts.done', { count: sent.recipients })
                  : t('broadcasts.going', { count: sent.recipients })}
              </p>
              {sent.completedAt ? null : (
                <Button variant="secondary" size="sm" onClick={() => void refresh()}>
                  {t('common.refresh')}
                </Button>
              )}
            </div>
          ) : (
            <p className="text-muted text-sm">{t('broadcasts.nothingYet')}</p>
          )}
        </section>
      </div>
    </>
  );
}
