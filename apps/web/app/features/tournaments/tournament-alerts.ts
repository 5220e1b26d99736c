import type { TournamentUpdate } from '@croupier/contracts/tournaments';
import type { Toast } from '../../ui/toasts.ts';
import { prizeText } from './tournament-format.ts';

/**
 * The tournament-completed alert (S2.4-118, S2.4-119): only a message marked completed that carries the player's
 * prize becomes a toast, worded with place, tournament and prize. `prize` is the prize already written as money.
 */
export function completedAlert(
  update: TournamentUpdate,
  money: (amount: number, code: string) => string,
): Toast | undefined {
  const prize = update.me?.prize;
  if (!update.completed || !prize || update.me?.rank == null) return undefined;
  return {
    title: 'tournaments.alert.title',
    text: 'tournaments.alert.text',
    values: { place: update.me.rank, tournament: update.title, prize: prizeText(prize, money) },
    tone: 'success',
    icon: 'gift',
    to: `/tournaments/${update.id}`,
  };
}
