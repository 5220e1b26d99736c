import type { TournamentUpdate } from '@croupier/contracts/tournaments';
import { describe, expect, it } from 'vitest';
import { completedAlert } from './tournament-alerts.ts';

const update = (extra: Partial<TournamentUpdate>): TournamentUpdate => ({
  id: 't1',
  title: 'Weekend Slots Race',
  description: '',
  status: 'finished',
  startsAt: '2026-11-20T00:00:00.000Z',
  endsAt: '2026-11-22T00:00:00.000Z',
  scoring: 'staked',
  entry: 'automatic',
  minBet: 0.2,
  buyIn: 0,
  currency: 'CAD',
  gameTypes: [],
  gameIds: [],
  prizePool: 1000,
  entrants: 3,
  prizes: [],
  leaders: [],
  boardVersion: 0,
  me: {
    joined: true,
    rank: 2,
    score: 40,
    rounds: 3,
    prize: { place: 2, kind: 'cash', title: '', amount: 250, currency: 'CAD' },
  },
  ...extra,
});
const money = (amount: number, code: string) => `${amount} ${code}`;

describe('the tournament-completed alert', () => {
  it('[S2.4-119] words the prize holder’s alert with place, tournament and prize', () => {
    expect(completedAlert(update({ completed: true }), money)).toMatchObject({
      title: 'tournaments.alert.title',
      text: 'tournaments.alert.text',
      values: { place: 2, tournament: 'Weekend Slots Race', prize: '250 CAD' },
    });
  });

  it('names a bonus prize by its title', () => {
    const me = {
      joined: true,
      rank: 1,
      score: 9,
      rounds: 2,
      prize: { place: 1, kind: 'bonus' as const, title: '50 free spins', amount: 0, currency: 'CAD' },
    };
    expect(completedAlert(update({ completed: true, me }), money)?.values).toMatchObject({ prize: '50 free spins' });
  });

  it('says nothing for a score update or to a player without a prize', () => {
    expect(completedAlert(update({}), money)).toBeUndefined();
    expect(
      completedAlert(
        update({ completed: true, me: { joined: true, rank: 5, score: 1, rounds: 1, prize: null } }),
        money,
      ),
    ).toBeUndefined();
  });
});
