import { describe, expect, it } from 'vitest';
import { maskEmail } from './email.ts';

describe('maskEmail', () => {
  it('shows all but the last three characters of the local part, then three stars', () => {
    expect(maskEmail('johndoe@example.com')).toBe('john***@example.com');
    expect(maskEmail('alice.smith@mail.ca')).toBe('alice.sm***@mail.ca');
    expect(maskEmail('abcd@example.com')).toBe('a***@example.com');
    expect(maskEmail('abcde@example.com')).toBe('ab***@example.com');
  });

  it('keeps only the first character when the local part is shorter than four', () => {
    expect(maskEmail('abc@example.com')).toBe('a***@example.com');
    expect(maskEmail('ab@example.com')).toBe('a***@example.com');
    expect(maskEmail('a@example.com')).toBe('a***@example.com');
  });

  it('handles text without a domain and non-Latin characters', () => {
    expect(maskEmail('johndoe')).toBe('john***');
    expect(maskEmail('😀😀😀😀@x.io')).toBe('😀***@x.io');
    expect(maskEmail('@x.io')).toBe('***@x.io');
  });
});
