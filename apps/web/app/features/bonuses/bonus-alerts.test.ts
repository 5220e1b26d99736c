import { describe, expect, it } from 'vitest';
import { bonusAlert, changedStatusAlert, codeAlert, isListed, rememberStatuses } from './bonus-alerts.ts';

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

  it('alerts a live update only when it changes the status-result the page knows', () => {
    const known = new Map<string, string>();
    rememberStatuses(known, 'bonus', [{ id: 'a', status: 1, result: 1 }]);
    // Activated: a change, so it alerts; then every wagering update of the active bonus stays quiet.
    expect(changedStatusAlert(known, 'bonus', { id: 'a', status: 2, result: 1 })?.key).toBe('bonusActivated');
    expect(changedStatusAlert(known, 'bonus', { id: 'a', status: 2, result: 1 })).toBeUndefined();
    expect(changedStatusAlert(known, 'bonus', { id: 'a', status: 2, result: 1 })).toBeUndefined();
    expect(changedStatusAlert(known, 'bonus', { id: 'a', status: 3, result: 2 })?.key).toBe('bonusPlayed');
    // An active bonus the list already shows: its progress says nothing; the same id as free spins is another item.
    rememberStatuses(known, 'bonus', [{ id: 'b', status: 2, result: 1 }]);
    expect(changedStatusAlert(known, 'bonus', { id: 'b', status: 2, result: 1 })).toBeUndefined();
    expect(changedStatusAlert(known, 'freespin', { id: 'b', status: 2, result: 1 })?.key).toBe('freespinActivated');
    // A list read again before the activation's update arrives does not swallow its alert.
    rememberStatuses(known, 'bonus', [{ id: 'e', status: 1, result: 1 }]);
    rememberStatuses(known, 'bonus', [{ id: 'e', status: 2, result: 1 }]);
    expect(changedStatusAlert(known, 'bonus', { id: 'e', status: 2, result: 1 })?.key).toBe('bonusActivated');
    // Unseen: an activation alerts; a progress update of a bonus activated before the page opened does not.
    expect(changedStatusAlert(known, 'bonus', { id: 'c', status: 2, result: 1, wagered: false })?.key).toBe(
      'bonusActivated',
    );
    expect(changedStatusAlert(known, 'bonus', { id: 'd', status: 2, result: 1, wagered: true })).toBeUndefined();
    expect(changedStatusAlert(known, 'bonus', { id: 'd', status: 3, result: 2, wagered: true })?.key).toBe(
      'bonusPlayed',
    );
  });
});
