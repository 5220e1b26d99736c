import { Button } from '@croupier/ui/button';
import { useNavigate } from 'react-router';
import { useI18n } from '../../i18n/i18n.tsx';
import type { ModalBodyProps } from '../../ui/modal/modal-context.ts';
import { useModals } from '../../ui/modal/modal-context.ts';
import { ModalBody } from '../../ui/modal/modal-parts.tsx';
import { SuccessIcon } from '../../ui/modal/success-icon.tsx';

/**
 * The password was reset. "Log in" closes every modal (which does not navigate, unlike closing one on an
 * auth page) and then goes to the login page; other dismissals follow the framework (home or back).
 */
export default function ResetPassModal({ titleId }: ModalBodyProps) {
  const { t, path } = useI18n();
  const navigate = useNavigate();
  const modals = useModals();
  return (
    <ModalBody
      titleId={titleId}
      title={t('auth.resetDone.title')}
      lead={t('auth.resetDone.text')}
      icon={<SuccessIcon />}
      actions={
        <Button
          onClick={() => {
            modals.closeAll();
            navigate(path('/login'), { replace: true });
          }}
        >
          {t('auth.resetDone.button')}
        </Button>
      }
    />
  );
}
