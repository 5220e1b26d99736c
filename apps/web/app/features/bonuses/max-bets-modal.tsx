import { Button } from '@croupier/ui/button';
import { useI18n } from '../../i18n/i18n.tsx';
import type { ModalBodyProps } from '../../ui/modal/modal-context.ts';
import { ModalBody } from '../../ui/modal/modal-parts.tsx';
import { useBonusMoney } from './bonus-money.ts';
import { MissingItem } from './missing-item.tsx';
import { bonusProp } from './modal-props.ts';

/**
 * max-bets: the largest stake allowed while the bonus is wagered. Opened from a bonus card with { bonus }, or by
 * the game page when the casino refused a stake above it (game.bet.max.exceed) with the refusal's
 * { amount, limit, currency }.
 */
export default function MaxBetsModal({ props, close, titleId }: ModalBodyProps) {
  const { t } = useI18n();
  const { money } = useBonusMoney();
  const bonus = bonusProp(props, 'bonus');
  const refused = refusedStake(props);
  if (!refused && (!bonus || bonus.maxBetAmount === null)) return <MissingItem close={close} />;
  const lead = refused
    ? t('bonuses.maxBets.refusedLead', {
        stake: money(refused.amount, refused.currency),
        amount: money(refused.limit, refused.currency),
      })
    : t('bonuses.maxBets.lead', {
        name: bonus?.name ?? '',
        amount: money(bonus?.maxBetAmount ?? 0, bonus?.currency ?? ''),
      });
  return (
    <ModalBody
      titleId={titleId}
      title={t('bonuses.maxBets.title')}
      lead={lead}
      actions={<Button onClick={close}>{t('bonuses.modal.ok')}</Button>}
    >
      <ul className="flex list-disc flex-col gap-2 pl-5 text-muted text-sm">
        <li>{t('bonuses.maxBets.refused')}</li>
        <li>{t('bonuses.maxBets.ends')}</li>
      </ul>
    </ModalBody>
  );
}

function refusedStake(props: Record<string, unknown>): { amount: number; limit: number; currency: string } | undefined {
  const { amount, limit, currency } = props;
  return typeof amount === 'number' && typeof limit === 'number' && typeof currency === 'string'
    ? { amount, limit, currency }
    : undefined;
}
