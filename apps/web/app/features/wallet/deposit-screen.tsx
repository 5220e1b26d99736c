import { decimalsFor } from '@croupier/i18n/money';
import { Button } from '@croupier/ui/button';
import { type FormEvent, useState } from 'react';
import { useI18n } from '../../i18n/i18n.tsx';
import { trackWalletFunnel } from '../analytics/wallet-funnel.ts';
import { AmountField } from './amount-field.tsx';
import { amountText, amountValue, clampAmount, depositDisabled, inputDecimals } from './amount-rules.ts';
import { DepositBonusSlot } from './deposit-bonus-slot.tsx';
import { DepositProcessing } from './deposit-processing.tsx';
import { type DepositAttempt, useDepositRequest } from './deposit-request.ts';
import { MethodBadge } from './method-list.tsx';
import { isFeaturedMethod } from './method-tags.ts';
import { MissingDataForm } from './missing-data-form.tsx';
import { refusedFields } from './missing-fields.ts';
import { initialAmount } from './presets.ts';
import { ProviderFrame } from './provider-frame.tsx';
import { SupportLink } from './support-link.tsx';
import type { PaymentMethod } from './wallet-api.ts';
import { useWallet } from './wallet-context.ts';
import { Spinner, WalletIcon } from './wallet-icons.tsx';

/** The deposit screen of one method and its sub-states: missing, basic, iframe, processing, error. */
export function DepositScreen() {
  const { t } = useI18n();
  const wallet = useWallet();
  const view = wallet.view.screen === 'deposit' ? wallet.view : undefined;
  const method = wallet.depositMethods.data?.find((m) => m.method === view?.method);
  // The last attempt outlives the sub-state changes it causes (the processing screen's link, the error).
  const [attempt, setAttempt] = useState<DepositAttempt | undefined>();
  const refused = attempt?.kind === 'failed' ? refusedFields(attempt.error.fields) : {};
  if (!view) return null;
  if (!method) {
    return (
      <div className="grid flex-1 place-items-center text-muted" aria-busy="true">
        <Spinner className="size-8" />
      </div>
    );
  }
  switch (view.sub) {
    case 'missing':
      return (
        <>
          <MethodSummary method={method} />
          <MissingDataForm
            idPrefix="deposit-field"
            fields={method.fields}
            initial={wallet.fieldsOf(method.method)}
            serverErrors={refused}
            submitLabel={t('wallet.missing.next')}
            onSubmit={(values) => {
              wallet.setMethodFields(method.method, values);
              trackWalletFunnel('dataCompleted', 'deposit', { walletType: method.method });
              wallet.dispatch({ type: 'missingSubmitted' });
            }}
          />
        </>
      );
    case 'basic':
      return <DepositForm method={method} onAttempt={setAttempt} />;
    case 'iframe':
      return <ProviderFrame url={view.frameUrl ?? ''} title={t('wallet.frame.title', { method: method.methodName })} />;
    case 'processing':
      return <DepositProcessing attempt={attempt} methodName={method.methodName} />;
    case 'error':
      return <DepositError />;
  }
}

function MethodSummary({ method }: { method: PaymentMethod }) {
  const { t } = useI18n();
  const wallet = useWallet();
  return (
    <div className="flex items-center gap-3 rounded-card border border-line bg-raised p-3">
      <MethodBadge method={method} />
      <div className="flex min-w-0 flex-col">
        <p className="font-semibold text-text">{method.methodName}</p>
        <p className="tabular text-muted text-xs">
          {t('wallet.methods.range', {
            min: wallet.money(method.amountMin, { noCents: true }),
            max: wallet.money(method.amountMax, { noCents: true }),
          })}
        </p>
        {isFeaturedMethod(method.method) ? <p className="text-subtle text-xs">{t('wallet.methods.interac')}</p> : null}
      </div>
    </div>
  );
}

/** The basic sub-state: amount, presets, the bonus slot and the deposit button. */
function DepositForm(props: { method: PaymentMethod; onAttempt(attempt: DepositAttempt): void }) {
  const { t, path } = useI18n();
  const wallet = useWallet();
  const { method } = props;
  const account = wallet.account;
  const currency = wallet.currency;
  const decimals = inputDecimals(currency ? decimalsFor(currency.subunitToUnit) : 2, currency?.type === 'crypto');
  const [amount, setAmount] = useState(() =>
    amountText(initialAmount(method.presets, method.amountMin, wallet.bonus.minDeposit), decimals),
  );
  const { send, pending } = useDepositRequest();
  const disabled = depositDisabled({ loading: pending, amount, min: method.amountMin, max: method.amountMax });
  const value = amountValue(amount);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (disabled || !account || value === undefined) return;
    const attempt = await send({
      method,
      amount: value,
      currency: account.currency,
      accountId: account.id,
      profileStatus: wallet.profile?.status,
      cryptoCurrency: currency?.type === 'crypto',
      fields: wallet.fieldsOf(method.method),
      bonusId: wallet.bonus.bonusId,
      isBonusDecline: wallet.bonus.declined || undefined,
    });
    if (!attempt) return;
    if (attempt.kind === 'limited') {
      wallet.alert('limitedDeposit');
      return;
    }
    // The profile modal opened above the wallet; the form stays as it was for the next try.
    if (attempt.kind === 'ageUnconfirmed') return;
    props.onAttempt(attempt);
    if (attempt.kind === 'failed') {
      // Refused method data goes back to its form; any other failure is the error screen.
      const dataRefused = Object.keys(refusedFields(attempt.error.fields)).length > 0;
      wallet.dispatch({ type: dataRefused ? 'dataRefused' : 'depositFailed' });
    } else {
      // A crypto deposit waits for the coins like a provider window: the processing sub-state.
      const processingType = attempt.kind === 'iframe' ? 'iframe' : 'form';
      wallet.dispatch({ type: 'depositStarted', processingType, frameUrl: attempt.url });
    }
  };

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-5" data-testid="deposit-form">
      <MethodSummary method={method} />
      <AmountField
        id="deposit-amount"
        label={t('wallet.amount.label')}
        value={amount}
        decimals={decimals}
        currencyCode={account?.currency ?? ''}
        onChange={setAmount}
        onBlur={() => setAmount((current) => clampAmount(current, method.amountMin, method.amountMax, decimals))}
        presets={method.presets}
        presetLabel={(preset) => wallet.money(preset, { noCents: true })}
        hint={t('wallet.methods.range', {
          min: wallet.money(method.amountMin, { noCents: true }),
          max: wallet.money(method.amountMax, { noCents: true }),
        })}
      />
      <DepositBonusSlot amount={amount} onAmountChange={setAmount} />
      <Button type="submit" size="lg" className="w-full font-bold" disabled={disabled} data-testid="deposit-submit">
        {pending ? <Spinner /> : null}
        {value !== undefined && !disabled
          ? t('wallet.deposit.submitAmount', { amount: wallet.money(value) })
          : t('wallet.deposit.submit')}
      </Button>
      <p className="flex flex-wrap items-center justify-center gap-x-2 text-center text-subtle text-xs">
        <WalletIcon name="lock" className="size-3.5" />
        {t('wallet.deposit.secure')}
        <a href={path('/profile/limits')} className="font-semibold text-muted underline-offset-4 hover:underline">
          {t('wallet.deposit.limitsLink')}
        </a>
      </p>
    </form>
  );
}

/** The error sub-state (spec 02 §8): why it may have failed, try again, another method, or support. */
function DepositError() {
  const { t } = useI18n();
  const wallet = useWallet();
  return (
    <section
      role="alert"
      aria-labelledby="deposit-error-title"
      className="flex flex-1 flex-col items-center gap-4 py-4 text-center"
      data-testid="deposit-error"
    >
      <span className="grid size-16 place-items-center rounded-full bg-danger/15 text-danger">
        <WalletIcon name="cross" className="size-8" />
      </span>
      <h3 id="deposit-error-title" className="font-semibold text-text text-xl">
        {t('wallet.error.title')}
      </h3>
      <ul className="flex max-w-sm flex-col gap-2 text-left text-muted text-sm">
        {(['funds', 'details', 'bank'] as const).map((reason) => (
          <li key={reason} className="flex gap-2">
            <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-subtle" />
            {t(`wallet.error.reason.${reason}`)}
          </li>
        ))}
      </ul>
      <Button size="lg" className="w-full font-bold max-w-xs" onClick={() => wallet.dispatch({ type: 'tryAgain' })}>
        {t('wallet.error.tryAgain')}
      </Button>
      <button
        type="button"
        className="font-semibold text-accent text-sm underline-offset-4 hover:underline"
        onClick={() => wallet.dispatch({ type: 'toList' })}
      >
        {t('wallet.error.otherMethod')}
      </button>
      <SupportLink />
    </section>
  );
}
