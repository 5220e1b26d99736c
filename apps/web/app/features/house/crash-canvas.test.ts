import { crashFlight, flightMs } from '@croupier/house-games/crash-flight';
import { describe, expect, it } from 'vitest';
import { flightAt } from './crash-canvas.ts';

const start = Date.parse('2030-01-01T12:00:00.000Z');
const takeOff = start + crashFlight.bettingMs;
const round = { bettingEndsAt: new Date(takeOff).toISOString(), crashPoint: null };

describe('the crash page’s picture of the flight', () => {
  it('climbs from take-off while in flight', () => {
    expect(flightAt('flying', round, undefined, takeOff + 3_500)).toEqual({ elapsed: 3_500, crashed: false });
    // A clock a little behind the take-off still draws from the start, never before it.
    expect(flightAt('flying', round, undefined, takeOff - 20)).toEqual({ elapsed: 0, crashed: false });
  });

  it('shows the whole flight up to the crash point once crashed', () => {
    expect(flightAt('crashed', { ...round, crashPoint: 237 }, undefined, takeOff + 60_000)).toEqual({
      elapsed: flightMs(237),
      crashed: true,
    });
  });

  it('keeps the last round’s crashed flight while the next one waits, and clears it when betting opens', () => {
    const last = { crashPoint: 512 };
    expect(flightAt('waiting', round, last, start - 1)).toEqual({ elapsed: flightMs(512), crashed: true });
    expect(flightAt('betting', round, last, start + 1)).toEqual({ elapsed: 0, crashed: false });
    expect(flightAt('waiting', round, undefined, start - 1)).toEqual({ elapsed: 0, crashed: false });
  });
});
