import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatTransactionDate } from './dates.ts';

describe('formatTransactionDate', () => {
  it('[S2.2-60] formats as day.month.year - hour:minute', () => {
    expect(formatTransactionDate('2026-03-05T14:07:59Z', { timeZone: 'UTC' })).toBe('05.03.2026 - 14:07');
    expect(formatTransactionDate(new Date(Date.UTC(2025, 11, 31, 0, 5)), { timeZone: 'UTC' })).toBe(
      '31.12.2025 - 00:05',
    );
    expect(formatTransactionDate('2026-03-05T23:30:00Z', { timeZone: 'America/Toronto' })).toBe('05.03.2026 - 18:30');
    expect(formatTransactionDate('2026-03-05T23:30:00Z', { timeZone: 'Europe/Berlin' })).toBe('06.03.2026 - 00:30');
  });

  it('rejects an invalid date', () => {
    expect(() => formatTransactionDate('not a date')).toThrow(RangeError);
  });
});

describe('formatDate', () => {
  it('uses the words and order of the site locale', () => {
    const date = '2026-03-05T12:00:00Z';
    expect(formatDate(date, 'en', { dateStyle: 'long', timeZone: 'UTC' })).toBe('March 5, 2026');
    expect(formatDate(date, 'fr', { dateStyle: 'long', timeZone: 'UTC' })).toBe('5 mars 2026');
    expect(formatDate(date, 'de', { dateStyle: 'long', timeZone: 'UTC' })).toBe('5. März 2026');
    expect(formatDate(date, 'es', { dateStyle: 'long', timeZone: 'UTC' })).toBe('5 de marzo de 2026');
    expect(formatDate(date, 'pt-br', { dateStyle: 'long', timeZone: 'UTC' })).toBe('5 de março de 2026');
    expect(formatDate(date, 'en')).toMatch(/2026/);
    expect(formatDateTime(date, 'de', { timeZone: 'UTC' })).toBe('05.03.2026, 12:00');
  });
});
