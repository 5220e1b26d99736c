import { paymentInvoiceStatus, paymentInvoiceType } from '@croupier/contracts/constants';
import { Button, buttonClass } from '@croupier/ui/button';
import { useEffect, useState } from 'react';
import { useI18n } from '../../i18n/i18n.tsx';
import { moneyText } from '../../i18n/money-text.ts';
import type { ModalBodyProps } from '../../ui/modal/modal-context.ts';
import { useModals } from '../../ui/modal/modal-context.ts';
import { ModalBody } from '../../ui/modal/modal-parts.tsx';
import { useAccounts } from '../accounts/accounts-store.ts';
import { StatusIcon } from './status-icon.tsx';
import { type Invoice, walletApi } from './wallet-api.ts';

/**
 * deposit-redirect (spec 02 §2): the provider sent the player back to ?deposit-redirect without a final
 * answer. The return alone says nothing about the payment (the sandbox's "Back to the casino" leads here
 * from an unpaid page too), so the modal reads the player's latest deposit and says what its state is:
 * not paid (try again), being confirmed, or settled (deposit-success / deposit-error take over).
 * Opened with a `url` (the browser blocked the provider's window), it offers to continue there instead.
 */
export default function DepositRedirectModal(body: ModalBodyProps) {
  const url = typeof body.props.url === 'string' ? body.props.url : undefined;
  return url ? <ContinueToPayment {...body} url={url} /> : <AfterReturn {...body} />;
}

function ContinueToPayment({ close, titleId, url }: ModalBodyProps & { url: string }) {
  const { t } = useI18n();
  return (
    <ModalBody
      titleId={titleId}
      title={t('wallet.redirect.continueTitle')}
      lead={t('wallet.redirect.continueText')}
      icon={<StatusIcon name="external" tone="info" />}
      actions={
        <a href={url} target="_blank" rel="noopener" className={buttonClass()} onClick={close}>
          {t('wallet.redirect.continue')}
        </a>
      }
    />
  );
}

type Found = { kind: 'checking' } | { kind: 'found'; invoice: Invoice } | { kind: 'unknown' };

function AfterReturn({ close, titleId }: ModalBodyProps) {
  const { t } = useI18n();
  const modals = useModals();
  const accounts = useAccounts(true);
  const [found, setFound] = useState<Found>({ kind: 'checking' });

  useEffect(() => {
    let live = true;
    void walletApi.invoices({ page: 1, perPage: 1, type: paymentInvoiceType.deposit }).then((answer) => {
      if (!live) return;
      const invoice = answer.ok ? answer.data.data[0] : undefined;
      setFound(invoice ? { kind: 'found', invoice } : { kind: 'unknown' });
    });
    return () => {
      live = false;
    };
  }, []);

  // Settled by now: the outcome's own modal replaces this one (the tab that sent the deposit has
  // reported it to analytics already, from the live update).
  const invoice = found.kind === 'found' ? found.invoice : undefined;
  const status = invoice?.status;
  const settled = status === paymentInvoiceStatus.success || status === paymentInvoiceStatus.rejected;
  const openModal = modals.open;
  useEffect(() => {
    if (!invoice || !settled) return;
    if (invoice.status === paymentInvoiceStatus.success) {
      openModal('deposit-success', { amount: invoice.amount, currency: invoice.currency });
    } else openModal('deposit-error', {});
  }, [invoice, settled, openModal]);

  if (found.kind === 'checking' || settled) {
    return (
      <ModalBody
        titleId={titleId}
        title={t('wallet.redirect.checkingTitle')}
        lead={t('wallet.redirect.checkingText')}
        icon={<StatusIcon name="spinner" tone="info" />}
        actions={null}
      />
    );
  }

  if (invoice?.status === paymentInvoiceStatus.pending) {
    const amount = moneyText(invoice.amount, invoice.currency, accounts.currencies);
    return (
      <ModalBody
        titleId={titleId}
        title={t('wallet.redirect.unpaidTitle')}
        lead={t('wallet.redirect.unpaidText', { amount, method: invoice.paymentMethod })}
        icon={<StatusIcon name="alert" tone="warning" />}
        actions={
          <>
            <Button variant="secondary" onClick={close}>
              {t('modals.close')}
            </Button>
            <Button onClick={() => modals.open('wallet', { method: invoice.method }, { queryValue: 'deposit' })}>
              {t('wallet.error.tryAgain')}
            </Button>
          </>
        }
      >
        <p className="text-muted text-sm">{t('wallet.redirect.unpaidLate')}</p>
      </ModalBody>
    );
  }

  return (
    <ModalBody
      titleId={titleId}
      title={t('wallet.redirect.title')}
      lead={t('wallet.redirect.text')}
      icon={<StatusIcon name="clock" tone="info" />}
      actions={<Button onClick={close}>{t('wallet.ok')}</Button>}
    />
  );
}
