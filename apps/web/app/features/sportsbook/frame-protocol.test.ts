import { describe, expect, it } from 'vitest';
import { frameRequestOf, frameSource, renewalDelayMs, siteMessage } from './frame-protocol.ts';

describe('the sportsbook frame protocol', () => {
  it('reads only its own protocol and version, and only known requests', () => {
    expect(frameRequestOf({ protocol: 'croupier.sportsbook', version: 1, type: 'ready' })).toBe('ready');
    expect(frameRequestOf({ protocol: 'croupier.sportsbook', version: 1, type: 'bet-settled' })).toBe('bet-settled');
    expect(frameRequestOf({ protocol: 'croupier.sportsbook', version: 2, type: 'ready' })).toBeUndefined();
    expect(frameRequestOf({ protocol: 'other', version: 1, type: 'ready' })).toBeUndefined();
    expect(frameRequestOf({ protocol: 'croupier.sportsbook', version: 1, type: 'navigate' })).toBeUndefined();
    expect(frameRequestOf('ready')).toBeUndefined();
    expect(frameRequestOf(null)).toBeUndefined();
  });

  it('wraps what the site says in the envelope', () => {
    expect(siteMessage({ type: 'balance', balance: 12.5, currency: 'CAD' })).toEqual({
      protocol: 'croupier.sportsbook',
      version: 1,
      type: 'balance',
      balance: 12.5,
      currency: 'CAD',
    });
  });

  it('renews two minutes before the end, never sooner than 10 s', () => {
    const now = Date.parse('2030-01-01T12:00:00Z');
    expect(renewalDelayMs('2030-01-01T12:15:00Z', now)).toBe(13 * 60_000);
    expect(renewalDelayMs('2030-01-01T12:01:00Z', now)).toBe(10_000);
  });

  it('builds the frame address from the host, client id, locale and currency', () => {
    expect(
      frameSource({ host: 'https://sb.example/client?x=1', clientId: 'casino-1', locale: 'pt-br', currency: 'BRL' }),
    ).toBe('https://sb.example/client?x=1&clientId=casino-1&locale=pt-br&currency=BRL');
    expect(frameSource({ host: 'https://sb.example/', clientId: 'c', locale: 'en' })).toBe(
      'https://sb.example/?clientId=c&locale=en',
    );
  });
});
