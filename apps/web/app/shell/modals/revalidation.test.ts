import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { describe, expect, it } from 'vitest';
import { revalidateUnlessModalQuery } from './revalidation.ts';

const args = (current: string, next: string): ShouldRevalidateFunctionArgs =>
  ({
    currentUrl: new URL(current, 'https://casino.test'),
    nextUrl: new URL(next, 'https://casino.test'),
    defaultShouldRevalidate: true,
  }) as ShouldRevalidateFunctionArgs;

describe('root data revalidation', () => {
  it('keeps the data when only a modal query changes', () => {
    expect(revalidateUnlessModalQuery(args('/casino', '/casino?wallet=deposit'))).toBe(false);
  });

  it('[S2.7-75] [S2.7-87] reloads on an explicit revalidate of the same URL (realtime player.updated, visibility return)', () => {
    expect(revalidateUnlessModalQuery(args('/casino?wallet=deposit', '/casino?wallet=deposit'))).toBe(true);
  });
});
