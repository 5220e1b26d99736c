import { Button, buttonClass } from '@croupier/ui/button';
import { Link } from 'react-router';
import { useI18n } from '../../i18n/i18n.tsx';
import type { ModalBodyProps } from '../../ui/modal/modal-context.ts';
import { ModalBody } from '../../ui/modal/modal-parts.tsx';
import { StatusIcon } from './status-icon.tsx';

/**
 * withdraw-sumsub (spec 02 §4, §6): an unverified player who withdraws is sent to identity verification
 * first; withdrawals are paid out to verified players only. The dialog closes as it leads to the
 * verification page: left open, it would cover the page's own "Verify my identity".
 */
export default function WithdrawSumsubModal({ close, titleId }: ModalBodyProps) {
  const { t, path } = useI18n();
  return (
    <ModalBody
      titleId={titleId}
      title={t('wallet.sumsub.title')}
      lead={t('wallet.sumsub.text')}
      icon={<StatusIcon name="lock" tone="warning" />}
      actions={
        <>
          <Button variant="secondary" onClick={close}>
            {t('wallet.sumsub.later')}
          </Button>
          <Link to={path('/profile/verification')} className={buttonClass()} onClick={close}>
            {t('wallet.sumsub.verify')}
          </Link>
        </>
      }
    />
  );
}
