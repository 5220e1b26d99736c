import { describe, expect, it } from 'vitest';
import { bonusAlert, codeAlert, isListed } from './bonus-alerts.ts';

describe('bonus status alerts (spec 02 §4)', () => {
  it('maps each bonus status-result to its alert', () => {
    expect(bonusAlert('bonus', 1, 1)?.key).toBe('bonusIssued');
    expect(bonusAlert('bonus', 2, 1)?.key).toBe('bonusActivated');
    expect(bonusAlert('bonus', 3, 2)?.key).toBe('bonusPlayed');
    expect(bonusAlert('bonus', 3, 3)?.key).toBe('bonusCanceled');
    expect(bonusAlert('bonus', 3, 4)?.key).toBe('bonusExpired');
    expect(bonusAlert('bonus', 3, 5)?.key).toBe('bonusLost');
  });

  it('maps each free-spin status-result to its alert', () => {
    expect(bonusAlert('freespin', 1, 1)?.key).toBe('freespinIssued');
    expect(bonusAlert('freespin', 2, 1)?.key).toBe('freespinActivated');
    expect(bonusAlert('freespin', 3, 3)?.key).toBe('freespinCanceled');
    expect(bonusAlert('freespin', 3, 4)?.key).toBe('freespinExpired');
  });

  it('shows nothing for pairs outside the table (pending, free spins played or lost)', () => {
    expect(bonusAlert('bonus', 4, 1)).toBeUndefined();
    expect(bonusAlert('freespin', 3, 2)).toBeUndefined();
    expect(bonusAlert('freespin', 3, 5)).toBeUndefined();
    expect(bonusAlert('bonus', 3, 1)).toBeUndefined();
  });

  it('gives the incorrect-code alert for status 3 and not-available for 4', () => {
    expect(codeAlert(3)?.key).toBe('codeIncorrect');
    expect(codeAlert(4)?.key).toBe('codeNotAvailable');
    expect(codeAlert(1)).toBeUndefined();
    expect(codeAlert(2)).toBeUndefined();
  });

  it('keeps statuses 1, 2 and 4 in the lists and drops finished ones', () => {
    expect([1, 2, 3, 4].filter(isListed)).toEqual([1, 2, 4]);
  });
});
