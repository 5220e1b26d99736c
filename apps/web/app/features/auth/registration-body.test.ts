import { describe, expect, it } from 'vitest';
import { registrationBody, resolveCountry } from './registration-body.ts';

const countries = [
  { code: 'DE', name: 'Germany' },
  { code: 'CA', name: 'Canada' },
];

describe('registration body', () => {
  it('resolves the country from the picked code or, without scripts, the typed name', () => {
    expect(resolveCountry({ country: 'de' }, countries)).toBe('DE');
    expect(resolveCountry({ country: '', countryName: ' canada ' }, countries)).toBe('CA');
    expect(resolveCountry({ country: 'US', countryName: 'Narnia' }, countries)).toBeUndefined();
  });

  it('sends optional fields only when given, checkboxes as booleans, and the affiliate tag', () => {
    const body = registrationBody(
      {
        email: ' a@b.co ',
        password: 'secret1',
        passwordConfirmation: '',
        currency: 'EUR',
        birthdate: '1990-01-01',
        agreements: 'on',
        bonusCode: ' ',
        fingerprint: 'f1',
      },
      { country: 'DE', locale: 'de', affiliateTag: 'aff-7' },
    );
    expect(body).toEqual({
      email: 'a@b.co',
      password: 'secret1',
      currency: 'EUR',
      country: 'DE',
      birthdate: '1990-01-01',
      agreements: true,
      receiveEmailPromo: false,
      locale: 'de',
      affiliateTag: 'aff-7',
      fingerprint: 'f1',
    });
  });
});
