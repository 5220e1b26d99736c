import { limitDefinition } from '@croupier/contracts/constants';
import type { FieldErrors } from '@croupier/contracts/errors';
import {
  type CreateLimitBody,
  type Limit,
  type LimitConfirmResult,
  type LimitPeriod,
  limitLoosenDelayHours,
  limitMessages,
  type UpdateLimitBody,
} from '@croupier/contracts/limits';
import { subunitDecimals, toMinorUnits } from '@croupier/contracts/minor-units';
import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../../platform/db/database.ts';
import { isUniqueViolation } from '../../platform/db/sql-errors.ts';
import { AppError } from '../../platform/http/errors.ts';
import { appendEvents } from '../../platform/outbox/outbox.ts';
import type { PlayerAccess } from '../player/access.ts';
import type { AuthenticatedPlayer } from '../player/auth.ts';
import type { SettingsService } from '../settings/service.ts';
import { limitEvent, limitTopics, selfExcludedEvent } from './events.ts';
import { readLimitHistory } from './history.ts';
import { classifyChange, toLimit, toSnapshot } from './rules.ts';
import {
  findBlocksInForce,
  findLimitForUpdate,
  insertAudit,
  insertLimit,
  type LimitRecord,
  listLimitsInForce,
  noPendingChange,
  updateLimit,
} from './store.ts';
import { durationEnd } from './windows.ts';

export type Clock = () => Date;

export interface LimitServiceDeps {
  db: Database;
  clock: Clock;
  access: PlayerAccess;
  settings: SettingsService;
}

const loosenDelayMs = limitLoosenDelayHours * 60 * 60 * 1000;
const isMoneyLimit = (definition: number) => definition >= limitDefinition.bet && definition <= limitDefinition.deposit;

const invalidInput = (fields: FieldErrors) => new AppError(400, 'validation_failed', 'Some fields are invalid', fields);
const limitNotFound = () => new AppError(404, 'limit_not_found', 'No such limit');
const limitExists = () =>
  new AppError(409, 'limit_exists', 'A limit of this kind, period and currency already exists; change that one');
const limitLocked = () =>
  new AppError(409, 'limit_locked', 'Self-exclusion and cooling-off cannot be changed or removed before they end');

const limitImposed = () =>
  new AppError(409, 'limit_imposed', 'The casino set this limit; contact support to talk about changing it');
const playersOwnLimit = () =>
  new AppError(409, 'limit_players_own', 'This is the player’s own limit: only the player can change it');

/** Refusal of a new session while self-excluded; the end date is in the message (null: permanent). */
export function selfExcludedError(until: Date | null): AppError {
  const when = until ? `until ${until.toISOString()}` : 'permanently';
  return new AppError(403, 'self_excluded', `This account is self-excluded ${when}`);
}

export function createLimitService(deps: LimitServiceDeps) {
  const { db, clock, access, settings } = deps;

  /** Subunits of every currency, enabled or not: a limit outlives a currency being switched off. */
  async function subunits(): Promise<Map<string, number>> {
    return new Map((await settings.currencies({ visibleOnly: false })).map((c) => [c.code, c.subunitToUnit]));
  }

  /** Amount in minor units of an offered currency, or the field errors that explain why not. */
  async function minorAmount(currency: string, amount: number, currencyOffered: boolean): Promise<bigint> {
    const offered = await settings.currencies({ visibleOnly: currencyOffered });
    const found = offered.find((c) => c.code === currency);
    if (!found) throw invalidInput({ currency: [limitMessages.unknownCurrency] });
    const converted = toMinorUnits(amount, found.subunitToUnit);
    if (converted.ok) return converted.minor;
    throw invalidInput({
      amount: [
        converted.reason === 'decimals'
          ? limitMessages.decimals(subunitDecimals(found.subunitToUnit))
          : limitMessages.amountTooLarge,
      ],
    });
  }

  /** Serialises one player's limit writes, so "at most one" checks on blocks cannot race. */
  async function lockPlayer(tx: Executor, playerId: string): Promise<void> {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`limits:${playerId}`}))`);
  }

  async function audit(
    tx: Executor,
    playerId: string,
    action: string,
    before: LimitRecord | null,
    after: LimitRecord | null,
    at: Date,
    staffId: string | null = null,
  ): Promise<void> {
    await insertAudit(tx, {
      playerId,
      limitId: (after ?? before)?.id ?? null,
      action,
      before: before ? toSnapshot(before) : null,
      after: after ? toSnapshot(after) : null,
      actor: staffId ? 'operator' : 'player',
      staffId,
      at,
    });
  }

  /**
   * A new limit under the player's limits lock: the player's own (`imposedBy` null) or one staff impose. At
   * most one of a kind (money limits: per period and currency); an exclusion ends every session at once.
   */
  async function insertNew(
    tx: Executor,
    playerId: string,
    body: CreateLimitBody,
    amountMinor: bigint | null,
    now: Date,
    imposedBy: string | null,
  ): Promise<LimitRecord> {
    await lockPlayer(tx, playerId);
    const inForce = await listLimitsInForce(tx, playerId, now);
    const duplicate = inForce.some((o) =>
      isMoneyLimit(body.definition)
        ? o.definition === body.definition && o.period === body.period && o.currency === body.currency
        : o.definition === body.definition,
    );
    if (duplicate) throw limitExists();
    const expiresAt = body.duration ? durationEnd(body.duration, now) : null;
    const created = await insertLimit(tx, {
      playerId,
      definition: body.definition,
      period: isMoneyLimit(body.definition) ? (body.period ?? null) : null,
      currency: isMoneyLimit(body.definition) ? (body.currency ?? null) : null,
      amountMinor,
      expiresAt,
      imposedBy,
      createdAt: now,
      updatedAt: now,
    });
    await audit(tx, playerId, 'created', null, created, now, imposedBy);
    await appendEvents(tx, [limitEvent(limitTopics.created, playerId, toSnapshot(created))]);
    if (body.definition === limitDefinition.selfExclusion) {
      // Self-exclusion takes effect at once (AGCO 2.23, UKGC RTS 13): every session ends now.
      await access.revokeAllSessions(tx, playerId, imposedBy ? 'closed_by_operator' : 'self_excluded');
      await appendEvents(tx, [selfExcludedEvent(playerId, created.id, expiresAt)]);
    }
    return created;
  }

  const moneyAmount = (body: CreateLimitBody) =>
    isMoneyLimit(body.definition) && body.currency !== undefined && body.amount !== undefined
      ? minorAmount(body.currency, body.amount, true)
      : Promise.resolve(null);

  /** Another live money limit already uses this definition, period and currency. */
  async function clashes(tx: Executor, row: LimitRecord, period: LimitPeriod, now: Date): Promise<boolean> {
    if (period === row.period) return false;
    const others = await listLimitsInForce(tx, row.playerId, now);
    return others.some(
      (o) => o.id !== row.id && o.definition === row.definition && o.currency === row.currency && o.period === period,
    );
  }

  /** One of the player's limits for a change they ask for: one staff imposed is not theirs to change. */
  async function loadOwn(tx: Executor, auth: AuthenticatedPlayer, limitId: string, now: Date) {
    const row = await findLimitForUpdate(tx, auth.playerId, limitId, now);
    if (!row) throw limitNotFound();
    if (row.imposedBy) throw limitImposed();
    return row;
  }

  /** A player's limits in force or waiting to take effect (their own list; the back office's player page). */
  async function inForce(playerId: string): Promise<Limit[]> {
    const now = clock();
    const [rows, units] = await Promise.all([listLimitsInForce(db, playerId, now), subunits()]);
    return rows.map((row) => toLimit(row, units, now));
  }

  return {
    list: (auth: AuthenticatedPlayer): Promise<Limit[]> => inForce(auth.playerId),
    inForce,

    /** Every change of the player's limits, newest first (the back office's player page). */
    history: async (playerId: string, paging: { page: number; perPage: number }) =>
      readLimitHistory(db, playerId, paging, await subunits()),

    async create(auth: AuthenticatedPlayer, body: CreateLimitBody): Promise<Limit> {
      const now = clock();
      const amountMinor = await moneyAmount(body);
      const units = await subunits();
      try {
        const row = await db.transaction((tx) => insertNew(tx, auth.playerId, body, amountMinor, now, null));
        return toLimit(row, units, now);
      } catch (err) {
        if (isUniqueViolation(err)) throw limitExists();
        throw err;
      }
    },

    /**
     * Staff impose a limit or an exclusion on a player; `within` runs in the same transaction (the back office
     * writes its audit entry there). It applies at once, like a player's own stricter limit.
     */
    async impose(
      playerId: string,
      body: CreateLimitBody,
      staffId: string,
      within: (tx: Executor, limit: Limit) => Promise<void>,
    ): Promise<Limit> {
      const now = clock();
      const [amountMinor, units] = await Promise.all([moneyAmount(body), subunits()]);
      try {
        return await db.transaction(async (tx) => {
          const limit = toLimit(await insertNew(tx, playerId, body, amountMinor, now, staffId), units, now);
          await within(tx, limit);
          return limit;
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw limitExists();
        throw err;
      }
    },

    /** Staff lift a limit staff imposed, at once; a player's own limit is theirs to change. */
    async lift(
      playerId: string,
      limitId: string,
      staffId: string,
      within: (tx: Executor, limit: Limit) => Promise<void>,
    ): Promise<Limit> {
      const now = clock();
      const units = await subunits();
      return db.transaction(async (tx) => {
        await lockPlayer(tx, playerId);
        const before = await findLimitForUpdate(tx, playerId, limitId, now);
        if (!before) throw limitNotFound();
        if (!before.imposedBy) throw playersOwnLimit();
        const after = await updateLimit(tx, before.id, { ...noPendingChange, removedAt: now, updatedAt: now });
        await audit(tx, playerId, 'lifted', before, after, now, staffId);
        await appendEvents(tx, [limitEvent(limitTopics.removed, playerId, toSnapshot(after))]);
        const limit = toLimit(after, units, now);
        await within(tx, limit);
        return limit;
      });
    },

    /** Stricter applies at once; looser waits 24 h for confirmation; the same values withdraw a pending change. */
    async update(auth: AuthenticatedPlayer, limitId: string, body: UpdateLimitBody): Promise<Limit> {
      const now = clock();
      const units = await subunits();
      const current = await db.transaction((tx) => loadOwn(tx, auth, limitId, now));
      if (!isMoneyLimit(current.definition) || !current.currency || !current.period || current.amountMinor === null) {
        throw limitLocked();
      }
      // The currency may have been switched off since; its limits must stay adjustable.
      const amountMinor = await minorAmount(current.currency, body.amount, false);
      try {
        const row = await db.transaction(async (tx) => {
          const before = await loadOwn(tx, auth, limitId, now);
          const kind = classifyChange(
            { period: before.period as LimitPeriod, amountMinor: before.amountMinor as bigint },
            { period: body.period, amountMinor },
          );
          if (kind === 'same') {
            if (!before.pendingEffectiveAt) return before;
            const after = await updateLimit(tx, before.id, { ...noPendingChange, updatedAt: now });
            await audit(tx, auth.playerId, 'change_withdrawn', before, after, now);
            await appendEvents(tx, [limitEvent(limitTopics.changed, auth.playerId, toSnapshot(after))]);
            return after;
          }
          if (await clashes(tx, before, body.period, now)) throw limitExists();
          if (kind === 'stricter') {
            const after = await updateLimit(tx, before.id, {
              ...noPendingChange,
              period: body.period,
              amountMinor,
              updatedAt: now,
            });
            await audit(tx, auth.playerId, 'changed', before, after, now);
            await appendEvents(tx, [limitEvent(limitTopics.changed, auth.playerId, toSnapshot(after))]);
            return after;
          }
          const after = await updateLimit(tx, before.id, {
            pendingRemoval: false,
            pendingPeriod: body.period,
            pendingAmountMinor: amountMinor,
            pendingRequestedAt: now,
            pendingEffectiveAt: new Date(now.getTime() + loosenDelayMs),
            updatedAt: now,
          });
          await audit(tx, auth.playerId, 'change_requested', before, after, now);
          await appendEvents(tx, [limitEvent(limitTopics.changeRequested, auth.playerId, toSnapshot(after))]);
          return after;
        });
        return toLimit(row, units, now);
      } catch (err) {
        if (isUniqueViolation(err)) throw limitExists();
        throw err;
      }
    },

    /** Removing a money limit loosens it the most, so it waits 24 h too; blocks cannot be removed. */
    async remove(auth: AuthenticatedPlayer, limitId: string): Promise<Limit> {
      const now = clock();
      const units = await subunits();
      const row = await db.transaction(async (tx) => {
        const before = await loadOwn(tx, auth, limitId, now);
        if (!isMoneyLimit(before.definition)) throw limitLocked();
        // Asking again does not restart the wait, nor does it let the player skip it.
        if (before.pendingRemoval) return before;
        const after = await updateLimit(tx, before.id, {
          pendingRemoval: true,
          pendingPeriod: null,
          pendingAmountMinor: null,
          pendingRequestedAt: now,
          pendingEffectiveAt: new Date(now.getTime() + loosenDelayMs),
          updatedAt: now,
        });
        await audit(tx, auth.playerId, 'removal_requested', before, after, now);
        await appendEvents(tx, [limitEvent(limitTopics.changeRequested, auth.playerId, toSnapshot(after))]);
        return after;
      });
      return toLimit(row, units, now);
    },

    /** Applies a pending change once its 24 hours are over: the player's second, deliberate step. */
    async confirm(auth: AuthenticatedPlayer, limitId: string): Promise<LimitConfirmResult> {
      const now = clock();
      const units = await subunits();
      try {
        return await db.transaction(async (tx) => {
          const before = await loadOwn(tx, auth, limitId, now);
          if (!before.pendingEffectiveAt) {
            throw new AppError(409, 'no_pending_change', 'This limit has no change waiting for confirmation');
          }
          if (now.getTime() < before.pendingEffectiveAt.getTime()) {
            throw new AppError(
              409,
              'limit_change_pending',
              `This change can be confirmed from ${before.pendingEffectiveAt.toISOString()}`,
            );
          }
          if (before.pendingRemoval) {
            const after = await updateLimit(tx, before.id, { ...noPendingChange, removedAt: now, updatedAt: now });
            await audit(tx, auth.playerId, 'removed', before, after, now);
            await appendEvents(tx, [limitEvent(limitTopics.removed, auth.playerId, toSnapshot(after))]);
            return { status: 'removed' as const, limit: null };
          }
          const period = before.pendingPeriod as LimitPeriod;
          if (await clashes(tx, before, period, now)) throw limitExists();
          const after = await updateLimit(tx, before.id, {
            ...noPendingChange,
            period,
            amountMinor: before.pendingAmountMinor,
            updatedAt: now,
          });
          await audit(tx, auth.playerId, 'changed', before, after, now);
          await appendEvents(tx, [limitEvent(limitTopics.changed, auth.playerId, toSnapshot(after))]);
          return { status: 'changed' as const, limit: toLimit(after, units, now) };
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw limitExists();
        throw err;
      }
    },

    /**
     * Whether an account with this e-mail or phone is self-excluded now. Used at sign-up, so a person who
     * excluded themselves cannot open a second account with the same contact details.
     */
    async isSelfExcluded(contact: { email?: string; phone?: string }): Promise<boolean> {
      const ids = await access.playerIdsByContact(contact);
      return (await findBlocksInForce(db, ids, limitDefinition.selfExclusion, clock())).length > 0;
    },

    /** Sign-up veto: drops the registration and records the attempt against the excluded account. */
    async refuseSelfExcludedRegistration(contact: { email?: string; phone?: string }): Promise<boolean> {
      const now = clock();
      const ids = await access.playerIdsByContact(contact);
      const blocks = await findBlocksInForce(db, ids, limitDefinition.selfExclusion, now);
      const block = blocks[0];
      if (!block) return false;
      await insertAudit(db, {
        playerId: block.playerId,
        limitId: block.id,
        action: 'registration_refused',
        before: null,
        after: { matched: Object.keys(contact).filter((k) => contact[k as keyof typeof contact]) },
        actor: 'system',
        at: now,
      });
      return true;
    },

    /** Session veto: runs inside the transaction that would open the session. */
    async refuseSelfExcludedSession(tx: Executor, playerId: string): Promise<void> {
      const blocks = await findBlocksInForce(tx, [playerId], limitDefinition.selfExclusion, clock());
      const block = blocks[0];
      if (!block) return;
      // A permanent exclusion (no end) outranks any timed one.
      const until = blocks.some((b) => b.expiresAt === null)
        ? null
        : new Date(Math.max(...blocks.map((b) => b.expiresAt?.getTime() ?? 0)));
      throw selfExcludedError(until);
    },
  };
}

export type LimitService = ReturnType<typeof createLimitService>;
