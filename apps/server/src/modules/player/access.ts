import { playerStatus } from '@croupier/contracts/constants';
import { and, arrayContains, asc, eq, gt, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../platform/db/database.ts';
import { isUuid } from '../../platform/db/uuid.ts';
import { appendEvents } from '../../platform/outbox/outbox.ts';
import type { AuthenticatedPlayer } from './auth.ts';
import { type PlayerRegisteredPayload, type RevokeReason, sessionRevokedEvents } from './events.ts';
import { isEnabledStatus } from './profile.ts';
import { findLiveSession, revokeOtherSessions } from './store.ts';
import { players } from './tables.ts';

/**
 * What other modules (responsible gaming first) may ask of player access without touching its tables:
 * refuse a new session, refuse a sign-up, set a new player up, end every session, find accounts by
 * contact. Guards and hooks are registered after the player module exists, so it depends on no module
 * that depends on it.
 */

/** Throws an AppError to refuse a new session; runs inside the transaction that would open it. */
export type SessionGuard = (tx: Executor, playerId: string) => Promise<void>;
/** True: the sign-up is dropped silently (the answer never reveals accounts, docs/decisions/0010). */
export type RegistrationGuard = (contact: { email?: string; phone?: string }) => Promise<boolean>;
/**
 * Runs inside the transaction that creates the player, whichever way they signed up: what it sets up (the
 * wallet's account in the registration currency) exists before the player can log in (decision 0055).
 */
export type CreationHook = (tx: Executor, player: PlayerRegisteredPayload) => Promise<void>;

export function createAccessGuards() {
  const sessionGuards: SessionGuard[] = [];
  const registrationGuards: RegistrationGuard[] = [];
  const creationHooks: CreationHook[] = [];
  return {
    onSessionOpen(guard: SessionGuard): void {
      sessionGuards.push(guard);
    },
    onRegistration(guard: RegistrationGuard): void {
      registrationGuards.push(guard);
    },
    onPlayerCreated(hook: CreationHook): void {
      creationHooks.push(hook);
    },
    async checkSessionOpen(tx: Executor, playerId: string): Promise<void> {
      for (const guard of sessionGuards) await guard(tx, playerId);
    },
    async refusesRegistration(contact: { email?: string; phone?: string }): Promise<boolean> {
      for (const guard of registrationGuards) if (await guard(contact)) return true;
      return false;
    },
    /** Called by every sign-up path in the transaction that inserts the player and appends player.registered. */
    async playerCreated(tx: Executor, player: PlayerRegisteredPayload): Promise<void> {
      for (const hook of creationHooks) await hook(tx, player);
    },
  };
}

export type AccessGuards = ReturnType<typeof createAccessGuards>;

export function createPlayerAccess(
  db: Database,
  guards: AccessGuards,
  /** The duplicate segment's id (content settings, or the DUPLICATE_SEGMENT_ID override). */
  duplicateSegmentId: () => Promise<number | undefined> = async () => undefined,
) {
  return {
    onSessionOpen: guards.onSessionOpen,
    onRegistration: guards.onRegistration,
    onPlayerCreated: guards.onPlayerCreated,

    /** Ends every live session of the player in the caller's transaction; the next request gets 401. */
    async revokeAllSessions(tx: Executor, playerId: string, reason: RevokeReason): Promise<string[]> {
      const revoked = await revokeOtherSessions(tx, playerId, reason);
      await appendEvents(tx, sessionRevokedEvents(playerId, revoked, reason));
      return revoked;
    },

    /**
     * What the bonus module weighs a player by (status, country of record, registration currency, the
     * receiveBonus choice, whether the player shares a device with another account: the duplicate segment),
     * and whether their identity is verified (the back office's risk facts),
     * read through the caller's executor so it can join a transaction.
     */
    async standing(executor: Executor, playerId: string) {
      const [row] = await executor
        .select({
          status: players.status,
          country: players.country,
          currency: players.currency,
          receiveBonus: players.receiveBonus,
          segmentIds: players.segmentIds,
          sumsubVerified: players.sumsubVerified,
        })
        .from(players)
        .where(eq(players.id, playerId));
      if (!row) return undefined;
      const { segmentIds, ...rest } = row;
      const duplicateSegment = await duplicateSegmentId();
      return { ...rest, duplicate: duplicateSegment !== undefined && segmentIds.includes(duplicateSegment) };
    },

    /** Ids of the accounts holding this e-mail or phone (at most one each: both are unique). */
    async playerIdsByContact(contact: { email?: string; phone?: string }): Promise<string[]> {
      const conditions = [
        contact.email ? eq(players.email, contact.email.trim().toLowerCase()) : undefined,
        contact.phone ? eq(players.phone, contact.phone) : undefined,
      ].filter((c) => c !== undefined);
      if (conditions.length === 0) return [];
      const rows = await db
        .select({ id: players.id })
        .from(players)
        .where(or(...conditions));
      return rows.map((r) => r.id);
    },

    /** The locale the player chose at sign-up (null: none), for texts written to them outside a request. */
    async localeOf(executor: Executor, playerId: string): Promise<string | null> {
      const [row] = await executor.select({ locale: players.locale }).from(players).where(eq(players.id, playerId));
      return row?.locale ?? null;
    },

    /**
     * One page of the players of a segment (every player when segmentId is null) whose account is open
     * (active or limited), in id order after `after`: the operator's broadcasts walk a segment this way.
     */
    async segmentPage(
      executor: Executor,
      query: { segmentId: number | null; after: string | null; limit: number },
    ): Promise<{ id: string; locale: string | null }[]> {
      const conditions: SQL[] = [inArray(players.status, [playerStatus.active, playerStatus.limited])];
      if (query.segmentId !== null) conditions.push(arrayContains(players.segmentIds, [query.segmentId]));
      if (query.after !== null) conditions.push(gt(players.id, query.after));
      return executor
        .select({ id: players.id, locale: players.locale })
        .from(players)
        .where(and(...conditions))
        .orderBy(asc(players.id))
        .limit(query.limit);
    },

    /**
     * One page of the open (active or limited) players born on one of the given calendar days (month 1–12, day),
     * any year, in id order after `after`: the loyalty birthday job walks today's birthdays this way.
     */
    async birthdaysPage(
      executor: Executor,
      query: { days: readonly { month: number; day: number }[]; after: string | null; limit: number },
    ): Promise<string[]> {
      if (query.days.length === 0) return [];
      const onDay = query.days.map(
        (d) =>
          sql`(extract(month from ${players.birthdate}) = ${d.month} and extract(day from ${players.birthdate}) = ${d.day})`,
      );
      const conditions: SQL[] = [
        inArray(players.status, [playerStatus.active, playerStatus.limited]),
        sql`(${sql.join(onDay, sql` or `)})`,
      ];
      if (query.after !== null) conditions.push(gt(players.id, query.after));
      const rows = await executor
        .select({ id: players.id })
        .from(players)
        .where(and(...conditions))
        .orderBy(asc(players.id))
        .limit(query.limit);
      return rows.map((r) => r.id);
    },

    /**
     * The back office's player search: an exact id, or an e-mail or phone starting with the text, at most
     * `limit` rows in e-mail order.
     */
    async search(executor: Executor, query: { text: string; limit: number }) {
      const text = query.text.trim().toLowerCase();
      const escaped = text.replace(/[\\%_]/g, (c) => `\\${c}`);
      const conditions: SQL[] = [ilike(players.email, `${escaped}%`), ilike(players.phone, `${escaped}%`)];
      if (isUuid(text)) conditions.push(eq(players.id, text));
      return executor
        .select({
          id: players.id,
          email: players.email,
          phone: players.phone,
          firstName: players.firstName,
          lastName: players.lastName,
          country: players.country,
          currency: players.currency,
          status: players.status,
          segmentIds: players.segmentIds,
          sumsubVerified: players.sumsubVerified,
          createdAt: players.createdAt,
        })
        .from(players)
        .where(or(...conditions))
        .orderBy(asc(players.email))
        .limit(query.limit);
    },

    /**
     * Sets the account status (the back office's block and unblock) under the row lock and announces it as
     * `player.status.changed`, which cuts a disabled player's sockets; a status that is not enabled also
     * ends every session. Answers the status before, or undefined for an unknown player.
     */
    async setStatus(
      tx: Executor,
      playerId: string,
      status: number,
      /** Runs under the row lock with the current status; throws to refuse the change. */
      check: (current: number) => void = () => {},
    ): Promise<{ before: number } | undefined> {
      const [row] = await tx
        .select({ status: players.status })
        .from(players)
        .where(eq(players.id, playerId))
        .for('update');
      if (!row) return undefined;
      check(row.status);
      if (row.status === status) return { before: row.status };
      await tx.update(players).set({ status }).where(eq(players.id, playerId));
      await appendEvents(tx, [
        { topic: 'player.status.changed', aggregateId: playerId, payload: { playerId, status } },
      ]);
      if (!isEnabledStatus(status)) {
        const revoked = await revokeOtherSessions(tx, playerId, 'blocked_by_operator');
        await appendEvents(tx, sessionRevokedEvents(playerId, revoked, 'blocked_by_operator'));
      }
      return { before: row.status };
    },

    /** When the caller's current session began (the reality check counts from there). */
    async sessionStartedAt(auth: AuthenticatedPlayer): Promise<Date | undefined> {
      return (await findLiveSession(db, auth.sessionId, auth.playerId))?.session.createdAt;
    },
  };
}

export type PlayerAccess = ReturnType<typeof createPlayerAccess>;
