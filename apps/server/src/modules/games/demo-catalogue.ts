import type { BetRangeDefinition, CollectionDefinition, GameDefinition, ProviderDefinition } from './catalogue.ts';

/**
 * A small, realistic catalogue for tests and for a development database before the house catalogue is
 * wired in: three providers, hidden and country-bound collections, a hidden game, a game restricted in
 * Germany, a desktop-only game and live games without demo.
 */

// Identities of its own (fixture-…, live-tables): on a shared PostgreSQL test database the house catalogue
// may sit beside it, and a shared collection identity would mix the two.
export const demoProviders = {
  house: { identity: 'fixture-originals', name: 'Fixture Originals', launchUrl: '/provider/house/play' },
  northlight: { identity: 'northlight', name: 'Northlight Studio' },
  velvet: { identity: 'velvet-live', name: 'Velvet Live' },
} satisfies Record<string, ProviderDefinition>;

export const demoCollections: CollectionDefinition[] = [
  { identity: 'slots', name: 'Slots' },
  { identity: 'table-games', name: 'Table games' },
  { identity: 'live-tables', name: 'Live tables' },
  { identity: 'fixture-jackpots', name: 'Jackpots' },
  { identity: 'lobby-highlights', name: 'Lobby highlights', isHidden: true },
  { identity: 'brazil-favourites', name: 'Favoritos do Brasil', countries: ['BR'] },
];

/** Stakes: 0.10 to 100.00 in the fiat currencies, 1000 sat to 0.01 BTC. */
const standardStakes: BetRangeDefinition[] = [
  { currency: 'CAD', min: '10', max: '10000' },
  { currency: 'EUR', min: '10', max: '10000' },
  { currency: 'USD', min: '10', max: '10000' },
  { currency: 'BRL', min: '50', max: '50000' },
  { currency: 'BTC', min: '1000', max: '1000000' },
];
const highStakes: BetRangeDefinition[] = [
  { currency: 'CAD', min: '100', max: '500000' },
  { currency: 'EUR', min: '100', max: '500000' },
  { currency: 'USD', min: '100', max: '500000' },
];

const art = (slug: string) => ({
  thumbnail: `/games/${slug}/thumbnail.webp`,
  background: `/games/${slug}/background.webp`,
});

export const demoCatalogue: GameDefinition[] = [
  {
    identity: 'starfall-fortunes',
    name: 'Starfall Fortunes',
    provider: demoProviders.house,
    type: 'slots',
    theme: 'space',
    categories: ['slots', 'lobby-highlights'],
    tags: ['popular'],
    rtp: 96.5,
    volatility: 'medium',
    hasDemo: true,
    betRanges: standardStakes,
    images: art('starfall-fortunes'),
    artwork: { background: ['#1b1f4b', '#6a2c91'], accent: '#ffd166', motif: 'star', pattern: 'rays', angle: 135 },
  },
  {
    identity: 'book-of-embers',
    name: 'Book of Embers',
    provider: demoProviders.northlight,
    type: 'slots',
    theme: 'ancient',
    categories: ['slots', 'brazil-favourites'],
    tags: ['new', 'popular'],
    rtp: 96.2,
    volatility: 'high',
    hasDemo: true,
    betRanges: standardStakes,
    images: art('book-of-embers'),
  },
  {
    identity: 'mega-vault-jackpot',
    name: 'Mega Vault Jackpot',
    provider: demoProviders.northlight,
    type: 'slots',
    theme: 'heist',
    categories: ['slots', 'fixture-jackpots'],
    tags: ['jackpot'],
    rtp: 94.1,
    volatility: 'high',
    hasDemo: true,
    betRanges: standardStakes,
    images: art('mega-vault-jackpot'),
  },
  {
    identity: 'lucky-sevens-classic',
    name: 'Lucky Sevens Classic',
    provider: demoProviders.house,
    type: 'slots',
    theme: 'fruit',
    categories: ['slots'],
    tags: [],
    rtp: 97,
    volatility: 'low',
    hasDemo: true,
    // Not licensed for Germany in this fixture.
    restrictedCountries: ['DE'],
    betRanges: standardStakes,
    images: art('lucky-sevens-classic'),
  },
  {
    identity: 'european-roulette',
    name: 'European Roulette',
    provider: demoProviders.house,
    type: 'roulette',
    theme: 'classic',
    categories: ['table-games', 'lobby-highlights'],
    tags: ['popular'],
    rtp: 97.3,
    volatility: 'low',
    hasDemo: true,
    betRanges: standardStakes,
    images: art('european-roulette'),
  },
  {
    identity: 'blackjack-royale',
    name: 'Blackjack Royale',
    provider: demoProviders.house,
    type: 'blackjack',
    theme: 'classic',
    categories: ['table-games'],
    tags: [],
    rtp: 99.5,
    volatility: 'low',
    hasDemo: true,
    // A desktop-only table.
    platforms: [2],
    betRanges: standardStakes,
    images: art('blackjack-royale'),
  },
  {
    identity: 'crash-rocket',
    name: 'Crash Rocket',
    provider: demoProviders.house,
    type: 'crash',
    theme: 'space',
    categories: ['table-games', 'brazil-favourites'],
    tags: ['new'],
    rtp: 97,
    volatility: 'high',
    hasDemo: true,
    betRanges: standardStakes,
    images: art('crash-rocket'),
  },
  {
    identity: 'live-lightning-roulette',
    name: 'Live Lightning Roulette',
    provider: demoProviders.velvet,
    type: 'live',
    theme: 'roulette',
    categories: ['live-tables'],
    tags: ['popular'],
    rtp: 97.1,
    volatility: 'medium',
    hasDemo: false,
    isLive: true,
    betRanges: highStakes,
    images: art('live-lightning-roulette'),
  },
  {
    identity: 'live-speed-baccarat',
    name: 'Live Speed Baccarat',
    provider: demoProviders.velvet,
    type: 'live',
    theme: 'baccarat',
    categories: ['live-tables'],
    tags: ['new'],
    rtp: 98.9,
    volatility: 'low',
    hasDemo: false,
    isLive: true,
    betRanges: highStakes,
    images: art('live-speed-baccarat'),
  },
  {
    identity: 'retired-gold-rush',
    name: 'Retired Gold Rush',
    provider: demoProviders.northlight,
    type: 'slots',
    theme: 'western',
    categories: ['slots'],
    tags: [],
    rtp: 95,
    volatility: 'medium',
    hasDemo: true,
    // Taken off the catalogue: every call answers 404.
    isHidden: true,
    betRanges: standardStakes,
    images: art('retired-gold-rush'),
  },
];
