import { describe, expect, it } from 'vitest';
import { initialAmount, visiblePresets } from './presets.ts';

const presets = (amounts: number[], defaultAt?: number) =>
  amounts.map((amount, index) => ({ amount, default: index === defaultAt }));

describe('deposit presets', () => {
  it('[S2.5-29] shows all of fewer than 6', () => {
    expect(visiblePresets(presets([10, 20, 50, 100, 200], 2)).map((p) => p.amount)).toEqual([10, 20, 50, 100, 200]);
    expect(visiblePresets([])).toEqual([]);
  });

  it('[S2.5-30] shows 5 starting at the default of 6 or more', () => {
    const list = presets([10, 20, 50, 100, 200, 500, 1000, 2000], 2);
    expect(visiblePresets(list).map((p) => p.amount)).toEqual([50, 100, 200, 500, 1000]);
    // Near the end the window is shorter: "at most 5".
    expect(visiblePresets(presets([10, 20, 50, 100, 200, 500], 4)).map((p) => p.amount)).toEqual([200, 500]);
  });

  it('[S2.5-31] shows the first 5 when none is the default', () => {
    expect(visiblePresets(presets([10, 20, 50, 100, 200, 500])).map((p) => p.amount)).toEqual([10, 20, 50, 100, 200]);
  });
});

describe('initial amount', () => {
  const list = presets([10, 20, 50, 100], 2);
  it('[S2.5-32] is the bonus minimum when it is above the default preset', () => {
    expect(initialAmount(list, 5, 75)).toBe(75);
  });
  it('[S2.5-33] is otherwise the default preset', () => {
    expect(initialAmount(list, 5, 30)).toBe(50);
    expect(initialAmount(list, 5)).toBe(50);
  });
  it('[S2.5-34] is otherwise the method minimum', () => {
    expect(initialAmount(presets([10, 20]), 5)).toBe(5);
    expect(initialAmount([], 15)).toBe(15);
    expect(initialAmount([], 15, 40)).toBe(40);
  });
});
