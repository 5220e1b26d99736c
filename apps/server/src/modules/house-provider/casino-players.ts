import type { Executor } from '../../platform/db/database.ts';
import { playerOfLaunch } from '../games/launch-player.ts';

/**
 * Who plays behind a launch token, as the casino knows them: its player id for a launch by a logged-in
 * player (real money or demo), none for a guest. The studio keeps a player's seed pair by it (decision
 * 0056), so it lasts across reloads and devices.
 *
 * A studio elsewhere would be told this with the launch; the seamless-wallet contract does not carry it yet,
 * so the studio, which runs in the casino's process, reads the launch record it was handed (read only, by
 * the token's hash, as the wallet calls find it). Moving it into the contract changes this file alone.
 */
export interface CasinoPlayers {
  playerOf(token: string): Promise<string | null>;
}

export function inProcessCasinoPlayers(db: Executor): CasinoPlayers {
  return {
    playerOf: (token) => playerOfLaunch(db, token),
  };
}
