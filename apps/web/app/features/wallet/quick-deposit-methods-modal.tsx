import { decimalsFor } from '@croupier/i18n/money';
import { Button } from '@croupier/ui/button';
import { type FormEvent, useEffect, useState } from 'react';
import { useI18n } from '../../i18n/i18n.tsx';
import { moneyText } from '../../i18n/money-text.ts';
import type { ModalBodyProps } from '../../ui/modal/modal-context.ts';
import { useModals } from '../../ui/modal/modal-context.ts';
import { ModalBody } from '../../ui/modal/modal-parts.tsx';
import { activeAccount, currencyOf, useAccounts } from '../accounts/accounts-store.ts';
import { AmountField } from './amount-field.tsx';
import { amountText, amountValue, clampAmount, depositDisabled, inputDecimals } from './amount-rules.ts';
import { useDepositRequest } from './deposit-request.ts';
import { MethodBadge } from './method-list.tsx';
import { isFeaturedMethod } from './method-tags.ts';
import { initialAmount } from './presets.ts';
import { useQuickDepositOutcome } from './quick-deposit.ts';
import type { PaymentMethod } from './wallet-api.ts';
import { hasMissingFields } from './wallet-flow.ts';
import { Spinner } from './wallet-icons.tsx';
import { useMethods, useProfile } from './wallet-reads.ts';

/**
 * quick-deposit-methods: a deposit without the whole wallet — pick a method and an amount, and the
 * provider takes over (missing data, a frame or a window follow as modals). The full wallet is one link away.
 */
export default function QuickDepositMethodsModal({ close, titleId }: ModalBodyProps) {
  const { t } = useI18n();
  const modals = useModals();
  const accounts = useAccounts(true);
  const account = activeAccount(accounts);
  const code = account?.currency;
  const currency = currencyOf(accounts, code);
  const methods = useMethods('deposit', code);
  const profile = useProfile();
  const [chosen, setChosen] = useState<PaymentMethod | undefined>();
  const [amount, setAmount] = useState('');
  const [limited, setLimited] = useState(false);
  const { send, pending } = useDepositRequest();
  const route = useQuickDepositOutcome();
  const decimals = inputDecimals(currency ? decimalsFor(currency.subunitToUnit) : 2, currency?.type === 'crypto');
  const money = (value: number, noCents = false) => moneyText(value, code ?? '', accounts.currencies, { noCents });

  const list = methods.data;
  useEffect(() => {
    const first = list?.[0];
    if (first && !chosen) {
      setChosen(first);
      setAmount(amountText(initialAmount(first.presets, first.amountMin), decimals));
    }
  }, [list, chosen, decimals]);

  const choose = (method: PaymentMethod) => {
    setChosen(method);
    setAmount(amountText(initialAmount(method.presets, method.amountMin), decimals));
  };

  const disabled =
    !chosen || !account || depositDisabled({ loading: pending, amount, min: chosen.amountMin, max: chosen.amountMax });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = amountValue(amount);
    if (disabled || !chosen || !account || value === undefined) return;
    const order = {
      method: chosen,
      amount: value,
      currency: account.currency,
      accountId: account.id,
      profileStatus: profile.data?.status,
      cryptoCurrency: currency?.type === 'crypto',
    };
    if (hasMissingFields(chosen.fields)) {
      modals.open('deposit-missing-data', { order });
      close();
      return;
    }
    const attempt = await send({ ...order, fields: {} });
    if (!attempt) return;
    if (route(attempt, order)) close();
    else setLimited(true);
  };

  return (
    <ModalBody titleId={titleId} title={t('wallet.quick.title')} lead={t('wallet.quick.lead')}>
      {!list ? (
        <div className="grid min-h-32 place-items-center text-muted" aria-busy="true">
          {methods.error ? <p>{t('wallet.methods.failed')}</p> : <Spinner className="size-6" />}
        </div>
      ) : !list.length ? (
        <p className="text-muted text-sm">{t('wallet.methods.none')}</p>
      ) : (
        <form onSubmit={onSubmit} className="flex flex-col gap-5">
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-2 font-medium text-sm text-text">{t('wallet.methods.deposit')}</legend>
            {list.map((method) => (
              <label
                key={method.id}
                className="flex cursor-pointer items-center gap-3 rounded-card border border-line bg-raised p-3 has-checked:border-accent"
              >
                <input
                  type="radio"
                  name="method"
                  value={method.method}
                  checked={chosen?.method === method.method}
                  onChange={() => choose(method)}
                  className="size-4 accent-accent"
                />
                <MethodBadge method={method} />
                <span className="flex min-w-0 flex-1 flex-col">
                  <span className="font-semibold text-text">{method.methodName}</span>
                  <span className="tabular text-muted text-xs">
                    {t('wallet.methods.range', {
                      min: money(method.amountMin, true),
                      max: money(method.amountMax, true),
                    })}
                  </span>
                </span>
                {isFeaturedMethod(method.method) ? (
                  <span className="rounded-full bg-accent px-2 py-0.5 font-bold text-[0.6875rem] text-on-accent uppercase">
                    {t('wallet.methods.popular')}
                  </span>
                ) : null}
              </label>
            ))}
          </fieldset>
          {chosen ? (
            <AmountField
              id="quick-amount"
              label={t('wallet.amount.label')}
              value={amount}
              decimals={decimals}
              currencyCode={code ?? ''}
              onChange={setAmount}
              onBlur={() => setAmount((current) => clampAmount(current, chosen.amountMin, chosen.amountMax, decimals))}
              presets={chosen.presets}
              presetLabel={(value) => money(value, true)}
            />
          ) : null}
          {limited ? (
            <p role="alert" className="rounded-control border border-danger/50 bg-danger/10 p-3 text-sm text-text">
              {t('wallet.alert.limitedDeposit.text')}
            </p>
          ) : null}
          <Button type="submit" size="lg" className="w-full font-bold" disabled={disabled}>
            {pending ? <Spinner /> : null}
            {t('wallet.deposit.submit')}
          </Button>
          <button
            type="button"
            className="font-semibold text-accent text-sm underline-offset-4 hover:underline"
            onClick={() => {
              modals.open('wallet', {}, { queryValue: 'deposit' });
              close();
            }}
          >
            {t('wallet.quick.openWallet')}
          </button>
        </form>
      )}
    </ModalBody>
  );
}
