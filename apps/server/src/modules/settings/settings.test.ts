import { settingsConstants } from '@croupier/contracts/constants';
import type { Country, Currency, LocaleSetting } from '@croupier/contracts/settings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../../testing/test-app.ts';

const restricted = ['AW', 'CW', 'FR', 'GB', 'MF', 'NL', 'UM', 'US'];

describe('settings API', () => {
  let app: Awaited<ReturnType<typeof startTestApp>>;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  async function getData<T>(path: string): Promise<{ response: Response; data: T }> {
    const response = await fetch(`${app.url}${path}`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { data: T };
    return { response, data: body.data };
  }

  it('[S1.7-10] [S1.3-33] [S1.3-34] lists currencies with every field, in display order', async () => {
    const { data } = await getData<Currency[]>('/api/settings/currencies');
    const codes = data.map((c) => c.code);
    expect(codes).toEqual(
      expect.arrayContaining(['CAD', 'USD', 'EUR', 'BRL', 'AUD', 'JPY', 'BTC', 'ETH', 'USDT', 'LTC']),
    );
    expect(codes.indexOf('CAD')).toBeLessThan(codes.indexOf('USD'));
    expect(codes.indexOf('JPY')).toBeLessThan(codes.indexOf('BTC'));
    for (const currency of data) {
      expect(Object.keys(currency).sort()).toEqual(
        ['code', 'isBase', 'isEnabled', 'rate', 'subCurrencies', 'subunitToUnit', 'symbol', 'type'].sort(),
      );
      expect(['fiat', 'crypto']).toContain(currency.type);
      expect(currency.rate.rate).toBeGreaterThan(0);
      for (const sub of currency.subCurrencies) expect(Object.keys(sub).sort()).toEqual(['code', 'subunitToUnit']);
    }
    expect(data.filter((c) => c.isBase).map((c) => c.code)).toEqual(['CAD']);
    const cad = data.find((c) => c.code === 'CAD');
    expect(cad).toMatchObject({ symbol: '$', type: 'fiat', isBase: true, isEnabled: true, rate: { rate: 1 } });
  });

  it('[S1.3-33] gives exact subunits, including 10^18 wei per ETH, and sub-currencies of BTC and ETH', async () => {
    const response = await fetch(`${app.url}/api/settings/currencies`);
    const text = await response.text();
    // Checked on the wire: a number above 2^53 must arrive with every digit.
    expect(text).toContain('"code":"ETH","symbol":"Ξ","subunitToUnit":1000000000000000000,');
    const data = (JSON.parse(text) as { data: Currency[] }).data;
    const subunits = Object.fromEntries(data.map((c) => [c.code, c.subunitToUnit]));
    expect(subunits).toMatchObject({ CAD: 100, USD: 100, EUR: 100, JPY: 1, BTC: 100_000_000, USDT: 1_000_000 });
    expect(data.find((c) => c.code === 'BTC')?.subCurrencies).toEqual([
      { code: 'mBTC', subunitToUnit: 1000 },
      { code: 'uBTC', subunitToUnit: 1_000_000 },
    ]);
    expect(data.find((c) => c.code === 'ETH')?.subCurrencies).toEqual([
      { code: 'mETH', subunitToUnit: 1000 },
      { code: 'gwei', subunitToUnit: 1_000_000_000 },
    ]);
    expect(data.find((c) => c.code === 'JPY')?.rate.rate).toBe(0.0092);
  });

  it('[S1.3-35] offers only enabled currencies when visible=true', async () => {
    const all = (await getData<Currency[]>('/api/settings/currencies?visible=false')).data;
    const visible = (await getData<Currency[]>('/api/settings/currencies?visible=true')).data;
    expect(all.find((c) => c.code === 'LTC')?.isEnabled).toBe(false);
    expect(visible.map((c) => c.code)).not.toContain('LTC');
    expect(visible.every((c) => c.isEnabled)).toBe(true);
    expect(visible.map((c) => c.code)).toEqual(all.filter((c) => c.isEnabled).map((c) => c.code));
  });

  it('[S1.7-10] rejects a visible value other than true or false with field errors', async () => {
    const response = await fetch(`${app.url}/api/settings/currencies?visible=maybe`);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { code: string; fields: Record<string, string[]> } };
    expect(body.error.code).toBe('validation_failed');
    expect(body.error.fields.visible?.length).toBeGreaterThan(0);
    expect(response.headers.get('cache-control')).not.toBe('public, max-age=60');
  });

  it('[S1.7-11] [S1.3-36] lists the locales with code and isDefault, en being the default', async () => {
    const { data } = await getData<LocaleSetting[]>('/api/settings/locales');
    expect(data).toEqual([
      { code: 'en', isDefault: true },
      { code: 'fr', isDefault: false },
      { code: 'de', isDefault: false },
      { code: 'es', isDefault: false },
      { code: 'pt-br', isDefault: false },
    ]);
  });

  it('[S1.7-12] [S1.3-31] lists all 249 ISO countries with code, name, locale and restrict, in English by default', async () => {
    const { data } = await getData<Country[]>('/api/settings/countries');
    expect(data).toHaveLength(249);
    expect(new Set(data.map((c) => c.code)).size).toBe(249);
    for (const country of data) {
      expect(Object.keys(country).sort()).toEqual(['code', 'locale', 'name', 'restrict']);
      expect(country.code).toMatch(/^[A-Z]{2}$/);
      expect(country.locale).toBe('en');
      expect(country.name).not.toBe(country.code);
    }
    expect(data.find((c) => c.code === 'DE')?.name).toBe('Germany');
  });

  it('[S1.7-12] names countries in the requested locale and sorts them by name in that language', async () => {
    const { data } = await getData<Country[]>('/api/settings/countries?locale=fr');
    expect(data).toHaveLength(249);
    const byCode = Object.fromEntries(data.map((c) => [c.code, c]));
    expect(byCode.DE).toMatchObject({ name: 'Allemagne', locale: 'fr' });
    expect(byCode.ES?.name).toBe('Espagne');
    expect(byCode.US?.name).toBe('États-Unis');
    const names = data.map((c) => c.name);
    const collator = new Intl.Collator('fr');
    expect([...names].sort(collator.compare)).toEqual(names);
    // French collation puts "Égypte" among the E's, not after Z as a code-point sort would.
    expect(names.indexOf('Égypte')).toBeLessThan(names.indexOf('Espagne'));

    const portuguese = (await getData<Country[]>('/api/settings/countries?locale=pt-br')).data;
    expect(portuguese.find((c) => c.code === 'DE')).toMatchObject({ name: 'Alemanha', locale: 'pt-br' });
  });

  it('[S1.3-32] marks exactly US, UM, GB, FR, NL, AW, CW and MF restricted, so the offered list excludes them', async () => {
    const { data } = await getData<Country[]>('/api/settings/countries?locale=de');
    expect(
      data
        .filter((c) => c.restrict)
        .map((c) => c.code)
        .sort(),
    ).toEqual(restricted);
    const offered = data.filter((c) => !c.restrict).map((c) => c.code);
    expect(offered).toHaveLength(249 - restricted.length);
    for (const code of restricted) expect(offered).not.toContain(code);
    expect(offered).toContain('CA');
  });

  it('[S1.7-12] rejects an unknown locale with field errors', async () => {
    const response = await fetch(`${app.url}/api/settings/countries?locale=xx`);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { code: string; fields: Record<string, string[]> } };
    expect(body.error.code).toBe('validation_failed');
    expect(body.error.fields.locale?.length).toBeGreaterThan(0);
  });

  it('[S1.7-13] [S1.3-38] [S1.3-37] serves the settings constants exactly as the contracts export them', async () => {
    const { data } = await getData<typeof settingsConstants>('/api/settings/constants');
    expect(data).toEqual(JSON.parse(JSON.stringify(settingsConstants)));
    expect(data.playerStatus.active).toBe(1);
    for (const zone of data.timeZones) expect(Object.keys(zone).sort()).toEqual(['id', 'name']);
  });

  it('[S1.7-08] answers settings calls without credentials, as publicly cacheable JSON', async () => {
    for (const path of [
      '/api/settings/currencies?visible=true',
      '/api/settings/locales',
      '/api/settings/countries?locale=es',
      '/api/settings/constants',
    ]) {
      const response = await fetch(`${app.url}${path}`, { credentials: 'omit' });
      expect(response.status, path).toBe(200);
      expect(response.headers.get('cache-control'), path).toBe('public, max-age=60');
      expect(response.headers.get('content-type'), path).toContain('application/json');
    }
  });

  it('documents the settings calls in the OpenAPI document', async () => {
    const doc = (await (await fetch(`${app.url}/api/docs/json`)).json()) as {
      paths: Record<string, { get?: { tags?: string[]; parameters?: { name: string }[] } }>;
    };
    for (const path of ['currencies', 'locales', 'countries', 'constants']) {
      expect(doc.paths[`/api/settings/${path}`]?.get?.tags).toEqual(['settings']);
    }
    expect(doc.paths['/api/settings/currencies']?.get?.parameters?.map((p) => p.name)).toEqual(['visible']);
    expect(doc.paths['/api/settings/countries']?.get?.parameters?.map((p) => p.name)).toEqual(['locale']);
  });
});
