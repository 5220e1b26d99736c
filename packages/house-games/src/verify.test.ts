import { describe, expect, it } from 'vitest';
import { dealBlackjack } from './blackjack.ts';
import { playDice } from './dice.ts';
import { createSeedPair, hmacRandomSource, rotateSeedPair } from './fairness.ts';
import { startMines } from './mines.ts';
import { slotThemes } from './slot-themes.ts';
import { playSlot } from './slots.ts';
import { verifyRound } from './verify.ts';

describe('verifyRound', () => {
  const pair = createSeedPair('my-client-seed');
  const { revealed } = rotateSeedPair({ ...pair, nonce: 5 });
  const seeds = { ...revealed, nonce: 4 };
  const source = () => hmacRandomSource(pair.serverSeed, pair.clientSeed, 4);

  it('recomputes a played round from the revealed seeds', () => {
    const bet = { stake: 100n, direction: 'over' as const, target: 4999 };
    const verified = verifyRound(seeds, { game: 'dice', bet });
    expect(verified).toEqual({ hashMatches: true, game: 'dice', outcome: playDice(source(), bet) });
    const theme = slotThemes[0];
    if (!theme) throw new Error('no themes');
    expect(verifyRound(seeds, { game: 'slots', themeId: theme.id, stake: 50n, lines: 10 })).toMatchObject({
      outcome: playSlot(source(), theme, { stake: 50n, lines: 10 }),
    });
    expect(verifyRound(seeds, { game: 'mines', mines: 5 })).toMatchObject({
      minePositions: startMines(source(), 1n, 5).minePositions,
    });
    expect(verifyRound(seeds, { game: 'blackjack' })).toMatchObject({ shoe: dealBlackjack(source(), 1n).shoe });
  });

  it('flags a server seed that does not match the hash shown before play', () => {
    const forged = { ...seeds, serverSeed: createSeedPair().serverSeed };
    expect(verifyRound(forged, { game: 'blackjack' }).hashMatches).toBe(false);
  });
});
