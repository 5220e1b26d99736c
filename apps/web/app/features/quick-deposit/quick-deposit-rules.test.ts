import { describe, expect, it } from 'vitest';
import { isDismissed, isLowBalance, isQuietPage, limitsForbidNudge } from './quick-deposit-rules.ts';

const now = new Date('2026-03-10T12:00:00Z');
const limit = (definition: 1 | 2 | 3 | 4 | 5, expiredAt: string | null = null) => ({ definition, expiredAt });

describe('quick-deposit prompt rules', () => {
  it('counts a balance as low under CAD 10 of value, at the currency’s rate', () => {
    expect(isLowBalance(9.99, 1)).toBe(true);
    expect(isLowBalance(10, 1)).toBe(false);
    expect(isLowBalance(50, 1)).toBe(false);
    // EUR at 1.58 CAD: €6 is worth CAD 9.48, €7 CAD 11.06.
    expect(isLowBalance(6, 1.58)).toBe(true);
    expect(isLowBalance(7, 1.58)).toBe(false);
    // JPY at 0.0092 CAD: ¥1,000 is CAD 9.20.
    expect(isLowBalance(1000, 0.0092)).toBe(true);
    expect(isLowBalance(0.0001, 137_500)).toBe(false);
    expect(isLowBalance(0, undefined)).toBe(false);
  });

  it('stays off game pages and the limits page, in every locale', () => {
    expect(isQuietPage('/games/croupier-originals-fruit-stand-classic')).toBe(true);
    expect(isQuietPage('/de/games/dice')).toBe(true);
    expect(isQuietPage('/profile/limits')).toBe(true);
    expect(isQuietPage('/fr/profile/limits')).toBe(true);
    expect(isQuietPage('/')).toBe(false);
    expect(isQuietPage('/casino')).toBe(false);
    expect(isQuietPage('/profile/history')).toBe(false);
  });

  it('is never shown to a player with a deposit limit, a running cooling-off or self-exclusion', () => {
    expect(limitsForbidNudge([], now)).toBe(false);
    expect(limitsForbidNudge([limit(1), limit(2)], now)).toBe(false);
    expect(limitsForbidNudge([limit(3)], now)).toBe(true);
    expect(limitsForbidNudge([limit(5, '2026-03-11T00:00:00Z')], now)).toBe(true);
    expect(limitsForbidNudge([limit(5, '2026-03-09T00:00:00Z')], now)).toBe(false);
    expect(limitsForbidNudge([limit(4, null)], now)).toBe(true);
  });

  it('a dismissal holds for 30 days', () => {
    expect(isDismissed(null, now)).toBe(false);
    expect(isDismissed('not a date', now)).toBe(false);
    expect(isDismissed('2026-03-10T11:00:00Z', now)).toBe(true);
    expect(isDismissed('2026-02-09T12:00:01Z', now)).toBe(true);
    expect(isDismissed('2026-02-08T12:00:00Z', now)).toBe(false);
  });
});
