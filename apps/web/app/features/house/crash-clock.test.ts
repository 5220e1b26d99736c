import { settleCrashBet } from '@croupier/house-games/crash';
import { crashFlight, flightMs, multiplierAt } from '@croupier/house-games/crash-flight';
import { describe, expect, it } from 'vitest';
import {
  betResult,
  cashOutAmount,
  cashOutDelayMs,
  multiplierNumber,
  multiplierOf,
  nextReading,
  noReading,
  type PlayerBet,
  parseAutoCashOut,
  phaseAt,
  pointTier,
  readoutAt,
  secondsLeft,
  serverOffset,
} from './crash-clock.ts';

const start = Date.parse('2030-01-01T12:00:00.000Z');
const round = {
  bettingStartsAt: new Date(start).toISOString(),
  bettingEndsAt: new Date(start + crashFlight.bettingMs).toISOString(),
  crashPoint: null,
};
const takeOff = start + crashFlight.bettingMs;

describe('the crash page’s clock', () => {
  it('[S1.2-19] waits, takes bets until take-off, flies until the crash is announced, then shows the point', () => {
    expect(phaseAt(round, start - 1)).toBe('waiting');
    expect(phaseAt(round, start)).toBe('betting');
    expect(phaseAt(round, takeOff - 1)).toBe('betting');
    expect(phaseAt(round, takeOff)).toBe('flying');
    // Long past any plausible point, the page keeps climbing until the server says it crashed.
    expect(phaseAt(round, takeOff + 600_000)).toBe('flying');
    expect(phaseAt({ ...round, crashPoint: 237 }, takeOff + 1)).toBe('crashed');
  });

  it('[S1.2-19] climbs with the studio’s own flight curve from the take-off time, and stops at the point', () => {
    expect(multiplierOf(round, start)).toBe(100);
    expect(multiplierOf(round, takeOff)).toBe(100);
    expect(multiplierOf(round, takeOff + 5_000)).toBe(multiplierAt(5_000));
    expect(multiplierOf(round, takeOff + flightMs(237))).toBeGreaterThanOrEqual(237);
    expect(multiplierOf({ ...round, crashPoint: 237 }, takeOff + 60_000)).toBe(237);
  });

  it('[S1.2-19] reads the server’s clock ahead of (or behind) this one from the middle of the round trip', () => {
    const server = new Date(10_500).toISOString();
    expect(serverOffset(server, 10_000, 10_200)).toBe(400);
    expect(serverOffset(new Date(9_000).toISOString(), 10_000, 10_000)).toBe(-1_000);
    expect(serverOffset('not a time', 0, 10)).toBe(0);
  });

  it('[S1.2-19] counts the seconds down, rounded up, never below zero', () => {
    expect(secondsLeft(takeOff, takeOff - 4_210, 1)).toBe(4.3);
    expect(secondsLeft(takeOff, takeOff - 4_200, 1)).toBe(4.2);
    expect(secondsLeft(takeOff, takeOff - 1_200, 0)).toBe(2);
    expect(secondsLeft(takeOff, takeOff + 5, 1)).toBe(0);
  });

  it('[S1.2-19] writes multipliers with two decimals in the reader’s locale', () => {
    expect(multiplierNumber(237, 'en-US')).toBe('2.37');
    expect(multiplierNumber(100, 'en-US')).toBe('1.00');
    expect(multiplierNumber(123_456, 'en-US')).toBe('1,234.56');
    expect(multiplierNumber(237, 'de-DE')).toBe('2,37');
  });

  it('[S1.2-19] reads the automatic cash-out as hundredths from 1.01×, and none when empty', () => {
    expect(parseAutoCashOut('')).toEqual({ valid: true, hundredths: null });
    expect(parseAutoCashOut('  ')).toEqual({ valid: true, hundredths: null });
    expect(parseAutoCashOut('2')).toEqual({ valid: true, hundredths: 200 });
    expect(parseAutoCashOut('2.00')).toEqual({ valid: true, hundredths: 200 });
    expect(parseAutoCashOut('2.5')).toEqual({ valid: true, hundredths: 250 });
    expect(parseAutoCashOut('1,01')).toEqual({ valid: true, hundredths: 101 });
    expect(parseAutoCashOut('1.00')).toEqual({ valid: false });
    expect(parseAutoCashOut('1')).toEqual({ valid: false });
    expect(parseAutoCashOut('1.005')).toEqual({ valid: false });
    expect(parseAutoCashOut('-2')).toEqual({ valid: false });
    expect(parseAutoCashOut('x2')).toEqual({ valid: false });
    expect(parseAutoCashOut('1000000')).toEqual({ valid: true, hundredths: 100_000_000 });
    expect(parseAutoCashOut('1000000.01')).toEqual({ valid: false });
  });

  it('[S1.2-19] pays a cash-out in whole minor units, rounded down, as the studio settles it', () => {
    expect(cashOutAmount(100n, 101)).toBe(101n);
    expect(cashOutAmount(100n, 237)).toBe(237n);
    expect(cashOutAmount(33n, 150)).toBe(49n);
    expect(cashOutAmount(0n, 150)).toBe(0n);
    for (const [stake, point] of [
      [1n, 101],
      [33n, 150],
      [12_345n, 999],
      [10n ** 15n, 100_000_000],
    ] as const) {
      expect(cashOutAmount(stake, point)).toBe(settleCrashBet(point, stake, point).win);
    }
  });

  it('[S1.2-19] says where the player’s bet stands: in the air, cashed out (by hand or automatically, as soon as the flight passes the target) or lost', () => {
    const bet: PlayerBet = {
      stakeMinor: '100',
      winMinor: '0',
      winPending: false,
      outcome: { chainId: 1, round: 4, autoCashOut: 150, cashOut: null },
    };
    expect(betResult(bet, null)).toEqual({ kind: 'in-play', stakeMinor: 100n, autoCashOut: 150 });
    expect(betResult(bet, 150)).toEqual({ kind: 'won', cashOut: 150, winMinor: 150n, pending: false });
    expect(betResult(bet, 149)).toEqual({ kind: 'lost', crashPoint: 149 });
    // In flight: still in the air below the target; once the flight passes it, won and paid at the crash.
    expect(betResult(bet, null, 149)).toEqual({ kind: 'in-play', stakeMinor: 100n, autoCashOut: 150 });
    expect(betResult(bet, null, 150)).toEqual({ kind: 'won', cashOut: 150, winMinor: 150n, pending: true });
    expect(betResult(bet, 151, 150)).toEqual({ kind: 'won', cashOut: 150, winMinor: 150n, pending: false });
    const byHand = { ...bet, winMinor: '123', outcome: { ...bet.outcome, autoCashOut: null, cashOut: 123 } };
    expect(betResult(byHand, null)).toEqual({ kind: 'won', cashOut: 123, winMinor: 123n, pending: false });
    expect(betResult(byHand, 100)).toMatchObject({ kind: 'won', cashOut: 123 });
    expect(betResult({ ...bet, outcome: { ...bet.outcome, autoCashOut: null } }, 1_000)).toEqual({
      kind: 'lost',
      crashPoint: 1_000,
    });
  });

  it('[S1.2-19] shades past points by size', () => {
    expect([100, 199, 200, 999, 1000].map(pointTier)).toEqual(['low', 'low', 'mid', 'mid', 'high']);
  });

  it('keeps the reading of the server’s clock from the quickest round trip so far', () => {
    const first = nextReading(noReading, new Date(10_500).toISOString(), 10_000, 10_200);
    expect(first).toEqual({ ms: 400, trip: 200 });
    // Up to half as slow again: read, and the best trip is kept.
    expect(nextReading(first, new Date(20_700).toISOString(), 20_000, 20_300)).toEqual({ ms: 550, trip: 200 });
    // Slower than that: not read at all.
    expect(nextReading(first, new Date(30_000).toISOString(), 29_000, 29_301)).toBe(first);
    expect(nextReading(first, new Date(40_050).toISOString(), 40_000, 40_100)).toEqual({ ms: 0, trip: 100 });
  });

  it('shows 1.00× while betting, the climb in flight, the point once crashed and the last point while waiting', () => {
    expect(readoutAt(round, undefined, start + 1)).toEqual({ phase: 'betting', afterCrash: false, shown: 100 });
    expect(readoutAt(round, { crashPoint: 512 }, start + 1)).toEqual({
      phase: 'betting',
      afterCrash: false,
      shown: 100,
    });
    expect(readoutAt(round, { crashPoint: 512 }, start - 1)).toEqual({
      phase: 'waiting',
      afterCrash: true,
      shown: 512,
    });
    expect(readoutAt(round, { crashPoint: null }, start - 1)).toEqual({
      phase: 'waiting',
      afterCrash: false,
      shown: 100,
    });
    expect(readoutAt(round, undefined, takeOff + 5_000)).toEqual({
      phase: 'flying',
      afterCrash: false,
      shown: multiplierAt(5_000),
    });
    expect(readoutAt({ ...round, crashPoint: 237 }, { crashPoint: 512 }, takeOff + 60_000)).toEqual({
      phase: 'crashed',
      afterCrash: true,
      shown: 237,
    });
  });

  it('holds a cash-out pressed before ×1.01 until the flight gets there, and sends a later one at once', () => {
    const payable = flightMs(101);
    expect(multiplierAt(payable)).toBe(101);
    expect(multiplierAt(payable - 1)).toBe(100);
    expect(cashOutDelayMs(round, takeOff, 0)).toBe(payable);
    expect(cashOutDelayMs(round, takeOff + 100, 0)).toBe(payable - 100);
    // Half the clock reading's round trip more, as the page's clock may be that far ahead; at most 250 ms.
    expect(cashOutDelayMs(round, takeOff + 100, 40)).toBe(payable - 60);
    expect(cashOutDelayMs(round, takeOff, Number.POSITIVE_INFINITY)).toBe(payable);
    expect(cashOutDelayMs(round, takeOff, 10_000)).toBe(payable + 250);
    expect(cashOutDelayMs(round, takeOff + payable, 0)).toBe(0);
    expect(cashOutDelayMs(round, takeOff + 5_000, 40)).toBe(0);
  });
});
