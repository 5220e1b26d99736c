import type { CrashBetResult, CrashRound } from '@croupier/contracts/house';
import { useEffect, useRef, useState } from 'react';
import { type I18n, useI18n } from '../../i18n/i18n.tsx';
import { type BetResult, betResult, type CrashPhase, multiplierNumber } from './crash-clock.ts';
import type { Passed } from './crash-frames.ts';

/** Where this player's bet stands, in words (the outcome line and the news). */
export function resultText(result: BetResult, t: I18n['t'], tag: string, money: (minor: bigint) => string): string {
  switch (result.kind) {
    case 'won':
      return t(result.pending ? 'houseCrash.winPending' : 'houseCrash.win', {
        multiplier: multiplierNumber(result.cashOut, tag),
        amount: money(result.winMinor),
      });
    case 'lost':
      return t('houseCrash.noWin', { multiplier: multiplierNumber(result.crashPoint, tag) });
    case 'in-play':
      return result.autoCashOut === null
        ? t('houseCrash.inPlay', { amount: money(result.stakeMinor) })
        : t('houseCrash.inPlayAuto', {
            amount: money(result.stakeMinor),
            multiplier: multiplierNumber(result.autoCashOut, tag),
          });
  }
}

export interface NewsInput {
  phase: CrashPhase | undefined;
  round: CrashRound | undefined;
  roundKey: string;
  /** The newest crashed round, and this player's bet on it. */
  lastCrashed: CrashRound | undefined;
  lastBet: CrashBetResult | undefined;
  passed: Passed | undefined;
  mine: BetResult | undefined;
  money(minor: bigint): string;
}

/**
 * What the page's status line says to a screen reader: once per change of phase (never per tick), bets open,
 * take-off, the crash or this player's result. The page says its own answers (a bet, a cash-out) with `say`.
 */
export function useCrashNews(input: NewsInput) {
  const { t, tag } = useI18n();
  const { phase, round, roundKey, lastCrashed, lastBet, passed, mine, money } = input;
  const [news, say] = useState('');

  const announced = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!phase || !round) return;
    const key = `${round.chainId}:${round.number}:${phase}`;
    const first = announced.current === undefined;
    if (announced.current === key) return;
    announced.current = key;
    if (first) return;
    if (phase === 'betting') say(t('houseCrash.news.betting'));
    else if (phase === 'flying') say(t('houseCrash.news.flying'));
  });
  // The crash by the newest round in the history: the next round may be announced before a frame shows it.
  const announcedCrash = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!round) return;
    const key = lastCrashed ? `${lastCrashed.chainId}:${lastCrashed.number}` : '';
    const first = announcedCrash.current === undefined;
    if (announcedCrash.current === key) return;
    announcedCrash.current = key;
    if (first || !lastCrashed || lastCrashed.crashPoint === null) return;
    // A cash-out by hand was said when it happened, an automatic one when the flight passed its target (unless
    // the crash came first after all); any other result is news now.
    const result = lastBet ? betResult(lastBet, lastCrashed.crashPoint) : undefined;
    const said = lastBet?.outcome.cashOut !== null || (result?.kind === 'won' && passed?.round === key);
    if (!lastBet || said) {
      say(t('houseCrash.news.crashed', { multiplier: multiplierNumber(lastCrashed.crashPoint, tag) }));
    } else if (result) say(resultText(result, t, tag, money));
  });
  // The flight passed this player's target: the win is said at once, as a cash-out by hand is.
  const announcedPass = useRef('');
  useEffect(() => {
    if (!passed || passed.round !== roundKey || announcedPass.current === passed.round) return;
    if (mine?.kind !== 'won') return;
    announcedPass.current = passed.round;
    say(resultText(mine, t, tag, money));
  });

  return { news, say };
}
