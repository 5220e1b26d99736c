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
  claimedSources,
  lockRuns,
  type NewClaim,
  type NewRun,
  progressOf,
  type QuestWithTasks,
  questsBetween,
  type RunRecord,
  setRewardTransaction,
  type TaskCount,
  writeCounts,
} from './store.ts';
import { questView, type RatedCurrency, taskView } from './views.ts';

/**
 * The ledger kind of a quest's cash reward: house:cash → the player's real balance. One of the wallet history's
 * credit kinds (contracts/payments walletCreditKinds), which the history labels.
 */
export const questRewardKind = 'quest.reward' satisfies WalletCreditKind;

/** What quests ask of the bonus module (decision 0103): issue a reward offer, name offers, find a seeded one. */
export type QuestBonusPort = Pick<BonusService, 'award' | 'offerNames' | 'offerIdBySlug'>;

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

/** One event's fact for the player it concerns, under the source that makes it count once per quest. */
interface Counted {
  event: StoredEvent;
  playerId: string;
  source: string;
  fact: QuestFact;
}

/** A run as the batch sees it: read, or made by an earlier fact of the batch (`stored`), or not made yet. */
interface RunState {
  run: RunRecord;
  progress: Map<string, bigint>;
  stored: boolean;
}

/** The claim that makes a game count once toward a quest's distinct games. */
const gameSource = (fact: { gameId: string }) => `game:${fact.gameId}`;

/** A run the batch may make: written only if a fact moves one of its tasks. */
const newRun = (questId: string, playerId: string, at: Date): RunRecord => ({
  id: crypto.randomUUID(),
  questId,
  playerId,
  state: questState.active,
  completedAt: null,
  rewardTransactionId: null,
  expiryAnnouncedAt: null,
  createdAt: at,
  updatedAt: at,
});

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

  /**
   * Counts a batch's facts toward the quests open at each one's moment (decision 0114): the runs, their counts and
   * the sources already counted read once, each fact then folded in memory in event order exactly as one at a time
   * (a source counts once per run, a run is made only by something that moves a task, a completed run takes
   * nothing more), and everything written in a few statements. The events and rewards follow in the same
   * transaction.
   */
  async function countAll(tx: Executor, reads: BatchReads, facts: readonly Counted[]): Promise<void> {
    const work = facts.flatMap((counted) => {
      const kinds = kindsOf(counted.fact);
      const open = reads
        .open(counted.event.createdAt)
        .filter((q) => q.tasks.some((t) => kinds.includes(t.kind as never)));
      return open.map((quest) => ({ ...counted, quest }));
    });
    if (work.length === 0) return;
    const now = clock();
    const rated = await reads.rated();
    const questIds = [...new Set(work.map((w) => w.quest.id))];
    const found = await lockRuns(tx, questIds, [...new Set(work.map((w) => w.playerId))]);
    const progress = await progressOf(
      tx,
      found.map((r) => r.id),
    );
    const sources = new Set(
      work.flatMap((w) => (w.fact.kind === 'round' ? [w.source, gameSource(w.fact)] : [w.source])),
    );
    const claimed = await claimedSources(
      tx,
      found.map((r) => r.id),
      [...sources],
    );
    const runs = new Map<string, RunState>(
      found.map((run) => [
        `${run.questId}/${run.playerId}`,
        { run, progress: progress.get(run.id) ?? new Map(), stored: true },
      ]),
    );
    const writes = { runs: [] as NewRun[], claims: [] as NewClaim[], completed: [] as string[] };
    const moved = new Map<string, TaskCount>();
    const rewards: { playerId: string; runId: string; quest: QuestWithTasks }[] = [];
    // A task's earlier push in the batch is dropped (left undefined) when a later fact moves it again.
    const events: (DomainEvent | undefined)[] = [];
    const taskPushes = new Map<string, number>();
    const names = new Map<string, Awaited<ReturnType<QuestBonusPort['offerNames']>> | undefined>();
    const offerNames = async (quest: QuestWithTasks) => {
      if (!quest.rewardOfferId) return undefined;
      if (!names.has(quest.id)) names.set(quest.id, await deps.bonus.offerNames(tx, [quest.rewardOfferId]));
      return names.get(quest.id);
    };

    for (const { event, playerId, source, fact, quest } of work) {
      const key = `${quest.id}/${playerId}`;
      const state = runs.get(key) ?? {
        run: newRun(quest.id, playerId, now),
        progress: new Map<string, bigint>(),
        stored: false,
      };
      const { run } = state;
      if (run.state !== questState.active || claimed.has(`${run.id}/${source}`)) continue;
      const claims = [source, ...(fact.kind === 'round' ? [gameSource(fact)] : [])];
      const newGame = fact.kind === 'round' && !claimed.has(`${run.id}/${gameSource(fact)}`);
      const claim = () => {
        for (const s of claims) {
          if (claimed.has(`${run.id}/${s}`)) continue;
          claimed.add(`${run.id}/${s}`);
          writes.claims.push({ playerQuestId: run.id, source: s, eventId: event.id });
        }
      };
      const from = fact.kind === 'round' ? rated.get(fact.currency) : undefined;
      const to = rated.get(quest.currency);
      const wagerMinor = fact.kind === 'round' && from && to ? convertMinor(fact.realStakeMinor, from, to) : 0n;
      const tasks = to
        ? quest.tasks.filter((task) => {
            const before = state.progress.get(task.id) ?? 0n;
            return before < task.quantity && increment(task, fact, { wagerMinor, newGame }) > 0n;
          })
        : [];
      // A run is made by what counts: an event that moves nothing (a lost round for a 10× win) leaves no trace.
      if (!to || tasks.length === 0) {
        if (state.stored) claim();
        continue;
      }
      const created = !state.stored;
      if (created) {
        state.stored = true;
        runs.set(key, state);
        writes.runs.push({ id: run.id, questId: quest.id, playerId, createdAt: now });
      }
      claim();
      for (const task of tasks) {
        const before = state.progress.get(task.id) ?? 0n;
        const added = increment(task, fact, { wagerMinor, newGame });
        const after = before + added > task.quantity ? task.quantity : before + added;
        state.progress.set(task.id, after);
        moved.set(`${run.id}/${task.id}`, { playerQuestId: run.id, taskId: task.id, progress: after });
      }
      const shown = { from: to, to };
      if (created) {
        const offer = await offerNames(quest);
        const view = questView(quest, state, { now, locale: 'en', shown, ...(offer ? { offerNames: offer } : {}) });
        events.push(questUpdatedEvent(playerId, view));
      }
      for (const task of tasks) {
        // One push per task and player a batch (its last count): the site shows the count, not each step of it.
        const pushed = taskPushes.get(`${run.id}/${task.id}`);
        if (pushed !== undefined) events[pushed] = undefined;
        taskPushes.set(`${run.id}/${task.id}`, events.length);
        events.push(
          questTaskUpdatedEvent(playerId, taskView(task, state.progress.get(task.id) ?? 0n, { isActive: true, shown })),
        );
      }
      if (quest.tasks.every((t) => (state.progress.get(t.id) ?? 0n) >= t.quantity)) {
        state.run = { ...run, state: questState.completed, completedAt: now, updatedAt: now };
        writes.completed.push(run.id);
        rewards.push({ playerId, runId: run.id, quest });
        const offer = await offerNames(quest);
        const view = questView(quest, state, { now, locale: 'en', shown, ...(offer ? { offerNames: offer } : {}) });
        events.push(questUpdatedEvent(playerId, view, quest.names));
      }
    }
    await writeCounts(tx, { ...writes, counts: [...moved.values()], at: now });
    await wallet.holdAccounts(
      tx,
      rewards.map(({ playerId, quest }) => ({ playerId, currency: quest.currency })),
    );
    for (const { playerId, runId, quest } of rewards) await payReward(tx, playerId, runId, quest);
    const pushes = events.filter((e) => e !== undefined);
    if (pushes.length > 0) await appendEvents(tx, pushes);
  }

  /** A settled round: won and lost ones count (refunded and cancelled ones staked nothing in the end). */
  function fromRound(reads: BatchReads, event: StoredEvent): Counted | undefined {
    const payload = event.payload as {
      roundId?: unknown;
      gameId?: unknown;
      stakeMinor?: unknown;
      winMinor?: unknown;
    };
    if (typeof payload.roundId !== 'string' || typeof payload.gameId !== 'string') return undefined;
    const round = reads.rounds.get(payload.roundId);
    if (!round || (round.status !== betStatus.won && round.status !== betStatus.lost)) return undefined;
    return {
      event,
      playerId: round.playerId,
      source: `round:${payload.roundId}`,
      fact: {
        kind: 'round',
        gameId: payload.gameId,
        currency: round.currency,
        stakeMinor: BigInt(String(payload.stakeMinor ?? '0')),
        winMinor: BigInt(String(payload.winMinor ?? '0')),
        realStakeMinor: round.realStakeMinor,
      },
    };
  }

  /** A deposit turned successful. */
  function fromInvoice(event: StoredEvent): Counted | undefined {
    const { playerId, invoice, previousStatus } = event.payload as PaymentInvoiceChanged;
    if (invoice.type !== paymentInvoiceType.deposit || invoice.status !== paymentInvoiceStatus.success)
      return undefined;
    if (previousStatus === paymentInvoiceStatus.success) return undefined;
    return { event, playerId, source: `invoice:${invoice.id}`, fact: { kind: 'deposit' } };
  }

  /** A new session: the day (UTC) it was opened counts once per quest. */
  function fromLogin(event: StoredEvent): Counted | undefined {
    const { playerId } = event.payload as { playerId?: unknown };
    if (typeof playerId !== 'string') return undefined;
    return { event, playerId, source: `day:${event.createdAt.toISOString().slice(0, 10)}`, fact: { kind: 'login' } };
  }

  return {
    /**
     * A batch of the three sources' events, in order, in the subscriber's transaction: the shared reads once, each
     * event's fact, then all of them counted together (decision 0114).
     */
    async fromEvents(tx: Executor, events: readonly StoredEvent[]): Promise<void> {
      if (events.length === 0) return;
      const reads = await batchReads(tx, events);
      const facts = events.flatMap((event) => {
        const counted =
          event.topic === gameTopics.roundSettled
            ? fromRound(reads, event)
            : event.topic === paymentInvoiceChangedTopic
              ? fromInvoice(event)
              : fromLogin(event);
        return counted ? [counted] : [];
      });
      await countAll(tx, reads, facts);
    },
  };
}
