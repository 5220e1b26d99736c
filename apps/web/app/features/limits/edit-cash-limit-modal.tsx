import { limitPeriods } from '@croupier/contracts/constants';
import type { Limit, LimitPeriod } from '@croupier/contracts/limits';
import { describedBy, Field, FormAlert, inputClass, SubmitButton } from '@croupier/ui/form-controls';
import { type FormEvent, useState } from 'react';
import { useRevalidator } from 'react-router';
import { useI18n } from '../../i18n/i18n.tsx';
import { moneyText } from '../../i18n/money-text.ts';
import type { ModalBodyProps } from '../../ui/modal/modal-context.ts';
import { useModals } from '../../ui/modal/modal-context.ts';
import { ModalBody } from '../../ui/modal/modal-parts.tsx';
import { playerApi } from '../auth/api-client.ts';
import { useDateTime } from '../profile/local-time.tsx';
import { ChoiceGroup } from './choice-group.tsx';
import { currenciesProp, limitProp } from './limit-modal-props.ts';
import { definitionKey, isStricterChange, loosenDelayHours, parseAmount } from './limit-rules.ts';

/**
 * edit-cash-limit (spec 02 §2): new period and amount. A stricter change applies at once; a looser one
 * waits 24 hours and then needs confirming (decision 0012), which the modal says before and after.
 */
export default function EditCashLimitModal({ props, titleId }: ModalBodyProps) {
  const { t } = useI18n();
  const dateTime = useDateTime();
  const modals = useModals();
  const revalidator = useRevalidator();
  const limit = limitProp(props);
  const currencies = currenciesProp(props);
  const [period, setPeriod] = useState<LimitPeriod>(limit?.period ?? 'daily');
  const [amountText, setAmountText] = useState(String(limit?.amount ?? ''));
  const [error, setError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);
  if (!limit) return <ModalBody titleId={titleId} title={t('limits.failed')} />;

  const amount = parseAmount(amountText);
  const looser =
    amount !== undefined &&
    !isStricterChange({ period: limit.period ?? 'daily', amount: limit.amount ?? 0 }, { period, amount });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(undefined);
    if (amount === undefined) {
      setError(t('limits.form.amountInvalid'));
      event.currentTarget.querySelector<HTMLElement>('[name="amount"]')?.focus();
      return;
    }
    setError(undefined);
    setPending(true);
    const answer = await playerApi<Limit>({
      method: 'PUT',
      path: `/api/player/limits/${limit.id}`,
      body: { period, amount },
    });
    setPending(false);
    if (!answer.ok) {
      if (answer.error.code === 'limit_exists') setFormError(t('limits.form.exists'));
      else if (answer.error.fields.amount?.[0]) setError(answer.error.fields.amount[0]);
      else setFormError(t('limits.failed'));
      return;
    }
    void revalidator.revalidate();
    modals.close('edit-cash-limit');
    const waiting = answer.data.pendingChange;
    modals.open('success', {
      title: t(waiting ? 'limits.form.pendingTitle' : 'limits.form.appliedTitle'),
      text: waiting
        ? t('limits.form.pendingText', {
            limit: t(`limits.amountPer.${waiting.period ?? period}`, {
              amount: moneyText(waiting.amount ?? amount, limit.currency, currencies),
            }),
            date: dateTime(waiting.effectiveAt),
          })
        : t('limits.form.appliedText'),
    });
  };

  // Only money limits are edited here; each has its own title so the limit's name reads naturally in it.
  const key = definitionKey[limit.definition] ?? 'deposit';
  return (
    <ModalBody
      titleId={titleId}
      title={t(`limits.form.editTitle.${key}`)}
      lead={t('limits.form.editLead', {
        limit: t(`limits.amountPer.${limit.period ?? 'daily'}`, {
          amount: moneyText(limit.amount ?? 0, limit.currency, currencies),
        }),
      })}
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
        <ChoiceGroup
          name="period"
          legend={t('limits.form.period')}
          columns={3}
          value={period}
          onChange={(value) => setPeriod(value as LimitPeriod)}
          choices={limitPeriods.map((p) => ({ value: p, label: t(`limits.period.${p}`) }))}
        />
        <Field
          id="edit-limit-amount"
          label={t('limits.form.amountIn', { currency: limit.currency ?? '' })}
          error={error}
        >
          <input
            id="edit-limit-amount"
            name="amount"
            inputMode="decimal"
            autoComplete="off"
            value={amountText}
            onChange={(event) => setAmountText(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy('edit-limit-amount', error, 'edit-limit-rule')}
            className={inputClass}
          />
        </Field>
        <p
          id="edit-limit-amount-hint"
          className={`rounded-control border p-3 text-sm ${looser ? 'border-warning/50 bg-warning/10 text-text' : 'border-line text-muted'}`}
        >
          {looser ? t('limits.form.looser', { hours: loosenDelayHours }) : t('limits.form.stricter')}
        </p>
        {formError ? <FormAlert>{formError}</FormAlert> : null}
        <SubmitButton pending={pending} label={t('limits.form.editSubmit')} pendingLabel={t('limits.form.saving')} />
      </form>
    </ModalBody>
  );
}
