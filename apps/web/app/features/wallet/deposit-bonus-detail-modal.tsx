import { Button } from '@croupier/ui/button';
import { useI18n } from '../../i18n/i18n.tsx';
import type { ModalBodyProps } from '../../ui/modal/modal-context.ts';
import { useModals } from '../../ui/modal/modal-context.ts';
import { ModalBody } from '../../ui/modal/modal-parts.tsx';
import { minDepositOf } from './bonus-selection.ts';
import { BonusTerms, isDepositBonus, useBonusMoney, useTitleOf } from './bonus-terms.tsx';
import { StatusIcon } from './status-icon.tsx';

/**
 * deposit-bonus-detail (spec 02 §2): one deposit bonus's real terms, opened from its card with
 * { offer, currency, packageOffers }; the whole package opens package-bonus.
 */
export default function DepositBonusDetailModal({ props, close, titleId }: ModalBodyProps) {
  const { t } = useI18n();
  const modals = useModals();
  const currency = typeof props.currency === 'string' ? props.currency : '';
  const money = useBonusMoney(currency);
  const titleOf = useTitleOf(currency);
  const offer = isDepositBonus(props.offer) ? props.offer : undefined;
  if (!offer) {
    return (
      <ModalBody
        titleId={titleId}
        title={t('walletBonus.detail.missing')}
        actions={<Button onClick={close}>{t('walletBonus.ok')}</Button>}
      />
    );
  }
  const min = minDepositOf(offer, currency);
  const from = offer.triggerConditions.invoiceNumberFrom;
  return (
    <ModalBody
      titleId={titleId}
      title={titleOf(offer)}
      lead={[
        offer.package.name,
        from === null ? undefined : t('walletBonus.detail.deposit', { number: from }),
        min === undefined ? undefined : t('walletBonus.card.minDeposit', { amount: money(min) }),
      ]
        .filter(Boolean)
        .join(' · ')}
      icon={<StatusIcon name="gift" tone="warning" />}
      actions={
        <>
          <Button
            variant="secondary"
            onClick={() => modals.open('package-bonus', { packageId: offer.package.id, currency, offer })}
          >
            {t('walletBonus.detail.package')}
          </Button>
          <Button onClick={close}>{t('walletBonus.ok')}</Button>
        </>
      }
    >
      <div className="flex flex-col gap-3" data-testid="bonus-terms">
        {offer.package.bonuses.map((bonus) => (
          <BonusTerms key={bonus.id} bonus={bonus} currency={currency} />
        ))}
      </div>
    </ModalBody>
  );
}
