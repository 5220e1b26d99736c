import { Button } from '@croupier/ui/button';
import { useI18n } from '../../i18n/i18n.tsx';
import type { ModalBodyProps } from '../../ui/modal/modal-context.ts';
import { useModals } from '../../ui/modal/modal-context.ts';
import { ModalBody } from '../../ui/modal/modal-parts.tsx';
import type { PlayerBonus } from './bonus-api.ts';
import { useBonusMoney } from './bonus-money.ts';
import { hasWagered } from './bonus-view.ts';
import { CancelFailed, useCancelFlow } from './cancel-bonus-body.tsx';
import { MissingItem } from './missing-item.tsx';
import { bonusProp } from './modal-props.ts';

/**
 * change-active-bonus: activating while another bonus is active (409 bonus_another_active). Only one bonus
 * is active at a time, so the player may cancel the active one — forfeiting it — and activate the new one.
 * An active bonus with wagering under way goes through cancel-unsettled-bonus, which shows that progress.
 */
export default function ChangeActiveBonusModal({ props, close, titleId }: ModalBodyProps) {
  const active = bonusProp(props, 'active');
  const next = bonusProp(props, 'next');
  if (!active || !next) return <MissingItem close={close} />;
  return <ChangeBody active={active} next={next} close={close} titleId={titleId} />;
}

function ChangeBody(props: { active: PlayerBonus; next: PlayerBonus; close(): void; titleId: string }) {
  const { t } = useI18n();
  const modals = useModals();
  const { money } = useBonusMoney();
  const { active, next, close } = props;
  const { busy, failed, confirm } = useCancelFlow(active, next, close);

  const proceed = () => {
    if (!hasWagered(active)) {
      void confirm();
      return;
    }
    close();
    modals.open('cancel-unsettled-bonus', { bonus: active, activateAfter: next });
  };

  return (
    <ModalBody
      titleId={props.titleId}
      title={t('bonuses.change.title')}
      lead={t('bonuses.change.lead', {
        active: active.name,
        next: next.name,
        amount: money(active.amount, active.currency),
      })}
      actions={
        <>
          <Button variant="danger" disabled={busy} aria-busy={busy} onClick={proceed}>
            {t('bonuses.change.confirm')}
          </Button>
          <Button disabled={busy} onClick={close}>
            {t('bonuses.change.keep')}
          </Button>
        </>
      }
    >
      <p className="rounded-control border border-warning/50 bg-warning/10 p-3 text-sm text-text">
        {t('bonuses.cancel.forfeit')}
      </p>
      {failed ? <CancelFailed /> : null}
    </ModalBody>
  );
}
