import { describe, expect, it } from 'vitest';
import { isCommonPassword } from './common-passwords.ts';
import { minimumAgeFor, rule, specFieldRules } from './field-rules.ts';
import {
  ageAt,
  isValidCpf,
  parseDate,
  phoneFailure,
  type Rule,
  toE164,
  validateField,
  validateFields,
} from './rules.ts';

const fails = (value: unknown, rules: Parameters<typeof validateField>[1], context = {}) =>
  validateField(value, rules, context).map((f) => f.rule);

describe('rule engine: generic rules (spec 01 §5)', () => {
  it('[S1.5-02][S1.5-05] required fails on missing, null, blank and empty values and reports nothing else', () => {
    const rules = [rule.required, rule.min(6), rule.email];
    for (const empty of [undefined, null, '', '   ', []]) {
      expect(validateField(empty, rules)).toEqual([{ rule: 'required' }]);
    }
    expect(fails('x', [rule.required])).toEqual([]);
    expect(fails(false, [rule.required])).toEqual([]);
  });

  it('[S1.5-02] a field without required passes when empty, whatever its other rules', () => {
    expect(validateField('', [rule.min(2), rule.email, rule.phone])).toEqual([]);
    expect(validateField(undefined, [rule.cpf])).toEqual([]);
  });

  it('[S1.5-03][S1.5-06][S1.5-07] min and max count characters and carry their bound as an argument', () => {
    expect(validateField('abcde', [rule.min(6)])).toEqual([{ rule: 'min', args: { min: 6 } }]);
    expect(validateField('abcdef', [rule.min(6)])).toEqual([]);
    expect(validateField('abcd', [rule.max(3)])).toEqual([{ rule: 'max', args: { max: 3 } }]);
    // Code points, not UTF-16 units: an emoji is one character.
    expect(validateField('😀😀', [rule.min(2), rule.max(2)])).toEqual([]);
  });

  it('[S1.5-08] email accepts ordinary addresses and refuses malformed ones', () => {
    for (const ok of ['a@example.com', 'first.last+tag@mail.example.co.uk', ' spaced@example.com ']) {
      expect(fails(ok, [rule.email]), ok).toEqual([]);
    }
    for (const bad of ['plain', 'a@b', 'a@@example.com', '.a@example.com', 'a..b@example.com', 'a@example.c']) {
      expect(fails(bad, [rule.email]), bad).toEqual(['email']);
    }
  });

  it('[S1.5-10] confirmed compares with the named other field and names it in the failure', () => {
    const context = { values: { password: 'Secret-1' } };
    expect(validateField('Secret-1', [rule.confirmed('password')], context)).toEqual([]);
    expect(validateField('secret-1', [rule.confirmed('password')], context)).toEqual([
      { rule: 'confirmed', args: { other: 'password' } },
    ]);
  });

  it('[S1.5-11][S1.5-12] integer and numeric', () => {
    expect(fails('42', [rule.integer])).toEqual([]);
    expect(fails(-7, [rule.integer])).toEqual([]);
    expect(fails('4.2', [rule.integer])).toEqual(['integer']);
    expect(fails('4x', [rule.integer])).toEqual(['integer']);
    expect(fails('4.25', [rule.numeric])).toEqual([]);
    expect(fails(Number.NaN, [rule.numeric])).toEqual(['numeric']);
    expect(fails('1e3', [rule.numeric])).toEqual(['numeric']);
  });

  it('[S1.5-13] date takes only real calendar days in YYYY-MM-DD', () => {
    expect(fails('2024-02-29', [rule.date])).toEqual([]);
    for (const bad of ['2023-02-29', '2024-13-01', '2024-04-31', '24-01-01', '2024/01/01', '2024-1-1']) {
      expect(fails(bad, [rule.date]), bad).toEqual(['date']);
    }
    expect(parseDate('2000-01-31')?.toISOString()).toBe('2000-01-31T00:00:00.000Z');
  });

  it('[S1.5-14][S1.5-15] before and after compare with the date given as {param}', () => {
    const before = { rule: 'before', args: { param: '2000-01-01' } };
    const after = { rule: 'after', args: { param: '2000-01-01' } };
    expect(validateField('1999-12-31', [before])).toEqual([]);
    expect(validateField('2000-01-01', [before])).toEqual([{ rule: 'date_before', args: { param: '2000-01-01' } }]);
    expect(validateField('2000-01-02', [after])).toEqual([]);
    expect(validateField('2000-01-01', [after])).toEqual([{ rule: 'date_after', args: { param: '2000-01-01' } }]);
  });

  it('[S1.5-16][S1.5-17] min_age and max_age count whole years at the injected day, birthdays included', () => {
    const today = new Date('2024-06-15T12:00:00Z');
    expect(validateField('2006-06-15', [rule.minAge(18)], { today })).toEqual([]); // 18th birthday today
    expect(validateField('2006-06-16', [rule.minAge(18)], { today })).toEqual([{ rule: 'min_age', args: { min: 18 } }]);
    expect(validateField('2003-06-16', [rule.minAge(21)], { today })).toEqual([{ rule: 'min_age', args: { min: 21 } }]);
    expect(validateField('2003-06-15', [rule.minAge(21)], { today })).toEqual([]);
    expect(validateField('1924-06-16', [rule.maxAge(99)], { today })).toEqual([]); // 99, birthday tomorrow
    expect(validateField('1924-06-15', [rule.maxAge(99)], { today })).toEqual([{ rule: 'max_age', args: { max: 99 } }]);
    // Born on 29 February: 18 on 1 March of a common year, not on 28 February.
    expect(ageAt(new Date('2006-02-28T00:00:00Z'), new Date('2024-02-28T00:00:00Z'))).toBe(18);
    expect(ageAt(new Date('2004-02-29T00:00:00Z'), new Date('2022-02-28T00:00:00Z'))).toBe(17);
    expect(ageAt(new Date('2004-02-29T00:00:00Z'), new Date('2022-03-01T00:00:00Z'))).toBe(18);
  });

  it('[S1.5-18] regex tests the pattern in {param}; a broken pattern checks nothing rather than throwing', () => {
    const postcode = { rule: 'regex', args: { param: '^\\d{5}$' } };
    expect(validateField('10115', [postcode])).toEqual([]);
    expect(validateField('1011', [postcode])).toEqual([{ rule: 'regex', args: { param: '^\\d{5}$' } }]);
    expect(validateField('x', [{ rule: 'regex', args: { param: '(' } }])).toEqual([]);
  });

  it('[S1.5-19] digits: only digits, exactly {param} of them', () => {
    const digits = { rule: 'digits', args: { param: 4 } };
    expect(validateField('0123', [digits])).toEqual([]);
    expect(validateField('012', [digits])).toEqual([{ rule: 'digits', args: { param: 4 } }]);
    expect(validateField('01a3', [digits])).toEqual([{ rule: 'digits', args: { param: 4 } }]);
  });

  it('[S1.5-20] alpha_dash: letters of any script, digits, dash and underscore', () => {
    expect(fails('José_2-x', [{ rule: 'alpha_dash' }])).toEqual([]);
    expect(fails('a b', [{ rule: 'alpha_dash' }])).toEqual(['alpha_dash']);
    expect(fails('a.b', [{ rule: 'alpha_dash' }])).toEqual(['alpha_dash']);
  });

  it('[S1.5-21][S1.5-22] min_value and max_value compare numbers; a non-number fails as numeric', () => {
    const range: Rule[] = [
      { rule: 'min_value', args: { min: 10 } },
      { rule: 'max_value', args: { max: 100 } },
    ];
    expect(validateField('10', range)).toEqual([]);
    expect(validateField(100, range)).toEqual([]);
    expect(validateField('9.99', range)).toEqual([{ rule: 'min_value', args: { min: 10 } }]);
    expect(validateField(101, range)).toEqual([{ rule: 'max_value', args: { max: 100 } }]);
    expect(fails('ten', range)).toEqual(['numeric', 'numeric']);
  });

  it('[S1.5-23] cpf: check digits computed by hand, punctuation optional, repeated digits refused', () => {
    // 529.982.247-25 by hand: weights 10…2 give 295, 2950 mod 11 = 2; weights 11…2 give 347, 3470 mod 11 = 5.
    for (const ok of ['529.982.247-25', '52998224725', '111.444.777-35', '123.456.789-09']) {
      expect(isValidCpf(ok), ok).toBe(true);
    }
    for (const bad of [
      '529.982.247-26',
      '529.982.247-15',
      '111.111.111-11',
      '000.000.000-00',
      '1234567890',
      '5299822472a',
    ]) {
      expect(isValidCpf(bad), bad).toBe(false);
    }
    expect(fails('123.456.789-00', [rule.cpf])).toEqual(['cpf']);
  });

  it('[S1.5-36] latin and no_spaces travel as regex with a reason and fail under their own keys', () => {
    expect(fails('Pa$$w0rd!', [rule.latin, rule.noSpaces])).toEqual([]);
    expect(fails('пароль123', [rule.latin])).toEqual(['latin']);
    expect(fails('pass word', [rule.noSpaces])).toEqual(['no_spaces']);
    expect(fails('pass\tword', [rule.noSpaces])).toEqual(['no_spaces']);
  });

  it('unknown rules pass, so an older client survives a newer server', () => {
    expect(validateField('x', [{ rule: 'from_the_future' }])).toEqual([]);
  });
});

describe('rule engine: phone (libphonenumber-js, min metadata)', () => {
  it('[S1.5-09][S1.5-48] valid numbers of Canada, Brazil and Germany pass, with or without the + prefix', () => {
    for (const ok of ['+1 416 555 0123', '+14165550123', '14165550123', '+55 11 98765-4321', '+4915112345678']) {
      expect(fails(ok, [rule.phone]), ok).toEqual([]);
    }
    expect(toE164('+1 (416) 555-0123')).toBe('+14165550123');
    expect(toE164('5511987654321')).toBe('+5511987654321');
    expect(toE164('+49 151 12345678 ext. 42')).toBe('+4915112345678;ext=42');
    expect(toE164('+1 416')).toBeUndefined();
  });

  it('[S1.5-52] each length outcome of libphonenumber has its own failure', () => {
    expect(phoneFailure('+1 416 555 012')).toBe('too_short'); // Canada: 9 digits
    expect(phoneFailure('+1 416 555 01234')).toBe('too_long'); // Canada: 11 digits
    expect(phoneFailure('+55 11 98765 43210')).toBe('too_long'); // Brazil: 12 digits
    expect(phoneFailure('+49 301')).toBe('too_short'); // Germany: 3 digits
    expect(phoneFailure('+41 44 123 45678')).toBe('invalid_length'); // Switzerland: 10, allowed 9 or 12
    expect(phoneFailure('+999 123456')).toBe('invalid_country');
    expect(phoneFailure('call me')).toBe('not_a_number');
    expect(validateField('+1 416 555 012', [rule.phone])).toEqual([{ rule: 'phone_too_short' }]);
    expect(validateField('+41 44 123 45678', [rule.phone])).toEqual([{ rule: 'phone_invalid_length' }]);
    expect(validateField('+999 123456', [rule.phone])).toEqual([{ rule: 'phone_invalid_country' }]);
    expect(validateField('call me', [rule.phone])).toEqual([{ rule: 'phone_not_a_number' }]);
  });

  it('[S1.5-53] a number of the right length outside its country pattern fails as a plain phone failure', () => {
    // Canada/US area codes never start with 0 or 1.
    expect(validateField('+1 016 555 0123', [rule.phone])).toEqual([{ rule: 'phone' }]);
  });

  it('[S1.5-54] an extension may have up to 20 digits', () => {
    expect(fails(`+4915112345678;ext=${'1'.repeat(20)}`, [rule.phone])).toEqual([]);
    expect(fails(`+4915112345678 ext. ${'1'.repeat(20)}`, [rule.phone])).toEqual([]);
    expect(validateField(`+4915112345678 ext. ${'1'.repeat(21)}`, [rule.phone])).toEqual([
      { rule: 'phone_extension_too_long', args: { max: 20 } },
    ]);
  });

  it('[S1.5-55] fewer than 2 characters is not plausibly a number', () => {
    expect(phoneFailure('7')).toBe('not_a_number');
    expect(phoneFailure('+')).toBe('not_a_number');
    expect(phoneFailure('+1')).toBe('too_short'); // two characters: plausible, then too short
  });

  it('[S1.5-56] the phone text may be at most 250 characters', () => {
    expect(phoneFailure(`+4915112345678${' '.repeat(200)}x`)).not.toBe('too_long');
    expect(phoneFailure(`+49151${'-'.repeat(240)}12345678`)).toBe('too_long');
  });
});

describe('spec 01 §5 field rules', () => {
  const fields = specFieldRules({ minAge: 18 });
  const check = (name: string, value: unknown, values: Record<string, unknown> = {}) =>
    validateField(value, fields[name] ?? [], { values, today: new Date('2024-06-15T00:00:00Z') }).map((f) => f.rule);

  it('[S1.5-33] password: at least 6 characters', () => {
    expect(check('password', '12345')).toEqual(['min']);
    expect(check('password', 'abcdef')).toEqual([]);
    expect(check('password', '')).toEqual(['required']);
  });

  it('[S1.5-34][S1.5-35][S1.5-36][S1.5-37] password_registration: non-empty, no spaces, Latin, at least 6, not common', () => {
    expect(check('password_registration', '')).toEqual(['required']);
    expect(check('password_registration', 'has space9')).toEqual(['no_spaces']);
    expect(check('password_registration', 'Пароль-2024')).toEqual(['latin']);
    expect(check('password_registration', 'Ab-1')).toEqual(['min']);
    expect(check('password_registration', 'Correct-Horse-9')).toEqual([]);
  });

  it('refuses the common passwords at registration, whatever their case', () => {
    for (const common of [
      '123456',
      'password',
      'qwerty',
      '111111',
      'iloveyou',
      'dragon',
      'monkey',
      'PassWord1',
      'Qwerty123',
    ]) {
      expect(check('password_registration', common), common).toContain('common_password');
    }
    expect(isCommonPassword('1q2w3e4r')).toBe(true);
    expect(isCommonPassword('Correct-Horse-9')).toBe(false);
  });

  it('[S1.5-38][S1.5-39] password_confirmation: required and equal to password', () => {
    expect(check('password_confirmation', '')).toEqual(['required']);
    expect(check('password_confirmation', 'other-1', { password: 'secret-1' })).toEqual(['confirmed']);
    expect(check('password_confirmation', 'secret-1', { password: 'secret-1' })).toEqual([]);
  });

  it('[S1.5-40][S1.5-41][S1.5-42][S1.5-43][S1.5-44] currentPassword, newPassword, repeatNewPassword', () => {
    expect(check('currentPassword', '')).toEqual(['required']);
    expect(check('currentPassword', 'x')).toEqual([]);
    expect(check('newPassword', '')).toEqual(['required']);
    expect(check('newPassword', 'short')).toEqual(['min']);
    expect(check('repeatNewPassword', '')).toEqual(['required']);
    expect(check('repeatNewPassword', 'abcdefg', { newPassword: 'abcdefh' })).toEqual(['confirmed']);
  });

  it('[S1.5-45][S1.5-46][S1.5-49] firstName, lastName and personalIdNumber: at least 2 characters', () => {
    for (const name of ['firstName', 'lastName', 'personalIdNumber']) {
      expect(check(name, 'A'), name).toEqual(['min']);
      expect(check(name, 'Al'), name).toEqual([]);
    }
  });

  it('[S1.5-47][S1.5-48][S1.5-50][S1.5-51] email, phone, age and cpf_number', () => {
    expect(check('email', 'nope')).toEqual(['email']);
    expect(check('phone', '+1 416 555 012')).toEqual(['phone_too_short']);
    expect(check('age', '18.5')).toEqual(['integer']);
    expect(check('cpf_number', '529.982.247-25')).toEqual([]);
    expect(check('cpf_number', '529.982.247-24')).toEqual(['cpf']);
  });

  it('birthdate: a real date and the minimum age, per country from configuration', () => {
    const ages = { default: 18, byCountry: { EE: 21, GR: 21 } };
    expect(minimumAgeFor(ages, 'ee')).toBe(21);
    expect(minimumAgeFor(ages, 'PT')).toBe(18);
    expect(minimumAgeFor(ages, null)).toBe(18);
    const estonia = specFieldRules({ minAge: minimumAgeFor(ages, 'EE') }).birthdate ?? [];
    const today = new Date('2024-06-15T00:00:00Z');
    expect(validateField('2004-06-15', estonia, { today })).toEqual([{ rule: 'min_age', args: { min: 21 } }]);
    expect(validateField('2003-06-15', estonia, { today })).toEqual([]);
    expect(check('birthdate', '2006-02-30')).toEqual(['date']);
  });

  it('validateFields answers failures per property, confirmed seeing the other values', () => {
    const result = validateFields({ password: 'secret-1', passwordConfirmation: 'secret-2' }, [
      { property: 'password', rules: fields.password ?? [] },
      { property: 'passwordConfirmation', rules: fields.password_confirmation ?? [] },
    ]);
    expect(result).toEqual({ passwordConfirmation: [{ rule: 'confirmed', args: { other: 'password' } }] });
  });
});
