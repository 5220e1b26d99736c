import { paymentInvoiceStatus } from '@croupier/contracts/constants';
import { Button, buttonClass } from '@croupier/ui/button';
import { useI18n } from '../../i18n/i18n.tsx';
import { CryptoInstructions } from './crypto-instructions.tsx';
import type { DepositAttempt } from './deposit-request.ts';
import { useDepositWatch } from './deposit-watch.ts';
import { SupportLink } from './support-link.tsx';
import { useWallet } from './wallet-context.ts';
import { Spinner, WalletIcon } from './wallet-icons.tsx';
import { useInvoiceNews } from './wallet-live.tsx';

/**
 * The processing sub-state: the provider's window is open; the balance updates live when it settles.
 * Should no live update come, the wallet reads the invoice itself (deposit-watch.ts) and says what it
 * found. No second deposit is offered while this one is unresolved: the player would pay twice.
 */
export function DepositProcessing(props: { attempt: DepositAttempt | undefined; methodName: string }) {
  const { t } = useI18n();
  const wallet = useWallet();
  const news = useInvoiceNews();
  const { attempt } = props;
  const blocked = attempt?.kind === 'form' && attempt.popupBlocked;
  const crypto = attempt?.kind === 'crypto' ? attempt : undefined;
  const invoiceId = attempt && 'invoiceId' in attempt ? attempt.invoiceId : undefined;
  const { check, checking, checkNow } = useDepositWatch(invoiceId, (invoice) => {
    wallet.refresh();
    if (invoice.status === paymentInvoiceStatus.rejected) wallet.dispatch({ type: 'depositFailed' });
    // A success opens deposit-success over the site, as the live update would.
    news(invoice, false);
  });
  const text = crypto ? 'wallet.crypto.text' : blocked ? 'wallet.processing.blocked' : 'wallet.processing.text';
  const known =
    check.kind === 'open'
      ? check.status === paymentInvoiceStatus.processing
        ? 'wallet.processing.confirming'
        : 'wallet.processing.unconfirmed'
      : check.kind === 'unreachable'
        ? 'wallet.processing.unreachable'
        : undefined;
  return (
    <section
      className="flex flex-1 flex-col items-center justify-center gap-4 py-6 text-center"
      data-testid="deposit-processing"
      data-check={check.kind}
    >
      <span className="grid size-16 place-items-center rounded-full bg-cool/15 text-cool">
        <Spinner className="size-8" />
      </span>
      <h3 className="font-semibold text-text text-xl">{t('wallet.processing.title')}</h3>
      <div className="flex max-w-sm flex-col gap-2 text-muted text-sm leading-relaxed" role="status">
        <p>{t(text)}</p>
        {known ? <p className="text-text">{t(known, { method: props.methodName })}</p> : null}
      </div>
      {crypto ? <CryptoInstructions crypto={crypto.crypto} amount={wallet.money(crypto.amount)} /> : null}
      {attempt?.kind === 'form' ? (
        <a href={attempt.url} target="_blank" rel="noopener" className={buttonClass({ variant: 'secondary' })}>
          <WalletIcon name="external" className="size-4" />
          {t('wallet.processing.open')}
        </a>
      ) : null}
      {known ? (
        <>
          <Button variant="secondary" onClick={checkNow} disabled={checking} aria-busy={checking}>
            {checking ? <Spinner className="size-4" /> : null}
            {t('wallet.processing.checkAgain')}
          </Button>
          <SupportLink />
        </>
      ) : null}
    </section>
  );
}
