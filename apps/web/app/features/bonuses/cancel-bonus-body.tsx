import { Button } from '@croupier/ui/button';
import { useState } from 'react';
import { useI18n } from '../../i18n/i18n.tsx';
import { useModals } from '../../ui/modal/modal-context.ts';
import { ModalBody } from '../../ui/modal/modal-parts.tsx';
import type { PlayerBonus } from './bonus-api.ts';
import { activateBonus, cancelBonus, failureAlert, isCancelLock } from './bonus-commands.ts';
import { useBonusMoney } from './bonus-money.ts';
import { pushBonusAlert } from './bonus-toasts.ts';
import { wagerLines } from './bonus-view.ts';

/**
 * Cancel `bonus`, then (the change flow) activate `activateAfter`. A refusal the server explains opens
 * bonus-cancel-lock; another failure stays in the modal.
 */
export function useCancelFlow(bonus: PlayerBonus, activateAfter: PlayerBonus | undefined, close: () => void) {
  const modals = useModals();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const confirm = async () => {
    setBusy(true);
    setFailed(false);
    const cancelled = await cancelBonus(bonus.id);
    if (!cancelled.ok) {
      setBusy(false);
      if (isCancelLock(cancelled)) {
        close();
        modals.open('bonus-cancel-lock', { reason: cancelled.error.code });
      } else setFailed(true);
      return;
    }
    if (activateAfter) {
      const activated = await activateBonus(activateAfter.id);
      if (!activated.ok) pushBonusAlert(failureAlert(activated));
    }
    close();
  };
  return { busy, failed, confirm };
}

/** The failure line of a cancel that the server refused for no reason the player can act on. */
export function CancelFailed() {
  const { t } = useI18n();
  return (
    <p role="alert" className="text-danger text-sm">
      {t('bonuses.cancel.failed')}
    </p>
  );
}

/**
 * The confirmation both cancel modals share: what is forfeited, then the cancel (and, in the change flow,
 * the activation of the bonus the player chose).
 */
export function CancelBonusBody(props: {
  bonus: PlayerBonus;
  /** The bonus to activate once this one is cancelled (change-active-bonus). */
  activateAfter?: PlayerBonus | undefined;
  variant: 'active' | 'unsettled';
  titleId: string;
  close(): void;
}) {
  const { t } = useI18n();
  const { money } = useBonusMoney();
  const { bonus, activateAfter, close } = props;
  const { busy, failed, confirm } = useCancelFlow(bonus, activateAfter, close);
  const amount = money(bonus.amount, bonus.currency);
  const issued = bonus.status === 1;
  const casino = wagerLines(bonus)[0];

  const lead =
    props.variant === 'unsettled' && casino
      ? t('bonuses.cancel.unsettledLead', {
          name: bonus.name,
          current: money(casino.current, bonus.currency),
          required: money(casino.required, bonus.currency),
          amount,
        })
      : t(issued ? 'bonuses.cancel.issuedLead' : 'bonuses.cancel.activeLead', { name: bonus.name, amount });

  return (
    <ModalBody
      titleId={props.titleId}
      title={t(props.variant === 'unsettled' ? 'bonuses.cancel.unsettledTitle' : 'bonuses.cancel.title')}
      lead={lead}
      actions={
        <>
          <Button variant="danger" disabled={busy} aria-busy={busy} onClick={() => void confirm()}>
            {activateAfter
              ? t('bonuses.cancel.confirmAndActivate', { name: activateAfter.name })
              : t('bonuses.cancel.confirm')}
          </Button>
          <Button disabled={busy} onClick={close}>
            {t('bonuses.cancel.keep')}
          </Button>
        </>
      }
    >
      {issued ? null : (
        <p className="rounded-control border border-warning/50 bg-warning/10 p-3 text-sm text-text">
          {t('bonuses.cancel.forfeit')}
        </p>
      )}
      {failed ? <CancelFailed /> : null}
    </ModalBody>
  );
}
