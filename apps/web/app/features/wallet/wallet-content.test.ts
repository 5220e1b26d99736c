import { describe, expect, it } from 'vitest';
import { showsDepositGuide } from './wallet-content.ts';

describe('deposit guide', () => {
  it('[S2.2-53] shows only when content enables it', () => {
    expect(showsDepositGuide({ enabled: true, showWithoutDepositOnly: false }, true, true)).toBe(true);
    expect(showsDepositGuide({ enabled: false, showWithoutDepositOnly: false }, true, false)).toBe(false);
    expect(showsDepositGuide(undefined, true, false)).toBe(false);
    expect(showsDepositGuide({ enabled: true, showWithoutDepositOnly: false }, false, false)).toBe(false);
  });
  it('[S2.2-54] with "show without deposit only" only to players without a successful deposit', () => {
    expect(showsDepositGuide({ enabled: true, showWithoutDepositOnly: true }, true, false)).toBe(true);
    expect(showsDepositGuide({ enabled: true, showWithoutDepositOnly: true }, true, true)).toBe(false);
  });
});
