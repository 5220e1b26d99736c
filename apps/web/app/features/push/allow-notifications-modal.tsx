import { Button } from '@croupier/ui/button';
import { useI18n } from '../../i18n/i18n.tsx';
import type { ModalBodyProps } from '../../ui/modal/modal-context.ts';
import { ModalBody } from '../../ui/modal/modal-parts.tsx';
import { acceptPushService, type PushService } from './push-service.ts';

/** Spec 02 §4: on a phone the push prompt is this modal. Declining only closes it (the session flag is set). */
export default function AllowNotificationsModal({ close, titleId, props }: ModalBodyProps) {
  const { t } = useI18n();
  // Opened by the push prompt, which passes what it read from the platform.
  const service = props.service as PushService | undefined;
  const playerId = typeof props.playerId === 'string' ? props.playerId : '';
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
          {service ? (
            <Button
              onClick={() => {
                close();
                void acceptPushService(service, playerId);
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
