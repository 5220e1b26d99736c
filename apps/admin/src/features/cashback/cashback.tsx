import { type AdminCashbackProgram, cashbackPeriods } from '@croupier/contracts/admin-bonus-config';
import { formatDateTime } from '@croupier/i18n/dates';
import { FormAlert, SubmitButton, TextField } from '@croupier/ui/form-controls';
import { type FormEvent, useEffect, useState } from 'react';
import { useI18n } from '../../i18n/i18n.tsx';
import { type ApiError, adminApi, asApiError } from '../../platform/api.ts';
import { majorText, minorText } from '../../platform/minor-units.ts';
import { PageHeading } from '../../shell/page-heading.tsx';
import { fieldOf, numberOf } from '../engagement/form-values.ts';
import { SelectField } from '../engagement/select-field.tsx';
import { ActionNotice, keepFocusIn, useActionNotice } from '../session/action-notice.tsx';
import { errorText } from '../session/error-text.ts';

/**
 * Marketing's cashback programmes (issue 22 §7; docs/decisions/0122): per currency the share of net losses
 * paid back, the period, the minimum and the cap. The job reads them when it pays, so an edit applies to the
 * next period paid; a new period length starts with its next whole period, which the card says.
 */
export function Cashback() {
  const { t } = useI18n();
  const [programs, setPrograms] = useState<AdminCashbackProgram[] | undefined>();
  const [loadError, setLoadError] = useState<ApiError | undefined>();
  useEffect(() => {
    adminApi<AdminCashbackProgram[]>('/cashback-programs').then(setPrograms, (caught) =>
      setLoadError(asApiError(caught)),
    );
  }, []);

  return (
    <>
      <PageHeading title={t('cashback.title')} intro={t('cashback.intro')} />
      {loadError ? (
        <FormAlert>{errorText(t, loadError)}</FormAlert>
      ) : !programs ? (
        <p className="text-muted">{t('common.loading')}</p>
      ) : programs.length === 0 ? (
        <p className="rounded-card border border-line bg-surface p-6 text-muted">{t('cashback.none')}</p>
      ) : (
        <div className="grid gap-6 lg:grid-cols-2">
          {programs.map((program) => (
            <ProgramForm key={program.currency} program={program} />
          ))}
        </div>
      )}
    </>
  );
}

function ProgramForm(props: { program: AdminCashbackProgram }) {
  const { t, locale } = useI18n();
  const [program, setProgram] = useState(props.program);
  const [pending, setPending] = useState(false);
  const [fields, setFields] = useState<Record<string, string[]> | undefined>();
  const { notice, run } = useActionNotice((error) => {
    setFields(error.fields);
    return error.fields ? t('bonusTerms.checkFields') : undefined;
  });
  const { currency, decimals } = program;

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    setPending(true);
    setFields(undefined);
    await run(async () => {
      const after = await adminApi<AdminCashbackProgram>(`/cashback-programs/${currency}`, {
        method: 'PUT',
        body: {
          percentage: numberOf(form.get('percentage')),
          period: String(form.get('period') ?? ''),
          // An empty minimum is refused by the server, which names the field.
          minAmountMinor: minorText(form.get('minAmount'), decimals) ?? '',
          maxAmountMinor: minorText(form.get('maxAmount'), decimals),
        },
      });
      setProgram(after);
      return t('cashback.saved', { currency });
    });
    setPending(false);
    keepFocusIn(formElement);
  }

  const wrong = (name: string) => (fieldOf(fields, name) ? t('errors.field') : undefined);
  const id = (name: string) => `cashback-${currency}-${name}`;
  const headingId = id('heading');
  return (
    <section
      aria-labelledby={headingId}
      data-testid="cashback-program"
      className="flex flex-col gap-4 rounded-card border border-line bg-surface p-5"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="font-semibold text-lg">
          {t('cashback.programTitle', { currency })}
        </h2>
        <p
          className={`rounded-full px-3 py-1 text-sm ${program.isEnabled ? 'bg-raised text-muted' : 'bg-danger/15 text-danger'}`}
        >
          {t(program.isEnabled ? 'bonuses.on' : 'bonuses.off')}
        </p>
      </div>
      <p className="text-muted text-sm">{t('cashback.paysFrom', { date: formatDateTime(program.paysFrom, locale) })}</p>
      {/* Not redrawn when saved: the field or button the staff member used keeps the focus. */}
      <form className="flex flex-col gap-4" onSubmit={save} noValidate>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            id={id('percentage')}
            label={t('cashback.percentage')}
            hint={t('cashback.percentageHint')}
            error={wrong('percentage')}
            input={{
              name: 'percentage',
              type: 'number',
              min: 0.01,
              max: 100,
              step: 0.01,
              inputMode: 'decimal',
              defaultValue: program.percentage,
            }}
          />
          <SelectField
            id={id('period')}
            name="period"
            label={t('cashback.period')}
            hint={t('cashback.periodHint')}
            error={wrong('period')}
            defaultValue={program.period}
            options={cashbackPeriods.map((value) => ({ value, label: t(`cashback.periods.${value}`) }))}
          />
          <TextField
            id={id('min')}
            label={t('cashback.minAmount', { currency })}
            hint={t('cashback.minAmountHint')}
            error={wrong('minAmountMinor')}
            input={{
              name: 'minAmount',
              inputMode: 'decimal',
              autoComplete: 'off',
              defaultValue: majorText(program.minAmountMinor, decimals),
            }}
          />
          <TextField
            id={id('max')}
            label={t('cashback.maxAmount', { currency })}
            hint={t('cashback.maxAmountHint')}
            error={wrong('maxAmountMinor')}
            input={{
              name: 'maxAmount',
              inputMode: 'decimal',
              autoComplete: 'off',
              defaultValue: majorText(program.maxAmountMinor, decimals),
            }}
          />
        </div>
        <ActionNotice notice={notice} />
        <div className="w-full sm:w-64">
          <SubmitButton pending={pending} label={t('cashback.save')} pendingLabel={t('signIn.pending')} />
        </div>
      </form>
    </section>
  );
}
