import type { Adjustment } from '@croupier/contracts/admin-adjustments';
import { FormAlert, SubmitButton, TextField } from '@croupier/ui/form-controls';
import { type FormEvent, useState } from 'react';
import { useI18n } from '../../i18n/i18n.tsx';
import { type ApiError, adminApi, asApiError } from '../../platform/api.ts';
import { useMoney } from '../../platform/money.ts';
import { errorText, fieldErrorText } from '../session/error-text.ts';

/**
 * One adjustment request. The form keeps one idempotency key until the server has answered it, so a double
 * click or a retry after a lost answer posts once.
 */
export function AdjustmentForm(props: { onPosted(): Promise<void> }) {
  const { t } = useI18n();
  const money = useMoney();
  const [key, setKey] = useState(() => crypto.randomUUID());
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<ApiError | undefined>();
  const [done, setDone] = useState<Adjustment | undefined>();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    setPending(true);
    setError(undefined);
    setDone(undefined);
    try {
      const adjustment = await adminApi<Adjustment>('/adjustments', {
        method: 'POST',
        body: {
          playerId: String(form.get('playerId') ?? '').trim(),
          currency: String(form.get('currency') ?? ''),
          direction: String(form.get('direction') ?? 'credit'),
          amount: Number(form.get('amount')),
          reason: String(form.get('reason') ?? ''),
          idempotencyKey: key,
        },
      });
      setDone(adjustment);
      setKey(crypto.randomUUID());
      formElement.reset();
      await props.onPosted();
    } catch (caught) {
      setError(asApiError(caught));
    } finally {
      setPending(false);
    }
  }

  const field = (name: string) => fieldErrorText(t, error, name);
  return (
    <section
      aria-labelledby="new-adjustment"
      className="flex flex-col gap-4 rounded-card border border-line bg-surface p-5"
    >
      <h2 id="new-adjustment" className="font-semibold text-lg">
        {t('adjustments.newTitle')}
      </h2>
      <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
        <div aria-live="polite" className="empty:hidden">
          {done ? (
            <FormAlert tone="success">
              {t(done.status === 'posted' ? 'adjustments.posted' : 'adjustments.awaiting', {
                amount: money(done.amount, done.currency),
              })}
            </FormAlert>
          ) : null}
        </div>
        {error && !error.fields ? <FormAlert>{errorText(t, error)}</FormAlert> : null}
        <TextField
          id="adjust-player"
          label={t('adjustments.player')}
          error={field('playerId')}
          input={{ name: 'playerId', required: true, autoComplete: 'off', spellCheck: false }}
        />
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 font-medium text-sm">{t('adjustments.direction')}</legend>
          <label className="flex items-center gap-2 text-sm">
            <input type="radio" name="direction" value="credit" defaultChecked className="size-4 accent-accent" />
            {t('adjustments.credit')}
          </label>
          <label className="flex items-center gap-2 text-sm">
            <input type="radio" name="direction" value="debit" className="size-4 accent-accent" />
            {t('adjustments.debit')}
          </label>
        </fieldset>
        <div className="grid grid-cols-[1fr_7rem] gap-3">
          <TextField
            id="adjust-amount"
            label={t('adjustments.amount')}
            error={field('amount')}
            input={{ name: 'amount', inputMode: 'decimal', required: true, autoComplete: 'off' }}
          />
          <TextField
            id="adjust-currency"
            label={t('adjustments.currency')}
            error={field('currency')}
            input={{ name: 'currency', required: true, defaultValue: 'CAD', autoComplete: 'off', maxLength: 10 }}
          />
        </div>
        <TextField
          id="adjust-reason"
          label={t('adjustments.reason')}
          hint={t('adjustments.reasonHint')}
          error={field('reason')}
          input={{ name: 'reason', required: true, minLength: 3, maxLength: 500 }}
        />
        <SubmitButton pending={pending} label={t('adjustments.submit')} pendingLabel={t('signIn.pending')} />
      </form>
    </section>
  );
}
