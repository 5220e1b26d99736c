import { and, desc, eq, gt, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { type PendingPhoneRegistration, playerOtpCodes, players } from './tables.ts';

export type OtpPurpose = (typeof playerOtpCodes.$inferSelect)['purpose'];
export type OtpRecord = typeof playerOtpCodes.$inferSelect;

/**
 * Serialises code issuing per phone and purpose until the transaction ends: two requests racing past the
 * resend cooldown would otherwise both send an SMS.
 */
export async function lockPhone(tx: Executor, phone: string, purpose: OtpPurpose): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`otp:${purpose}:${phone}`}, 0))`);
}

/** Seconds left of the resend cooldown for the newest code of this phone and purpose; 0 when none is left. */
export async function cooldownLeft(
  db: Executor,
  phone: string,
  purpose: OtpPurpose,
  cooldownSeconds: number,
): Promise<number> {
  const [row] = await db
    .select({ left: sql<number>`ceil(${cooldownSeconds} - extract(epoch from now() - ${playerOtpCodes.createdAt}))` })
    .from(playerOtpCodes)
    .where(and(eq(playerOtpCodes.phone, phone), eq(playerOtpCodes.purpose, purpose)))
    .orderBy(desc(playerOtpCodes.createdAt))
    .limit(1);
  return Math.max(0, Number(row?.left ?? 0));
}

/** Ends every unused code of this phone and purpose: only the newest one sent may work. */
export async function voidCodes(tx: Executor, phone: string, purpose: OtpPurpose): Promise<void> {
  await tx
    .update(playerOtpCodes)
    .set({ consumedAt: sql`now()` })
    .where(
      and(eq(playerOtpCodes.phone, phone), eq(playerOtpCodes.purpose, purpose), isNull(playerOtpCodes.consumedAt)),
    );
}

export async function insertCode(
  tx: Executor,
  values: {
    phone: string;
    purpose: OtpPurpose;
    playerId: string | null;
    codeHash: string;
    salt: string;
    registration: PendingPhoneRegistration | null;
    ttlSeconds: number;
  },
): Promise<void> {
  const { ttlSeconds, ...rest } = values;
  await tx.insert(playerOtpCodes).values({ ...rest, expiresAt: sql`now() + (${ttlSeconds} * interval '1 second')` });
}

/** The registration waiting on this phone, from the newest code that carried one within `maxAgeSeconds`. */
export async function pendingRegistration(
  db: Executor,
  phone: string,
  maxAgeSeconds: number,
): Promise<PendingPhoneRegistration | undefined> {
  const [row] = await db
    .select({ registration: playerOtpCodes.registration })
    .from(playerOtpCodes)
    .where(
      and(
        eq(playerOtpCodes.phone, phone),
        eq(playerOtpCodes.purpose, 'registration'),
        isNotNull(playerOtpCodes.registration),
        gt(playerOtpCodes.createdAt, sql`now() - (${maxAgeSeconds} * interval '1 second')`),
      ),
    )
    .orderBy(desc(playerOtpCodes.createdAt))
    .limit(1);
  return row?.registration ?? undefined;
}

/** The newest unused code of this phone and purpose, and whether it has expired (by the database clock). */
export async function liveCode(
  db: Executor,
  phone: string,
  purpose: OtpPurpose,
): Promise<{ code: OtpRecord; expired: boolean } | undefined> {
  const [row] = await db
    .select({ code: playerOtpCodes, expired: sql<boolean>`${playerOtpCodes.expiresAt} <= now()` })
    .from(playerOtpCodes)
    .where(and(eq(playerOtpCodes.phone, phone), eq(playerOtpCodes.purpose, purpose), isNull(playerOtpCodes.consumedAt)))
    .orderBy(desc(playerOtpCodes.createdAt))
    .limit(1);
  return row;
}

/**
 * Counts one attempt before the code is compared, in one statement: of parallel guesses, at most
 * `maxAttempts` get through, whatever their timing. Answers the attempt number, or undefined when none is left.
 */
export async function countAttempt(db: Executor, id: string, maxAttempts: number): Promise<number | undefined> {
  const [row] = await db
    .update(playerOtpCodes)
    .set({ attempts: sql`${playerOtpCodes.attempts} + 1` })
    .where(and(eq(playerOtpCodes.id, id), isNull(playerOtpCodes.consumedAt), lt(playerOtpCodes.attempts, maxAttempts)))
    .returning({ attempts: playerOtpCodes.attempts });
  return row?.attempts;
}

/** Spends a code that is still live; its pending registration goes too, since its password hash has no use left. */
export async function consumeCode(db: Executor, id: string): Promise<boolean> {
  const rows = await db
    .update(playerOtpCodes)
    .set({ consumedAt: sql`now()`, registration: null })
    .where(and(eq(playerOtpCodes.id, id), isNull(playerOtpCodes.consumedAt), gt(playerOtpCodes.expiresAt, sql`now()`)))
    .returning({ id: playerOtpCodes.id });
  return rows.length === 1;
}

export async function killCode(db: Executor, id: string): Promise<void> {
  await db.update(playerOtpCodes).set({ consumedAt: sql`now()` }).where(eq(playerOtpCodes.id, id));
}

export async function findPlayerByPhone(db: Executor, phone: string): Promise<typeof players.$inferSelect | undefined> {
  const [row] = await db.select().from(players).where(eq(players.phone, phone)).limit(1);
  return row;
}

/** Inserts unless the phone (or the generated e-mail) is taken; a concurrent duplicate loses quietly. */
export async function insertPhonePlayer(
  tx: Executor,
  values: typeof players.$inferInsert,
): Promise<typeof players.$inferSelect | undefined> {
  const [row] = await tx.insert(players).values(values).onConflictDoNothing().returning();
  return row;
}
