import { describe, expect, it } from 'vitest';
import {
  fieldFailures,
  fieldLabel,
  fieldRules,
  type MethodFieldLike,
  refusedFields,
  shownFields,
  submittedValue,
} from './missing-fields.ts';

const field = (over: Partial<MethodFieldLike>): MethodFieldLike => ({
  key: 'x',
  value: null,
  isRequired: true,
  fieldType: 'text',
  ...over,
});

describe('missing data form', () => {
  it('[S2.5-16] [S2.5-17] [S2.5-18] [S2.5-19] gives each field its rules', () => {
    expect(fieldRules(field({ key: 'phone' }))).toEqual([{ rule: 'required' }, { rule: 'phone' }]);
    expect(fieldRules(field({ key: 'cpf_number', regexp: '^\\d+$' }))).toEqual([{ rule: 'required' }, { rule: 'cpf' }]);
    expect(fieldRules(field({ key: 'iban', regexp: '^[A-Z]{2}\\d+$', isRequired: false }))).toEqual([
      { rule: 'regex', args: { param: '^[A-Z]{2}\\d+$' } },
    ]);
    expect(fieldRules(field({ key: 'note', isRequired: false }))).toEqual([]);
    expect(fieldFailures(field({ key: 'phone' }), '')).toEqual([{ rule: 'required' }]);
    expect(fieldFailures(field({ key: 'phone' }), '+4915112345678')).toEqual([]);
    expect(fieldFailures(field({ key: 'cpf_number' }), '111.111.111-11')).toEqual([{ rule: 'cpf' }]);
    expect(fieldFailures(field({ key: 'cpf_number' }), '529.982.247-25')).toEqual([]);
    expect(fieldFailures(field({ key: 'iban', regexp: '^[A-Z]{2}\\d+$' }), 'de12')[0]?.rule).toBe('regex');
  });

  it('[S2.5-20] shows only null, invalid or agentNumber fields', () => {
    const fields = [
      field({ key: 'phone', value: '+4915112345678' }),
      field({ key: 'cpf_number', value: '123' }),
      field({ key: 'birthdate', value: null }),
      field({ key: 'agentNumber', value: '2', fieldType: 'select' }),
    ];
    expect(shownFields(fields).map((f) => f.key)).toEqual(['cpf_number', 'birthdate', 'agentNumber']);
    // A field the server refused is shown too, so it can be corrected.
    expect(shownFields(fields, ['phone']).map((f) => f.key)).toEqual([
      'phone',
      'cpf_number',
      'birthdate',
      'agentNumber',
    ]);
  });

  it('[S2.5-24] reads the server refusal of fields', () => {
    expect(refusedFields({ 'fields.phone': ['Value is not a valid phone number'], amount: ['Too much'] })).toEqual({
      phone: 'Value is not a valid phone number',
    });
    expect(refusedFields({})).toEqual({});
  });

  it('[S2.5-26] submits the phone with a leading plus', () => {
    expect(submittedValue(field({ key: 'phone' }), '49 151 12345678')).toBe('+4915112345678');
    expect(submittedValue(field({ key: 'phone' }), '+55 11 91234 5678')).toBe('+5511912345678');
    expect(submittedValue(field({ key: 'cpf_number' }), ' 529.982.247-25 ')).toBe('529.982.247-25');
  });

  it('[S2.3-08] labels fall back to English, then the key', () => {
    const labelled = field({ key: 'phone', labels: { en: 'Phone', de: 'Telefon' } });
    expect(fieldLabel(labelled, 'de')).toBe('Telefon');
    expect(fieldLabel(labelled, 'fr')).toBe('Phone');
    expect(fieldLabel(field({ key: 'phone' }), 'fr')).toBe('phone');
  });
});
