// Games, rounds and bets as the API answers them: amounts in major units of each currency's subunit (`units`,
// currency code → subunitToUnit, read once per answer by the caller).
import { betStatus } from '@croupier/contracts/constants';
import type { PageMeta } from '@croupier/contracts/errors';
import type { Game, Round } from '@croupier/contracts/games';
import { toMajorUnits } from '@croupier/contracts/minor-units';
import { coverVersion } from '@croupier/house-games/cover-art';
import type { GameRow } from './game-query.ts';
import type { FreeRoundRow, PlayerRoundRow } from './player-rounds.ts';
import type { BetRow, RoundRow } from './store.ts';

export const pageMeta = (page: number, perPage: number, totalRows: number): PageMeta => ({
  page,
  perPage,
  totalPages: Math.ceil(totalRows / perPage),
  totalRows,
});

/**
 * A game with generated artwork and no thumbnail of its own gets its cover (decision 0061): an SVG drawn
 * by the server, at an address that changes with what it shows, so browsers may keep it for a year.
 */
function withCover(game: GameRow['game']): Record<string, string> {
  if (!game.artwork || game.images.thumbnail) return game.images;
  const version = coverVersion({ name: game.name, artwork: game.artwork });
  return { ...game.images, thumbnail: `/api/game/games/${encodeURIComponent(game.identity)}/cover.svg?v=${version}` };
}

export function gameView(row: GameRow, units: Map<string, number>): Game {
  const { game, provider } = row;
  return {
    id: game.id,
    identity: game.identity,
    name: game.name,
    provider,
    type: game.type,
    theme: game.theme,
    categories: game.categories,
    tags: game.tags,
    images: withCover(game),
    artwork: game.artwork,
    rtp: game.rtp,
    volatility: game.volatility,
    hasDemo: game.hasDemo,
    isLive: game.isLive,
    platforms: game.platforms,
    restrictedCountries: game.restrictedCountries,
    betRanges: game.betRanges.flatMap((range) => {
      const subunit = units.get(range.currency);
      if (subunit === undefined) return [];
      return [
        {
          currency: range.currency,
          min: toMajorUnits(BigInt(range.min), subunit),
          max: toMajorUnits(BigInt(range.max), subunit),
        },
      ];
    }),
    isFavorite: row.isFavorite,
  };
}

export function roundView(row: RoundRow, units: Map<string, number>): Round {
  const subunit = units.get(row.round.currency) ?? 1;
  const { round, game } = row;
  return {
    id: round.id,
    gameId: game.id,
    gameIdentity: game.identity,
    gameName: game.name,
    currency: round.currency,
    status: round.status,
    isSettled: round.status !== betStatus.open,
    isFreeSpin: false,
    stake: toMajorUnits(round.stakeMinor, subunit),
    win: toMajorUnits(round.winMinor, subunit),
    balanceBefore: toMajorUnits(round.balanceBeforeMinor, subunit),
    balanceAfter: toMajorUnits(round.balanceAfterMinor, subunit),
    startedAt: round.startedAt.toISOString(),
    settledAt: round.settledAt?.toISOString() ?? null,
  };
}

/** A free spin as a round (decision 0088): settled when reported, no stake, no real balance moved. */
export function freeRoundView({ free, game }: FreeRoundRow, units: Map<string, number>): Round {
  const subunit = units.get(free.currency) ?? 1;
  return {
    id: free.id,
    gameId: game.id,
    gameIdentity: game.identity,
    gameName: game.name,
    currency: free.currency,
    status: free.winMinor > 0n ? betStatus.won : betStatus.lost,
    isSettled: true,
    isFreeSpin: true,
    stake: 0,
    win: toMajorUnits(free.winMinor, subunit),
    balanceBefore: null,
    balanceAfter: null,
    startedAt: free.createdAt.toISOString(),
    settledAt: free.createdAt.toISOString(),
  };
}

export const playerRoundView = (entry: PlayerRoundRow, units: Map<string, number>) =>
  entry.kind === 'round' ? roundView(entry.row, units) : freeRoundView(entry.row, units);

export function betView(row: BetRow, units: Map<string, number>) {
  const subunit = units.get(row.round.currency) ?? 1;
  return {
    id: row.bet.id,
    roundId: row.round.id,
    gameId: row.game.id,
    gameIdentity: row.game.identity,
    gameName: row.game.name,
    currency: row.round.currency,
    amount: toMajorUnits(row.bet.amountMinor, subunit),
    win: toMajorUnits(row.round.winMinor, subunit),
    status: row.bet.status === 'rolled_back' ? betStatus.refunded : row.round.status,
    isSettled: row.round.status !== betStatus.open,
    createdAt: row.bet.createdAt.toISOString(),
  };
}
