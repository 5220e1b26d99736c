import type { PlayerBonus, PlayerFreespin } from './bonus-api.ts';

/** What a bonus card shows, computed without React so each rule has a test. */

export interface WagerLine {
  area: 'casino' | 'sportsbook';
  current: number;
  required: number;
  /** 0–100, whole. */
  percent: number;
}

const percentOf = (current: number, required: number) =>
  required > 0 ? Math.min(100, Math.max(0, Math.floor((current / required) * 100))) : 0;

/** The wagering of an active bonus, per area that requires any (spec 02 §2: current, separator, required). */
export function wagerLines(bonus: PlayerBonus): WagerLine[] {
  const lines: WagerLine[] = [];
  if (bonus.requiredWagerCasinoAmount > 0) {
    const current = Math.min(bonus.currentWagerCasinoAmount, bonus.requiredWagerCasinoAmount);
    lines.push({ area: 'casino', current, required: bonus.requiredWagerCasinoAmount, percent: 0 });
  }
  if (bonus.requiredWagerSportsbookAmount > 0) {
    const current = Math.min(bonus.currentWagerSportsbookAmount, bonus.requiredWagerSportsbookAmount);
    lines.push({ area: 'sportsbook', current, required: bonus.requiredWagerSportsbookAmount, percent: 0 });
  }
  return lines.map((line) => ({ ...line, percent: percentOf(line.current, line.required) }));
}

/** The bar's figure: the server's share of the larger requirement, kept within 0–100. */
export function overallPercent(bonus: PlayerBonus): number {
  return Math.min(100, Math.max(0, Math.floor(bonus.currentWagerPercentage)));
}

/** Wagering already under way: cancelling now throws away what was played (cancel-unsettled-bonus). */
export function hasWagered(bonus: PlayerBonus): boolean {
  return bonus.currentWagerCasinoAmount > 0 || bonus.currentWagerSportsbookAmount > 0;
}

export interface TimeLeft {
  days: number;
  hours: number;
  minutes: number;
}

/** Whole days, hours and minutes until `end` (rounded up to the minute); undefined once it has passed. */
export function timeLeft(end: string, now: number): TimeLeft | undefined {
  const ms = Date.parse(end) - now;
  if (!(ms > 0)) return undefined;
  const totalMinutes = Math.ceil(ms / 60_000);
  return {
    days: Math.floor(totalMinutes / 1440),
    hours: Math.floor((totalMinutes % 1440) / 60),
    minutes: totalMinutes % 60,
  };
}

/**
 * Where an active free-spin award's Play goes: its game in real money, launched in free-spin mode (the game
 * stage asks POST /api/game/player-freespins/{id}/play for the URL, decision 0075).
 */
export function freespinPlayPath(freespin: Pick<PlayerFreespin, 'id' | 'gameIdentity'>): string {
  return `/games/${encodeURIComponent(freespin.gameIdentity)}?real=true&freespin=${encodeURIComponent(freespin.id)}`;
}
