import { Button } from '@croupier/ui/button';
import { useI18n } from '../../i18n/i18n.tsx';
import type { ModalBodyProps } from '../../ui/modal/modal-context.ts';
import { ModalBody } from '../../ui/modal/modal-parts.tsx';

export default function PwaNotAvailableModal({ close, titleId }: ModalBodyProps) {
  const { t } = useI18n();
  return (
    <ModalBody
      titleId={titleId}
      title={t('modals.pwaNotAvailable.title')}
      lead={t('modals.pwaNotAvailable.text')}
      actions={<Button onClick={close}>{t('modals.pwaNotAvailable.ok')}</Button>}
    />
  );
}
