import type { RevealedRounds } from '@croupier/contracts/house';
import { verifyRound } from '@croupier/house-games/verify';
import { expect } from 'vitest';
import { call, type TestApp } from '../player/test-helpers.ts';

/**
 * What the public verifier publishes for a revealed pair, each round replayed by the one verifier (the same
 * arithmetic the verify page runs): the seed matches its hash and every recorded draw and win is the seeds'.
 * Answers each round's recomputed draw and win, newest first.
 */
export async function verifyPublished(app: TestApp, serverSeedHash: string) {
  const published = await call<{ data: RevealedRounds }>(app, 'GET', `/provider/house/api/seeds/${serverSeedHash}`);
  expect(published.status).toBe(200);
  return published.body.data.rounds.map((round) => {
    const check = verifyRound(published.body.data, { ...round, engine: round.game.engine });
    expect([round.nonce, check.hashMatches, check.matches]).toEqual([round.nonce, true, true]);
    return { nonce: round.nonce, draw: check.draw, winMinor: check.winMinor };
  });
}
