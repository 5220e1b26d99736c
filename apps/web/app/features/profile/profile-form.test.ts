import type { PlayerProfile } from '@croupier/contracts/player';
import { describe, expect, it } from 'vitest';
import { deviceFamilyOf } from '../../ui/device.ts';
import { checkProfile, filledPercent, missingFields, profileBody, profileRules, valuesOf } from './profile-form.ts';
import { shouldReloadOnReturn } from './visibility-threshold.ts';

const profile: PlayerProfile = {
  id: '00000000-0000-4000-8000-000000000001',
  email: 'player@example.com',
  nickname: null,
  firstName: 'Ada',
  lastName: null,
  gender: null,
  birthdate: '1990-05-20',
  address: null,
  postalCode: null,
  phone: null,
  city: null,
  country: 'DE',
  currency: 'EUR',
  pwaInstalled: false,
  isNewlyRegistered: false,
  status: 1,
  segmentIds: [],
  sumsubVerified: false,
  createdAt: '2026-01-01T00:00:00.000Z',
};

const serverRules = profileRules([
  { name: 'firstName', property: 'firstName', required: false, rules: [{ rule: 'min', args: { min: 2 } }] },
  { name: 'phone', property: 'phone', required: false, rules: [{ rule: 'phone' }] },
]);

describe('profile form', () => {
  it('[S1.3-11][S1.7-34] sends the whole profile with edited fields and blanks as null', () => {
    const body = profileBody(profile, {
      ...valuesOf(profile),
      lastName: ' Lovelace ',
      firstName: '',
      gender: 'female',
    });
    expect(body).toEqual({ ...profile, lastName: 'Lovelace', firstName: null, gender: 'female' });
  });
  it('[S1.3-11] keeps fields the form did not show', () => {
    expect(profileBody(profile, { city: 'Berlin' })).toEqual({ ...profile, city: 'Berlin' });
  });
  it('[S1.3-10][S2.3-16] lists the missing required fields and the filled share', () => {
    expect(missingFields(profile)).toEqual(['lastName', 'gender', 'address', 'postalCode', 'phone', 'city']);
    expect(filledPercent(profile)).toBe(33);
  });
  it('[S1.5-45][S1.5-48][S1.3-30] checks given values with the server rules plus the nickname bounds', () => {
    const failures = checkProfile({ ...valuesOf(profile), firstName: 'A', phone: '12', nickname: 'a b' }, serverRules);
    expect(failures.firstName?.[0]?.rule).toBe('min');
    expect(failures.phone?.[0]?.rule).toMatch(/^phone/);
    expect(failures.nickname?.[0]?.rule).toBe('alpha_dash');
  });
  it('[S1.3-30] lets optional fields stay empty and checks only the fields asked for', () => {
    expect(checkProfile(valuesOf(profile), serverRules)).toEqual({});
    expect(checkProfile({ firstName: 'A', phone: '1' }, serverRules, { only: ['firstName'] })).toEqual({
      firstName: [{ rule: 'min', args: { min: 2 } }],
    });
  });
});

describe('visibility return', () => {
  it('[S2.4-144] picks the platform from the user agent', () => {
    expect(deviceFamilyOf('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)')).toBe('ios');
    expect(deviceFamilyOf('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 5)).toBe('ios');
    expect(deviceFamilyOf('Mozilla/5.0 (Linux; Android 14; Pixel 8)')).toBe('android');
    expect(deviceFamilyOf('Mozilla/5.0 (Windows NT 10.0; Win64; x64)')).toBe('web');
  });
  it('[S2.4-144] reloads only after the tab was hidden longer than the threshold', () => {
    expect(shouldReloadOnReturn(0, 30_001, 30_000)).toBe(true);
    expect(shouldReloadOnReturn(0, 30_000, 30_000)).toBe(false);
    expect(shouldReloadOnReturn(undefined, 99_999_999, 30_000)).toBe(false);
  });
});
