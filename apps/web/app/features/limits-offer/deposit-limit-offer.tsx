import type { Limit } from '@croupier/contracts/limits';
import type { PlayerProfile } from '@croupier/contracts/player';
import { Button } from '@croupier/ui/button';
import { describedBy, FieldError, FormAlert, inputClass, linkClass } from '@croupier/ui/form-controls';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { useI18n } from '../../i18n/i18n.tsx';
import { playerApi } from '../auth/api-client.ts';
import { depositLimitBody, type OfferPeriod, offerErrorKey, offerPeriods } from './offer-rules.ts';
import { PeriodChoice } from './period-choice.tsx';

type State = { step: 'form' } | { step: 'saved'; period: OfferPeriod; amount: number } | { step: 'skipped' };

/** The player's currency: given by the caller (phone sign-up has the profile), else read from the profile. */
function usePlayerCurrency(given: string | undefined): string | undefined {
  const [currency, setCurrency] = useState(given);
  useEffect(() => {
    if (given) return;
    let live = true;
    void playerApi<PlayerProfile>({ path: '/api/player/profile' }).then((answer) => {
      if (live && answer.ok) setCurrency(answer.data.currency);
    });
    return () => {
      live = false;
    };
  }, [given]);
  return given ?? currency;
}

/**
 * "Set your deposit limit", offered once right after registration (AGCO / UKGC: limits are offered at
 * registration). Optional in every way: Skip, the surrounding modal's own buttons or closing it all leave
 * without a limit, and a failure only says where to set one later; nothing here blocks the player.
 */
export function DepositLimitOffer(props: { currency?: string | undefined }) {
  const { t, path } = useI18n();
  const id = useId();
  const currency = usePlayerCurrency(props.currency);
  const [state, setState] = useState<State>({ step: 'form' });
  const [period, setPeriod] = useState<OfferPeriod>('daily');
  const [amountError, setAmountError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);
  const amountId = `${id}-amount`;
  const titleId = `${id}-title`;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = String(new FormData(event.currentTarget).get('amount') ?? '');
    const body = depositLimitBody(period, text, currency ?? '');
    setFormError(undefined);
    if (!body) {
      setAmountError(t('limitsOffer.errors.amount'));
      event.currentTarget.querySelector<HTMLElement>('[name="amount"]')?.focus();
      return;
    }
    setAmountError(undefined);
    setPending(true);
    const answer = await playerApi<Limit>({ method: 'POST', path: '/api/player/limits', body });
    setPending(false);
    if (answer.ok) {
      setState({ step: 'saved', period, amount: body.amount });
      return;
    }
    const key = offerErrorKey(answer.status, answer.error.code);
    if (key === 'amount') setAmountError(answer.error.fields.amount?.[0] ?? t('limitsOffer.errors.amount'));
    else setFormError(t(`limitsOffer.errors.${key}`));
  };

  if (state.step === 'saved') {
    return (
      <FormAlert tone="success" title={t('limitsOffer.savedTitle')}>
        {t(`limitsOffer.saved.${state.period}`, { amount: state.amount, currency: currency ?? '' })}
      </FormAlert>
    );
  }
  if (state.step === 'skipped') {
    return (
      <p role="status" className="text-muted text-sm">
        {t('limitsOffer.skipped')}{' '}
        <Link to={path('/profile/limits')} className={linkClass}>
          {t('limitsOffer.limitsLink')}
        </Link>
      </p>
    );
  }

  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col gap-4 rounded-card border border-line bg-canvas/60 p-4 sm:p-5"
      data-testid="deposit-limit-offer"
    >
      <div className="flex flex-col gap-1">
        <h3 id={titleId} className="font-semibold text-lg text-text">
          {t('limitsOffer.title')}
        </h3>
        <p className="text-muted text-sm leading-relaxed">{t('limitsOffer.lead')}</p>
      </div>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <PeriodChoice
          legend={t('limitsOffer.period')}
          value={period}
          onChange={setPeriod}
          periods={offerPeriods.map((p) => ({ value: p, label: t(`limitsOffer.periods.${p}`) }))}
        />
        <div className="flex flex-col gap-2">
          <label htmlFor={amountId} className="font-medium text-sm text-text">
            {t('limitsOffer.amount', { currency: currency ?? '' })}
          </label>
          <div className="relative">
            <input
              id={amountId}
              name="amount"
              inputMode="decimal"
              autoComplete="off"
              aria-invalid={amountError ? true : undefined}
              aria-describedby={describedBy(amountId, amountError, undefined)}
              className={`${inputClass} pr-16`}
            />
            {currency ? (
              <span
                aria-hidden="true"
                className="pointer-events-none absolute top-1/2 right-4 -translate-y-1/2 font-semibold text-muted text-sm"
              >
                {currency}
              </span>
            ) : null}
          </div>
          <FieldError id={amountId} error={amountError} />
        </div>
        {formError ? <FormAlert>{formError}</FormAlert> : null}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => setState({ step: 'skipped' })}>
            {t('limitsOffer.skip')}
          </Button>
          <Button
            type="submit"
            disabled={pending || !currency}
            variant="secondary"
            className="border-accent bg-transparent text-accent hover:bg-accent/10"
          >
            {t(pending ? 'limitsOffer.saving' : 'limitsOffer.submit')}
          </Button>
        </div>
      </form>
    </section>
  );
}
