import { Button } from '@croupier/ui/button';
import { useI18n } from '../../i18n/i18n.tsx';
import type { ModalBodyProps } from '../../ui/modal/modal-context.ts';
import { ModalBody } from '../../ui/modal/modal-parts.tsx';
import { SuccessIcon } from '../../ui/modal/success-icon.tsx';

/** Generic confirmation: open('success', { title, text }); falls back to a neutral wording. */
export default function SuccessModal({ props, close, titleId }: ModalBodyProps) {
  const { t } = useI18n();
  const title = typeof props.title === 'string' ? props.title : t('modals.success.title');
  const text = typeof props.text === 'string' ? props.text : t('modals.success.text');
  return (
    <ModalBody
      titleId={titleId}
      title={title}
      lead={text}
      icon={<SuccessIcon />}
      actions={<Button onClick={close}>{t('modals.success.ok')}</Button>}
    />
  );
}
