import { Button, buttonClass } from '@croupier/ui/button';
import { useI18n } from '../../i18n/i18n.tsx';
import type { ModalBodyProps } from '../../ui/modal/modal-context.ts';
import { ModalBody } from '../../ui/modal/modal-parts.tsx';
import { SiteLink } from '../../ui/site-link.tsx';

/**
 * restricted-bets: how games count towards wagering while a bonus is active. The shares are the
 * operator's per offer, so the modal explains the rule and leads to the offer's terms for the figures.
 */
export default function RestrictedBetsModal({ close, titleId }: ModalBodyProps) {
  const { t } = useI18n();
  return (
    <ModalBody
      titleId={titleId}
      title={t('bonuses.restrictedBets.title')}
      lead={t('bonuses.restrictedBets.lead')}
      actions={
        <>
          <SiteLink to="/promotions" className={buttonClass({ variant: 'secondary' })} onClick={close}>
            {t('bonuses.restrictedBets.terms')}
          </SiteLink>
          <Button onClick={close}>{t('bonuses.modal.ok')}</Button>
        </>
      }
    >
      <ul className="flex list-disc flex-col gap-2 pl-5 text-muted text-sm">
        <li>{t('bonuses.restrictedBets.contribution')}</li>
        <li>{t('bonuses.restrictedBets.excluded')}</li>
      </ul>
    </ModalBody>
  );
}
