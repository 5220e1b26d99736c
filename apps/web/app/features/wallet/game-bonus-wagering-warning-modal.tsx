import type { ModalBodyProps } from '../../ui/modal/modal-context.ts';
import { GameBonusWarning } from './game-bonus-warning.tsx';

/** game-bonus-wagering-warning: how this game's bets count towards the active bonus's wagering. */
export default function GameBonusWageringWarningModal(props: ModalBodyProps) {
  return <GameBonusWarning {...props} kind="wagering" />;
}
