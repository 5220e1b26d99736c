import { describe, expect, it } from 'vitest';
import type { StoredEvent } from '../../platform/outbox/dispatcher.ts';
import { messagesForEvent, staleAfterMs } from './messenger-events.ts';

const now = Date.parse('2026-03-05T12:00:00Z');
const playerId = '7d3c1f9e-0000-4000-8000-000000000001';
const currencies = async () =>
  new Map([['CAD', { code: 'CAD', symbol: '$', subunitToUnit: 100, type: 'fiat' as const }]]);

let id = 0;
const event = (topic: string, payload: Record<string, unknown>, createdAt = new Date(now)): StoredEvent => ({
  id: ++id,
  txId: id,
  topic,
  aggregateId: playerId,
  payload: { playerId, ...payload },
  createdAt,
});

const kindsOf = async (e: StoredEvent) => (await messagesForEvent(e, currencies, now)).map((m) => m.kind);

const bonus = (status: number, result: number) => ({
  bonus: { id: 'b1', name: 'Reload', status, result, amount: 20, currency: 'CAD' },
});
const limit = (definition: number, extra: Record<string, unknown> = {}) => ({
  limit: { id: 'l1', definition, period: 'weekly', currency: 'CAD', amountMinor: '50000', expiresAt: null, ...extra },
});
const invoice = (type: number, status: number, previousStatus: number | null, decidedBy?: string) => ({
  invoice: { id: 'i1', type, status, amount: 25, currency: 'CAD' },
  previousStatus,
  ...(decidedBy ? { decidedBy } : {}),
});

describe('which platform events write which message', () => {
  it('bonuses: issued and converted (played), not activated, wagered, cancelled or lost', async () => {
    expect(await kindsOf(event('bonus.player-bonus.updated', bonus(1, 1)))).toEqual(['bonus.issued']);
    expect(await kindsOf(event('bonus.player-bonus.updated', bonus(3, 2)))).toEqual(['bonus.converted']);
    for (const [status, result] of [
      [2, 1],
      [3, 3],
      [3, 5],
      [4, 1],
    ] as const) {
      expect(await kindsOf(event('bonus.player-bonus.updated', bonus(status, result)))).toEqual([]);
    }
    const [converted] = await messagesForEvent(event('bonus.player-bonus.updated', bonus(3, 2)), currencies, now);
    expect(converted?.sourceKey).toBe('bonus:b1:converted');
  });

  it('limits: in force when set or changed, removed, a cooling-off with its end; nothing for self-exclusion', async () => {
    const [set] = await messagesForEvent(event('limit.changed', limit(1)), currencies, now);
    expect(set).toMatchObject({
      kind: 'limit.bet.in-force',
      params: { amount: { money: '500.00', currency: 'CAD' }, per: { word: 'per.weekly' } },
    });
    expect(await kindsOf(event('limit.removed', limit(2)))).toEqual(['limit.loss.removed']);
    const until = '2026-03-06T12:00:00.000Z';
    expect(
      await kindsOf(event('limit.created', limit(5, { period: null, amountMinor: null, expiresAt: until }))),
    ).toEqual(['limit.cooling-off.in-force']);
    expect(await kindsOf(event('limit.created', limit(4, { period: null, amountMinor: null })))).toEqual([]);
    expect(await kindsOf(event('limit.change.requested', limit(3)))).toEqual([]);
  });

  it('payments: a success once, a failed deposit and a rejected withdrawal unless the player cancelled it', async () => {
    expect(await kindsOf(event('payment.invoice.changed', invoice(1, 2, 1)))).toEqual(['deposit.approved']);
    expect(await kindsOf(event('payment.invoice.changed', invoice(1, 2, 2)))).toEqual([]);
    expect(await kindsOf(event('payment.invoice.changed', invoice(1, 3, 1, 'provider')))).toEqual(['deposit.failed']);
    expect(await kindsOf(event('payment.invoice.changed', invoice(1, 3, 1, 'player')))).toEqual([]);
    expect(await kindsOf(event('payment.invoice.changed', invoice(1, 3, 3, 'provider')))).toEqual([]);
    expect(await kindsOf(event('payment.invoice.changed', invoice(2, 3, 1, 'operator')))).toEqual([
      'withdrawal.rejected',
    ]);
    expect(await kindsOf(event('payment.invoice.changed', invoice(2, 3, 1, 'player')))).toEqual([]);
    expect(await kindsOf(event('payment.invoice.changed', invoice(2, 4, 1)))).toEqual([]);
  });

  it('writes nothing for an event older than a week, or one without a player', async () => {
    const old = new Date(now - staleAfterMs - 1);
    expect(await kindsOf(event('payment.invoice.changed', invoice(1, 2, 1), old))).toEqual([]);
    expect(await kindsOf({ ...event('bonus.player-bonus.updated', bonus(1, 1)), payload: bonus(1, 1) })).toEqual([]);
  });

  it('retention: a new level, a completed quest, a prize once a tournament completes; not progress', async () => {
    const account = (order: number | null) => ({
      account: { points: 10, currentLevel: order ? { name: 'Silver', points: 10, order } : null, nextLevel: null },
    });
    expect(await kindsOf(event('retention.loyalty.account.updated', account(2)))).toEqual(['loyalty.level-up']);
    expect(await kindsOf(event('retention.loyalty.account.updated', account(null)))).toEqual([]);
    const quest = (state: number) => ({ quest: { id: 'q1', name: 'Slot Starter', state, tasks: [] } });
    expect(await kindsOf(event('retention.quest.updated', quest(3)))).toEqual(['quest.completed']);
    expect(await kindsOf(event('retention.quest.updated', quest(2)))).toEqual([]);
    const tournament = (completed: boolean | undefined, prize: unknown) => ({
      tournament: { id: 't1', title: 'Race', completed, me: { rank: 2, prize } },
    });
    const prize = { place: 2, title: '#2', amount: 20, currency: 'CAD' };
    const [message] = await messagesForEvent(
      event('retention.tournament.updated', tournament(true, prize)),
      currencies,
      now,
    );
    expect(message).toMatchObject({
      kind: 'tournament.prize',
      params: { tournament: 'Race', place: 2, prize: { money: '20', currency: 'CAD' } },
    });
    // A bonus prize is named by the operator's title for it.
    const bonus = { place: 2, kind: 'bonus', title: '$10 bonus', amount: 0, currency: 'CAD' };
    const [bonusMessage] = await messagesForEvent(
      event('retention.tournament.updated', tournament(true, bonus)),
      currencies,
      now,
    );
    expect(bonusMessage).toMatchObject({ params: { prize: '$10 bonus' } });
    expect(await kindsOf(event('retention.tournament.updated', tournament(undefined, prize)))).toEqual([]);
    expect(await kindsOf(event('retention.tournament.updated', tournament(true, null)))).toEqual([]);
  });
});
