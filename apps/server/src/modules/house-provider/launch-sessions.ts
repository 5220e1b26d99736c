import { createHash } from 'node:crypto';
import { houseErrorCodes } from '@croupier/contracts/house';
import type { GameDefinition } from '@croupier/house-games/catalogue';
import { AppError } from '../../platform/http/errors.ts';
import { ttlCache } from '../../platform/ttl-cache.ts';
import { brandIdentity } from '../games/house-catalogue.ts';
import { type CasinoWallet, decided } from './casino-wallet.ts';
import type { StakeRange } from './plays.ts';

/** How long, and for how many sessions, a session's mode and currency are remembered. */
const sessionMemoryMs = 10 * 60_000;
const sessionMemoryEntries = 10_000;

/** A launch token is never stored or keyed in clear: rounds, demo wallets and caches use its hash. */
export const sessionKeyOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * The games on offer and what the casino says of a launch token: a real session (its currency and balance)
 * or a demo one. A demo session plays in the currency it asks for, when the game takes it, else CAD.
 */
export function createLaunchSessions(deps: { casino: CasinoWallet; games: ReadonlyMap<string, GameDefinition> }) {
  const { casino, games } = deps;

  function playable(slug: string): GameDefinition {
    const game = games.get(slug);
    if (!game) throw new AppError(404, houseErrorCodes.gameUnavailable, 'No such house game');
    return game;
  }

  function rangeOf(game: GameDefinition, currency: string): StakeRange {
    const range = game.betRanges.find((r) => r.currency === currency);
    if (!range) throw new AppError(409, houseErrorCodes.gameUnavailable, `This game does not take ${currency}`);
    return { min: BigInt(range.min), max: BigInt(range.max) };
  }

  async function identify(token: string, game: GameDefinition) {
    const answer = await casino.call(brandIdentity(game.brand), 'balance', { sessionToken: token });
    if (answer.status === 200 && answer.body.balance && answer.body.currency) {
      return { mode: 'real' as const, currency: answer.body.currency, balanceMinor: BigInt(answer.body.balance) };
    }
    if (answer.status === 409 && answer.body.error?.code === 'demo_session') return { mode: 'demo' as const };
    if (!decided(answer)) throw new AppError(503, houseErrorCodes.casinoUnavailable, 'The casino is not answering');
    throw new AppError(401, houseErrorCodes.sessionInvalid, 'This game session is unknown or over');
  }

  // A launch session's mode and currency never change: asked of the casino once per process and session,
  // not before every bet (the stake itself is the casino's check of a real session from then on).
  const sessions = ttlCache<string, { mode: 'real'; currency: string } | { mode: 'demo' }>(
    sessionMemoryMs,
    () => Promise.reject(new Error('sessions are identified by the caller')),
    Date.now,
    sessionMemoryEntries,
  );
  const sessionOf = (token: string, game: GameDefinition) =>
    sessions.get(sessionKeyOf(token), async () => {
      const who = await identify(token, game);
      return who.mode === 'real' ? { mode: 'real' as const, currency: who.currency } : { mode: 'demo' as const };
    });

  /** A real session's balance as the casino says it now (after any win paid without the player's press). */
  async function casinoBalance(token: string, game: GameDefinition): Promise<bigint> {
    const who = await identify(token, game);
    if (who.mode !== 'real') throw new Error('a demo session has no casino balance');
    return who.balanceMinor;
  }

  const demoCurrency = (game: GameDefinition, asked: string | undefined) =>
    asked && game.betRanges.some((r) => r.currency === asked) ? asked : 'CAD';

  /** A session's currency: the casino's for real money, the one asked for (or CAD) in demo. */
  async function currencyOf(token: string, game: GameDefinition, asked: string | undefined) {
    const who = await sessionOf(token, game);
    return { who, currency: who.mode === 'real' ? who.currency : demoCurrency(game, asked) };
  }

  return { playable, rangeOf, identify, sessionOf, casinoBalance, demoCurrency, currencyOf };
}

export type LaunchSessions = ReturnType<typeof createLaunchSessions>;
