import { useI18n } from '../../i18n/i18n.tsx';
import { ModalBody, primaryButton } from './modal-parts.tsx';
import type { ModalBodyProps } from './registry.ts';

export default function PwaNotAvailableModal({ close, titleId }: ModalBodyProps) {
  const { t } = useI18n();
  return (
    <ModalBody
      titleId={titleId}
      title={t('modals.pwaNotAvailable.title')}
      lead={t('modals.pwaNotAvailable.text')}
      actions={
        <button type="button" className={primaryButton} onClick={close}>
          {t('modals.pwaNotAvailable.ok')}
        </button>
      }
    />
  );
}
