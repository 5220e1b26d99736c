import { Button } from '@croupier/ui/button';
import { useI18n } from '../../i18n/i18n.tsx';
import type { ModalBodyProps } from '../../ui/modal/modal-context.ts';
import { ModalBody } from '../../ui/modal/modal-parts.tsx';
import { minDepositOf } from './bonus-selection.ts';
import { isDepositBonus, useBonusMoney, useTitleOf } from './bonus-terms.tsx';
import { StatusIcon } from './status-icon.tsx';

/**
 * deposit-with-bonus-exit-promo (spec 02 §2): the wallet's close icon opens it instead of closing while a
 * deposit bonus is in play. It names the real offer ({ offer, currency } from the wallet); "Claim my bonus"
 * goes back to the deposit, "Leave" closes the wallet too (its `leave`, which clears the choice).
 */
export default function ExitPromoModal({ props, close, titleId }: ModalBodyProps) {
  const { t } = useI18n();
  const currency = typeof props.currency === 'string' ? props.currency : '';
  const titleOf = useTitleOf(currency);
  const money = useBonusMoney(currency);
  const offer = isDepositBonus(props.offer) ? props.offer : undefined;
  const leave = typeof props.leave === 'function' ? (props.leave as () => void) : undefined;
  const min = offer ? minDepositOf(offer, currency) : undefined;
  return (
    <ModalBody
      titleId={titleId}
      title={t('walletBonus.exit.title')}
      lead={
        offer
          ? min === undefined
            ? t('walletBonus.exit.offer', { offer: titleOf(offer) })
            : t('walletBonus.exit.offerMin', { offer: titleOf(offer), amount: money(min) })
          : t('walletBonus.exit.generic')
      }
      icon={<StatusIcon name="gift" tone="warning" />}
      actions={
        <>
          <Button
            variant="secondary"
            onClick={() => {
              close();
              leave?.();
            }}
          >
            {t('walletBonus.exit.leave')}
          </Button>
          <Button onClick={close}>{t('walletBonus.exit.claim')}</Button>
        </>
      }
    />
  );
}
