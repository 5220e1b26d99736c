import { describe, expect, it } from 'vitest';
import {
  bannerCountdownMinutes,
  countdownToleranceMinutes,
  generalCountdownMinutes,
  minutesSeconds,
  promoRemainingMs,
} from './promo-countdown.ts';

const created = '2026-03-05T12:00:00.000Z';
const at = (minutes: number) => Date.parse(created) + minutes * 60_000;

describe('promo banner countdown', () => {
  it('[S2.4-79] counts the remaining time from the profile createdAt', () => {
    expect(promoRemainingMs(created, at(3), 10)).toBe(7 * 60_000);
    expect(promoRemainingMs(new Date(created), at(0.5), 5)).toBe(4.5 * 60_000);
  });

  it('[S2.4-80] only while elapsed is above 0 and below the countdown minus 0.2 min', () => {
    expect(promoRemainingMs(created, at(0), 10)).toBeUndefined();
    expect(promoRemainingMs(created, at(-1), 10)).toBeUndefined();
    expect(promoRemainingMs(created, at(9.79), 10)).toBeGreaterThan(0);
    expect(promoRemainingMs(created, at(9.8), 10)).toBeUndefined();
    expect(promoRemainingMs(created, at(11), 10)).toBeUndefined();
    expect(promoRemainingMs('not a date', at(1), 10)).toBeUndefined();
    expect(countdownToleranceMinutes).toBe(0.2);
  });

  it('defaults to 5 minutes in the banner and 10 on the general screen', () => {
    expect(bannerCountdownMinutes).toBe(5);
    expect(generalCountdownMinutes).toBe(10);
  });

  it('[S2.2-67] shows minutes and seconds', () => {
    expect(minutesSeconds(7 * 60_000 + 5_000)).toEqual({ minutes: '07', seconds: '05' });
    expect(minutesSeconds(59_001)).toEqual({ minutes: '01', seconds: '00' });
    expect(minutesSeconds(-5)).toEqual({ minutes: '00', seconds: '00' });
  });
});
