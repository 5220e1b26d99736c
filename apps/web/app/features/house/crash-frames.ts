import type { CrashRound } from '@croupier/contracts/house';
import { type RefObject, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { I18n } from '../../i18n/i18n.tsx';
import { curveColours, drawCurve, flightAt } from './crash-canvas.ts';
import {
  type BetResult,
  type ClockReading,
  type CrashPhase,
  cashOutAmount,
  decimals,
  multiplierNumber,
  readoutAt,
  secondsLeft,
} from './crash-clock.ts';

/** The round (`chainId:number`) whose flight passed this player's automatic cash-out, and that target. */
export interface Passed {
  round: string;
  target: number;
}

export interface FrameInput {
  /** The server's clock as the table last read it. */
  clock: RefObject<ClockReading>;
  round: CrashRound | undefined;
  roundKey: string;
  history: CrashRound[];
  /** This player's bet on the current round, where it stands. */
  mine: BetResult | undefined;
  t: I18n['t'];
  tag: string;
  money(minor: bigint | string): string;
  /** Reduced motion: no canvas, and the text moves on 4×/s instead of every frame. */
  reduced: boolean;
  /** The phase changed (told once per change, not per frame). */
  onPhase(phase: CrashPhase): void;
  /** The flight passed this player's automatic cash-out (told once per round). */
  onPassed(passed: Passed): void;
}

/** Writes text into an element the clock owns (React renders it empty), only when it changed. */
function write(element: HTMLElement | null, text: string) {
  if (element && element.textContent !== text) element.textContent = text;
}

/** The line under the multiplier: the countdowns, the flight, or the point it crashed at (`number`). */
function phaseText(at: CrashPhase, round: CrashRound, serverNow: number, number: string, t: I18n['t'], tag: string) {
  switch (at) {
    case 'waiting':
      return t('houseCrash.phase.waiting', { seconds: secondsLeft(Date.parse(round.bettingStartsAt), serverNow, 0) });
    case 'betting':
      return t('houseCrash.phase.betting', {
        seconds: decimals(tag, 1).format(secondsLeft(Date.parse(round.bettingEndsAt), serverNow, 1)),
      });
    case 'flying':
      return t('houseCrash.phase.flying');
    case 'crashed':
      return t('houseCrash.phase.crashed', { multiplier: number });
  }
}

/**
 * The crash page's clock: every frame with motion (4×/s without) it writes the multiplier, the phase line and
 * the cash-out button's amount straight into their elements and draws the flight, without a React render.
 * Only a change of phase, or the flight passing this player's target, goes back to React.
 */
export function useCrashFrames(input: FrameInput) {
  const readout = useRef<HTMLParagraphElement>(null);
  const phaseLabel = useRef<HTMLParagraphElement>(null);
  const cashOutLabel = useRef<HTMLSpanElement>(null);
  const canvas = useRef<HTMLCanvasElement | null>(null);
  const [board, setBoard] = useState<HTMLCanvasElement | null>(null);
  const canvasRef = useCallback((node: HTMLCanvasElement | null) => {
    canvas.current = node;
    setBoard(node);
  }, []);
  /** Everything the clock reads each frame, current as of the last render. */
  const view = useRef(input);
  view.current = input;
  const lastPhase = useRef<CrashPhase | undefined>(undefined);
  const passedRound = useRef('');
  const drawn = useRef('');

  const paint = useCallback(() => {
    const v = view.current;
    const current = v.round;
    if (!current) return;
    const now = Date.now() + v.clock.current.ms;
    const last = v.history[0];
    const { phase: at, afterCrash, shown } = readoutAt(current, last, now);
    if (at !== lastPhase.current) {
      lastPhase.current = at;
      v.onPhase(at);
    }
    const number = multiplierNumber(shown, v.tag);
    write(readout.current, v.t('houseCrash.multiplier', { multiplier: number }));
    if (readout.current) readout.current.dataset.state = afterCrash ? 'crashed' : at;
    write(phaseLabel.current, phaseText(at, current, now, number, v.t, v.tag));
    if (at === 'flying' && v.mine?.kind === 'in-play') {
      const target = v.mine.autoCashOut;
      if (target !== null && target <= shown) {
        if (passedRound.current !== v.roundKey) {
          passedRound.current = v.roundKey;
          v.onPassed({ round: v.roundKey, target });
        }
      } else {
        write(
          cashOutLabel.current,
          v.t('houseCrash.cashOut', { amount: v.money(cashOutAmount(v.mine.stakeMinor, shown)) }),
        );
      }
    }
    const surface = canvas.current;
    if (!surface || v.reduced) return;
    const flight = flightAt(at, current, last, now);
    // Between flights the picture stands still: drawn once, not every frame.
    const key = `${flight.elapsed}:${flight.crashed}:${surface.width}:${surface.height}`;
    if (at !== 'flying' && key === drawn.current) return;
    drawn.current = key;
    drawCurve(surface, flight, curveColours(surface));
  }, []);

  // The clock: every frame with motion (only the number, the label and the canvas change), 4×/s without.
  const { reduced } = input;
  useEffect(() => {
    if (reduced) {
      const timer = setInterval(paint, 250);
      return () => clearInterval(timer);
    }
    let frame = requestAnimationFrame(function step() {
      paint();
      frame = requestAnimationFrame(step);
    });
    // A hidden tab runs no frames; the phase still moves on, so the buttons are right on return.
    const timer = setInterval(() => document.hidden && paint(), 1_000);
    return () => {
      cancelAnimationFrame(frame);
      clearInterval(timer);
    };
  }, [paint, reduced]);
  useLayoutEffect(() => paint());

  // The canvas in device pixels, whenever its box changes.
  useEffect(() => {
    if (!board || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      const ratio = window.devicePixelRatio || 1;
      board.width = Math.round(board.clientWidth * ratio);
      board.height = Math.round(board.clientHeight * ratio);
      drawn.current = '';
      paint();
    });
    observer.observe(board);
    return () => observer.disconnect();
  }, [paint, board]);

  return { readout, phaseLabel, cashOutLabel, canvasRef };
}
