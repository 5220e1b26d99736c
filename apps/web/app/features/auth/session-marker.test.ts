import { describe, expect, it } from 'vitest';
import { parseSessionMarker, reactionToMarker, sessionMarker } from './session-marker.ts';

describe('cross-tab session marker', () => {
  it('[S1.4-13][S2.4-133] writes a fresh value per change', () => {
    expect(sessionMarker('logout', 5)).toBe('5:logout');
    expect(sessionMarker('login', 6)).toBe('6:login');
    expect(parseSessionMarker(sessionMarker('login', 1))).toBe('login');
  });

  it('[S2.4-142] a login marker reloads only a logged-out tab', () => {
    expect(reactionToMarker('1:login', false)).toBe('reload');
    expect(reactionToMarker('1:login', true)).toBeUndefined();
  });

  it('[S2.4-143] a logout marker sends only a logged-in tab home', () => {
    expect(reactionToMarker('1:logout', true)).toBe('home');
    expect(reactionToMarker('1:logout', false)).toBeUndefined();
  });

  it('[S2.8-29] ignores values it cannot decode', () => {
    for (const value of [null, undefined, '', 'login-ish', '{"a":1}', '1:logged']) {
      expect(parseSessionMarker(value)).toBeUndefined();
      expect(reactionToMarker(value, true)).toBeUndefined();
      expect(reactionToMarker(value, false)).toBeUndefined();
    }
  });
});
