import { dictionary } from '@zxcvbn-ts/language-common';
import { describe, expect, it } from 'vitest';
import { rankedCommonPasswords } from '../scripts/extract-common-passwords.ts';
import { isCommonPassword } from './common-passwords.ts';
import { commonPasswordList } from './common-passwords-list.ts';

describe('the common passwords', () => {
  it('are the first 3,000 of the installed ranked list, in rank order (regenerate after an upgrade)', () => {
    const shipped = commonPasswordList.split(' ');
    expect(shipped).toHaveLength(3000);
    expect(shipped).toEqual(rankedCommonPasswords(3000));
    expect(shipped.slice(0, 4)).toEqual(['123456', 'password', '12345678', 'qwerty']);
  });

  it('stop at rank 3,000: the next entry of the ranked list is not refused', () => {
    const ranked = (dictionary['passwords-common'] as string[]).map((entry) => entry.toLowerCase());
    const next = ranked.find((entry) => !commonPasswordList.split(' ').includes(entry));
    expect(next).toBeDefined();
    expect(isCommonPassword(next as string)).toBe(false);
    expect(isCommonPassword(ranked[2999] as string)).toBe(true);
  });
});
