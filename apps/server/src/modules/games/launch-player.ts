import { createHash } from 'node:crypto';
import type { Executor } from '../../platform/db/database.ts';
import { findSessionByTokenHash } from './store.ts';

/**
 * The casino's player behind a launch token, or null for a guest's launch or an unknown token: read by the
 * token's hash, as the wallet calls find a launch. The in-process house studio asks it (decision 0056).
 */
export async function playerOfLaunch(db: Executor, token: string): Promise<string | null> {
  const session = await findSessionByTokenHash(db, createHash('sha256').update(token).digest('hex'));
  return session?.playerId ?? null;
}
