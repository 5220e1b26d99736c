import { Button } from '@croupier/ui/button';
import { useI18n } from '../../i18n/i18n.tsx';
import { useLive } from '../../platform/api/live-cache.ts';
import type { ModalBodyProps } from '../../ui/modal/modal-context.ts';
import { ModalBody } from '../../ui/modal/modal-parts.tsx';
import { activeAccount, useAccounts } from '../accounts/accounts-store.ts';
import { bonusApi } from './bonus-api.ts';
import { useBonusMoney } from './bonus-terms.tsx';
import { StatusIcon } from './status-icon.tsx';
import { Spinner } from './wallet-icons.tsx';

/**
 * cashback-bonus-details (spec 02 §2): the cashback programme in the player's currency as GET
 * /api/game/bonuses/cashback states it — the player's share of net losses (and what their loyalty level adds,
 * decision 0101), period, minimum, cap and wagering.
 */
export default function CashbackBonusDetailsModal({ props, close, titleId }: ModalBodyProps) {
  const { t, tag } = useI18n();
  const accounts = useAccounts(true);
  const currency = typeof props.currency === 'string' ? props.currency : (activeAccount(accounts)?.currency ?? '');
  const money = useBonusMoney(currency);
  const cashback = useLive(
    currency ? ['wallet', 'bonus', 'cashback', currency] : undefined,
    () => bonusApi.cashback(currency),
    { dropUnused: true },
  );
  const data = cashback.data;
  const date = (iso: string) =>
    new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  return (
    <ModalBody
      titleId={titleId}
      title={t('walletBonus.cashback.title')}
      lead={
        data
          ? t(`walletBonus.cashback.lead.${data.period}`, { percent: data.percentage })
          : cashback.status === 'loading'
            ? undefined
            : t('walletBonus.cashback.none')
      }
      icon={<StatusIcon name="repeat" tone="info" />}
      actions={<Button onClick={close}>{t('walletBonus.ok')}</Button>}
    >
      {cashback.status === 'loading' ? (
        <div className="grid place-items-center py-6 text-muted" aria-busy="true">
          <Spinner className="size-6" />
        </div>
      ) : data ? (
        <ul className="flex flex-col gap-1.5 text-muted text-sm" data-testid="cashback-terms">
          {data.levelPercentage > 0 ? (
            <li>{t('walletBonus.cashback.level', { percent: data.levelPercentage })}</li>
          ) : null}
          <li>{t('walletBonus.cashback.period', { from: date(data.periodStartedAt), to: date(data.periodEndsAt) })}</li>
          <li>{t('walletBonus.cashback.min', { amount: money(data.minAmount) })}</li>
          {data.maxAmount === null ? null : <li>{t('walletBonus.cashback.max', { amount: money(data.maxAmount) })}</li>}
          <li>
            {data.wager > 0 ? t('walletBonus.cashback.wager', { times: data.wager }) : t('walletBonus.terms.noWager')}
          </li>
        </ul>
      ) : null}
    </ModalBody>
  );
}
