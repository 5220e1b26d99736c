import type { Winner } from '@croupier/contracts/games';
import { toMajorUnits } from '../limits/amounts.ts';
import type { RoundRow } from './store.ts';

/** A round that paid out as the public feed shows it: the alias fixed at launch, never the player's id. */
export function winnerView({ round, game }: RoundRow, subunit: number): Winner {
  return {
    roundId: round.id,
    gameId: game.id,
    gameIdentity: game.identity,
    gameName: game.name,
    playerName: round.playerAlias ?? 'Un***',
    currency: round.currency,
    amount: toMajorUnits(round.winMinor, subunit),
    multiplier: round.stakeMinor > 0n ? Number((round.winMinor * 100n) / round.stakeMinor) / 100 : null,
    at: (round.settledAt ?? round.updatedAt).toISOString(),
  };
}
