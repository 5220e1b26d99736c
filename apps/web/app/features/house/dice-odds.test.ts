import { describe, expect, it } from 'vitest';
import { payoutFactor, targetFor } from './dice-odds.ts';

describe('dice odds on the game page', () => {
  it('turns a win chance into the target of either direction, and pays by the game’s RTP', () => {
    expect(targetFor('under', 5000)).toBe(5000);
    expect(targetFor('over', 5000)).toBe(4999);
    expect(payoutFactor('under', 5000)).toBe(1.98);
    expect(payoutFactor('over', 5000)).toBe(1.98);
    expect(payoutFactor('under', 100)).toBe(99);
  });
});
