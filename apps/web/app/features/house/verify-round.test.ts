import { applyBlackjackMove, type BlackjackMove, dealFromShoe, shuffleShoe } from '@croupier/house-games/blackjack';
import { crashPointForRound } from '@croupier/house-games/crash-round';
import { playDice } from '@croupier/house-games/dice';
import { createSeedPair, hmacRandomSource } from '@croupier/house-games/fairness';
import { revealTile, startMines } from '@croupier/house-games/mines';
import { playPlinko } from '@croupier/house-games/plinko';
import { playRoulette } from '@croupier/house-games/roulette';
import { slotThemes } from '@croupier/house-games/slot-themes';
import { playSlot } from '@croupier/house-games/slots';
import { describe, expect, it } from 'vitest';
import { crashPointOf, sha256Hex } from './fair-stream.ts';
import { recomputeRound } from './verify-round.ts';

describe('the verifier recomputes rounds in the browser with Web Crypto, as the studio dealt them', () => {
  const pair = createSeedPair('my-client-seed');
  const source = (nonce: number) => hmacRandomSource(pair.serverSeed, pair.clientSeed, nonce);
  const seeds = { serverSeed: pair.serverSeed, clientSeed: pair.clientSeed };

  it('hashes the server seed as the studio showed it before play', async () => {
    expect(await sha256Hex(pair.serverSeed)).toBe(pair.serverSeedHash);
  });

  it('recomputes dice, roulette, plinko and slots rounds, and spots a recorded outcome that is not the seeds’', async () => {
    const dice = playDice(source(0), { stake: 100n, direction: 'under', target: 5000 });
    const diceRound = {
      engine: { game: 'dice' as const },
      nonce: 0,
      bet: { stake: '100', direction: 'under', target: 5000 },
      outcome: { roll: dice.roll },
      winMinor: dice.win.toString(),
    };
    expect(await recomputeRound(seeds, diceRound)).toMatchObject({ matches: true, winMinor: dice.win.toString() });
    expect((await recomputeRound(seeds, { ...diceRound, outcome: { roll: (dice.roll + 1) % 10_000 } })).matches).toBe(
      false,
    );

    const bets = [{ type: 'red' as const, stake: 100n }];
    const spin = playRoulette(source(1), bets);
    expect(
      await recomputeRound(seeds, {
        engine: { game: 'roulette' },
        nonce: 1,
        bet: { bets: [{ type: 'red', stake: '100' }] },
        outcome: { number: spin.number },
        winMinor: spin.totalWin.toString(),
      }),
    ).toMatchObject({ matches: true, draw: String(spin.number) });

    const ball = playPlinko(source(2), { stake: 100n, rows: 16, risk: 'high' });
    expect(
      await recomputeRound(seeds, {
        engine: { game: 'plinko', risk: 'high' },
        nonce: 2,
        bet: { stake: '100', rows: 16, risk: 'high' },
        outcome: { path: ball.path },
        winMinor: ball.win.toString(),
      }),
    ).toMatchObject({ matches: true });

    const theme = slotThemes[0];
    if (!theme) throw new Error('no slot theme');
    // The first spin that triggers free spins needs far more words than the first blocks fetched.
    let nonce = 3;
    while (playSlot(source(nonce), theme, { stake: 200n, lines: 20 }).freeSpins.length === 0 && nonce < 20_000)
      nonce += 1;
    const slot = playSlot(source(nonce), theme, { stake: 200n, lines: 20 });
    expect(slot.freeSpins.length).toBeGreaterThan(0);
    const round = {
      engine: { game: 'slots' as const, themeId: theme.id, lines: 20 as const },
      nonce,
      bet: { stake: '200', themeId: theme.id, lines: 20 },
      outcome: { base: { grid: slot.base.grid }, freeSpins: slot.freeSpins.map((s) => ({ grid: s.grid })) },
      winMinor: slot.win.toString(),
    };
    expect((await recomputeRound(seeds, round)).matches).toBe(true);
  });

  it('replays the player’s mines picks on the layout the seeds fixed', async () => {
    let state = startMines(source(50), 100n, 3);
    const safe = [...Array(25).keys()].filter((tile) => !state.minePositions.includes(tile)).slice(0, 2);
    for (const tile of safe) state = revealTile(state, tile);
    const round = {
      engine: { game: 'mines' as const },
      nonce: 50,
      bet: { stake: '100', mines: 3 },
      outcome: { revealed: safe, status: 'cashed-out', minePositions: [...state.minePositions] },
      winMinor: ((100n * BigInt(state.multiplier)) / 1_000_000n).toString(),
    };
    expect(await recomputeRound(seeds, round)).toMatchObject({ matches: true });
    expect((await recomputeRound(seeds, { ...round, winMinor: '1' })).matches).toBe(false);
  });

  it('replays the player’s blackjack moves on the shoe the seeds shuffled', async () => {
    const shoe = shuffleShoe(source(60));
    let state = dealFromShoe(shoe, 100n);
    const moves: BlackjackMove[] = [];
    while (state.phase !== 'settled') {
      const move: BlackjackMove = state.phase === 'insurance' ? 'decline-insurance' : 'hit';
      moves.push(move);
      state = applyBlackjackMove(state, move);
    }
    const round = {
      engine: { game: 'blackjack' as const },
      nonce: 60,
      bet: { stake: '100', moves },
      outcome: { dealer: state.dealer, hands: state.hands.map((h) => ({ cards: h.cards })) },
      winMinor: state.totalWin.toString(),
    };
    expect(await recomputeRound(seeds, round)).toMatchObject({ matches: true });
    // Without the hits the hands are not the recorded ones.
    if (moves.includes('hit')) {
      expect((await recomputeRound(seeds, { ...round, bet: { stake: '100', moves: [] } })).matches).toBe(false);
    }
  });

  it('[S1.2-19] recomputes a crash round’s point from its chain seed and the salt, as the studio derived it', async () => {
    const salt = 'a1b2c3d4e5f60718293a4b5c6d7e8f90';
    let seed = 'f'.repeat(64);
    for (let round = 0; round < 40; round += 1) {
      expect(await crashPointOf(seed, salt)).toBe(crashPointForRound(seed, salt));
      seed = await sha256Hex(seed);
    }
    // Another salt gives another point for the same seed (over a few seeds, at least one differs).
    const points = await Promise.all(['1', '2', '3', '4'].map((s) => crashPointOf(s.repeat(64), salt)));
    const others = await Promise.all(['1', '2', '3', '4'].map((s) => crashPointOf(s.repeat(64), 'other-salt')));
    expect(others).not.toEqual(points);
  });
});
