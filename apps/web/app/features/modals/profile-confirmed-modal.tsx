import { Button } from '@croupier/ui/button';
import { useI18n } from '../../i18n/i18n.tsx';
import type { ModalBodyProps } from '../../ui/modal/modal-context.ts';
import { ModalBody } from '../../ui/modal/modal-parts.tsx';
import { SuccessIcon } from '../../ui/modal/success-icon.tsx';

/** The player's details were saved and the profile counts as complete. */
export default function ProfileConfirmedModal({ close, titleId }: ModalBodyProps) {
  const { t } = useI18n();
  return (
    <ModalBody
      titleId={titleId}
      title={t('auth.profileConfirmed.title')}
      lead={t('auth.profileConfirmed.text')}
      icon={<SuccessIcon />}
      actions={<Button onClick={close}>{t('auth.profileConfirmed.button')}</Button>}
    />
  );
}
