import { describe, expect, it } from 'vitest';
import { displayName, isProfileFilled, missingProfileFields, unknownDisplayName } from './display-name.ts';

describe('displayName', () => {
  it('[S1.3-07] [S2.3-15] is the nickname', () => {
    expect(displayName({ nickname: 'LuckyAce', email: 'john@example.com' })).toBe('LuckyAce');
  });

  it('[S1.3-08] [S2.3-15] without a nickname is the short form of the e-mail', () => {
    expect(displayName({ nickname: null, email: 'john.doe@example.com' })).toBe('john.doe');
    expect(displayName({ nickname: '  ', email: 'john.doe@example.com' })).toBe('john.doe');
  });

  it('[S1.3-09] [S2.3-15] without a nickname or e-mail is Unknown', () => {
    expect(unknownDisplayName).toBe('Unknown');
    expect(displayName({ nickname: null, email: null })).toBe('Unknown');
    expect(displayName(undefined)).toBe('Unknown');
    expect(displayName({}, 'Inconnu')).toBe('Inconnu');
  });
});

describe('isProfileFilled', () => {
  const filled = {
    firstName: 'Ada',
    lastName: 'Lovelace',
    gender: 'female',
    birthdate: '1990-12-10',
    address: '1 Main St',
    postalCode: 'H2X 1Y4',
    phone: '+15145550100',
    city: 'Montreal',
    country: 'CA',
    nickname: null,
  };

  it('[S1.3-10] [S2.3-16] is true only when all nine fields are present', () => {
    expect(isProfileFilled(filled)).toBe(true);
    expect(missingProfileFields(filled)).toEqual([]);
    for (const field of [
      'firstName',
      'lastName',
      'gender',
      'birthdate',
      'address',
      'postalCode',
      'phone',
      'city',
      'country',
    ] as const) {
      expect(isProfileFilled({ ...filled, [field]: null }), field).toBe(false);
      expect(isProfileFilled({ ...filled, [field]: '' }), field).toBe(false);
      expect(isProfileFilled({ ...filled, [field]: undefined }), field).toBe(false);
    }
    expect(isProfileFilled(null)).toBe(false);
    expect(missingProfileFields({ ...filled, phone: null, firstName: ' ' })).toEqual(['firstName', 'phone']);
  });
});
