import { betStatus, paymentInvoiceStatus, paymentInvoiceType, questState } from '@croupier/contracts/constants';
import { gameTopics } from '@croupier/contracts/games';
import {
  type PaymentInvoiceChanged,
  paymentInvoiceChangedTopic,
  type WalletCreditKind,
} from '@croupier/contracts/payments';
import type { Executor } from '../../../platform/db/database.ts';
import type { StoredEvent } from '../../../platform/outbox/dispatcher.ts';
import { appendEvents, type DomainEvent } from '../../../platform/outbox/outbox.ts';
import type { BonusService } from '../../bonus/service.ts';
import { type RoundStake, roundStakes } from '../../games/round-stakes.ts';
import type { SettingsService } from '../../settings/service.ts';
import { counterAccounts } from '../../wallet/posting.ts';
import type { WalletService } from '../../wallet/service.ts';
import { questTaskUpdatedEvent, questUpdatedEvent } from './events.ts';
import { convertMinor, increment, kindsOf, type QuestFact } from './rules.ts';
import {
  claim,
  completeRun,
  dropRun,
  type QuestWithTasks,
  questsBetween,
  setProgress,
  setRewardTransaction,
  startRun,
  taskProgress,
} from './store.ts';
import { questView, type RatedCurrency, taskView } from './views.ts';

/**
 * The ledger kind of a quest's cash reward: house:cash → the player's real balance. One of the wallet history's
 * credit kinds (contracts/payments walletCreditKinds), which the history labels.
 */
export const questRewardKind = 'quest.reward' satisfies WalletCreditKind;

/** What quests ask of the bonus module (decision 0103): issue a reward offer, and name offers. */
export type QuestBonusPort = Pick<BonusService, 'award' | 'offerNames'>;

/** The bonus module's source for a quest's reward offer, with the run's id as its reference: once per run. */
export const questBonusSource = 'quest';

/** A round id as the rounds table keys it: anything else would fail the batch's one read of its rounds. */
const uuidShape = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface BatchReads {
  /** The quests whose period holds `at`, a moment of the batch. */
  open: (at: Date) => QuestWithTasks[];
  rated: () => Promise<Map<string, RatedCurrency>>;
  rounds: Map<string, RoundStake>;
}

export interface QuestProgressDeps {
  clock: () => Date;
  settings: SettingsService;
  wallet: WalletService;
  bonus: QuestBonusPort;
}

/**
 * Counts the money path's outbox events toward the quests open when they happened (docs/decisions/0089), in the
 * subscriber's transaction: each source (round, invoice, login day) counts once per quest, and the reward is
 * posted once under the run's idempotency key.
 */
export function createQuestProgress(deps: QuestProgressDeps) {
  const { clock, settings, wallet } = deps;

  async function currencies(tx: Executor): Promise<Map<string, RatedCurrency>> {
    const rows = await settings.storedCurrencies(tx);
    return new Map(rows.map((c) => [c.code, { code: c.code, subunitToUnit: c.subunitToUnit, rate: c.rate }]));
  }

  /**
   * The run's reward, in the transaction that completes it: the cash through the ledger and the bonus offer
   * through the bonus module (its events go with it), each once per run (decision 0103).
   */
  async function payReward(tx: Executor, playerId: string, playerQuestId: string, quest: QuestWithTasks) {
    if (quest.rewardOfferId) {
      await deps.bonus.award(tx, {
        playerId,
        offerId: quest.rewardOfferId,
        currencies: [quest.currency],
        source: questBonusSource,
        sourceRef: playerQuestId,
      });
    }
    if (quest.rewardMinor <= 0n) return;
    const { account } = await wallet.open(tx, playerId, quest.currency);
    const posted = await wallet.post(tx, {
      idempotencyKey: `quest-reward:${playerQuestId}`,
      kind: questRewardKind,
      currency: quest.currency,
      reference: playerQuestId,
      legs: [
        { target: { code: counterAccounts.houseCash }, amountMinor: -quest.rewardMinor },
        { target: { walletAccountId: account.id, bucket: 'real' }, amountMinor: quest.rewardMinor },
      ],
    });
    await setRewardTransaction(tx, playerQuestId, posted.id);
  }

  /**
   * What a batch of events reads once (decision 0113): the quests open at some moment of the batch with their
   * tasks, the rated currencies and the batch's rounds. Each event is then counted as it was one at a time.
   */
  async function batchReads(tx: Executor, events: readonly StoredEvent[]): Promise<BatchReads> {
    const times = events.map((e) => e.createdAt.getTime());
    const from = new Date(Math.min(...times));
    const until = new Date(Math.max(...times));
    const overlapping = await questsBetween(tx, from, until);
    const roundIds = events.flatMap((e) => {
      const { roundId } = e.payload as { roundId?: unknown };
      return e.topic === gameTopics.roundSettled && typeof roundId === 'string' && uuidShape.test(roundId)
        ? [roundId]
        : [];
    });
    let rated: Map<string, RatedCurrency> | undefined;
    return {
      open: (at) => overlapping.filter((q) => q.startsAt <= at && q.endsAt > at),
      rated: async () => {
        rated ??= await currencies(tx);
        return rated;
      },
      rounds: await roundStakes(tx, roundIds),
    };
  }

  async function count(
    tx: Executor,
    reads: BatchReads,
    event: StoredEvent,
    playerId: string,
    source: string,
    fact: QuestFact,
  ) {
    const at = event.createdAt;
    const kinds = kindsOf(fact);
    const open = reads.open(at).filter((q) => q.tasks.some((t) => kinds.includes(t.kind as never)));
    if (open.length === 0) return;
    const rated = await reads.rated();
    const now = clock();
    const events: DomainEvent[] = [];
    for (const quest of open) {
      const { run, created } = await startRun(tx, quest.id, playerId, now);
      if (run.state !== questState.active || !(await claim(tx, run.id, source, event.id))) continue;
      const newGame = fact.kind === 'round' && (await claim(tx, run.id, `game:${fact.gameId}`, event.id));
      const from = fact.kind === 'round' ? rated.get(fact.currency) : undefined;
      const to = rated.get(quest.currency);
      const wagerMinor = fact.kind === 'round' && from && to ? convertMinor(fact.realStakeMinor, from, to) : 0n;
      if (!to) continue;
      const shown = { from: to, to };
      const progress = await taskProgress(tx, run.id);
      const moved = [];
      for (const task of quest.tasks) {
        const before = progress.get(task.id) ?? 0n;
        const added = increment(task, fact, { wagerMinor, newGame });
        if (added <= 0n || before >= task.quantity) continue;
        const after = before + added > task.quantity ? task.quantity : before + added;
        await setProgress(tx, run.id, task.id, after);
        progress.set(task.id, after);
        moved.push(task);
      }
      // A run is made by what counts: an event that moved nothing (a lost round for a 10× win) leaves no trace.
      if (moved.length === 0) {
        if (created) await dropRun(tx, run.id);
        continue;
      }
      const runWith = { run, progress };
      // The reward offer's names, read once per quest and event when a view needs them.
      let offerNames: Awaited<ReturnType<QuestBonusPort['offerNames']>> | undefined;
      if (created) {
        offerNames = quest.rewardOfferId ? await deps.bonus.offerNames(tx, [quest.rewardOfferId]) : undefined;
        const view = questView(quest, runWith, { now, locale: 'en', shown, ...(offerNames ? { offerNames } : {}) });
        events.push(questUpdatedEvent(playerId, view));
      }
      for (const task of moved) {
        events.push(
          questTaskUpdatedEvent(playerId, taskView(task, progress.get(task.id) ?? 0n, { isActive: true, shown })),
        );
      }
      if (quest.tasks.every((t) => (progress.get(t.id) ?? 0n) >= t.quantity)) {
        const done = await completeRun(tx, run.id, now);
        await payReward(tx, playerId, run.id, quest);
        offerNames ??= quest.rewardOfferId ? await deps.bonus.offerNames(tx, [quest.rewardOfferId]) : undefined;
        const view = questView(
          quest,
          { run: done, progress },
          { now, locale: 'en', shown, ...(offerNames ? { offerNames } : {}) },
        );
        events.push(questUpdatedEvent(playerId, view, quest.names));
      }
    }
    if (events.length > 0) await appendEvents(tx, events);
  }

  /** A settled round: won and lost ones count (refunded and cancelled ones staked nothing in the end). */
  async function fromRound(tx: Executor, reads: BatchReads, event: StoredEvent): Promise<void> {
    const payload = event.payload as {
      roundId?: unknown;
      gameId?: unknown;
      stakeMinor?: unknown;
      winMinor?: unknown;
    };
    if (typeof payload.roundId !== 'string' || typeof payload.gameId !== 'string') return;
    const round = reads.rounds.get(payload.roundId);
    if (!round || (round.status !== betStatus.won && round.status !== betStatus.lost)) return;
    await count(tx, reads, event, round.playerId, `round:${payload.roundId}`, {
      kind: 'round',
      gameId: payload.gameId,
      currency: round.currency,
      stakeMinor: BigInt(String(payload.stakeMinor ?? '0')),
      winMinor: BigInt(String(payload.winMinor ?? '0')),
      realStakeMinor: round.realStakeMinor,
    });
  }

  /** A deposit turned successful. */
  async function fromInvoice(tx: Executor, reads: BatchReads, event: StoredEvent): Promise<void> {
    const { playerId, invoice, previousStatus } = event.payload as PaymentInvoiceChanged;
    if (invoice.type !== paymentInvoiceType.deposit || invoice.status !== paymentInvoiceStatus.success) return;
    if (previousStatus === paymentInvoiceStatus.success) return;
    await count(tx, reads, event, playerId, `invoice:${invoice.id}`, { kind: 'deposit' });
  }

  /** A new session: the day (UTC) it was opened counts once per quest. */
  async function fromLogin(tx: Executor, reads: BatchReads, event: StoredEvent): Promise<void> {
    const { playerId } = event.payload as { playerId?: unknown };
    if (typeof playerId !== 'string') return;
    await count(tx, reads, event, playerId, `day:${event.createdAt.toISOString().slice(0, 10)}`, { kind: 'login' });
  }

  return {
    /**
     * A batch of the three sources' events, in order, in the subscriber's transaction: the shared reads once, then
     * each event's claims and progress as one event at a time would write them.
     */
    async fromEvents(tx: Executor, events: readonly StoredEvent[]): Promise<void> {
      if (events.length === 0) return;
      const reads = await batchReads(tx, events);
      for (const event of events) {
        if (event.topic === gameTopics.roundSettled) await fromRound(tx, reads, event);
        else if (event.topic === paymentInvoiceChangedTopic) await fromInvoice(tx, reads, event);
        else await fromLogin(tx, reads, event);
      }
    },
  };
}
