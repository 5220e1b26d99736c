import { Button } from '@croupier/ui/button';
import { useI18n } from '../../i18n/i18n.tsx';
import type { ModalBodyProps } from '../../ui/modal/modal-context.ts';
import { ModalBody } from '../../ui/modal/modal-parts.tsx';
import { acceptPush } from './web-push.ts';

/** Spec 02 §4: on a phone the push prompt is this modal. Declining only closes it (the session flag is set). */
export default function AllowNotificationsModal({ close, titleId, props }: ModalBodyProps) {
  const { t } = useI18n();
  const publicKey = typeof props.publicKey === 'string' ? props.publicKey : undefined;
  return (
    <ModalBody
      titleId={titleId}
      title={t('push.promptTitle')}
      lead={t('push.promptText')}
      actions={
        <>
          <Button variant="secondary" onClick={close}>
            {t('push.notNow')}
          </Button>
          {publicKey ? (
            <Button
              onClick={() => {
                close();
                void acceptPush(publicKey);
              }}
            >
              {t('push.allow')}
            </Button>
          ) : null}
        </>
      }
    />
  );
}
