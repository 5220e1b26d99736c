import { formatTransactionDate } from '@croupier/i18n/dates';
import { useI18n } from '../../i18n/i18n.tsx';
import { rowAction, rowLabel, type StatusName, statusName } from './history-rules.ts';
import type { Invoice } from './wallet-api.ts';
import { useWallet } from './wallet-context.ts';
import { Spinner, WalletIcon, type WalletIconName } from './wallet-icons.tsx';

const statusLook: Record<StatusName, { icon: WalletIconName; tone: string }> = {
  pending: { icon: 'clock', tone: 'bg-warning/15 text-warning' },
  processing: { icon: 'spinner', tone: 'bg-cool/15 text-cool' },
  success: { icon: 'check', tone: 'bg-success/15 text-success' },
  rejected: { icon: 'cross', tone: 'bg-danger/15 text-danger' },
};

/**
 * One transaction (spec 02 §2 "Transaction row"): type (or the credit's kind, decision 0102), payment method, date as day.month.year -
 * hour:minute, status icon, amount, the optional info text and the row's action — repeat a declined
 * deposit, cancel a pending manual withdrawal.
 */
export function TransactionRow(props: {
  invoice: Invoice;
  onRepeat(invoice: Invoice): void;
  onCancel(invoice: Invoice): void;
  cancelling: boolean;
}) {
  const { t } = useI18n();
  const wallet = useWallet();
  const { invoice } = props;
  const label = rowLabel(invoice);
  const deposit = label.incoming;
  const status = statusName(invoice.status);
  const look = statusLook[status];
  const action = rowAction(invoice);
  const amountTone =
    status === 'rejected' ? 'text-subtle line-through' : deposit && status === 'success' ? 'text-success' : 'text-text';
  return (
    <li
      data-testid="transaction"
      data-invoice={invoice.id}
      data-status={invoice.status}
      className="flex flex-col gap-2 rounded-card border border-line bg-raised p-3"
    >
      <div className="flex items-center gap-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-full bg-overlay text-muted">
          <WalletIcon name={deposit ? 'arrowDown' : 'arrowUp'} />
        </span>
        <div className="flex min-w-0 flex-1 flex-col gap-0.5">
          <p className="flex items-center gap-2 font-semibold text-sm text-text">
            {t(label.key)}
            <span
              className={`grid size-5 place-items-center rounded-full ${look.tone}`}
              title={t(`wallet.status.${status}`)}
            >
              <WalletIcon name={look.icon} className={`size-3.5 ${status === 'processing' ? 'animate-spin' : ''}`} />
            </span>
            <span className="sr-only">{t(`wallet.status.${status}`)}</span>
          </p>
          <p className="truncate text-muted text-xs">
            {invoice.paymentMethod ? `${invoice.paymentMethod} · ` : null}
            <span className="tabular">{formatTransactionDate(invoice.updatedAt)}</span>
          </p>
          {invoice.statusResult ? <p className="text-subtle text-xs">{invoice.statusResult}</p> : null}
        </div>
        <p className={`tabular shrink-0 text-right font-semibold text-sm ${amountTone}`}>
          {deposit ? '+' : '−'}
          {wallet.money(invoice.amount, { code: invoice.currency })}
        </p>
      </div>
      {action ? (
        <div className="flex justify-end">
          {action === 'repeat' ? (
            <button type="button" className={actionClass} onClick={() => props.onRepeat(invoice)}>
              <WalletIcon name="repeat" className="size-4" />
              {t('wallet.history.repeat')}
            </button>
          ) : (
            <button
              type="button"
              className={actionClass}
              disabled={props.cancelling}
              onClick={() => props.onCancel(invoice)}
            >
              {props.cancelling ? <Spinner /> : <WalletIcon name="cross" className="size-4" />}
              {t('wallet.history.cancel')}
            </button>
          )}
        </div>
      ) : null}
    </li>
  );
}

const actionClass =
  'inline-flex min-h-9 items-center justify-center gap-1.5 rounded-control border border-line bg-surface px-3 font-semibold text-sm text-text transition-colors duration-quick hover:bg-overlay disabled:opacity-60';
