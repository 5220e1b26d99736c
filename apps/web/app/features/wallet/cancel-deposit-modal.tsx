import { useI18n } from '../../i18n/i18n.tsx';
import type { ModalBodyProps } from '../../ui/modal/modal-context.ts';
import { useModals } from '../../ui/modal/modal-context.ts';
import { ModalBody, primaryButton, secondaryButton } from '../../ui/modal/modal-parts.tsx';
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
          <button
            type="button"
            className={secondaryButton}
            onClick={() => {
              modals.close('deposit-iframe');
              close();
            }}
          >
            {t('wallet.cancelDeposit.confirm')}
          </button>
          <button type="button" className={primaryButton} onClick={close}>
            {t('wallet.cancelDeposit.keep')}
          </button>
        </>
      }
    />
  );
}
