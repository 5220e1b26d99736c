import { toMajorUnits } from '@croupier/contracts/minor-units';
import type { Database } from '../../platform/db/database.ts';
import type { NetPositionSource } from '../limits/reality-check.ts';
import type { AccountService } from '../player/service.ts';
import type { WalletService } from '../wallet/service.ts';
import { stakesAndWins } from './store.ts';

/**
 * The reality check's net position (UKGC RTS 13): wins minus stakes of real-money play in the player's
 * currency since the session began; stakes rolled back do not count. Null when nothing was staked, which
 * the prompt words as "no bets this session".
 */
export function gamesNetPosition(deps: {
  db: Database;
  accounts: AccountService;
  wallet: WalletService;
}): NetPositionSource {
  return async (auth, from, to) => {
    const { currency } = await deps.accounts.profile(auth);
    const { stakes, wins } = await stakesAndWins(deps.db, { playerId: auth.playerId, currency, from, to });
    if (stakes === 0n && wins === 0n) return null;
    return { amount: toMajorUnits(wins - stakes, await deps.wallet.subunitOf(currency)), currency };
  };
}
