import type { CrashBetResult, CrashRound, CrashState, CrashTableBet } from '@croupier/contracts/house';
import { describe, expect, it } from 'vitest';
import { type Live, nothing, reduce } from './crash-table-state.ts';

const round = (number: number, crashPoint: number | null = null, chainId = 1): CrashRound => ({
  chainId,
  number,
  bettingStartsAt: '2030-01-01T12:00:00.000Z',
  bettingEndsAt: '2030-01-01T12:00:10.000Z',
  crashPoint,
  crashedAt: crashPoint === null ? null : '2030-01-01T12:00:20.000Z',
  seed: crashPoint === null ? null : `seed-${number}`,
});
const bet = (label: string, cashOut: number | null = null): CrashTableBet => ({
  label,
  currency: 'USD',
  stakeMinor: '100',
  cashOut,
  winMinor: null,
});
const mine = (number: number, cashOut: number | null = null, chainId = 1): CrashBetResult => ({
  roundId: `r${number}`,
  stakeMinor: '100',
  winMinor: '0',
  balanceMinor: '900',
  winPending: false,
  nonce: 0,
  serverSeedHash: '',
  outcome: { chainId, round: number, autoCashOut: null, cashOut },
});
const state = (current: CrashRound, extra: Partial<CrashState> = {}): CrashState => ({
  serverTime: '2030-01-01T12:00:05.000Z',
  round: current,
  bets: [],
  myBet: null,
  history: [],
  chain: { commitment: 'c', salt: 's' },
  balanceMinor: '',
  ...extra,
});
const at = (live: Live, ...actions: Parameters<typeof reduce>[1][]) => actions.reduce(reduce, live);

describe('the crash page’s picture of the live table', () => {
  it('takes a state answer as it is on a first load', () => {
    const answer = state(round(5), { bets: [bet('#a')], myBet: mine(4), history: [round(4, 150)] });
    expect(reduce(nothing, { type: 'state', state: answer })).toEqual({
      round: round(5),
      bets: [bet('#a')],
      myBet: mine(4),
      history: [round(4, 150)],
      chain: answer.chain,
    });
  });

  it('ignores a state answer older than the round the messages already announced', () => {
    const live = at(nothing, { type: 'message', message: { type: 'round', round: round(6) } });
    expect(reduce(live, { type: 'state', state: state(round(5)) })).toBe(live);
  });

  it('keeps a crash it already heard of when a state answer of the same round still has it flying', () => {
    const live = at(nothing, { type: 'message', message: { type: 'crashed', round: round(5, 230) } });
    expect(reduce(live, { type: 'state', state: state(round(5)) }).round).toEqual(round(5, 230));
  });

  it('keeps its own later (or cashed-out) bet over the one an answer still gives', () => {
    const later = at(
      nothing,
      { type: 'mine', bet: mine(6) },
      { type: 'state', state: state(round(6), { myBet: mine(5) }) },
    );
    expect(later.myBet).toEqual(mine(6));
    const cashed = at(
      nothing,
      { type: 'mine', bet: mine(6, 150) },
      { type: 'state', state: state(round(6), { myBet: mine(6) }) },
    );
    expect(cashed.myBet).toEqual(mine(6, 150));
    const newer = at(
      nothing,
      { type: 'mine', bet: mine(5) },
      { type: 'state', state: state(round(6), { myBet: mine(6) }) },
    );
    expect(newer.myBet).toEqual(mine(6));
  });

  it('starts a new round with no bets, and keeps the bets when the same round is announced again', () => {
    const live = at(
      nothing,
      { type: 'state', state: state(round(5), { bets: [bet('#a')] }) },
      { type: 'message', message: { type: 'round', round: round(5) } },
    );
    expect(live.bets).toEqual([bet('#a')]);
    const next = reduce(live, { type: 'message', message: { type: 'round', round: round(6) } });
    expect(next.round).toEqual(round(6));
    expect(next.bets).toEqual([]);
    expect(reduce(next, { type: 'message', message: { type: 'round', round: round(5) } })).toBe(next);
  });

  it('adds a crash to the history newest first, once, and a late crash only there', () => {
    const live = at(
      nothing,
      { type: 'state', state: state(round(6), { history: [round(4, 120)] }) },
      { type: 'message', message: { type: 'crashed', round: round(5, 300) } },
      { type: 'message', message: { type: 'crashed', round: round(5, 300) } },
    );
    expect(live.history.map((past) => past.number)).toEqual([5, 4]);
    expect(live.round).toEqual(round(6));
    const next = reduce(live, { type: 'message', message: { type: 'crashed', round: round(6, 101) } });
    expect(next.round).toEqual(round(6, 101));
    expect(next.history.map((past) => past.number)).toEqual([6, 5, 4]);
  });

  it('orders a new chain’s rounds after the old chain’s and keeps the last twenty', () => {
    let live: Live = nothing;
    for (let n = 1; n <= 25; n += 1) {
      live = reduce(live, { type: 'message', message: { type: 'crashed', round: round(n, 150) } });
    }
    live = reduce(live, { type: 'message', message: { type: 'crashed', round: round(1, 200, 2) } });
    expect(live.history).toHaveLength(20);
    expect(live.history[0]).toEqual(round(1, 200, 2));
    expect(live.history[1]?.number).toBe(25);
  });

  it('lists each bet of the current round once, updated by its cash-out, and none of another round', () => {
    const live = at(
      nothing,
      { type: 'state', state: state(round(5)) },
      { type: 'message', message: { type: 'bet', round: 5, bet: bet('#a') } },
      { type: 'message', message: { type: 'bet', round: 5, bet: bet('#b') } },
      { type: 'message', message: { type: 'cash-out', round: 5, bet: bet('#a', 180) } },
    );
    expect(live.bets).toEqual([bet('#a', 180), bet('#b')]);
    expect(reduce(live, { type: 'message', message: { type: 'bet', round: 4, bet: bet('#c') } })).toBe(live);
  });
});
