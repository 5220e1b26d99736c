import { describe, expect, it } from 'vitest';
import type { PlayerBonus } from './bonus-api.ts';
import { freespinPlayPath, hasWagered, overallPercent, timeLeft, wagerLines } from './bonus-view.ts';

const bonus = (extra: Partial<PlayerBonus> = {}): PlayerBonus => ({
  id: 'b1',
  bonusId: 'o1',
  name: 'Free 10',
  type: 1,
  status: 2,
  result: 1,
  currency: 'CAD',
  amount: 10,
  activatedAt: null,
  issuedAt: '2026-01-01T00:00:00.000Z',
  expiresAt: null,
  wagerCasino: 50,
  wagerSportsbook: 0,
  currentWagerCasinoAmount: 0,
  requiredWagerCasinoAmount: 500,
  currentWagerSportsbookAmount: 0,
  requiredWagerSportsbookAmount: 0,
  currentWagerPercentage: 0,
  maxBetAmount: 5,
  maxConversionAmount: 100,
  ...extra,
});

describe('a bonus card’s figures', () => {
  it('lists only the areas with a requirement, current capped at required', () => {
    expect(wagerLines(bonus({ currentWagerCasinoAmount: 125 }))).toEqual([
      { area: 'casino', current: 125, required: 500, percent: 25 },
    ]);
    const both = wagerLines(
      bonus({ requiredWagerSportsbookAmount: 80, currentWagerSportsbookAmount: 100, currentWagerCasinoAmount: 1 }),
    );
    expect(both.map((l) => [l.area, l.current, l.percent])).toEqual([
      ['casino', 1, 0],
      ['sportsbook', 80, 100],
    ]);
  });

  it('keeps the bar within 0–100 and knows when wagering has begun', () => {
    expect(overallPercent(bonus({ currentWagerPercentage: 104.2 }))).toBe(100);
    expect(overallPercent(bonus({ currentWagerPercentage: 33.9 }))).toBe(33);
    expect(hasWagered(bonus())).toBe(false);
    expect(hasWagered(bonus({ currentWagerCasinoAmount: 0.5 }))).toBe(true);
  });

  it('counts days, hours and minutes left, rounded up to the minute, and nothing once past', () => {
    const now = Date.parse('2026-01-01T00:00:00.000Z');
    expect(timeLeft('2026-01-02T03:04:30.000Z', now)).toEqual({ days: 1, hours: 3, minutes: 5 });
    expect(timeLeft('2026-01-01T00:00:00.000Z', now)).toBeUndefined();
  });

  it('plays an active free-spin award on its game in real money, in free-spin mode', () => {
    expect(freespinPlayPath({ id: 'fs 1', gameIdentity: 'fruit-stand' })).toBe(
      '/games/fruit-stand?real=true&freespin=fs%201',
    );
  });
});
