import { describe, expect, it } from 'vitest';
import {
  missedReaction,
  parseSessionMarker,
  reactionToMarker,
  sessionMarker,
  sessionMarkerTime,
} from './session-marker.ts';

describe('cross-tab session marker', () => {
  it('writes a fresh value per change', () => {
    expect(sessionMarker('logout', 5)).toBe('5:logout');
    expect(sessionMarker('login', 6)).toBe('6:login');
    expect(parseSessionMarker(sessionMarker('login', 1))).toBe('login');
  });

  it('a login marker reloads only a logged-out tab', () => {
    expect(reactionToMarker('1:login', false)).toBe('reload');
    expect(reactionToMarker('1:login', true)).toBeUndefined();
  });

  it('a logout marker sends only a logged-in tab home', () => {
    expect(reactionToMarker('1:logout', true)).toBe('home');
    expect(reactionToMarker('1:logout', false)).toBeUndefined();
  });

  it('ignores values it cannot decode', () => {
    for (const value of [null, undefined, '', 'login-ish', '{"a":1}', '1:logged']) {
      expect(parseSessionMarker(value)).toBeUndefined();
      expect(reactionToMarker(value, true)).toBeUndefined();
      expect(reactionToMarker(value, false)).toBeUndefined();
    }
  });

  it('reads when a change was written', () => {
    expect(sessionMarkerTime('1700000000000:logout')).toBe(1700000000000);
    expect(sessionMarkerTime('x:logout')).toBeUndefined();
    expect(sessionMarkerTime('garbage')).toBeUndefined();
  });

  it('owes a reaction only to a change written after the page began loading', () => {
    expect(missedReaction('200:logout', true, 100)).toBe('home');
    expect(missedReaction('200:login', false, 100)).toBe('reload');
    expect(missedReaction('50:logout', true, 100)).toBeUndefined();
    expect(missedReaction('200:logout', false, 100)).toBeUndefined();
    expect(missedReaction(null, true, 100)).toBeUndefined();
  });
});
