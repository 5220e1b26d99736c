import type { ModalBodyProps } from '../../ui/modal/modal-context.ts';
import { CancelBonusBody } from './cancel-bonus-body.tsx';
import { MissingItem } from './missing-item.tsx';
import { bonusProp } from './modal-props.ts';

/** cancel-active-bonus: confirm a cancel, saying what is forfeited (spec 02 §2). */
export default function CancelActiveBonusModal({ props, close, titleId }: ModalBodyProps) {
  const bonus = bonusProp(props, 'bonus');
  if (!bonus) return <MissingItem close={close} />;
  return (
    <CancelBonusBody
      bonus={bonus}
      activateAfter={bonusProp(props, 'activateAfter')}
      variant="active"
      titleId={titleId}
      close={close}
    />
  );
}
