import type { ModalBodyProps } from '../../ui/modal/modal-context.ts';
import { GameBonusWarning } from './game-bonus-warning.tsx';

/** game-bonus-restriction-warning: this game is excluded while the bonus is active (game.bet.restricted). */
export default function GameBonusRestrictionWarningModal(props: ModalBodyProps) {
  return <GameBonusWarning {...props} kind="restriction" />;
}
