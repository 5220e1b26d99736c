import { describe, expect, it } from 'vitest';
import { launchProblem, minimumBet, platformForWidth } from './launch-outcome.ts';

describe('game launch outcomes', () => {
  it('names each refusal the stage explains', () => {
    expect(launchProblem({ status: 451, code: 'game_restricted' })).toBe('restricted');
    expect(launchProblem({ status: 409, code: 'age_unconfirmed' })).toBe('ageUnconfirmed');
    expect(launchProblem({ status: 409, code: 'player_blocked' })).toBe('blocked');
    expect(launchProblem({ status: 409, code: 'currency_unavailable' })).toBe('currency');
    expect(launchProblem({ status: 409, code: 'demo_unavailable' })).toBe('noDemo');
    expect(launchProblem({ status: 404, code: 'game_not_found' })).toBe('notFound');
    expect(launchProblem({ status: 409, code: 'freespin_not_playable' })).toBe('freespinDone');
    expect(launchProblem({ status: 0, code: undefined })).toBe('failed');
    expect(launchProblem({ status: 500, code: 'internal' })).toBe('failed');
  });

  it('finds the minimum bet of the currency played, none for a currency the game does not take', () => {
    const ranges = [
      { currency: 'CAD', min: 0.2, max: 500 },
      { currency: 'BTC', min: 0.000001, max: 0.005 },
    ];
    expect(minimumBet(ranges, 'CAD')).toBe(0.2);
    expect(minimumBet(ranges, 'BTC')).toBe(0.000001);
    expect(minimumBet(ranges, 'EUR')).toBeUndefined();
    expect(minimumBet(ranges, undefined)).toBeUndefined();
  });

  it('[S1.7-73] launches as mobile under 768 px and desktop from 768 px', () => {
    expect(platformForWidth(390)).toBe(1);
    expect(platformForWidth(767)).toBe(1);
    expect(platformForWidth(768)).toBe(2);
  });
});
