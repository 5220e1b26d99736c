import { and, eq, gt, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/database.ts';
import { playerAutologinTokens, playerSocialIdentities, socialLoginStates } from './tables.ts';

export type SocialLoginState = typeof socialLoginStates.$inferSelect;

/** Timestamps come from the database, so every process compares against one clock. */
const secondsFromNow = (seconds: number): SQL => sql`now() + (${seconds} * interval '1 second')`;

// --- authorization requests ------------------------------------------------------------------------

export async function insertLoginState(
  db: Executor,
  values: {
    stateHash: string;
    provider: string;
    codeVerifier: string;
    nonce: string;
    returnTo: string;
    ttlSeconds: number;
  },
): Promise<void> {
  const { ttlSeconds, ...rest } = values;
  await db.insert(socialLoginStates).values({ ...rest, expiresAt: secondsFromNow(ttlSeconds) });
  // Old rows have no use left; pruning here keeps the table small without a scheduler.
  await db
    .delete(socialLoginStates)
    .where(
      or(
        lt(socialLoginStates.expiresAt, sql`now() - interval '1 day'`),
        lt(socialLoginStates.usedAt, sql`now() - interval '1 day'`),
      ),
    );
}

/** Marks the state used and answers it, in one statement: a state works once, and only before it expires. */
export async function consumeLoginState(db: Executor, stateHash: string): Promise<SocialLoginState | undefined> {
  const [row] = await db
    .update(socialLoginStates)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(socialLoginStates.stateHash, stateHash),
        isNull(socialLoginStates.usedAt),
        gt(socialLoginStates.expiresAt, sql`now()`),
      ),
    )
    .returning();
  return row;
}

// --- linked identities -----------------------------------------------------------------------------

export async function findLinkedPlayerId(db: Executor, provider: string, subject: string): Promise<string | undefined> {
  const [row] = await db
    .update(playerSocialIdentities)
    .set({ lastLoginAt: sql`now()` })
    .where(and(eq(playerSocialIdentities.provider, provider), eq(playerSocialIdentities.subject, subject)))
    .returning({ playerId: playerSocialIdentities.playerId });
  return row?.playerId;
}

/** Links the identity unless it already is (a concurrent first login); answers the player it belongs to. */
export async function linkIdentity(
  db: Executor,
  values: { provider: string; subject: string; playerId: string; email: string | null },
): Promise<string> {
  await db.insert(playerSocialIdentities).values(values).onConflictDoNothing();
  const [row] = await db
    .select({ playerId: playerSocialIdentities.playerId })
    .from(playerSocialIdentities)
    .where(
      and(eq(playerSocialIdentities.provider, values.provider), eq(playerSocialIdentities.subject, values.subject)),
    );
  if (!row) throw new Error('social identity neither inserted nor found');
  return row.playerId;
}

// --- auto-login tokens -----------------------------------------------------------------------------

export async function insertAutologinToken(
  db: Executor,
  values: { playerId: string; tokenHash: string; createdBy: string; ttlSeconds: number },
): Promise<Date> {
  const { ttlSeconds, ...rest } = values;
  const [row] = await db
    .insert(playerAutologinTokens)
    .values({ ...rest, expiresAt: secondsFromNow(ttlSeconds) })
    .returning({ expiresAt: playerAutologinTokens.expiresAt });
  if (!row) throw new Error('insert into player_autologin_tokens returned no row');
  return row.expiresAt;
}

export type AutologinSpend = { playerId: string } | { failure: 'used' | 'expired' | 'invalid' };

/**
 * Spends the token in one statement (two tabs racing: exactly one wins); when it cannot, a second read says
 * why, so the page can tell "already used" from "expired" from "never existed".
 */
export async function spendAutologinToken(db: Executor, tokenHash: string): Promise<AutologinSpend> {
  const [spent] = await db
    .update(playerAutologinTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(playerAutologinTokens.tokenHash, tokenHash),
        isNull(playerAutologinTokens.usedAt),
        gt(playerAutologinTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ playerId: playerAutologinTokens.playerId });
  if (spent) return { playerId: spent.playerId };
  const [row] = await db
    .select({ usedAt: playerAutologinTokens.usedAt })
    .from(playerAutologinTokens)
    .where(eq(playerAutologinTokens.tokenHash, tokenHash));
  if (!row) return { failure: 'invalid' };
  return { failure: row.usedAt ? 'used' : 'expired' };
}
