import { Button } from '@croupier/ui/button';
import { useNavigate } from 'react-router';
import { useI18n } from '../../i18n/i18n.tsx';
import { ModalBody } from '../../ui/modal/modal-parts.tsx';
import { SuccessIcon } from '../../ui/modal/success-icon.tsx';
import { DepositLimitOffer } from '../limits-offer/deposit-limit-offer.tsx';
import type { ContentAlert } from './use-content-alert.ts';

/**
 * The last step of a phone registration: the successRegistration alert of content (spec 01 §8, spec 02
 * §8) and the optional deposit-limit offer. The lobby button is always there, so the offer never blocks.
 */
export function RegistrationWelcome(props: {
  titleId: string;
  currency: string;
  alert: ContentAlert | undefined;
  close(): void;
}) {
  const { t, path } = useI18n();
  const navigate = useNavigate();
  const { alert } = props;
  return (
    <ModalBody
      titleId={props.titleId}
      title={alert?.title ?? t('phone.welcome.title')}
      lead={alert?.text ?? t('phone.welcome.text')}
      icon={<SuccessIcon />}
      actions={
        <Button
          onClick={() => {
            props.close();
            navigate(path('/'));
          }}
        >
          {t('phone.welcome.toLobby')}
        </Button>
      }
    >
      <DepositLimitOffer currency={props.currency} />
    </ModalBody>
  );
}
