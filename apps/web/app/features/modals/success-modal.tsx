import { useI18n } from '../../i18n/i18n.tsx';
import { Button } from '../../ui/button.tsx';
import type { ModalBodyProps } from '../../ui/modal/modal-context.ts';
import { ModalBody } from '../../ui/modal/modal-parts.tsx';

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
      icon={
        <span className="grid size-12 place-items-center rounded-full bg-success/15 text-success">
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="size-6"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.5"
          >
            <path d="M5 12.5l4.5 4.5L19 7.5" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </span>
      }
      actions={<Button onClick={close}>{t('modals.success.ok')}</Button>}
    />
  );
}
