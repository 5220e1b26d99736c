import { type PlayerSegmentName, playerSegmentNames, playerStatus } from '@croupier/contracts/constants';
import type { PlayerProfile } from '@croupier/contracts/player';
import { and, arrayContains, asc, eq, gt, ilike, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../platform/db/database.ts';
import { isUuid } from '../../platform/db/uuid.ts';
import { AppError } from '../../platform/http/errors.ts';
import { appendEvents } from '../../platform/outbox/outbox.ts';
import type { AuthenticatedPlayer } from './auth.ts';
import { type PlayerRegisteredPayload, type RevokeReason, sessionRevokedEvents, updatedEvent } from './events.ts';
import { isEnabledStatus, toProfile } from './profile.ts';
import { toSessionItem } from './sessions.ts';
import { findLiveSession, findPlayerById, listLiveSessions, revokeOtherSessions } from './store.ts';
import { playerFingerprints, players } from './tables.ts';

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
  /** A segment's id: content settings, or the DUPLICATE_SEGMENT_ID override for the duplicate one. */
  segmentIdOf: (name: PlayerSegmentName) => Promise<number | undefined> = async () => undefined,
) {
  /** The ids settings give the VIP and duplicate segments (either may be unset). */
  async function segmentIds(): Promise<Partial<Record<PlayerSegmentName, number>>> {
    const ids: Partial<Record<PlayerSegmentName, number>> = {};
    for (const name of playerSegmentNames) {
      const id = await segmentIdOf(name);
      if (id !== undefined) ids[name] = id;
    }
    return ids;
  }

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
      const duplicateSegment = await segmentIdOf('duplicate');
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
     * The back office's player search: an exact id, or an e-mail, phone, nickname, first name, last name or
     * full name starting with the text (any case), at most `limit` rows in e-mail order.
     */
    async search(executor: Executor, query: { text: string; limit: number }) {
      const text = query.text.trim().toLowerCase();
      const escaped = text.replace(/[\\%_]/g, (c) => `\\${c}`);
      const conditions: SQL[] = [
        ilike(players.email, `${escaped}%`),
        ilike(players.phone, `${escaped}%`),
        ilike(players.nickname, `${escaped}%`),
        ilike(players.firstName, `${escaped}%`),
        ilike(players.lastName, `${escaped}%`),
        sql`${players.firstName} || ' ' || ${players.lastName} ilike ${`${escaped}%`}`,
      ];
      if (isUuid(text)) conditions.push(eq(players.id, text));
      return executor
        .select({
          id: players.id,
          email: players.email,
          phone: players.phone,
          nickname: players.nickname,
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

    segmentIds,

    /** Other accounts that used one of this player's devices (their fingerprints), for the duplicate review. */
    async sharedDevices(executor: Executor, playerId: string): Promise<{ id: string; email: string }[]> {
      const mine = executor
        .select({ visitorId: playerFingerprints.visitorId })
        .from(playerFingerprints)
        .where(eq(playerFingerprints.playerId, playerId));
      return executor
        .selectDistinct({ id: players.id, email: players.email })
        .from(playerFingerprints)
        .innerJoin(players, eq(players.id, playerFingerprints.playerId))
        .where(and(inArray(playerFingerprints.visitorId, mine), ne(playerFingerprints.playerId, playerId)))
        .orderBy(asc(players.email))
        .limit(50);
    },

    /** The player's whole profile (the back office's player page), or undefined for an unknown id. */
    async profileOf(executor: Executor, playerId: string): Promise<PlayerProfile | undefined> {
      const row = await findPlayerById(executor, playerId);
      return row ? toProfile(row) : undefined;
    },

    /** The most recently seen live sessions (none is "current": staff hold none of them) and how many there are. */
    async liveSessions(executor: Executor, playerId: string, limit: number) {
      const { rows, total } = await listLiveSessions(executor, playerId, { offset: 0, limit });
      return { sessions: rows.map((row) => toSessionItem(row, undefined)), total };
    },

    /**
     * Puts the player in or takes them out of the named segments (spec 01 §6: VIP and duplicate) under the
     * row lock, announced as `player.updated` naming `segmentIds`. Answers the ids before and after, or
     * undefined for an unknown player; throws segment_not_configured when settings name no id for a segment.
     */
    async setSegments(tx: Executor, playerId: string, wanted: Record<PlayerSegmentName, boolean>) {
      const ids = await segmentIds();
      const [row] = await tx
        .select({ segmentIds: players.segmentIds })
        .from(players)
        .where(eq(players.id, playerId))
        .for('update');
      if (!row) return undefined;
      let next = [...row.segmentIds];
      for (const name of playerSegmentNames) {
        const id = ids[name];
        if (id === undefined) {
          if (wanted[name]) throw new AppError(409, 'segment_not_configured', `No ${name} segment is configured`);
          continue;
        }
        next = next.filter((segment) => segment !== id);
        if (wanted[name]) next.push(id);
      }
      next.sort((a, b) => a - b);
      const before = row.segmentIds;
      if ([...before].sort((a, b) => a - b).join() !== next.join()) {
        await tx.update(players).set({ segmentIds: next, updatedAt: new Date() }).where(eq(players.id, playerId));
        await appendEvents(tx, [updatedEvent(playerId, ['segmentIds'])]);
      }
      return { before, after: next };
    },

    /** When the caller's current session began (the reality check counts from there). */
    async sessionStartedAt(auth: AuthenticatedPlayer): Promise<Date | undefined> {
      return (await findLiveSession(db, auth.sessionId, auth.playerId))?.session.createdAt;
    },
  };
}

export type PlayerAccess = ReturnType<typeof createPlayerAccess>;
