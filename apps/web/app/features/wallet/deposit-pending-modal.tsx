import type { DepositResponse } from '@croupier/contracts/payments';
import { Button } from '@croupier/ui/button';
import { useI18n } from '../../i18n/i18n.tsx';
import type { ModalBodyProps } from '../../ui/modal/modal-context.ts';
import { ModalBody } from '../../ui/modal/modal-parts.tsx';
import { CryptoInstructions } from './crypto-instructions.tsx';
import { useModalAmount } from './modal-money.ts';
import { StatusIcon } from './status-icon.tsx';

function isCrypto(value: unknown): value is NonNullable<DepositResponse['crypto']> {
  const crypto = value as Partial<NonNullable<DepositResponse['crypto']>> | null | undefined;
  return typeof crypto?.address === 'string' && typeof crypto.confirmations === 'number';
}

/** deposit-pending: the provider's window is open; the balance updates by itself once it is paid. */
export default function DepositPendingModal({ props, close, titleId }: ModalBodyProps) {
  const { t } = useI18n();
  const amount = useModalAmount(props);
  const url = typeof props.url === 'string' ? props.url : undefined;
  const crypto = isCrypto(props.crypto) ? props.crypto : undefined;
  return (
    <ModalBody
      titleId={titleId}
      title={t('wallet.processing.title')}
      lead={amount ? t('wallet.pending.textAmount', { amount }) : t('wallet.processing.text')}
      icon={<StatusIcon name="clock" tone="info" />}
      actions={<Button onClick={close}>{t('wallet.ok')}</Button>}
    >
      {crypto && amount ? <CryptoInstructions crypto={crypto} amount={amount} /> : null}
      {url && !crypto ? (
        <a
          href={url}
          target="_blank"
          rel="noopener"
          className="font-semibold text-accent text-sm underline-offset-4 hover:underline"
        >
          {t('wallet.processing.open')}
        </a>
      ) : null}
    </ModalBody>
  );
}
