import { describe, expect, it } from 'vitest';
import { playDice } from './dice.ts';
import { createSeedPair, hmacRandomSource, rotateSeedPair } from './fairness.ts';
import { startMines } from './mines.ts';
import { verifyRound } from './verify.ts';

describe('verifyRound: the one replay on the studio’s HMAC stream', () => {
  const pair = createSeedPair('my-client-seed');
  const { revealed } = rotateSeedPair({ ...pair, nonce: 5 });
  const source = () => hmacRandomSource(pair.serverSeed, pair.clientSeed, 4);
  const dice = playDice(source(), { stake: 100n, direction: 'over', target: 4999 });
  const diceRound = {
    engine: { game: 'dice' as const },
    nonce: 4,
    bet: { stake: '100', direction: 'over', target: 4999 },
    outcome: { roll: dice.roll },
    winMinor: dice.win.toString(),
  };

  it('recomputes a recorded round from the revealed seeds, and spots a draw or win the seeds did not deal', () => {
    expect(verifyRound(revealed, diceRound)).toEqual({
      hashMatches: true,
      matches: true,
      draw: (dice.roll / 100).toFixed(2),
      winMinor: dice.win.toString(),
    });
    expect(verifyRound(revealed, { ...diceRound, winMinor: (dice.win + 1n).toString() }).matches).toBe(false);
    expect(verifyRound(revealed, { ...diceRound, outcome: { roll: (dice.roll + 1) % 10_000 } }).matches).toBe(false);

    const layout = startMines(source(), 100n, 5).minePositions;
    const minesRound = {
      engine: { game: 'mines' as const },
      nonce: 4,
      bet: { stake: '100', mines: 5 },
      outcome: { revealed: [], status: 'playing', minePositions: layout },
      winMinor: '0',
    };
    expect(verifyRound(revealed, minesRound)).toMatchObject({ matches: true, draw: layout.join(', ') });
  });

  it('flags a server seed that does not match the hash shown before play', () => {
    const forged = { ...revealed, serverSeed: createSeedPair().serverSeed };
    expect(verifyRound(forged, diceRound).hashMatches).toBe(false);
  });
});
