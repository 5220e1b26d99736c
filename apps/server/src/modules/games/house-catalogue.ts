import { generateCatalogue, type GameDefinition as HouseGame } from '@croupier/house-games/catalogue';
import type { CollectionDefinition, GameDefinition } from './catalogue.ts';

/** Where the house provider serves its games (docs/game-wallet-contract.md). */
export const houseLaunchUrl = '/provider/house/play';

/** The lobby's categories in the order players see them; the rest follow by name. */
export const houseCollections: CollectionDefinition[] = [
  { identity: 'new', name: 'New games' },
  { identity: 'popular', name: 'Popular' },
  { identity: 'slots', name: 'Slots' },
  { identity: 'jackpots', name: 'Jackpots' },
  { identity: 'originals', name: 'Originals' },
  { identity: 'table-games', name: 'Table games' },
  { identity: 'live-casino', name: 'Live casino' },
  { identity: 'roulette', name: 'Roulette' },
  { identity: 'blackjack', name: 'Blackjack' },
  { identity: 'instant-win', name: 'Instant win' },
  { identity: 'crash', name: 'Crash' },
  { identity: 'multiplayer', name: 'Multiplayer' },
  { identity: 'video-slots', name: 'Video slots' },
  { identity: '10-lines', name: '10 lines' },
  { identity: '20-lines', name: '20 lines' },
];

export const brandIdentity = (brand: string): string =>
  brand
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** Lobby shelves that follow a game's tags, so the drawer's New, Popular and Jackpots are real categories. */
const shelvesByTag: Readonly<Record<string, string>> = { new: 'new', popular: 'popular', jackpot: 'jackpots' };

/**
 * Where a brand's games are not offered: Italy licenses each game supplier, and Ember & Oak holds no Italian
 * licence in this catalogue. A visitor from there gets the geo-restricted-game modal instead of its games.
 */
const notOfferedIn: Readonly<Record<string, readonly string[]>> = { 'ember-and-oak': ['IT'] };

/**
 * The studio's games as catalogue entries: each brand is a provider of its own in the lobby, all served by
 * the house provider. Crash rounds are shared by every player at once, so they are the live games.
 */
export function houseCatalogue(games: readonly HouseGame[] = generateCatalogue()): GameDefinition[] {
  return games.map((game) => {
    const live = game.type === 'crash';
    const shelves = game.tags.flatMap((tag) => (shelvesByTag[tag] ? [shelvesByTag[tag]] : []));
    return {
      identity: game.slug,
      name: game.name,
      provider: { identity: brandIdentity(game.brand), name: game.brand, launchUrl: houseLaunchUrl },
      type: game.type,
      theme: game.theme,
      categories: [...game.categories, ...shelves, ...(live ? ['live-casino'] : [])],
      tags: game.tags,
      // The studio states RTP as a fraction; the catalogue, in percent with two decimals.
      rtp: Math.round(game.rtp * 10_000) / 100,
      volatility: game.volatility,
      hasDemo: true,
      isLive: live,
      restrictedCountries: [...(notOfferedIn[brandIdentity(game.brand)] ?? [])],
      betRanges: game.betRanges,
      artwork: { ...game.artwork },
    };
  });
}
