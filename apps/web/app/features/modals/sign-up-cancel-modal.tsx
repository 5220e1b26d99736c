import { Button } from '@croupier/ui/button';
import { useI18n } from '../../i18n/i18n.tsx';
import type { ModalBodyProps } from '../../ui/modal/modal-context.ts';
import { useModals } from '../../ui/modal/modal-context.ts';
import { ModalBody } from '../../ui/modal/modal-parts.tsx';

/**
 * "Leave sign-up?" while the sign-up form holds unsent input. The opener passes `leave` and `stay`
 * (the navigation blocker's proceed and reset). Both close with closeAll, which, unlike closing one modal
 * on an auth page, does not navigate by itself.
 */
export default function SignUpCancelModal({ props, titleId }: ModalBodyProps) {
  const { t } = useI18n();
  const modals = useModals();
  const call = (name: 'leave' | 'stay') => {
    modals.closeAll();
    const action = props[name];
    if (typeof action === 'function') (action as () => void)();
  };
  return (
    <ModalBody
      titleId={titleId}
      title={t('auth.signUpCancel.title')}
      lead={t('auth.signUpCancel.text')}
      actions={
        <>
          <Button variant="secondary" onClick={() => call('leave')}>
            {t('auth.signUpCancel.leave')}
          </Button>
          <Button onClick={() => call('stay')}>{t('auth.signUpCancel.stay')}</Button>
        </>
      }
    />
  );
}
