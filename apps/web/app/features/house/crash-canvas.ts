import type { CrashRound } from '@croupier/contracts/house';
import { crashFlight, flightMs } from '@croupier/house-games/crash-flight';
import type { CrashPhase } from './crash-clock.ts';

/**
 * The crash page's picture of the flight: how much of the curve to draw at a moment, and the drawing itself
 * on a canvas sized in device pixels. Decorative only: the multiplier and phase are written as text elsewhere.
 */

/** How long the drawn flight has lasted (ms), and whether it ended in the crash (drawn red). */
export interface Flight {
  elapsed: number;
  crashed: boolean;
}

/**
 * The flight to draw in phase `at` of `current` at `serverNow`: climbing in flight, the whole flight once
 * crashed, the last round's flight still while the next one waits, and nothing once betting opens.
 */
export function flightAt(
  at: CrashPhase,
  current: Pick<CrashRound, 'bettingEndsAt' | 'crashPoint'>,
  last: Pick<CrashRound, 'crashPoint'> | undefined,
  serverNow: number,
): Flight {
  const afterCrash = at === 'crashed' || (at === 'waiting' && last?.crashPoint != null);
  if (at === 'flying') return { elapsed: Math.max(0, serverNow - Date.parse(current.bettingEndsAt)), crashed: false };
  if (at === 'crashed' && current.crashPoint !== null) return { elapsed: flightMs(current.crashPoint), crashed: true };
  if (afterCrash && last?.crashPoint != null) return { elapsed: flightMs(last.crashPoint), crashed: true };
  return { elapsed: 0, crashed: false };
}

/** The flight's curve on the canvas: climbing in flight, red at the point once crashed, flat while betting. */
export function drawCurve(
  canvas: HTMLCanvasElement,
  flight: Flight,
  colours: { line: string; crash: string; grid: string },
) {
  const context = canvas.getContext('2d');
  if (!context) return;
  const { width, height } = canvas;
  const pad = Math.round(height * 0.08);
  const k = crashFlight.growthPerMs;
  const spanT = Math.max(flight.elapsed, 10_000);
  const top = Math.max(Math.exp(k * flight.elapsed), 2);
  const x = (t: number) => pad + (t / spanT) * (width - 2 * pad);
  const y = (m: number) => height - pad - ((m - 1) / (top - 1)) * (height - 2 * pad);
  context.clearRect(0, 0, width, height);
  context.lineWidth = Math.max(1, height / 200);
  context.strokeStyle = colours.grid;
  context.beginPath();
  for (const m of [1, 1 + (top - 1) / 2, top]) {
    context.moveTo(pad, y(m));
    context.lineTo(width - pad, y(m));
  }
  context.stroke();
  if (flight.elapsed <= 0) return;
  const steps = 64;
  const colour = flight.crashed ? colours.crash : colours.line;
  context.beginPath();
  context.moveTo(x(0), y(1));
  for (let i = 1; i <= steps; i += 1) {
    const t = (flight.elapsed * i) / steps;
    context.lineTo(x(t), y(Math.exp(k * t)));
  }
  context.lineWidth = Math.max(2, height / 70);
  context.strokeStyle = colour;
  context.lineJoin = 'round';
  context.stroke();
  context.lineTo(x(flight.elapsed), y(1));
  context.closePath();
  context.globalAlpha = 0.15;
  context.fillStyle = colour;
  context.fill();
  context.globalAlpha = 1;
  context.beginPath();
  context.arc(x(flight.elapsed), y(Math.exp(k * flight.elapsed)), Math.max(4, height / 40), 0, Math.PI * 2);
  context.fillStyle = colour;
  context.fill();
}

/** The theme's colours for the curve, read from the canvas's computed style (with the dark theme's as fallback). */
export function curveColours(canvas: HTMLCanvasElement) {
  const style = getComputedStyle(canvas);
  return {
    line: style.getPropertyValue('--color-accent').trim() || '#ffb020',
    crash: style.getPropertyValue('--color-danger').trim() || '#ff6b6b',
    grid: style.getPropertyValue('--color-line').trim() || '#2a3659',
  };
}
