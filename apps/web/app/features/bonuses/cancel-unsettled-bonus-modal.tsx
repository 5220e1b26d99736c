import type { ModalBodyProps } from '../../ui/modal/modal-context.ts';
import { CancelBonusBody } from './cancel-bonus-body.tsx';
import { MissingItem } from './missing-item.tsx';
import { bonusProp } from './modal-props.ts';

/**
 * cancel-unsettled-bonus: the bonus to cancel has wagering under way, so the confirmation also says how far
 * the player got, which cancelling throws away.
 */
export default function CancelUnsettledBonusModal({ props, close, titleId }: ModalBodyProps) {
  const bonus = bonusProp(props, 'bonus');
  if (!bonus) return <MissingItem close={close} />;
  return (
    <CancelBonusBody
      bonus={bonus}
      activateAfter={bonusProp(props, 'activateAfter')}
      variant="unsettled"
      titleId={titleId}
      close={close}
    />
  );
}
