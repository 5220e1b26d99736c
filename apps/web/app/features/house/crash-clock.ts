import type { CrashRound } from '@croupier/contracts/house';
import { crashConfig } from '@croupier/house-games/crash';
import { flightMs, multiplierAt } from '@croupier/house-games/crash-flight';

/**
 * The crash page's clock, worked out in the browser from the round's times and the server's clock: which
 * phase a round is in, how far the multiplier has climbed, and what a cash-out would pay. Only the start of
 * the flight and the crash travel over the wire; everything in between is computed here, as the server does.
 */

export type CrashPhase = 'waiting' | 'betting' | 'flying' | 'crashed';

type RoundTimes = Pick<CrashRound, 'bettingStartsAt' | 'bettingEndsAt' | 'crashPoint'>;

/** The round's phase at `serverNow`: it stays in flight until the crash is announced (its point known). */
export function phaseAt(round: RoundTimes, serverNow: number): CrashPhase {
  if (round.crashPoint !== null) return 'crashed';
  if (serverNow < Date.parse(round.bettingStartsAt)) return 'waiting';
  if (serverNow < Date.parse(round.bettingEndsAt)) return 'betting';
  return 'flying';
}

/**
 * How far the server's clock is ahead of this one (ms), from its time in an answer and when the request
 * left and the answer came: the server read its clock about halfway through the round trip.
 */
export function serverOffset(serverTime: string, sentAt: number, receivedAt: number): number {
  const server = Date.parse(serverTime);
  if (Number.isNaN(server)) return 0;
  return server - (sentAt + receivedAt) / 2;
}

/** The page's reading of the server's clock: its offset (ms) and the round trip it was read over. */
export interface ClockReading {
  ms: number;
  trip: number;
}

export const noReading: ClockReading = { ms: 0, trip: Number.POSITIVE_INFINITY };

/**
 * The reading after an answer with the server's time that left at `sentAt` and came at `receivedAt`. The
 * quickest round trip gives the closest reading of the server's clock: an answer that took much longer than
 * the best one so far is not read at all.
 */
export function nextReading(
  reading: ClockReading,
  serverTime: string,
  sentAt: number,
  receivedAt: number,
): ClockReading {
  const trip = receivedAt - sentAt;
  if (trip > reading.trip * 1.5) return reading;
  return { ms: serverOffset(serverTime, sentAt, receivedAt), trip: Math.min(trip, reading.trip) };
}

/**
 * How long a cash-out pressed at `serverNow` waits before it is sent (ms). The studio pays from ×1.01, which
 * the flight reaches 166 ms after take-off; a press in that first instant waits for it instead of being
 * refused as too early, with `uncertainty` (half the clock reading's round trip) added, as this page's
 * reading of the server's clock may be that far ahead.
 */
export function cashOutDelayMs(round: RoundTimes, serverNow: number, uncertainty: number): number {
  const payable = Date.parse(round.bettingEndsAt) + flightMs(crashConfig.minCashOutHundredths);
  const margin = Math.min(Number.isFinite(uncertainty) ? uncertainty : 0, 250);
  return Math.max(0, Math.ceil(payable + margin - serverNow));
}

/** The multiplier in hundredths at `serverNow`: 1.00× until take-off, climbing in flight, the point once crashed. */
export function multiplierOf(round: RoundTimes, serverNow: number): number {
  if (round.crashPoint !== null) return round.crashPoint;
  return multiplierAt(serverNow - Date.parse(round.bettingEndsAt));
}

/** What the big number shows: the round's phase, whether it is showing a crash, and the multiplier. */
export interface Readout {
  phase: CrashPhase;
  afterCrash: boolean;
  shown: number;
}

/**
 * The readout at `serverNow`: the climbing multiplier in flight, the point once crashed, the last round's
 * point (still as a crash) while the next round waits, and 1.00× once betting opens.
 */
export function readoutAt(
  round: RoundTimes,
  last: Pick<CrashRound, 'crashPoint'> | undefined,
  serverNow: number,
): Readout {
  const phase = phaseAt(round, serverNow);
  const afterCrash = phase === 'crashed' || (phase === 'waiting' && last?.crashPoint != null);
  const shown =
    phase === 'flying' || phase === 'crashed'
      ? multiplierOf(round, serverNow)
      : phase === 'waiting' && last?.crashPoint != null
        ? last.crashPoint
        : 100;
  return { phase, afterCrash, shown };
}

const formats = new Map<string, Intl.NumberFormat>();
/** A number format with `digits` decimals in the reader's locale, made once (the clock formats every frame). */
export function decimals(tag: string, digits: 1 | 2): Intl.NumberFormat {
  const key = `${tag}:${digits}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(tag, { minimumFractionDigits: digits, maximumFractionDigits: digits });
    formats.set(key, format);
  }
  return format;
}

/** Hundredths as the page writes a multiplier: two decimals in the reader's locale (2.37, 1 000,00). */
export function multiplierNumber(hundredths: number, tag: string): string {
  return decimals(tag, 2).format(hundredths / 100);
}

/** Seconds left until `at` (ms), never below 0, with `decimals` (rounded up: 0.01 s left still shows 0.1). */
export function secondsLeft(at: number, serverNow: number, decimals: 0 | 1): number {
  const ms = Math.max(0, at - serverNow);
  const scale = decimals === 1 ? 10 : 1;
  return Math.ceil((ms / 1000) * scale) / scale;
}

export type AutoCashOut = { valid: true; hundredths: number | null } | { valid: false };

/**
 * The automatic cash-out as typed ("2", "2.5", "2,50" → 200, 250, 250 hundredths); empty means none.
 * Valid from 1.01× to the game's cap, in hundredths at most.
 */
export function parseAutoCashOut(typed: string): AutoCashOut {
  const text = typed.trim().replace(',', '.');
  if (text === '') return { valid: true, hundredths: null };
  const match = /^(\d{1,7})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return { valid: false };
  const hundredths = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  if (hundredths < crashConfig.minCashOutHundredths || hundredths > crashConfig.maxHundredths) return { valid: false };
  return { valid: true, hundredths };
}

/** What a stake pays cashed out at `hundredths`, rounded down to whole minor units as the studio pays it. */
export function cashOutAmount(stakeMinor: bigint, hundredths: number): bigint {
  if (hundredths <= 0) return 0n;
  return (stakeMinor * BigInt(Math.floor(hundredths))) / 100n;
}

export interface PlayerBet {
  stakeMinor: string;
  winMinor: string;
  winPending: boolean;
  outcome: { chainId: number; round: number; autoCashOut: number | null; cashOut: number | null };
}

export type BetResult =
  | { kind: 'in-play'; stakeMinor: bigint; autoCashOut: number | null }
  | { kind: 'won'; cashOut: number; winMinor: bigint; pending: boolean }
  | { kind: 'lost'; crashPoint: number };

/**
 * Where the player's bet stands given its round's crash point (null while the round has not crashed): cashed
 * out (by hand, or automatically when the round reached the target), lost at the crash, or still in the air.
 * `flown` is how high the flight has climbed so far: a target it has passed is a win already, pending until
 * the table has cashed it out (it does as the flight passes the target) or the round ends.
 */
export function betResult(bet: PlayerBet, crashPoint: number | null, flown?: number): BetResult {
  const { cashOut, autoCashOut } = bet.outcome;
  if (cashOut !== null) {
    return {
      kind: 'won',
      cashOut,
      winMinor: BigInt(bet.winMinor) > 0n ? BigInt(bet.winMinor) : cashOutAmount(BigInt(bet.stakeMinor), cashOut),
      pending: bet.winPending,
    };
  }
  const reached = crashPoint ?? flown;
  if (autoCashOut !== null && reached !== undefined && autoCashOut <= reached) {
    return {
      kind: 'won',
      cashOut: autoCashOut,
      winMinor: cashOutAmount(BigInt(bet.stakeMinor), autoCashOut),
      pending: crashPoint === null || bet.winPending,
    };
  }
  if (crashPoint === null) return { kind: 'in-play', stakeMinor: BigInt(bet.stakeMinor), autoCashOut };
  return { kind: 'lost', crashPoint };
}

/** The same round of the same chain. */
export function sameRound(a: { chainId: number; number: number }, b: { chainId: number; number: number }): boolean {
  return a.chainId === b.chainId && a.number === b.number;
}

/** How a past round's chip is shaded: under 2×, 2× to under 10×, 10× and more. */
export function pointTier(hundredths: number): 'low' | 'mid' | 'high' {
  if (hundredths < 200) return 'low';
  return hundredths < 1000 ? 'mid' : 'high';
}
