import { Button } from '@croupier/ui/button';
import { useI18n } from '../../i18n/i18n.tsx';
import type { ModalBodyProps } from '../../ui/modal/modal-context.ts';
import { useModals } from '../../ui/modal/modal-context.ts';
import { ModalBody } from '../../ui/modal/modal-parts.tsx';
import { StatusIcon } from './status-icon.tsx';

/** cancel-deposit: leaving the provider's frame before paying asks first; the invoice simply stays unpaid. */
export default function CancelDepositModal({ close, titleId }: ModalBodyProps) {
  const { t } = useI18n();
  const modals = useModals();
  return (
    <ModalBody
      titleId={titleId}
      title={t('wallet.cancelDeposit.title')}
      lead={t('wallet.cancelDeposit.text')}
      icon={<StatusIcon name="alert" tone="warning" />}
      actions={
        <>
          <Button
            variant="secondary"
            onClick={() => {
              modals.close('deposit-iframe');
              close();
            }}
          >
            {t('wallet.cancelDeposit.confirm')}
          </Button>
          <Button onClick={close}>{t('wallet.cancelDeposit.keep')}</Button>
        </>
      }
    />
  );
}
