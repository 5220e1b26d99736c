import { describe, expect, it } from 'vitest';
import {
  asLocale,
  defaultLocale,
  detectLocale,
  intlTag,
  localePrefixPattern,
  localizePath,
  parseAcceptLanguage,
  sitePath,
  splitLocale,
  supportedLocales,
  userLanguageCookie,
} from './locales.ts';

describe('locales', () => {
  it('[S1.1-18] ships several languages with en as the default', () => {
    expect(supportedLocales).toEqual(['en', 'fr', 'de', 'es', 'pt-br']);
    expect(defaultLocale).toBe('en');
    expect(asLocale('PT-BR')).toBe('pt-br');
    expect(asLocale('xx')).toBeUndefined();
    expect(asLocale(null)).toBeUndefined();
    expect(intlTag('pt-br')).toBe('pt-BR');
    expect(intlTag('fr')).toBe('fr');
  });

  it('[S1.2-01] [S1.2-02] recognises two-letter and two-letter-dash-two-letter prefixes', () => {
    expect(localePrefixPattern.test('fr')).toBe(true);
    expect(localePrefixPattern.test('pt-br')).toBe(true);
    expect(localePrefixPattern.test('casino')).toBe(false);
    expect(localePrefixPattern.test('pt-bra')).toBe(false);
  });

  it('[S1.2-03] [S1.2-04] [S2.2-23] [S2.2-24] prefixes non-default locales in lowercase, the default not at all', () => {
    expect(localizePath('/casino', 'en')).toBe('/casino');
    expect(localizePath('casino', 'fr')).toBe('/fr/casino');
    expect(localizePath('/', 'pt-br')).toBe('/pt-br');
    expect(localizePath('/', 'en')).toBe('/');
  });

  it('splits a path into its locale and the rest', () => {
    expect(splitLocale('/fr/casino')).toEqual({ locale: 'fr', path: '/casino' });
    expect(splitLocale('/pt-br')).toEqual({ locale: 'pt-br', path: '/' });
    expect(splitLocale('/en/casino')).toEqual({ locale: undefined, path: '/en/casino' });
    expect(splitLocale('/about-us')).toEqual({ locale: undefined, path: '/about-us' });
  });

  it('never builds a path that a browser reads as another host', () => {
    expect(sitePath('//evil.example/')).toBe('/evil.example/');
    expect(sitePath('/\\evil.example/')).toBe('/evil.example/');
    expect(splitLocale('//evil.example/')).toEqual({ locale: undefined, path: '/evil.example/' });
    expect(splitLocale('/fr//evil.example')).toEqual({ locale: 'fr', path: '/evil.example' });
    expect(localizePath('//evil.example', 'de')).toBe('/de/evil.example');
    expect(localizePath('///evil.example', 'en')).toBe('/evil.example');
  });

  it('parses Accept-Language in preference order', () => {
    expect(parseAcceptLanguage('de;q=0.5, fr-CA, *;q=0.1, es;q=0')).toEqual(['fr-CA', 'de']);
    expect(parseAcceptLanguage(undefined)).toEqual([]);
  });

  it('[S1.3-48] picks the user-language cookie first', () => {
    expect(userLanguageCookie).toBe('user-language');
    expect(detectLocale({ cookie: 'de', acceptLanguage: 'fr', country: 'ES' })).toBe('de');
  });

  it('[S1.3-49] then the Accept-Language header', () => {
    expect(detectLocale({ cookie: 'xx', acceptLanguage: 'it, pt-PT;q=0.8', country: 'ES' })).toBe('pt-br');
    expect(detectLocale({ acceptLanguage: 'fr-CA' })).toBe('fr');
  });

  it('[S1.3-50] then the request country header, then the default', () => {
    expect(detectLocale({ acceptLanguage: 'it', country: 'br' })).toBe('pt-br');
    expect(detectLocale({ country: 'AT' })).toBe('de');
    expect(detectLocale({ country: 'JP' })).toBe('en');
    expect(detectLocale({})).toBe('en');
  });
});
