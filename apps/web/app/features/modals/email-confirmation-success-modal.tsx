import { Button } from '@croupier/ui/button';
import { useNavigate } from 'react-router';
import { useI18n } from '../../i18n/i18n.tsx';
import type { ModalBodyProps } from '../../ui/modal/modal-context.ts';
import { ModalBody } from '../../ui/modal/modal-parts.tsx';
import { SuccessIcon } from '../../ui/modal/success-icon.tsx';
import { DepositLimitOffer } from '../limits-offer/deposit-limit-offer.tsx';

/**
 * The e-mail link confirmed the address and logged the player in; the button leads into the lobby. The
 * optional deposit-limit offer sits above it (limits are offered at registration, AGCO / UKGC).
 */
export default function EmailConfirmationSuccessModal({ close, titleId }: ModalBodyProps) {
  const { t, path } = useI18n();
  const navigate = useNavigate();
  return (
    <ModalBody
      titleId={titleId}
      title={t('auth.emailConfirmed.title')}
      lead={t('auth.emailConfirmed.text')}
      icon={<SuccessIcon />}
      actions={
        <Button
          onClick={() => {
            close();
            navigate(path('/'));
          }}
        >
          {t('auth.emailConfirmed.button')}
        </Button>
      }
    >
      <DepositLimitOffer />
    </ModalBody>
  );
}
