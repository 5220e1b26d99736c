import {
  attemptsExceededMessage,
  type BonusCode,
  type BonusCodeBody,
  bonusErrorCodes,
} from '@croupier/contracts/bonus';
import { bonusCodeMode, bonusCodeStatus } from '@croupier/contracts/constants';
import { defaultLocale, type Locale } from '@croupier/i18n/locales';
import { eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/errors.ts';
import { appendEvents } from '../../platform/outbox/outbox.ts';
import { playerBonusCodeEvent } from './events.ts';
import { localName } from './names.ts';
import { unmetConditions, withinWindow } from './rules.ts';
import type { BonusService, BonusServiceDeps } from './service.ts';
import {
  type CodeRecord,
  codeUsesByPlayer,
  failedAttemptsSince,
  findCode,
  findCodeById,
  findLiveCodeById,
  liveCode,
  loadOffers,
  lockPlayerCodes,
  type OfferBundle,
  type PlayerBonusCodeRecord,
  receivedCounts,
  recordFailedAttempt,
} from './store.ts';
import { bonusCodes, playerBonusCodes } from './tables.ts';
import { depositBonusView, offeredIn } from './views.ts';

const hourMs = 3_600_000;

/** What a code call weighs, read before its transaction (see `submit`). */
interface SubmitContext {
  now: Date;
  standing: Awaited<ReturnType<BonusServiceDeps['standing']>>;
  currency: string;
  depositsCount: number;
  /** The caller's locale for the answer's names (decision 0087). */
  locale: Locale;
}

/**
 * Bonus codes (spec 02 §4 "Bonus code", §8; docs/decisions/0068). Trigger 1 checks a code and redeems a
 * regular one at once (status 2: its bonuses are issued); trigger 3 applies a deposit code to the player's
 * next deposit (status 1), replacing one applied before. A wrong code (3) or one not available to the
 * player (4) counts towards the hourly attempt limit; past it every call answers 429 'Exceeded max
 * attempts' until the hour has passed. A player's code calls run one at a time (an advisory lock).
 */
export function createBonusCodes(deps: {
  db: Database;
  clock: () => Date;
  bonus: BonusService;
  standing: BonusServiceDeps['standing'];
  depositsCount: BonusServiceDeps['depositsCount'];
  attemptsPerHour: number;
}) {
  const { db, clock, bonus } = deps;

  async function view(
    executor: Executor,
    row: PlayerBonusCodeRecord | undefined,
    code: string,
    status: number,
    bundle: OfferBundle | undefined,
    currency: string,
    locale: Locale = defaultLocale,
  ): Promise<BonusCode> {
    const now = clock();
    return {
      id: row?.id ?? null,
      status,
      code,
      isLive: Boolean(row && !row.removedAt && !row.consumedAt),
      bonus: bundle
        ? depositBonusView(bundle, currency, await bonus.book(executor), { isAvailable: true, now }, locale)
        : null,
      bonusPackage: bundle ? { id: bundle.package.id, name: localName(bundle.package.names, locale) } : null,
    };
  }

  /** Why the code cannot be used by this player in this currency now (status 4), or nothing. */
  async function unavailable(
    tx: Executor,
    playerId: string,
    code: CodeRecord,
    bundle: OfferBundle | undefined,
    currency: string,
    depositsCount: number,
  ): Promise<string | undefined> {
    const now = clock();
    if (!code.isEnabled || !bundle) return 'disabled';
    if (!withinWindow(code, now)) return 'outside its window';
    if (code.usageLimit !== null && code.usedCount >= code.usageLimit) return 'used up';
    if ((await codeUsesByPlayer(tx, playerId, code.id)) >= code.perPlayerLimit) return 'already used';
    if (!bundle.bonuses.some((b) => offeredIn(b, currency))) return 'not in this currency';
    const unmet = unmetConditions(
      bundle.offer,
      {
        depositsCount: bundle.offer.trigger === bonusCodeMode.apply ? depositsCount : 0,
        receivedCount: (await receivedCounts(tx, playerId)).get(bundle.offer.id) ?? 0,
      },
      now,
    );
    return unmet.length > 0 ? unmet.join(', ') : undefined;
  }

  /** One code call in the caller's transaction: the POST's answer, or the attempt limit reached. */
  async function submitIn(
    tx: Executor,
    playerId: string,
    body: BonusCodeBody,
    context: SubmitContext,
  ): Promise<{ exceeded: true } | { answer: BonusCode }> {
    const { now, standing, currency, depositsCount, locale } = context;
    const typed = body.bonusCode.toUpperCase();
    await lockPlayerCodes(tx, playerId);
    if ((await failedAttemptsSince(tx, playerId, new Date(now.getTime() - hourMs))) >= deps.attemptsPerHour) {
      return { exceeded: true as const };
    }
    const refused = await bonus.refusal(tx, playerId);
    if (refused) throw refused;
    const code = await findCode(tx, typed, true);
    if (!code) {
      await recordFailedAttempt(tx, playerId, typed, bonusCodeStatus.incorrect, now);
      return { answer: await view(tx, undefined, typed, bonusCodeStatus.incorrect, undefined, currency, locale) };
    }
    const [bundle] = await loadOffers(tx, { offerIds: [code.offerId] });
    // A code for the other trigger is not wrong: the site checks (1) before it applies (3), uncounted.
    if (bundle && bundle.offer.trigger !== body.trigger) {
      return { answer: await view(tx, undefined, typed, bonusCodeStatus.notAvailable, undefined, currency, locale) };
    }
    // Applying the code that is already applied (the wallet opened again) answers it as it is.
    const applied = body.trigger === bonusCodeMode.apply ? await liveCode(tx, playerId, body.trigger) : undefined;
    if (applied && applied.codeId === code.id && applied.currency === currency) {
      return { answer: await view(tx, applied, typed, bonusCodeStatus.applied, bundle, currency, locale) };
    }
    if (await unavailable(tx, playerId, code, bundle, currency, depositsCount)) {
      await recordFailedAttempt(tx, playerId, typed, bonusCodeStatus.notAvailable, now);
      return { answer: await view(tx, undefined, typed, bonusCodeStatus.notAvailable, undefined, currency, locale) };
    }
    if (!bundle) throw new Error('unreachable: an unavailable code without an offer');
    await tx
      .update(bonusCodes)
      .set({ usedCount: sql`${bonusCodes.usedCount} + 1`, updatedAt: now })
      .where(eq(bonusCodes.id, code.id));
    if (body.trigger === bonusCodeMode.check) {
      const [row] = await tx
        .insert(playerBonusCodes)
        .values({ playerId, codeId: code.id, trigger: body.trigger, currency, consumedAt: now, createdAt: now })
        .returning();
      if (!row) throw new Error('player bonus code not written');
      await bonus.issue(tx, {
        playerId,
        bundle,
        currency,
        source: 'code',
        sourceRef: row.id,
        depositMinor: 0n,
        country: standing?.country ?? null,
      });
      const answer = await view(tx, row, typed, bonusCodeStatus.regular, bundle, currency, locale);
      await appendEvents(tx, [playerBonusCodeEvent(playerId, { ...answer, id: row.id })]);
      return { answer };
    }
    const previous = await liveCode(tx, playerId, bonusCodeMode.apply, true);
    if (previous) await remove(tx, playerId, previous);
    const [row] = await tx
      .insert(playerBonusCodes)
      .values({ playerId, codeId: code.id, trigger: body.trigger, currency, createdAt: now })
      .returning();
    if (!row) throw new Error('player bonus code not written');
    const answer = await view(tx, row, typed, bonusCodeStatus.applied, bundle, currency, locale);
    await appendEvents(tx, [playerBonusCodeEvent(playerId, { ...answer, id: row.id })]);
    return { answer };
  }

  async function submit(playerId: string, body: BonusCodeBody, locale: Locale = defaultLocale): Promise<BonusCode> {
    const now = clock();
    // Read before the transaction: the payments module reads through its own handle, which on PGlite's one
    // connection would wait for this very transaction.
    const standing = await deps.standing(db, playerId);
    const currency = body.currency ?? standing?.currency;
    if (!currency || !(await bonus.book()).byCode.has(currency)) {
      throw new AppError(400, 'validation_failed', 'This currency is not offered', {
        currency: ['This currency is not offered'],
      });
    }
    const depositsCount = await deps.depositsCount(playerId, currency);
    const outcome = await db.transaction((tx) =>
      submitIn(tx, playerId, body, { now, standing, currency, depositsCount, locale }),
    );
    if ('exceeded' in outcome) throw new AppError(429, bonusErrorCodes.attemptsExceeded, attemptsExceededMessage);
    return outcome.answer;
  }

  /**
   * The bonus code typed at sign-up, applied as POST would in the transaction that creates the player
   * (docs/decisions/0070): a deposit code is applied to the first deposit (trigger 3), a regular code
   * redeemed at once (trigger 1). Whatever the code, the sign-up goes on: an unknown or unavailable code
   * is recorded as a failed attempt and nothing is applied (GET answers null); a player who may not receive
   * bonuses gets nothing (the refusal rolls back to a savepoint; the registration commits).
   */
  async function applyAtSignUp(
    tx: Executor,
    player: { playerId: string; currency: string; bonusCode: string | null },
  ): Promise<BonusCode | undefined> {
    const typed = player.bonusCode?.trim();
    if (!typed) return undefined;
    return tx
      .transaction(async (sp) => {
        if (!(await bonus.book(sp)).byCode.has(player.currency)) return undefined;
        const code = await findCode(sp, typed);
        const [bundle] = code ? await loadOffers(sp, { offerIds: [code.offerId] }) : [];
        const trigger = bundle?.offer.trigger === bonusCodeMode.check ? bonusCodeMode.check : bonusCodeMode.apply;
        const outcome = await submitIn(
          sp,
          player.playerId,
          { bonusCode: typed, trigger, currency: player.currency },
          // A player being created has made no deposit yet.
          {
            now: clock(),
            standing: await deps.standing(sp, player.playerId),
            currency: player.currency,
            depositsCount: 0,
            locale: defaultLocale,
          },
        );
        return 'answer' in outcome ? outcome.answer : undefined;
      })
      .catch((error: unknown) => {
        if (error instanceof AppError) return undefined;
        throw error;
      });
  }

  /** Takes an applied code back: its use is returned to the code's limit. */
  async function remove(tx: Executor, playerId: string, row: PlayerBonusCodeRecord): Promise<void> {
    const now = clock();
    const [removed] = await tx
      .update(playerBonusCodes)
      .set({ removedAt: now })
      .where(eq(playerBonusCodes.id, row.id))
      .returning();
    await tx
      .update(bonusCodes)
      .set({ usedCount: sql`greatest(${bonusCodes.usedCount} - 1, 0)`, updatedAt: now })
      .where(eq(bonusCodes.id, row.codeId));
    const code = await findCodeById(tx, row.codeId);
    const answer = await view(tx, removed, code?.code ?? '', bonusCodeStatus.applied, undefined, row.currency);
    await appendEvents(tx, [playerBonusCodeEvent(playerId, { ...answer, id: row.id })]);
  }

  return {
    submit,
    applyAtSignUp,

    /** GET: the code applied for `trigger`, with the deposit bonus it unlocks, or null. */
    async current(playerId: string, trigger: number, locale: Locale = defaultLocale): Promise<BonusCode | null> {
      const row = await liveCode(db, playerId, trigger);
      if (!row) return null;
      const code = await findCodeById(db, row.codeId);
      if (!code) return null;
      const [bundle] = await loadOffers(db, { offerIds: [code.offerId] });
      return view(db, row, code.code, bonusCodeStatus.applied, bundle, row.currency, locale);
    },

    /** DELETE: the player takes their applied code back (another player's id is 404). */
    async removeById(playerId: string, id: string): Promise<void> {
      await db.transaction(async (tx) => {
        await lockPlayerCodes(tx, playerId);
        const row = await findLiveCodeById(tx, playerId, id);
        if (!row) throw new AppError(404, bonusErrorCodes.bonusCodeNotFound, 'No such bonus code applied');
        await remove(tx, playerId, row);
      });
    },
  };
}

export type BonusCodes = ReturnType<typeof createBonusCodes>;
