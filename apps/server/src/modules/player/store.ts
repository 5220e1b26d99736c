import { and, count, desc, eq, gt, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { playerSessions, players, playerTokens } from './tables.ts';

export type PlayerRecord = typeof players.$inferSelect;
export type NewPlayer = typeof players.$inferInsert;
export type SessionRecord = typeof playerSessions.$inferSelect;
export type TokenPurpose = (typeof playerTokens.$inferSelect)['purpose'];

/** Timestamps are computed by the database, so every process compares against one clock. */
const secondsFromNow = (seconds: number): SQL => sql`now() + (${seconds} * interval '1 second')`;

// --- players ---------------------------------------------------------------------------------------

/** Inserts unless the e-mail is taken; a concurrent duplicate loses quietly instead of raising. */
export async function insertPlayerIfNew(db: Executor, values: NewPlayer): Promise<PlayerRecord | undefined> {
  const [row] = await db.insert(players).values(values).onConflictDoNothing({ target: players.email }).returning();
  return row;
}

export async function findPlayerByEmail(db: Executor, email: string): Promise<PlayerRecord | undefined> {
  const [row] = await db.select().from(players).where(eq(players.email, email)).limit(1);
  return row;
}

export async function findPlayerById(db: Executor, id: string): Promise<PlayerRecord | undefined> {
  const [row] = await db.select().from(players).where(eq(players.id, id)).limit(1);
  return row;
}

export async function updatePlayer(
  db: Executor,
  id: string,
  values: Partial<Omit<NewPlayer, 'id' | 'email' | 'createdAt'>>,
): Promise<PlayerRecord> {
  const [row] = await db
    .update(players)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(players.id, id))
    .returning();
  if (!row) throw new Error(`player ${id} vanished during an update`);
  return row;
}

export async function isPhoneTakenByOther(db: Executor, phone: string, playerId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: players.id })
    .from(players)
    .where(and(eq(players.phone, phone), ne(players.id, playerId)))
    .limit(1);
  return row !== undefined;
}

// --- sessions --------------------------------------------------------------------------------------

const live = () => and(isNull(playerSessions.revokedAt), gt(playerSessions.expiresAt, sql`now()`)) as SQL;

export async function insertSession(
  db: Executor,
  values: {
    playerId: string;
    currentJti: string;
    userAgent: string | null;
    ip: string;
    country: string | null;
    ttlSeconds: number;
  },
): Promise<SessionRecord> {
  const { ttlSeconds, ...rest } = values;
  const [row] = await db
    .insert(playerSessions)
    .values({ ...rest, expiresAt: secondsFromNow(ttlSeconds) })
    .returning();
  if (!row) throw new Error('insert into player_sessions returned no row');
  return row;
}

/** The session and its player's status, if the session is neither revoked nor expired. */
/** The session, of this player, and live: what every authenticated read of a session asks. */
function liveSessionOf(sessionId: string, playerId: string) {
  return and(eq(playerSessions.id, sessionId), eq(playerSessions.playerId, playerId), live());
}

export async function findLiveSession(
  db: Executor,
  sessionId: string,
  playerId: string,
): Promise<{ session: SessionRecord; status: number; lastSeenStale: boolean } | undefined> {
  const [row] = await db
    .select({
      session: playerSessions,
      status: players.status,
      lastSeenStale: sql<boolean>`${playerSessions.lastSeenAt} < now() - interval '1 minute'`,
    })
    .from(playerSessions)
    .innerJoin(players, eq(players.id, playerSessions.playerId))
    .where(liveSessionOf(sessionId, playerId))
    .limit(1);
  return row;
}

/** As findLiveSession, with the player's whole record: who a shared page is answered for, in one read. */
export async function findLiveSessionPlayer(
  db: Executor,
  sessionId: string,
  playerId: string,
): Promise<PlayerRecord | undefined> {
  const [row] = await db
    .select({ player: players })
    .from(playerSessions)
    .innerJoin(players, eq(players.id, playerSessions.playerId))
    .where(liveSessionOf(sessionId, playerId))
    .limit(1);
  return row?.player;
}

export async function touchSession(db: Executor, sessionId: string): Promise<void> {
  await db.update(playerSessions).set({ lastSeenAt: sql`now()` }).where(eq(playerSessions.id, sessionId));
}

/**
 * Replaces the session's current token id, only if `expectedJti` is still current: of two refreshes racing
 * with the same token exactly one rotates. Also slides the expiry forward.
 */
export async function rotateSessionToken(
  db: Executor,
  sessionId: string,
  expectedJti: string,
  nextJti: string,
  ttlSeconds: number,
): Promise<boolean> {
  const rows = await db
    .update(playerSessions)
    .set({
      previousJti: playerSessions.currentJti,
      currentJti: nextJti,
      rotatedAt: sql`now()`,
      lastSeenAt: sql`now()`,
      expiresAt: secondsFromNow(ttlSeconds),
    })
    .where(and(eq(playerSessions.id, sessionId), eq(playerSessions.currentJti, expectedJti), live()))
    .returning({ id: playerSessions.id });
  return rows.length === 1;
}

/**
 * The session's current token id if `jti` is the token the last rotation replaced, less than
 * `graceSeconds` ago: two tabs refreshing with the same token at once both succeed.
 */
export async function findRotatedSuccessor(
  db: Executor,
  sessionId: string,
  jti: string,
  graceSeconds: number,
): Promise<string | undefined> {
  const [row] = await db
    .select({ currentJti: playerSessions.currentJti })
    .from(playerSessions)
    .where(
      and(
        eq(playerSessions.id, sessionId),
        eq(playerSessions.previousJti, jti),
        gt(playerSessions.rotatedAt, sql`now() - (${graceSeconds} * interval '1 second')`),
        live(),
      ),
    )
    .limit(1);
  return row?.currentJti;
}

export async function revokeSession(
  db: Executor,
  sessionId: string,
  playerId: string,
  reason: string,
): Promise<boolean> {
  const rows = await db
    .update(playerSessions)
    .set({ revokedAt: sql`now()`, revokeReason: reason })
    .where(liveSessionOf(sessionId, playerId))
    .returning({ id: playerSessions.id });
  return rows.length === 1;
}

/** Revokes every live session of the player except `keepSessionId`; answers the revoked ids. */
export async function revokeOtherSessions(
  db: Executor,
  playerId: string,
  reason: string,
  keepSessionId?: string,
): Promise<string[]> {
  const rows = await db
    .update(playerSessions)
    .set({ revokedAt: sql`now()`, revokeReason: reason })
    .where(
      and(
        eq(playerSessions.playerId, playerId),
        live(),
        keepSessionId ? ne(playerSessions.id, keepSessionId) : undefined,
      ),
    )
    .returning({ id: playerSessions.id });
  return rows.map((r) => r.id);
}

export async function listLiveSessions(
  db: Executor,
  playerId: string,
  page: { offset: number; limit: number },
): Promise<{ rows: SessionRecord[]; total: number }> {
  const where = and(eq(playerSessions.playerId, playerId), live());
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(playerSessions)
      .where(where)
      .orderBy(desc(playerSessions.lastSeenAt), desc(playerSessions.id))
      .offset(page.offset)
      .limit(page.limit),
    db.select({ n: count() }).from(playerSessions).where(where),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}

// --- single-use codes ------------------------------------------------------------------------------

export async function insertToken(
  db: Executor,
  values: { playerId: string; purpose: TokenPurpose; tokenHash: string; ttlSeconds: number },
): Promise<void> {
  const { ttlSeconds, ...rest } = values;
  await db.insert(playerTokens).values({ ...rest, expiresAt: secondsFromNow(ttlSeconds) });
}

/** Marks the code used and answers its player, in one statement: a code can be spent only once. */
export async function consumeToken(
  db: Executor,
  tokenHash: string,
  purpose: TokenPurpose,
): Promise<string | undefined> {
  const [row] = await db
    .update(playerTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(playerTokens.tokenHash, tokenHash),
        eq(playerTokens.purpose, purpose),
        isNull(playerTokens.usedAt),
        gt(playerTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ playerId: playerTokens.playerId });
  return row?.playerId;
}

/** Voids the player's unused codes of one purpose (a newer reset link, or a confirmation already done). */
export async function voidTokens(db: Executor, playerId: string, purpose: TokenPurpose): Promise<void> {
  await db
    .update(playerTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(playerTokens.playerId, playerId), eq(playerTokens.purpose, purpose), isNull(playerTokens.usedAt)));
}
