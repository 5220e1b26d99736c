import { describe, expect, it } from 'vitest';
import { countryFromHeader, maskIp, parseUserAgent } from './client-info.ts';

describe('session labels', () => {
  it.each([
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
      { device: 'desktop', browser: 'Chrome 126', os: 'Windows' },
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/125.0.0.0 Safari/537.36 Edg/125.0.2535.67',
      { device: 'desktop', browser: 'Edge 125', os: 'Windows' },
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
      { device: 'desktop', browser: 'Safari 17', os: 'macOS' },
    ],
    [
      'Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0',
      { device: 'desktop', browser: 'Firefox 127', os: 'Linux' },
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1',
      { device: 'mobile', browser: 'Chrome 126', os: 'iOS 17' },
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
      { device: 'mobile', browser: 'Samsung Internet 25', os: 'Android 14' },
    ],
    [
      'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      { device: 'tablet', browser: 'Safari 17', os: 'iPadOS 17' },
    ],
    [
      'Mozilla/5.0 (Linux; Android 13; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
      { device: 'tablet', browser: 'Chrome 126', os: 'Android 13' },
    ],
    ['curl/8.5.0', { device: 'unknown', browser: 'Unknown', os: 'Unknown' }],
    ['', { device: 'unknown', browser: 'Unknown', os: 'Unknown' }],
  ])('labels %s', (userAgent, expected) => {
    expect(parseUserAgent(userAgent)).toEqual(expected);
  });

  it('masks addresses', () => {
    expect(maskIp('203.0.113.77')).toBe('203.0.113.*');
    expect(maskIp('::ffff:198.51.100.9')).toBe('198.51.100.*');
    expect(maskIp('2001:db8:85a3:8d3:1319:8a2e:370:7348')).toBe('2001:db8:85a3:*');
    expect(maskIp('2001:db8::1')).toBe('2001:db8:0:*');
    expect(maskIp('nonsense')).toBe('*');
  });

  it('reads a country only from a plausible two-letter header', () => {
    expect(countryFromHeader('de')).toBe('DE');
    expect(countryFromHeader(['CA', 'US'])).toBe('CA');
    expect(countryFromHeader('XX')).toBeNull();
    expect(countryFromHeader('Germany')).toBeNull();
    expect(countryFromHeader(undefined)).toBeNull();
  });
});
