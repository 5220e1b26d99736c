import { describe, expect, it } from 'vitest';
import { clampPage, perPageFor } from './paging.ts';

describe('bonus list paging', () => {
  it('shows 6 per page under 1024 px and 12 from 1024 px', () => {
    expect(perPageFor(390)).toBe(6);
    expect(perPageFor(1023)).toBe(6);
    expect(perPageFor(1024)).toBe(12);
    expect(perPageFor(1280)).toBe(12);
  });

  it('steps back to the last page after the list shrank, never below the first', () => {
    expect(clampPage(3, 2)).toBe(2);
    expect(clampPage(2, 2)).toBe(2);
    expect(clampPage(2, 0)).toBe(1);
    expect(clampPage(0, 5)).toBe(1);
  });
});
