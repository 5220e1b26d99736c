import { createHash } from 'node:crypto';
import type { Executor } from '../../platform/db/database.ts';
import { findProviderByIdentity, findSessionByTokenHash } from './store.ts';

const launchOfToken = (db: Executor, token: string) =>
  findSessionByTokenHash(db, createHash('sha256').update(token).digest('hex'));

/**
 * The casino's player behind a launch token, or null for a guest's launch or an unknown token: read by the
 * token's hash, as the wallet calls find a launch. The in-process house studio asks it (decision 0056).
 */
export async function playerOfLaunch(db: Executor, token: string): Promise<string | null> {
  return (await launchOfToken(db, token))?.playerId ?? null;
}

/**
 * The player and currency of a real-money launch of `provider`, or null (a demo, another provider's, unknown):
 * what the in-process sandbox sportsbook knows of a token, as a sportsbook's back end would (decision 0136).
 */
export async function realLaunchOf(
  db: Executor,
  token: string,
  providerIdentity: string,
): Promise<{ playerId: string; currency: string } | null> {
  const session = await launchOfToken(db, token);
  if (session?.mode !== 'real') return null;
  const provider = await findProviderByIdentity(db, providerIdentity);
  if (!provider || session.providerId !== provider.id) return null;
  if (!session.playerId || !session.currency) return null;
  return { playerId: session.playerId, currency: session.currency };
}
