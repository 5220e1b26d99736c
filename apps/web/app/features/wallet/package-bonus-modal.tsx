import { Button } from '@croupier/ui/button';
import { useI18n } from '../../i18n/i18n.tsx';
import { useLive } from '../../platform/api/live-cache.ts';
import type { ModalBodyProps } from '../../ui/modal/modal-context.ts';
import { ModalBody } from '../../ui/modal/modal-parts.tsx';
import { bonusApi } from './bonus-api.ts';
import { minDepositOf } from './bonus-selection.ts';
import { BonusTerms, isDepositBonus, useBonusMoney, useTitleOf } from './bonus-terms.tsx';
import { bonusKeys } from './deposit-bonuses.ts';
import { StatusIcon } from './status-icon.tsx';
import { Spinner } from './wallet-icons.tsx';

/**
 * package-bonus (spec 02 §2): every deposit of a bonus package with its real terms ({ packageId, currency,
 * offer }), from the deposit bonuses listed with skipCondition 1 and 2 (the later deposits' offers too).
 */
export default function PackageBonusModal({ props, close, titleId }: ModalBodyProps) {
  const { t } = useI18n();
  const currency = typeof props.currency === 'string' ? props.currency : '';
  const packageId = typeof props.packageId === 'string' ? props.packageId : undefined;
  const given = isDepositBonus(props.offer) ? props.offer : undefined;
  const money = useBonusMoney(currency);
  const titleOf = useTitleOf(currency);
  const all = useLive(
    currency ? bonusKeys.lists(currency, true) : undefined,
    () => bonusApi.depositBonuses(currency, true),
    { dropUnused: true },
  );
  const offers = (all.data ?? []).filter((offer) => offer.package.id === packageId);
  if (given && !offers.some((offer) => offer.id === given.id)) offers.unshift(given);
  offers.sort((a, b) => (a.triggerConditions.invoiceNumberFrom ?? 0) - (b.triggerConditions.invoiceNumberFrom ?? 0));
  const name = offers[0]?.package.name ?? given?.package.name ?? t('walletBonus.package.title');
  return (
    <ModalBody
      titleId={titleId}
      title={name}
      lead={t('walletBonus.package.lead', { count: offers.length })}
      icon={<StatusIcon name="gift" tone="warning" />}
      actions={<Button onClick={close}>{t('walletBonus.ok')}</Button>}
    >
      {all.status === 'loading' && offers.length === 0 ? (
        <div className="grid place-items-center py-6 text-muted" aria-busy="true">
          <Spinner className="size-6" />
        </div>
      ) : (
        <ol className="flex flex-col gap-4" data-testid="package-offers">
          {offers.map((offer) => {
            const min = minDepositOf(offer, currency);
            const from = offer.triggerConditions.invoiceNumberFrom;
            return (
              <li key={offer.id} className="flex flex-col gap-2">
                <p className="font-semibold text-text">
                  {from === null
                    ? titleOf(offer)
                    : t('walletBonus.package.step', { number: from, title: titleOf(offer) })}
                </p>
                {min === undefined ? null : (
                  <p className="text-muted text-sm">{t('walletBonus.card.minDeposit', { amount: money(min) })}</p>
                )}
                {offer.package.bonuses.map((bonus) => (
                  <BonusTerms key={bonus.id} bonus={bonus} currency={currency} />
                ))}
              </li>
            );
          })}
        </ol>
      )}
    </ModalBody>
  );
}
