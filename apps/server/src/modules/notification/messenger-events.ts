import { bonusTopics, type PlayerBonus, type PlayerFreespin } from '@croupier/contracts/bonus';
import {
  limitDefinition,
  paymentInvoiceStatus,
  paymentInvoiceType,
  playerBonusResult,
  playerBonusStatus,
  playerFreespinStatus,
  questState,
} from '@croupier/contracts/constants';
import { type PaymentInvoiceChanged, paymentInvoiceChangedTopic } from '@croupier/contracts/payments';
import { type Quest, questTopics } from '@croupier/contracts/quests';
import { type BirthdayBonusPaid, type LoyaltyAccount, retentionTopics } from '@croupier/contracts/retention';
import { type TournamentUpdate, tournamentTopics } from '@croupier/contracts/tournaments';
import { minorToMajor } from '@croupier/i18n/money';
import type { StoredEvent } from '../../platform/outbox/dispatcher.ts';
import { type LimitSnapshot, limitTopics } from '../limits/events.ts';
import type { CurrencyBook, MessageToSend } from './messenger.ts';

/**
 * Which platform events write which message (decision 0077). The subscriber `messenger-events` hands each
 * event here once, in the transaction that moves its cursor; each message's source key names the fact it
 * reports, so the same fact told twice (a replayed event, a second event for it) is still one message.
 */

export const messengerEventTopics = [
  paymentInvoiceChangedTopic,
  limitTopics.created,
  limitTopics.changed,
  limitTopics.removed,
  bonusTopics.playerBonusUpdated,
  bonusTopics.playerFreespinUpdated,
  retentionTopics.loyaltyAccountUpdated,
  retentionTopics.birthdayBonusPaid,
  questTopics.questUpdated,
  tournamentTopics.updated,
] as const;

/**
 * A new subscriber starts at the first event of its topics: events older than this tell players about
 * things long seen elsewhere, so they write nothing (a deployment does not flood every inbox with history).
 */
export const staleAfterMs = 7 * 24 * 60 * 60 * 1000;

const limitNames: Record<number, 'deposit' | 'bet' | 'loss'> = {
  [limitDefinition.deposit]: 'deposit',
  [limitDefinition.bet]: 'bet',
  [limitDefinition.loss]: 'loss',
};

const money = (amount: number | string, currency: string) => ({ money: String(amount), currency });

function invoiceMessages(payload: PaymentInvoiceChanged): MessageToSend[] {
  const { playerId, invoice, previousStatus } = payload;
  const source = (what: string) => `invoice:${invoice.id}:${what}`;
  const params = { amount: money(invoice.amount, invoice.currency) };
  const deposit = invoice.type === paymentInvoiceType.deposit;
  if (invoice.status === paymentInvoiceStatus.success && previousStatus !== paymentInvoiceStatus.success) {
    const kind = deposit ? 'deposit.approved' : 'withdrawal.approved';
    return [{ playerId, kind, params, sourceKey: source('success') }];
  }
  // What the player cancelled is their own doing: it is shown in the history, not told back to them.
  if (
    invoice.status === paymentInvoiceStatus.rejected &&
    previousStatus !== paymentInvoiceStatus.rejected &&
    payload.decidedBy !== 'player'
  ) {
    return [
      { playerId, kind: deposit ? 'deposit.failed' : 'withdrawal.rejected', params, sourceKey: source('rejected') },
    ];
  }
  return [];
}

function limitMessages(
  event: StoredEvent,
  payload: { playerId: string; limit: LimitSnapshot },
  currencies: CurrencyBook,
): MessageToSend[] {
  const { playerId, limit } = payload;
  const sourceKey = `outbox:${event.id}`;
  if (limit.definition === limitDefinition.coolingOff) {
    if (event.topic !== limitTopics.created || !limit.expiresAt) return [];
    return [{ playerId, kind: 'limit.cooling-off.in-force', params: { until: { at: limit.expiresAt } }, sourceKey }];
  }
  const name = limitNames[limit.definition];
  if (!name) return [];
  if (event.topic === limitTopics.removed) return [{ playerId, kind: `limit.${name}.removed`, sourceKey }];
  const subunit = limit.currency ? currencies.get(limit.currency)?.subunitToUnit : undefined;
  if (!limit.currency || !limit.period || limit.amountMinor === null || subunit === undefined) return [];
  return [
    {
      playerId,
      kind: `limit.${name}.in-force`,
      params: {
        amount: money(minorToMajor(limit.amountMinor, subunit), limit.currency),
        per: { word: `per.${limit.period}` },
      },
      sourceKey,
    },
  ];
}

function bonusMessages(payload: { playerId: string; bonus: PlayerBonus }): MessageToSend[] {
  const { playerId, bonus } = payload;
  if (bonus.status === playerBonusStatus.issued) {
    return [
      {
        playerId,
        kind: 'bonus.issued',
        params: { name: bonus.name, amount: money(bonus.amount, bonus.currency) },
        sourceKey: `bonus:${bonus.id}:issued`,
      },
    ];
  }
  if (bonus.status === playerBonusStatus.finished && bonus.result === playerBonusResult.played) {
    return [
      { playerId, kind: 'bonus.converted', params: { name: bonus.name }, sourceKey: `bonus:${bonus.id}:converted` },
    ];
  }
  return [];
}

function freespinMessages(payload: { playerId: string; freespin: PlayerFreespin }): MessageToSend[] {
  const { playerId, freespin } = payload;
  if (freespin.status !== playerFreespinStatus.issued) return [];
  return [
    {
      playerId,
      kind: 'freespins.issued',
      params: { name: freespin.name, count: freespin.count },
      sourceKey: `freespin:${freespin.id}:issued`,
    },
  ];
}

/**
 * A new level (the event is written only when the level changes); each level reached is told once. The level's
 * name per locale when the event carries it (decision 0104), else the default locale's.
 */
function levelMessages(payload: {
  playerId: string;
  account: LoyaltyAccount;
  levelNames?: Record<string, string>;
}): MessageToSend[] {
  const { playerId, account } = payload;
  const level = account.currentLevel;
  if (!level) return [];
  const name = payload.levelNames ? { names: payload.levelNames } : level.name;
  return [{ playerId, kind: 'loyalty.level-up', params: { level: name }, sourceKey: `loyalty:level:${level.order}` }];
}

/** A birthday bonus paid (the event is written only by the payment that happened): once per year. */
function birthdayMessages(payload: BirthdayBonusPaid): MessageToSend[] {
  const { playerId, level, year } = payload;
  return [
    {
      playerId,
      kind: 'loyalty.birthday-bonus',
      params: { level: { names: level.names }, amount: money(payload.amount, payload.currency) },
      sourceKey: `loyalty:birthday:${year}`,
    },
  ];
}

/**
 * A quest turning completed (its reward is paid in the same transaction); progress steps are not news. The quest's
 * name per locale when the event carries it (decision 0104), else the default locale's.
 */
function questMessages(payload: {
  playerId: string;
  quest: Quest;
  questNames?: Record<string, string>;
}): MessageToSend[] {
  const { playerId, quest } = payload;
  if (quest.state !== questState.completed) return [];
  const name = payload.questNames ? { names: payload.questNames } : quest.name;
  return [{ playerId, kind: 'quest.completed', params: { quest: name }, sourceKey: `quest:${quest.id}:completed` }];
}

/** Only the update that tells a prize holder the tournament completed (S2.4-118), with what the place won. */
function tournamentMessages(payload: { playerId: string; tournament: TournamentUpdate }): MessageToSend[] {
  const { playerId, tournament } = payload;
  const prize = tournament.me?.prize;
  const place = tournament.me?.rank;
  if (tournament.completed !== true || !prize || !place) return [];
  return [
    {
      playerId,
      kind: 'tournament.prize',
      // A bonus prize by the operator's name for it (decision 0100), a cash prize as money.
      params: {
        tournament: tournament.title,
        place,
        prize: prize.kind === 'bonus' ? prize.title : money(prize.amount, prize.currency),
      },
      sourceKey: `tournament:${tournament.id}:prize`,
    },
  ];
}

/** The messages one event writes (none for most events: a bonus's every wagering step is not news). */
export async function messagesForEvent(
  event: StoredEvent,
  currencies: () => Promise<CurrencyBook>,
  now: number,
): Promise<MessageToSend[]> {
  if (now - event.createdAt.getTime() > staleAfterMs) return [];
  const payload = event.payload as Record<string, unknown> & { playerId?: unknown };
  if (typeof payload?.playerId !== 'string') return [];
  switch (event.topic) {
    case paymentInvoiceChangedTopic:
      return invoiceMessages(payload as unknown as PaymentInvoiceChanged);
    case limitTopics.created:
    case limitTopics.changed:
    case limitTopics.removed:
      return limitMessages(event, payload as unknown as { playerId: string; limit: LimitSnapshot }, await currencies());
    case bonusTopics.playerBonusUpdated:
      return bonusMessages(payload as unknown as { playerId: string; bonus: PlayerBonus });
    case bonusTopics.playerFreespinUpdated:
      return freespinMessages(payload as unknown as { playerId: string; freespin: PlayerFreespin });
    case retentionTopics.loyaltyAccountUpdated:
      return levelMessages(payload as unknown as { playerId: string; account: LoyaltyAccount });
    case retentionTopics.birthdayBonusPaid:
      return birthdayMessages(payload as unknown as BirthdayBonusPaid);
    case questTopics.questUpdated:
      return questMessages(payload as unknown as { playerId: string; quest: Quest });
    case tournamentTopics.updated:
      return tournamentMessages(payload as unknown as { playerId: string; tournament: TournamentUpdate });
    default:
      return [];
  }
}
