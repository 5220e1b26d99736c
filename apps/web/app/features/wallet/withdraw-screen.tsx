import { paymentInvoiceStatus } from '@croupier/contracts/constants';
import { paymentErrorCodes } from '@croupier/contracts/payments';
import { decimalsFor } from '@croupier/i18n/money';
import { Button } from '@croupier/ui/button';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useI18n } from '../../i18n/i18n.tsx';
import { useModals } from '../../ui/modal/modal-context.ts';
import { reloadAccounts } from '../accounts/accounts-store.ts';
import { track } from '../analytics/data-layer.ts';
import { trackWalletFunnel } from '../analytics/wallet-funnel.ts';
import { AmountField } from './amount-field.tsx';
import { amountValue, checkWithdraw, inputDecimals, withdrawDisabled } from './amount-rules.ts';
import { MethodBadge } from './method-list.tsx';
import { MissingDataForm } from './missing-data-form.tsx';
import { refusedFields } from './missing-fields.ts';
import { ProviderFrame } from './provider-frame.tsx';
import { type PaymentMethod, walletApi } from './wallet-api.ts';
import { useWallet } from './wallet-context.ts';
import { type AutoWithdrawal, autoFinished, autoSteps, withdrawOutcome } from './wallet-flow.ts';
import { Spinner, WalletIcon } from './wallet-icons.tsx';

/** The withdraw screen of one method and its sub-states: missing, basic, iframe, auto. */
export function WithdrawScreen() {
  const { t } = useI18n();
  const wallet = useWallet();
  const view = wallet.view.screen === 'withdraw' ? wallet.view : undefined;
  const method = wallet.withdrawMethods.data?.find((m) => m.method === view?.method);
  // Method data the server refused, shown on the missing-data form it sends the player back to.
  const [refused, setRefused] = useState<Record<string, string>>({});
  if (!view) return null;
  if (view.sub === 'auto' && view.auto) return <AutoSteps auto={view.auto} />;
  if (!method) {
    return (
      <div className="grid flex-1 place-items-center text-muted" aria-busy="true">
        <Spinner className="size-8" />
      </div>
    );
  }
  if (view.sub === 'iframe') {
    return <ProviderFrame url={view.frameUrl ?? ''} title={t('wallet.frame.title', { method: method.methodName })} />;
  }
  if (view.sub === 'missing') {
    return (
      <MissingDataForm
        idPrefix="withdraw-field"
        fields={method.fields}
        initial={wallet.fieldsOf(method.method)}
        serverErrors={refused}
        submitLabel={t('wallet.missing.next')}
        onSubmit={(values) => {
          wallet.setMethodFields(method.method, values);
          trackWalletFunnel('dataCompleted', 'withdraw', { walletType: method.method });
          wallet.dispatch({ type: 'missingSubmitted' });
        }}
      />
    );
  }
  return <WithdrawForm method={method} onRefused={setRefused} />;
}

/** The basic sub-state (spec 02 §5 "Withdraw amount"). */
function WithdrawForm({
  method,
  onRefused,
}: {
  method: PaymentMethod;
  onRefused(fields: Record<string, string>): void;
}) {
  const { t } = useI18n();
  const wallet = useWallet();
  const modals = useModals();
  const account = wallet.account;
  const currency = wallet.currency;
  const decimals = inputDecimals(currency ? decimalsFor(currency.subunitToUnit) : 2, currency?.type === 'crypto');
  const [amount, setAmount] = useState('');
  const [pending, setPending] = useState(false);
  const busy = useRef(false);
  const balance = account?.withdrawalBalance ?? 0;
  const bounds = { amount, min: method.amountMin, max: method.amountMax, balance };
  const check = checkWithdraw(bounds);
  const disabled = withdrawDisabled({ ...bounds, loading: pending });
  const value = amountValue(amount);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (disabled || busy.current || !account || value === undefined) return;
    busy.current = true;
    setPending(true);
    const funnel = { walletType: method.method, withdrawAmount: value, withdrawCurrency: account.currency };
    track({ event: 'walletSubmitForm', operationType: 'withdraw', ...funnel });
    trackWalletFunnel('submitted', 'withdraw', funnel);
    const answer = await walletApi.withdraw({
      method: method.method,
      currency: account.currency,
      amount: value,
      accountId: account.id,
      fields: Object.keys(wallet.fieldsOf(method.method)).length ? wallet.fieldsOf(method.method) : undefined,
    });
    busy.current = false;
    setPending(false);
    if (!answer.ok) {
      trackWalletFunnel('failed', 'withdraw', funnel);
      if (answer.error.code === paymentErrorCodes.verificationRequired) {
        // The server holds withdrawals of unverified players (decision 0024): off to verification.
        modals.open('withdraw-sumsub');
        modals.close('wallet');
        return;
      }
      const refused = refusedFields(answer.error.fields);
      if (Object.keys(refused).length) {
        onRefused(refused);
        wallet.dispatch({ type: 'dataRefused' });
        return;
      }
      // Spec 02 §8: a failed withdrawal is the global somethingWrong alert.
      wallet.alert('somethingWrong');
      return;
    }
    trackWalletFunnel('providerOpened', 'withdraw', { ...funnel, invoiceId: answer.data.id });
    void reloadAccounts();
    wallet.refresh();
    const outcome = withdrawOutcome({
      processingType: method.processingType,
      action: answer.data.action,
      autoWithdrawal: answer.data.autoWithdrawal,
      sumsubVerified: wallet.profile?.sumsubVerified === true,
    });
    if (outcome.kind === 'frame') wallet.dispatch({ type: 'withdrawFrame', frameUrl: outcome.frameUrl });
    else if (outcome.kind === 'auto') {
      wallet.dispatch({
        type: 'withdrawAuto',
        auto: {
          invoiceId: answer.data.id ?? '',
          status: paymentInvoiceStatus.pending,
          amount: value,
          currency: account.currency,
        },
      });
    } else {
      // Opened first: closing the wallet first would leave its ?wallet= in the URL the next open reads.
      modals.open(outcome.open, { amount: value, currency: account.currency });
      modals.close('wallet');
    }
  };

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-5" data-testid="withdraw-form">
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
        </div>
      </div>
      <div className="flex items-center justify-between rounded-control bg-canvas px-4 py-3 text-sm">
        <span className="text-muted">{t('wallet.balance.withdrawable')}</span>
        <button
          type="button"
          className="tabular font-semibold text-text underline-offset-4 hover:underline"
          onClick={() => setAmount(String(Math.min(balance, method.amountMax)))}
          aria-label={t('wallet.withdraw.useAll', { amount: wallet.money(balance) })}
        >
          {wallet.money(balance)}
        </button>
      </div>
      <AmountField
        id="withdraw-amount"
        label={t('wallet.amount.label')}
        value={amount}
        decimals={decimals}
        currencyCode={account?.currency ?? ''}
        onChange={setAmount}
        error={check.exceedsBalance ? t('wallet.withdraw.amountError') : undefined}
      />
      <Button type="submit" size="lg" className="w-full font-bold" disabled={disabled} data-testid="withdraw-submit">
        {pending ? <Spinner /> : null}
        {check.ok && value !== undefined
          ? t('wallet.withdraw.submitAmount', { amount: wallet.money(value) })
          : t('wallet.withdraw.submit')}
      </Button>
    </form>
  );
}

/** Elapsed time as minutes, seconds and hundredths (spec 02 §9). */
export function elapsedText(ms: number): string {
  const hundredths = Math.floor(ms / 10);
  const minutes = Math.floor(hundredths / 6000);
  const seconds = Math.floor((hundredths % 6000) / 100);
  return `${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}.${String(hundredths % 100).padStart(2, '0')}`;
}

/** The auto sub-state: an automatic withdrawal's steps 1 → 4 → 2 or 3, with a timer that stops at the end. */
function AutoSteps({ auto }: { auto: AutoWithdrawal }) {
  const { t } = useI18n();
  const wallet = useWallet();
  const finished = autoFinished(auto.status);
  const { dispatch } = wallet;
  // Steps that happened before this screen existed (the payout can outrun the request's answer) are read
  // once; later ones arrive live.
  useEffect(() => {
    let live = true;
    void walletApi.invoices({ invoiceId: auto.invoiceId, page: 1, perPage: 1 }).then((answer) => {
      const invoice = answer.ok ? answer.data.data[0] : undefined;
      if (live && invoice) dispatch({ type: 'withdrawalStatus', invoiceId: invoice.id, status: invoice.status });
    });
    return () => {
      live = false;
    };
  }, [auto.invoiceId, dispatch]);
  const [started] = useState(() => performance.now());
  const [elapsed, setElapsed] = useState(0);
  useEffect(() => {
    if (finished) return;
    let frame = 0;
    const tick = () => {
      setElapsed(performance.now() - started);
      frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [finished, started]);

  const rejected = auto.status === paymentInvoiceStatus.rejected;
  const reached = (step: number) => {
    if (rejected) return step === paymentInvoiceStatus.pending || step === paymentInvoiceStatus.processing;
    return (
      autoSteps.indexOf(step as (typeof autoSteps)[number]) <=
      autoSteps.indexOf(auto.status as (typeof autoSteps)[number])
    );
  };
  const steps = rejected
    ? [paymentInvoiceStatus.pending, paymentInvoiceStatus.processing, paymentInvoiceStatus.rejected]
    : autoSteps;

  return (
    <section className="flex flex-1 flex-col gap-6 py-2" data-testid="withdraw-auto" data-status={auto.status}>
      <div className="flex flex-col items-center gap-2 text-center">
        <p className="tabular font-bold text-3xl text-text">{wallet.money(auto.amount, { code: auto.currency })}</p>
        <p className="text-muted text-sm" role="status">
          {t(
            `wallet.auto.status.${auto.status === paymentInvoiceStatus.rejected ? 'rejected' : auto.status === paymentInvoiceStatus.success ? 'success' : auto.status === paymentInvoiceStatus.processing ? 'processing' : 'pending'}`,
          )}
        </p>
        <p className="tabular font-mono text-subtle text-sm" data-testid="withdraw-timer">
          <span className="sr-only">{t('wallet.auto.elapsed')} </span>
          {elapsedText(elapsed)}
        </p>
      </div>
      <ol className="flex flex-col gap-0">
        {steps.map((step, index) => {
          const done = reached(step);
          const current = step === auto.status;
          const failed = step === paymentInvoiceStatus.rejected;
          return (
            <li key={step} className="flex gap-3" aria-current={current ? 'step' : undefined}>
              <div className="flex flex-col items-center">
                <span
                  className={`grid size-8 place-items-center rounded-full border-2 ${
                    failed
                      ? 'border-danger bg-danger/15 text-danger'
                      : done
                        ? 'border-success bg-success/15 text-success'
                        : 'border-line text-subtle'
                  }`}
                >
                  {failed ? (
                    <WalletIcon name="cross" className="size-4" />
                  ) : done && !(current && !finished) ? (
                    <WalletIcon name="check" className="size-4" />
                  ) : current ? (
                    <Spinner className="size-3.5" />
                  ) : (
                    <span className="size-1.5 rounded-full bg-current" />
                  )}
                </span>
                {index < steps.length - 1 ? (
                  <span className={`w-0.5 flex-1 ${done ? 'bg-success/60' : 'bg-line'}`} />
                ) : null}
              </div>
              <div className="flex flex-col pb-6">
                <p className={`font-semibold text-sm ${done || current ? 'text-text' : 'text-subtle'}`}>
                  {t(`wallet.auto.step.${step}`)}
                </p>
                <p className="text-muted text-xs">{t(`wallet.auto.stepText.${step}`)}</p>
              </div>
            </li>
          );
        })}
      </ol>
      <Button size="lg" className="w-full font-bold" onClick={() => wallet.dispatch({ type: 'toList' })}>
        {t('wallet.auto.more')}
      </Button>
    </section>
  );
}
