import { channelEvents, publicChannelEvents } from '@croupier/contracts/realtime';
import {
  playerChannels,
  publicChannels,
  realtimeEvents,
  tournamentBoardChannel,
} from '@croupier/contracts/realtime-channels';
import { describe, expect, it } from 'vitest';
import { publicationsByTopic, publicationsFor, publicPublicationsByTopic } from './publications.ts';

const playerId = '0b7d8a4e-6f0c-4f55-9d68-2b1f0e6a1c11';

const invoice = (type: number, status: number) => ({
  id: 'inv-1',
  number: 'D-1001',
  type,
  status,
  method: 'card',
  amount: 25.5,
  currency: 'EUR',
  updatedAt: '2026-11-22T10:00:00.000Z',
});

const account = {
  id: 'acc-1',
  currency: 'EUR',
  balance: 120.5,
  lockedBalance: 0,
  bonusBalance: 10,
  withdrawalBalance: 110.5,
  status: 1,
};

/** One well-formed payload per topic, as the emitting module appends it to the outbox. */
const samples: Record<string, Record<string, unknown>> = {
  'player.updated': { playerId, changed: ['firstName'] },
  'wallet.account.changed': { playerId, account },
  'game.bet.placed': { playerId, roundId: 'r1', amount: 2, amountMinor: '200', account },
  'payment.invoice.changed': { playerId, invoice: invoice(1, 3), previousStatus: 1 },
  'wallet.credit.posted': { playerId, invoice: { ...invoice(3, 2), kind: 'quest.reward' } },
  'game.round.settled': {
    playerId,
    roundId: 'r1',
    status: 2,
    winner: {
      roundId: 'r1',
      gameId: 'g1',
      gameIdentity: 'book-of-embers',
      gameName: 'Book of Embers',
      playerName: 'Jo***',
      currency: 'EUR',
      amount: 42,
      multiplier: 21,
      at: '2026-11-22T10:00:00.000Z',
    },
  },
  'game.bet.refused': {
    playerId,
    reason: 'max_exceeded',
    cause: 'bonus_max_bet',
    refusal: { gameId: 'book-of-ra', currency: 'EUR', amount: 50, limit: 5 },
  },
  'retention.quest.updated': { playerId, quest: { id: 'q1', name: 'Weekend spins', state: 1 } },
  'retention.quest.task.updated': {
    playerId,
    task: { id: 't1', questId: 'q1', type: 'spins', isActive: true, progress: 3, quantity: 10, isCompleted: false },
  },
  'retention.loyalty.account.updated': {
    playerId,
    account: {
      points: 120,
      currentLevel: { name: 'Bronze', points: 100, order: 1 },
      nextLevel: { name: 'Silver', points: 500 },
    },
  },
  'retention.tournament.updated': {
    playerId,
    tournament: { id: 'tr1', title: 'Friday drops', prizes: [{ place: 1, title: '€500', entry: { playerId } }] },
  },
  'bonus.player-bonus.updated': { playerId, bonus: { id: 'b1', status: 2 } },
  'bonus.player-freespin.updated': { playerId, freespin: { id: 'f1', status: 1 } },
  'bonus.player-bonus-code.updated': { playerId, bonusCode: { id: 'c1', status: 1 } },
  'notification.message.created': {
    playerId,
    message: { id: 'm1', readAt: null, state: 1, content: { title: 'Your withdrawal is on its way' } },
  },
  'support.message.created': {
    playerId,
    event: {
      unread: 1,
      message: {
        id: 's1',
        seq: 7,
        conversationId: 'c1',
        author: 'agent',
        agentName: 'Ana',
        body: 'Hello, how can I help?',
        createdAt: '2026-11-28T10:00:00.000Z',
      },
    },
  },
  'support.conversation.ended': { playerId, event: { conversationId: 'c1', by: 'agent' } },
};

describe('outbox topics to realtime publications', () => {
  it('[S2.7-68] [S2.7-69] [S2.7-70] [S2.7-71] [S2.7-72] [S2.7-73] [S2.7-74] [S2.7-75] maps every topic to its player channel with a message its schema accepts, covering every event', () => {
    expect(Object.keys(samples).sort()).toEqual(Object.keys(publicationsByTopic).sort());
    const seen = new Set<string>();
    const refusal = samples['game.bet.refused'];
    const cases: [string, unknown][] = [
      ...Object.entries(samples),
      ['game.bet.refused', { ...refusal, reason: 'restricted' }],
      ['game.bet.refused', { ...refusal, reason: 'balance_insufficient' }],
    ];
    for (const [topic, payload] of cases) {
      const { publications, invalid } = publicationsFor(topic, payload);
      expect(invalid, topic).toEqual([]);
      expect(publications.length, topic).toBeGreaterThan(0);
      for (const { channel, message } of publications) {
        seen.add(message.type);
        // Each event travels on the channel the contract lists it for: bound to the payload's player, or public.
        const key = (Object.keys(channelEvents) as (keyof typeof channelEvents)[]).find((k) =>
          (channelEvents[k] as readonly string[]).includes(message.type),
        );
        const feed = (Object.keys(publicChannelEvents) as (keyof typeof publicChannelEvents)[]).find((k) =>
          (publicChannelEvents[k] as readonly string[]).includes(message.type),
        );
        expect(key ?? feed, message.type).toBeDefined();
        if (key) expect(channel).toBe(playerChannels[key](playerId));
        else expect(channel).toBe(publicChannels[feed as keyof typeof publicChannels]);
      }
    }
    // Topics for everyone watching one thing go to that thing's channel, with no player in them.
    const board = { id: 't1', version: 4, entrants: 2, leaders: [{ rank: 1, playerId, name: 'Pl***', score: 9 }] };
    const watched = publicationsFor('retention.tournament.board', { tournamentId: 't1', board });
    expect(watched).toEqual({
      publications: [
        { channel: tournamentBoardChannel('t1'), message: { type: realtimeEvents.tournamentBoard, data: board } },
      ],
      invalid: [],
    });
    for (const { message } of watched.publications) seen.add(message.type);
    expect(Object.keys(publicPublicationsByTopic).sort()).toEqual([
      'retention.tournament.board',
      'retention.tournament.ranks',
    ]);
    expect([...seen].sort()).toEqual(Object.values(realtimeEvents).sort());
  });

  it('tells each player of a rank flush the tournament as they see it, on their own channel', () => {
    const other = '5d0c1e2f-3a4b-4c5d-8e6f-7a8b9c0d1e2f';
    const tournament = { id: 'tr1', title: 'Friday drops', prizes: [], boardVersion: 7 };
    const me = (rank: number) => ({ joined: true, rank, score: 9, rounds: 2, prize: null });
    const ranks = [{ playerId, me: me(1) }, { playerId: other, me: me(2) }, { me: me(3) }];
    const told = publicationsFor('retention.tournament.ranks', { tournamentId: 'tr1', tournament, ranks });
    expect(told).toEqual({
      publications: [
        {
          channel: playerChannels.tournaments(playerId),
          message: { type: realtimeEvents.tournamentUpdated, data: { ...tournament, me: me(1) } },
        },
        {
          channel: playerChannels.tournaments(other),
          message: { type: realtimeEvents.tournamentUpdated, data: { ...tournament, me: me(2) } },
        },
      ],
      invalid: [],
    });
    expect(publicationsFor('retention.tournament.ranks', { tournamentId: 'tr1', ranks }).publications).toEqual([]);
  });

  it('publishes a settled round to the public winners feed only when it paid out, without the player id', () => {
    const settled = samples['game.round.settled'] as Record<string, unknown>;
    const { publications } = publicationsFor('game.round.settled', settled);
    expect(publications).toEqual([
      { channel: 'public:winners', message: { type: 'game.winner', data: settled.winner } },
    ]);
    expect(JSON.stringify(publications)).not.toContain(playerId);
    const { winner: _winner, ...lost } = settled;
    expect(publicationsFor('game.round.settled', { ...lost, status: 3 }).publications).toEqual([]);
  });

  it("[S2.7-65] tells the player the balance a game call moved from the call's own event, when it carries the account", () => {
    const accountUpdated = {
      channel: playerChannels.walletAccounts(playerId),
      message: { type: 'accountUpdated', data: account },
    };
    const { account: _account, ...unpaid } = samples['game.bet.placed'] as Record<string, unknown>;
    expect(publicationsFor('game.bet.placed', samples['game.bet.placed']).publications).toEqual([accountUpdated]);
    expect(publicationsFor('game.bet.placed', unpaid).publications).toEqual([]);
    const settled = samples['game.round.settled'] as Record<string, unknown>;
    expect(publicationsFor('game.round.settled', { ...settled, account }).publications).toEqual([
      accountUpdated,
      { channel: 'public:winners', message: { type: 'game.winner', data: settled.winner } },
    ]);
  });

  it('[S2.7-73] [S2.7-74] adds depositFailed only when a deposit moves to rejected', () => {
    const types = (payload: Record<string, unknown>) =>
      publicationsFor('payment.invoice.changed', { playerId, ...payload }).publications.map((p) => p.message.type);
    expect(types({ invoice: invoice(1, 3), previousStatus: 4 })).toEqual(['transactionUpdated', 'depositFailed']);
    expect(types({ invoice: invoice(1, 3), previousStatus: null })).toEqual(['transactionUpdated', 'depositFailed']);
    expect(types({ invoice: invoice(1, 3), previousStatus: 3 })).toEqual(['transactionUpdated']);
    expect(types({ invoice: invoice(1, 2), previousStatus: 1 })).toEqual(['transactionUpdated']);
    expect(types({ invoice: invoice(2, 3), previousStatus: 1 })).toEqual(['transactionUpdated']);
    // Spec 02 §3 names the field `invoiceType` or `type`.
    const { type: _type, ...untyped } = invoice(1, 3);
    expect(types({ invoice: { ...untyped, invoiceType: 1 }, previousStatus: 1 })).toEqual([
      'transactionUpdated',
      'depositFailed',
    ]);
  });

  it('sends nothing for a payload without a player, and reports one that breaks its contract instead of sending it', () => {
    expect(publicationsFor('player.updated', { changed: [] }).publications).toEqual([]);
    expect(publicationsFor('player.updated', null).publications).toEqual([]);
    expect(publicationsFor('no.such.topic', { playerId }).publications).toEqual([]);
    const broken = publicationsFor('wallet.account.changed', { playerId, account: { id: 'acc-1', balance: '12.00' } });
    expect(broken.publications).toEqual([]);
    expect(broken.invalid).toEqual([
      expect.objectContaining({ channel: playerChannels.walletAccounts(playerId), type: 'accountUpdated' }),
    ]);
    expect(publicationsFor('payment.invoice.changed', { playerId }).invalid).toHaveLength(1);
    expect(publicationsFor('game.bet.refused', { playerId, reason: 'bored', refusal: {} }).publications).toEqual([]);
  });

  it('sends what the schema parsed: fields outside a strict schema are dropped', () => {
    const [publication] = publicationsFor('wallet.account.changed', {
      playerId,
      account: { ...account, internalNote: 'x' },
    }).publications;
    expect(publication?.message.data).not.toHaveProperty('internalNote');
  });
});
