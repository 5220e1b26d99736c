import type { Winner } from '@croupier/contracts/games';
import { describe, expect, it } from 'vitest';
import { tickerSize, withWinner } from './winners-ticker.tsx';

const winner = (n: number): Winner => ({
  roundId: `r${n}`,
  gameId: 'g',
  gameIdentity: 'book-of-embers',
  gameName: 'Book of Embers',
  playerName: 'Jo***',
  currency: 'CAD',
  amount: n,
  multiplier: 2,
  at: '2026-11-22T10:00:00.000Z',
});

describe('the winners ticker', () => {
  it('puts a new winner first, keeps at most twelve and never shows a round twice', () => {
    let list: Winner[] = [];
    for (let n = 1; n <= 15; n += 1) list = withWinner(list, winner(n));
    expect(list).toHaveLength(tickerSize);
    expect(list.map((w) => w.roundId).slice(0, 3)).toEqual(['r15', 'r14', 'r13']);
    expect(withWinner(list, winner(14)).filter((w) => w.roundId === 'r14')).toHaveLength(1);
    expect(withWinner(list, winner(14))[0]?.roundId).toBe('r14');
  });
});
