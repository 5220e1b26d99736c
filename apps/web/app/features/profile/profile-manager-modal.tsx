import { Button } from '@croupier/ui/button';
import { useI18n } from '../../i18n/i18n.tsx';
import type { ModalBodyProps } from '../../ui/modal/modal-context.ts';
import { ModalBody } from '../../ui/modal/modal-parts.tsx';
import { logout } from '../auth/logout.ts';
import { ProfileMenu } from './profile-menu.tsx';

/** profile-manager (spec 02 §2): the profile sections as a compact menu for small screens, and log out. */
export default function ProfileManagerModal({ titleId, close }: ModalBodyProps) {
  const { t } = useI18n();
  return (
    <ModalBody
      titleId={titleId}
      title={t('profile.menu.title')}
      actions={
        <Button variant="secondary" className="w-full" onClick={() => void logout()}>
          {t('profile.menu.logout')}
        </Button>
      }
    >
      <ProfileMenu layout="sheet" onNavigate={close} />
    </ModalBody>
  );
}
