import { describe, expect, it } from 'vitest';
import {
  accountFromEvent,
  isGamePage,
  keepLevelUp,
  levelRose,
  levelUpFlagKey,
  levelUpShow,
  takeLevelUp,
} from './level-up.ts';

function memoryStore() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe('loyalty level-up rules', () => {
  it('counts only a higher level order as a rise', () => {
    expect(levelRose(1, 2)).toBe(true);
    expect(levelRose(2, 2)).toBe(false);
    expect(levelRose(3, 2)).toBe(false);
    expect(levelRose(undefined, 1)).toBe(true);
    expect(levelRose(null, 0)).toBe(true);
    expect(levelRose(1, null)).toBe(false);
    expect(levelRose(1, undefined)).toBe(false);
  });

  it('knows a game page in any locale, and nothing else', () => {
    expect(isGamePage('/games/croupier-originals-dice')).toBe(true);
    expect(isGamePage('/fr/games/croupier-originals-dice/')).toBe(true);
    expect(isGamePage('/games')).toBe(false);
    expect(isGamePage('/loyalty')).toBe(false);
    expect(isGamePage('/casino/slots')).toBe(false);
    expect(isGamePage('/games/x/extra')).toBe(false);
  });

  it('shows a notice on a game page and the modal elsewhere', () => {
    expect(levelUpShow('/games/dice')).toBe('notice');
    expect(levelUpShow('/de/games/dice')).toBe('notice');
    expect(levelUpShow('/')).toBe('modal');
    expect(levelUpShow('/profile/account')).toBe('modal');
  });

  it('keeps the flag on game pages and hands it out once on the next other page', () => {
    const store = memoryStore();
    expect(takeLevelUp(store, '/', 'p1')).toBe(false);
    keepLevelUp(store, 'p1');
    expect(takeLevelUp(store, '/games/dice', 'p1')).toBe(false);
    expect(store.items.has(levelUpFlagKey)).toBe(true);
    expect(takeLevelUp(store, '/casino', 'p1')).toBe(true);
    expect(takeLevelUp(store, '/casino', 'p1')).toBe(false);
  });

  it('drops a flag kept for another player (a logout and a new login in the same tab)', () => {
    const store = memoryStore();
    keepLevelUp(store, 'p1');
    expect(takeLevelUp(store, '/casino', 'p2')).toBe(false);
    expect(store.items.has(levelUpFlagKey)).toBe(false);
  });

  it('reads the account from a publication and refuses anything else', () => {
    const account = {
      points: 512,
      currentLevel: { name: 'Silver', points: 500, order: 2 },
      nextLevel: null,
      progress: 1,
    };
    expect(accountFromEvent(account)).toEqual(account);
    expect(accountFromEvent({ ...account, currentLevel: null })?.currentLevel).toBeNull();
    expect(accountFromEvent(null)).toBeNull();
    expect(accountFromEvent({ points: '1', progress: 0, currentLevel: null })).toBeNull();
    expect(accountFromEvent({ points: 1, progress: 0, currentLevel: { name: 'x' } })).toBeNull();
  });
});
