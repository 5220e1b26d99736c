import { limitDefinition, limitPeriods } from '@croupier/contracts/constants';
import type { Limit } from '@croupier/contracts/limits';
import { describedBy, Field, FormAlert, inputClass, SubmitButton } from '@croupier/ui/form-controls';
import { type FormEvent, useState } from 'react';
import { useRevalidator } from 'react-router';
import { useI18n } from '../../i18n/i18n.tsx';
import type { ModalBodyProps } from '../../ui/modal/modal-context.ts';
import { useModals } from '../../ui/modal/modal-context.ts';
import { ModalBody } from '../../ui/modal/modal-parts.tsx';
import { playerApi } from '../auth/api-client.ts';
import { ChoiceGroup } from './choice-group.tsx';
import { currenciesProp } from './limit-modal-props.ts';
import { definitionKey, moneyDefinitions, parseAmount } from './limit-rules.ts';

/**
 * add-cash-limit (spec 02 §2): definition, period, currency and amount. A new limit is never looser than
 * none, so it applies at once (decision 0012); a second one for the same definition, period and currency
 * is refused with limit_exists.
 */
export default function AddCashLimitModal({ props, titleId }: ModalBodyProps) {
  const { t } = useI18n();
  const modals = useModals();
  const revalidator = useRevalidator();
  const currencies = currenciesProp(props);
  const [definition, setDefinition] = useState(
    String(typeof props.definition === 'number' ? props.definition : limitDefinition.deposit),
  );
  const [period, setPeriod] = useState<string>('daily');
  const [error, setError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const amount = parseAmount(String(data.get('amount') ?? ''));
    const currency = String(data.get('currency') ?? '');
    setFormError(undefined);
    if (amount === undefined) {
      setError(t('limits.form.amountInvalid'));
      event.currentTarget.querySelector<HTMLElement>('[name="amount"]')?.focus();
      return;
    }
    setError(undefined);
    setPending(true);
    const answer = await playerApi<Limit>({
      method: 'POST',
      path: '/api/player/limits',
      body: {
        definition: Number(definition),
        period,
        currency,
        amount,
      },
    });
    setPending(false);
    if (answer.ok) {
      void revalidator.revalidate();
      modals.close('add-cash-limit');
      return;
    }
    if (answer.error.code === 'limit_exists') setFormError(t('limits.form.exists'));
    else if (answer.error.fields.amount?.[0]) setError(answer.error.fields.amount[0]);
    else setFormError(t('limits.failed'));
  };

  return (
    <ModalBody titleId={titleId} title={t('limits.form.addTitle')} lead={t('limits.form.addLead')}>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
        <ChoiceGroup
          name="definition"
          legend={t('limits.form.definition')}
          columns={3}
          value={definition}
          onChange={setDefinition}
          choices={moneyDefinitions.map((d) => ({
            value: String(d),
            label: t(`limits.definition.${definitionKey[d]}`),
          }))}
        />
        <ChoiceGroup
          name="period"
          legend={t('limits.form.period')}
          columns={3}
          value={period}
          onChange={setPeriod}
          choices={limitPeriods.map((p) => ({ value: p, label: t(`limits.period.${p}`) }))}
        />
        <div className="grid grid-cols-[7rem_1fr] gap-3">
          <Field id="add-limit-currency" label={t('limits.form.currency')}>
            <select id="add-limit-currency" name="currency" className={inputClass}>
              {currencies.map((c) => (
                <option key={c.code} value={c.code}>
                  {c.code}
                </option>
              ))}
            </select>
          </Field>
          <Field id="add-limit-amount" label={t('limits.form.amount')} error={error}>
            <input
              id="add-limit-amount"
              name="amount"
              inputMode="decimal"
              autoComplete="off"
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy('add-limit-amount', error, undefined)}
              className={inputClass}
            />
          </Field>
        </div>
        {formError ? <FormAlert>{formError}</FormAlert> : null}
        <SubmitButton pending={pending} label={t('limits.form.addSubmit')} pendingLabel={t('limits.form.saving')} />
      </form>
    </ModalBody>
  );
}
