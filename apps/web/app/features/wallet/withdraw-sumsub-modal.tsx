import { useNavigate } from 'react-router';
import { useI18n } from '../../i18n/i18n.tsx';
import { ModalBody, primaryButton, secondaryButton } from '../modals/modal-parts.tsx';
import type { ModalBodyProps } from '../modals/registry.ts';
import { StatusIcon } from './status-icon.tsx';

/**
 * withdraw-sumsub (spec 02 §4, §6): an unverified player who withdraws is sent to identity verification
 * first; withdrawals are paid out to verified players only.
 */
export default function WithdrawSumsubModal({ close, titleId }: ModalBodyProps) {
  const { t, path } = useI18n();
  const navigate = useNavigate();
  return (
    <ModalBody
      titleId={titleId}
      title={t('wallet.sumsub.title')}
      lead={t('wallet.sumsub.text')}
      icon={<StatusIcon name="lock" tone="warning" />}
      actions={
        <>
          <button type="button" className={secondaryButton} onClick={close}>
            {t('wallet.sumsub.later')}
          </button>
          <button type="button" className={primaryButton} onClick={() => void navigate(path('/profile/verification'))}>
            {t('wallet.sumsub.verify')}
          </button>
        </>
      }
    />
  );
}
