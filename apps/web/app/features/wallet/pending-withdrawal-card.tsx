import { formatTransactionDate } from '@croupier/i18n/dates';
import { Button } from '@croupier/ui/button';
import { useI18n } from '../../i18n/i18n.tsx';
import { useCancelWithdrawal } from './use-cancel-withdrawal.ts';
import { useWallet } from './wallet-context.ts';
import { Spinner, WalletIcon } from './wallet-icons.tsx';

/** Spec 02 §2: a compact card for the last pending withdrawal, when it is not automatic, with a way to cancel it. */
export function PendingWithdrawalCard() {
  const { t } = useI18n();
  const wallet = useWallet();
  const { cancel, pending } = useCancelWithdrawal();
  const invoice = wallet.pendingWithdrawal;
  if (!invoice || invoice.autoWithdrawal) return null;
  return (
    <section
      aria-label={t('wallet.pendingWithdrawal.label')}
      data-testid="pending-withdrawal"
      className="flex items-center gap-3 rounded-card border border-warning/40 bg-warning/10 p-3"
    >
      <span className="grid size-9 shrink-0 place-items-center rounded-full bg-warning/20 text-warning">
        <WalletIcon name="clock" />
      </span>
      <div className="flex min-w-0 flex-1 flex-col">
        <p className="font-semibold text-sm text-text">
          {t('wallet.pendingWithdrawal.title', { amount: wallet.money(invoice.amount, { code: invoice.currency }) })}
        </p>
        <p className="truncate text-muted text-xs">
          {invoice.paymentMethod} · <span className="tabular">{formatTransactionDate(invoice.updatedAt)}</span>
        </p>
      </div>
      <Button
        disabled={pending}
        onClick={() => void cancel(invoice.id)}
        variant="secondary"
        size="sm"
        className="min-h-9 shrink-0 px-3"
      >
        {pending ? <Spinner /> : null}
        {t('wallet.pendingWithdrawal.cancel')}
      </Button>
    </section>
  );
}
