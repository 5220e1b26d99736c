import { describe, expect, it } from 'vitest';
import { crashPointFromSource } from './crash.ts';
import { flightMs, multiplierAt } from './crash-flight.ts';
import { seededRandomSource } from './seeded-random.ts';

describe('the crash flight clock', () => {
  it('starts at 1.00×, doubles in about 11.6 s, and reaches each crash point at the end of its flight', () => {
    expect(multiplierAt(0)).toBe(100);
    expect(multiplierAt(11_552)).toBe(199);
    expect(multiplierAt(11_553)).toBe(200);
    const source = seededRandomSource(7);
    for (let i = 0; i < 10_000; i++) {
      const point = crashPointFromSource(source);
      const end = flightMs(point);
      // Before the end the multiplier is below the point, at the end it has reached it.
      if (end > 0) expect(multiplierAt(end - 1)).toBeLessThan(point);
      // (Doubles may land a hair under the exact power: at most one hundredth.)
      expect(multiplierAt(end)).toBeGreaterThanOrEqual(point - 1);
    }
  });
});
