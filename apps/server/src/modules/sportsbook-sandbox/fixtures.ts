/**
 * The sandbox sportsbook's markets (decision 0136): a handful of pre-match fixtures with fixed decimal odds, in
 * hundredths so a payout is exact integer arithmetic (stake × odds ÷ 100, rounded down to the minor unit).
 * Kick-off is hours from the page's load, so the card never shows a match that has already started.
 */

export interface Selection {
  id: string;
  label: string;
  /** Decimal odds × 100 (2.10 → 210). */
  odds: number;
}

export interface Fixture {
  id: string;
  sport: 'Football' | 'Tennis' | 'Basketball';
  competition: string;
  home: string;
  away: string;
  market: string;
  kickOffInHours: number;
  selections: Selection[];
}

const matchResult = (id: string, home: number, draw: number, away: number): Selection[] => [
  { id: `${id}:1`, label: '1', odds: home },
  { id: `${id}:X`, label: 'X', odds: draw },
  { id: `${id}:2`, label: '2', odds: away },
];

const winner = (id: string, home: string, homeOdds: number, away: string, awayOdds: number): Selection[] => [
  { id: `${id}:1`, label: home, odds: homeOdds },
  { id: `${id}:2`, label: away, odds: awayOdds },
];

export const fixtures: readonly Fixture[] = [
  {
    id: 'fb-ars-che',
    sport: 'Football',
    competition: 'England · Premier League',
    home: 'Arsenal',
    away: 'Chelsea',
    market: 'Match result',
    kickOffInHours: 3,
    selections: matchResult('fb-ars-che', 210, 340, 350),
  },
  {
    id: 'fb-rma-sev',
    sport: 'Football',
    competition: 'Spain · LaLiga',
    home: 'Real Madrid',
    away: 'Sevilla',
    market: 'Match result',
    kickOffInHours: 5,
    selections: matchResult('fb-rma-sev', 155, 420, 600),
  },
  {
    id: 'tn-alc-sin',
    sport: 'Tennis',
    competition: 'ATP Masters 1000 · Madrid',
    home: 'Carlos Alcaraz',
    away: 'Jannik Sinner',
    market: 'Match winner',
    kickOffInHours: 2,
    selections: winner('tn-alc-sin', 'Alcaraz', 195, 'Sinner', 185),
  },
  {
    id: 'bb-bos-den',
    sport: 'Basketball',
    competition: 'USA · NBA',
    home: 'Boston Celtics',
    away: 'Denver Nuggets',
    market: 'Money line (incl. overtime)',
    kickOffInHours: 9,
    selections: winner('bb-bos-den', 'Celtics', 180, 'Nuggets', 200),
  },
  {
    id: 'bb-oly-fen',
    sport: 'Basketball',
    competition: 'EuroLeague',
    home: 'Olympiacos',
    away: 'Fenerbahçe',
    market: 'Money line (incl. overtime)',
    kickOffInHours: 26,
    selections: winner('bb-oly-fen', 'Olympiacos', 172, 'Fenerbahçe', 210),
  },
];

export function findSelection(id: string): { fixture: Fixture; selection: Selection } | undefined {
  for (const fixture of fixtures) {
    const selection = fixture.selections.find((s) => s.id === id);
    if (selection) return { fixture, selection };
  }
  return undefined;
}

/** What a won bet pays back, stake included, rounded down to the minor unit. */
export const payoutMinor = (stakeMinor: bigint, odds: number): bigint => (stakeMinor * BigInt(odds)) / 100n;
