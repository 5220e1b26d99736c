import type { AdminBonusTerms, AdminBonusTermsBody } from '@croupier/contracts/admin-bonus-config';
import { Button } from '@croupier/ui/button';
import { SubmitButton, TextField } from '@croupier/ui/form-controls';
import { type FormEvent, useEffect, useState } from 'react';
import { type MessageKey, useI18n } from '../../i18n/i18n.tsx';
import { adminApi, asApiError } from '../../platform/api.ts';
import { majorText, minorStep, minorText } from '../../platform/minor-units.ts';
import { fieldOf, numberOf } from '../engagement/form-values.ts';
import { ActionNotice, useActionNotice } from '../session/action-notice.tsx';
import { errorText } from '../session/error-text.ts';

type MoneyField = 'amountMinor' | 'maxAmountMinor' | 'betValueMinor' | 'maxBetMinor' | 'maxConversionMinor';

/** The money a bonus of each type carries per currency: its own amount first, then the wagering limits. */
const moneyFields: Record<number, readonly MoneyField[]> = {
  1: ['amountMinor', 'maxBetMinor', 'maxConversionMinor'],
  2: ['maxAmountMinor', 'maxBetMinor', 'maxConversionMinor'],
  3: ['betValueMinor', 'maxBetMinor', 'maxConversionMinor'],
};

const moneyLabels: Record<MoneyField, MessageKey> = {
  amountMinor: 'bonusTerms.amountMinor',
  maxAmountMinor: 'bonusTerms.maxAmountMinor',
  betValueMinor: 'bonusTerms.betValueMinor',
  maxBetMinor: 'bonusTerms.maxBetMinor',
  maxConversionMinor: 'bonusTerms.maxConversionMinor',
};

/**
 * One bonus's terms as marketing edits them (docs/decisions/0122): what it gives, its wagering, its claim days
 * and its money per currency, typed in major units. Saved terms apply to grants from then on; bonuses players
 * already hold keep theirs, which the form says. A free-spins bonus's wagering is shown but not editable.
 */
export function BonusTermsForm(props: { bonusId: string; name: string; onSaved(): Promise<void>; onClose?(): void }) {
  const { t } = useI18n();
  const [terms, setTerms] = useState<AdminBonusTerms | undefined>();
  const [loadError, setLoadError] = useState<string | undefined>();
  const [fields, setFields] = useState<Record<string, string[]> | undefined>();
  const [pending, setPending] = useState(false);
  const { notice, run } = useActionNotice((error) => {
    setFields(error.fields);
    return error.fields ? t('bonusTerms.checkFields') : undefined;
  });

  useEffect(() => {
    adminApi<AdminBonusTerms>(`/bonus-terms/${props.bonusId}`).then(setTerms, (caught: unknown) =>
      setLoadError(errorText(t, asApiError(caught))),
    );
  }, [props.bonusId, t]);

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!terms) return;
    const form = new FormData(event.currentTarget);
    const body: AdminBonusTermsBody = {
      depositPercentage: terms.type === 2 ? numberOf(form.get('depositPercentage')) : null,
      freeSpinsCount: terms.type === 3 ? numberOf(form.get('freeSpinsCount')) : null,
      wagerCasino: numberOf(form.get('wagerCasino')) ?? Number.NaN,
      wagerSportsbook: numberOf(form.get('wagerSportsbook')) ?? Number.NaN,
      claimDays: numberOf(form.get('claimDays')) ?? Number.NaN,
      currencies: terms.currencies.map((row) => ({
        currency: row.currency,
        ...Object.fromEntries(
          (moneyFields[terms.type] ?? []).map((field) => [
            field,
            minorText(form.get(`${field}-${row.currency}`), row.decimals),
          ]),
        ),
      })),
    };
    setPending(true);
    setFields(undefined);
    await run(async () => {
      const saved = await adminApi<AdminBonusTerms>(`/bonus-terms/${props.bonusId}`, { method: 'PUT', body });
      setTerms(saved);
      await props.onSaved();
      return t('bonusTerms.saved', { name: props.name });
    });
    setPending(false);
  }

  const wrong = (name: string) => (fieldOf(fields, name) ? t('errors.field') : undefined);
  const headingId = `terms-title-${props.bonusId}`;
  return (
    <div data-testid="bonus-terms" className="flex w-full flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id={headingId} className="font-semibold">
          {t('bonusTerms.formLabel', { name: props.name })}
        </h3>
        {props.onClose ? (
          <Button size="sm" variant="ghost" onClick={props.onClose}>
            {t('bonusTerms.close')}
          </Button>
        ) : null}
      </div>
      <p className="text-muted text-sm">{t('bonusTerms.intro')}</p>
      {loadError ? <p className="text-danger text-sm">{loadError}</p> : null}
      {terms ? (
        <form className="flex flex-col gap-4" onSubmit={save} noValidate>
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {terms.type === 2 ? (
              <TextField
                id={`${headingId}-percentage`}
                label={t('bonusTerms.depositPercentage')}
                error={wrong('depositPercentage')}
                input={{
                  name: 'depositPercentage',
                  type: 'number',
                  min: 1,
                  max: 1000,
                  step: 1,
                  inputMode: 'numeric',
                  defaultValue: terms.depositPercentage ?? '',
                }}
              />
            ) : null}
            {terms.type === 3 ? (
              <TextField
                id={`${headingId}-spins`}
                label={t('bonusTerms.freeSpinsCount')}
                error={wrong('freeSpinsCount')}
                input={{
                  name: 'freeSpinsCount',
                  type: 'number',
                  min: 1,
                  step: 1,
                  inputMode: 'numeric',
                  defaultValue: terms.freeSpinsCount ?? '',
                }}
              />
            ) : null}
            <TextField
              id={`${headingId}-wager-casino`}
              label={t('bonusTerms.wagerCasino')}
              hint={t(terms.type === 3 ? 'bonusTerms.spinsWagerFixed' : 'bonusTerms.wagerHint')}
              error={wrong('wagerCasino')}
              input={{
                name: 'wagerCasino',
                type: 'number',
                min: 0,
                step: 0.01,
                inputMode: 'decimal',
                readOnly: terms.type === 3,
                defaultValue: terms.wagerCasino,
              }}
            />
            <TextField
              id={`${headingId}-wager-sportsbook`}
              label={t('bonusTerms.wagerSportsbook')}
              error={wrong('wagerSportsbook')}
              input={{
                name: 'wagerSportsbook',
                type: 'number',
                min: 0,
                step: 0.01,
                inputMode: 'decimal',
                defaultValue: terms.wagerSportsbook,
              }}
            />
            <TextField
              id={`${headingId}-claim-days`}
              label={t('bonusTerms.claimDays')}
              hint={t('bonusTerms.claimDaysHint')}
              error={wrong('claimDays')}
              input={{
                name: 'claimDays',
                type: 'number',
                min: 1,
                step: 1,
                inputMode: 'numeric',
                defaultValue: terms.claimDays,
              }}
            />
          </div>
          {terms.currencies.map((row, index) => (
            <fieldset key={row.currency} className="flex flex-col gap-3">
              <legend className="mb-2 font-medium text-sm">
                {t('bonusTerms.inCurrency', { currency: row.currency })}
              </legend>
              <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                {(moneyFields[terms.type] ?? []).map((field) => (
                  <TextField
                    key={field}
                    id={`${headingId}-${field}-${row.currency}`}
                    label={t(moneyLabels[field], { currency: row.currency })}
                    hint={field === 'maxConversionMinor' ? t('bonusTerms.emptyNone') : undefined}
                    error={wrong(`currencies.${index}.${field}`)}
                    input={{
                      name: `${field}-${row.currency}`,
                      type: 'number',
                      min: 0,
                      step: minorStep(row.decimals),
                      inputMode: 'decimal',
                      defaultValue: majorText(row[field], row.decimals),
                    }}
                  />
                ))}
              </div>
            </fieldset>
          ))}
          <ActionNotice notice={notice} />
          <div className="sm:max-w-xs">
            <SubmitButton pending={pending} label={t('bonusTerms.save')} pendingLabel={t('signIn.pending')} />
          </div>
        </form>
      ) : loadError ? null : (
        <p className="text-muted text-sm">{t('common.loading')}</p>
      )}
    </div>
  );
}
