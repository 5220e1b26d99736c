import type { Game } from '@croupier/contracts/games';
import { playerApi } from '../auth/api-client.ts';

/**
 * The game a free-spin award plays on, by name, for its alert (decision 0142). Spec 01 §8 / 02 §8: a failed
 * game info fetch is logged as a console error and the alert is still shown, without the name.
 */
export async function freespinGameName(gameId: string): Promise<string | undefined> {
  try {
    const answer = await playerApi<Game>({ path: `/api/game/games/${encodeURIComponent(gameId)}` });
    if (answer.ok) return answer.data.name;
    console.error(`Game info fetch failed: ${answer.status} ${answer.error.code}`);
  } catch (error) {
    console.error('Game info fetch failed', error);
  }
  return undefined;
}
