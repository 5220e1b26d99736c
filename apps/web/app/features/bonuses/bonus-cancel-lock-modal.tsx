import { Button, buttonClass } from '@croupier/ui/button';
import { useI18n } from '../../i18n/i18n.tsx';
import type { ModalBodyProps } from '../../ui/modal/modal-context.ts';
import { ModalBody } from '../../ui/modal/modal-parts.tsx';
import { SiteLink } from '../../ui/site-link.tsx';

/**
 * bonus-cancel-lock: the server refused a cancel. A bonus that already ended (bonus_not_cancelable), a player
 * under cooling-off or self-exclusion (bonuses_blocked) cannot change bonuses; support can help. A round staked
 * with the bonus's money still open (bonus_unsettled_bets) only has to finish first.
 */
export default function BonusCancelLockModal({ props, close, titleId }: ModalBodyProps) {
  const { t } = useI18n();
  const reason =
    props.reason === 'bonuses_blocked' ? 'blocked' : props.reason === 'bonus_unsettled_bets' ? 'unsettled' : 'finished';
  return (
    <ModalBody
      titleId={titleId}
      title={t('bonuses.cancelLock.title')}
      lead={t(`bonuses.cancelLock.${reason}`)}
      actions={
        <>
          <SiteLink to="/contact" className={buttonClass({ variant: 'secondary' })} onClick={close}>
            {t('bonuses.cancelLock.support')}
          </SiteLink>
          <Button onClick={close}>{t('bonuses.modal.ok')}</Button>
        </>
      }
    />
  );
}
