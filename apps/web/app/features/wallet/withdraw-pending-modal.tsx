import { Button } from '@croupier/ui/button';
import { useI18n } from '../../i18n/i18n.tsx';
import type { ModalBodyProps } from '../../ui/modal/modal-context.ts';
import { useModals } from '../../ui/modal/modal-context.ts';
import { ModalBody } from '../../ui/modal/modal-parts.tsx';
import { useModalAmount } from './modal-money.ts';
import { StatusIcon } from './status-icon.tsx';

/** withdraw-pending (spec 02 §4): a verified player's manual withdrawal waits for approval. */
export default function WithdrawPendingModal({ props, close, titleId }: ModalBodyProps) {
  const { t } = useI18n();
  const modals = useModals();
  const amount = useModalAmount(props);
  return (
    <ModalBody
      titleId={titleId}
      title={t('wallet.withdrawPending.title')}
      lead={amount ? t('wallet.withdrawPending.textAmount', { amount }) : t('wallet.withdrawPending.text')}
      icon={<StatusIcon name="clock" tone="info" />}
      actions={
        <>
          <Button
            variant="secondary"
            onClick={() => {
              // This modal has no query parameter, so closing it after the wallet opened keeps ?wallet=.
              modals.open('wallet', {}, { queryValue: 'history' });
              close();
            }}
          >
            {t('wallet.withdrawPending.history')}
          </Button>
          <Button onClick={close}>{t('wallet.ok')}</Button>
        </>
      }
    />
  );
}
