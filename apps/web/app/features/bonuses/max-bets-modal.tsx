import { useI18n } from '../../i18n/i18n.tsx';
import { Button } from '../../ui/button.tsx';
import type { ModalBodyProps } from '../../ui/modal/modal-context.ts';
import { ModalBody } from '../../ui/modal/modal-parts.tsx';
import { useBonusMoney } from './bonus-money.ts';
import { MissingItem } from './missing-item.tsx';
import { bonusProp } from './modal-props.ts';

/** max-bets: the largest stake allowed while the bonus is wagered (bets above it: game.bet.max.exceed). */
export default function MaxBetsModal({ props, close, titleId }: ModalBodyProps) {
  const { t } = useI18n();
  const { money } = useBonusMoney();
  const bonus = bonusProp(props, 'bonus');
  if (!bonus || bonus.maxBetAmount === null) return <MissingItem close={close} />;
  return (
    <ModalBody
      titleId={titleId}
      title={t('bonuses.maxBets.title')}
      lead={t('bonuses.maxBets.lead', { name: bonus.name, amount: money(bonus.maxBetAmount, bonus.currency) })}
      actions={<Button onClick={close}>{t('bonuses.modal.ok')}</Button>}
    >
      <ul className="flex list-disc flex-col gap-2 pl-5 text-muted text-sm">
        <li>{t('bonuses.maxBets.refused')}</li>
        <li>{t('bonuses.maxBets.ends')}</li>
      </ul>
    </ModalBody>
  );
}
