import type { RoundResult } from '@croupier/contracts/house';
import { useCallback, useEffect, useRef, useState } from 'react';

/** localStorage key of the player's sound choice; sound stays off until they turn it on. */
const soundKey = 'croupier.house.sound';

export type RoundSound = 'win' | 'end';

/**
 * The sound a round's answer earns: a chime only for a win above the stake (UKGC: a win that does not beat
 * the stake is not celebrated), the same quiet tick as a loss otherwise, and nothing while the round is still
 * in play or when the answer only carries a balance.
 */
export function soundFor(result: RoundResult<unknown>): RoundSound | undefined {
  const stake = BigInt(result.stakeMinor);
  if (stake === 0n || !result.roundId) return undefined;
  const status = (result.outcome as { status?: unknown } | null)?.status;
  if (status === 'playing' || status === 'in-play') return undefined;
  return BigInt(result.winMinor ?? '0') > stake ? 'win' : 'end';
}

/** Notes (Hz) and their start (s): a rising arpeggio for a win, one soft low note for the end of a round. */
const notes: Record<RoundSound, [number, number][]> = {
  win: [
    [523.25, 0],
    [659.25, 0.09],
    [783.99, 0.18],
  ],
  end: [[220, 0]],
};

function play(context: AudioContext, sound: RoundSound) {
  const start = context.currentTime;
  for (const [frequency, offset] of notes[sound]) {
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.type = 'sine';
    oscillator.frequency.value = frequency;
    const at = start + offset;
    gain.gain.setValueAtTime(0, at);
    gain.gain.linearRampToValueAtTime(sound === 'win' ? 0.08 : 0.04, at + 0.01);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.25);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(at);
    oscillator.stop(at + 0.26);
  }
}

/**
 * The table's sound, synthesised with Web Audio (the studio ships no audio files): off by default, the
 * player's choice remembered on this device, each round heard once however often its answer is shown.
 */
export function useTableSound() {
  const [on, setOn] = useState(false);
  const context = useRef<AudioContext | undefined>(undefined);
  const heard = useRef(new Set<string>());

  useEffect(() => {
    setOn(globalThis.localStorage?.getItem(soundKey) === 'on');
  }, []);

  const toggle = useCallback(() => {
    setOn((was) => {
      const next = !was;
      globalThis.localStorage?.setItem(soundKey, next ? 'on' : 'off');
      return next;
    });
  }, []);

  const roundAnswered = useCallback(
    (result: RoundResult<unknown>) => {
      const sound = soundFor(result);
      if (!on || !sound || heard.current.has(result.roundId)) return;
      heard.current.add(result.roundId);
      if (typeof AudioContext !== 'function') return;
      // Browsers allow audio only after a gesture: the press that played the round is one.
      context.current ??= new AudioContext();
      void context.current.resume().then(() => play(context.current as AudioContext, sound));
    },
    [on],
  );

  return { on, toggle, roundAnswered };
}
