import { z } from 'zod';
import { betStatus, gamePlatform } from './constants.ts';
import { pageMetaSchema } from './errors.ts';
import { intParam } from './query-params.ts';

/**
 * The game catalogue, favorites, recently played, launch, history and recall calls (spec 01 §3 "Game
 * collection", "Game", §7 "Games and bonuses") and the seamless-wallet contract game providers call
 * (docs/game-wallet-contract.md). Player-facing amounts are major-unit numbers like the rest of the API;
 * the provider contract speaks minor units as decimal strings (ETH's wei do not fit a JSON number).
 * Rules the spec leaves open: docs/decisions/0027 (catalogue), 0028 (seamless wallet), 0029 (history).
 */

export const gameErrorCodes = {
  /** Unknown or hidden game, provider, collection or round (404). */
  gameNotFound: 'game_not_found',
  /** The game is not offered in the visitor's country (451). */
  gameRestricted: 'game_restricted',
  /** Real play needs a session (401); the site opens login. */
  loginRequired: 'unauthorized',
  /** Demo asked of a game without demo mode (409). */
  demoUnavailable: 'demo_unavailable',
  /** Real play in a currency the player holds no account in (409). */
  currencyUnavailable: 'currency_unavailable',
  /** Self-exclusion, cooling-off or a blocked account: no real play (409). */
  playerBlocked: 'player_blocked',
} as const;

/** The error codes of the provider wallet calls (`error.code`); docs/game-wallet-contract.md. */
export const gameWalletErrorCodes = {
  badSignature: 'bad_signature',
  badRequest: 'bad_request',
  sessionNotFound: 'session_not_found',
  sessionExpired: 'session_expired',
  demoSession: 'demo_session',
  insufficientFunds: 'insufficient_funds',
  limitReached: 'limit_reached',
  playerBlocked: 'player_blocked',
  wrongCurrency: 'wrong_currency',
  betBelowMinimum: 'bet_below_minimum',
  betAboveMaximum: 'bet_above_maximum',
  /** The player's active bonus refuses bets on this game, or above its maximum bet (decision 0071). */
  bonusRestricted: 'bonus_restricted',
  bonusBetAboveMaximum: 'bonus_bet_above_maximum',
  roundNotFound: 'round_not_found',
  /** The round (or the bet a rollback names) is of another player, game or currency than the session. */
  roundMismatch: 'round_mismatch',
  roundSettled: 'round_settled',
  betRolledBack: 'bet_rolled_back',
  transactionMismatch: 'transaction_mismatch',
} as const;

const identityParam = z.string().trim().min(1).max(120);
const countryCode = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, 'A two-letter country code');

export const gamePageSize = 24;
export const historyPageSize = 10;

const platformParam = z.coerce
  .number({ error: 'platform must be 1 (mobile) or 2 (desktop)' })
  .pipe(z.union([z.literal(gamePlatform.mobile), z.literal(gamePlatform.desktop)]));

/** `true`/`false`/`1`/`0` in a query string. */
const booleanParam = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

// ---------------------------------------------------------------------------------------------------
// Catalogue

/** Spec 01 §3: id, identity, name, countries, isHidden. */
export const gameCollectionSchema = z.object({
  id: z.string(),
  identity: z.string().describe('Stable slug, the :categoryIdentity of /casino and /live-casino'),
  name: z.string(),
  countries: z.array(z.string()).describe('Countries the collection is shown in; empty means everywhere'),
  isHidden: z.boolean(),
});
export type GameCollection = z.infer<typeof gameCollectionSchema>;

export const gameProviderSchema = z.object({
  id: z.string(),
  identity: z.string().describe('Stable slug, the :providersIdentity of /providers'),
  name: z.string(),
  gamesCount: z.number().int().describe('Visible games of this provider'),
});
export type GameProvider = z.infer<typeof gameProviderSchema>;

export const betRangeSchema = z.object({
  currency: z.string(),
  min: z.number().describe('Smallest stake, major units'),
  max: z.number().describe('Largest stake, major units'),
});

export const gameTags = ['new', 'popular', 'jackpot'] as const;

export const gameSchema = z.object({
  id: z.string(),
  identity: z.string().describe('Stable slug; /games/:id accepts it as well as the id'),
  name: z.string(),
  provider: z.object({ id: z.string(), identity: z.string(), name: z.string() }),
  type: z.string().describe('slots, roulette, blackjack, live, …'),
  theme: z.string().nullable(),
  categories: z.array(z.string()).describe('Identities of the collections the game is in'),
  tags: z.array(z.string()).describe('new, popular, jackpot, …'),
  images: z.record(z.string(), z.string()).describe('Image URLs by role (thumbnail, background, …)'),
  artwork: z.record(z.string(), z.unknown()).nullable().describe('Parameters of generated artwork, if any'),
  rtp: z.number().nullable().describe('Return to player in percent'),
  volatility: z.string().nullable(),
  hasDemo: z.boolean(),
  isLive: z.boolean(),
  platforms: z.array(z.number().int()).describe('1 mobile, 2 desktop'),
  restrictedCountries: z.array(z.string()),
  betRanges: z.array(betRangeSchema),
  isFavorite: z.boolean().describe('Always false for a visitor'),
});
export type Game = z.infer<typeof gameSchema>;

export const gamesQuerySchema = z.object({
  page: intParam('page', 100_000).default(1),
  perPage: intParam('perPage', 100).default(gamePageSize),
  collection: identityParam.optional().describe('Collection identity or id'),
  provider: identityParam.optional().describe('Provider identity or id'),
  search: z.string().trim().max(100).optional().describe('Words the name starts with (prefix per word)'),
  tag: z.string().trim().max(40).optional(),
  live: booleanParam.optional().describe('true: only live games (/live-casino); false: none of them'),
  platform: platformParam.optional(),
  countryCode: countryCode.optional().describe('Default: the request country header, then the profile'),
});
export type GamesQuery = z.infer<typeof gamesQuerySchema>;

export const gamesPageSchema = z.object({ data: z.array(gameSchema), meta: pageMetaSchema });
export type GamesPage = z.infer<typeof gamesPageSchema>;

export const gameIdParamsSchema = z.object({ id: identityParam });

export const countryQuerySchema = z.object({ countryCode: countryCode.optional() });

export const collectionsQuerySchema = countryQuerySchema.extend({
  live: booleanParam.optional().describe('true: only collections holding a visible live game (/live-casino)'),
});

/** `GET /api/game/games/played`: page, perPage, platform (1 mobile, 2 desktop), countryCode (default UA). */
export const fallbackCountry = 'UA';
export const playedQuerySchema = z.object({
  page: intParam('page', 100_000).default(1),
  perPage: intParam('perPage', 100).default(gamePageSize),
  platform: platformParam.optional(),
  countryCode: countryCode.optional(),
});

// ---------------------------------------------------------------------------------------------------
// Launch

export const playBodySchema = z
  .object({
    real: z.boolean().default(false).describe('true: real money (login required); false: demo'),
    currency: z.string().trim().toUpperCase().max(10).optional().describe('Default: the registration currency'),
    platform: z
      .union([z.literal(gamePlatform.mobile), z.literal(gamePlatform.desktop)])
      .optional()
      .describe('Default: from the User-Agent'),
    locale: z.string().max(10).optional(),
    returnUrl: z
      .url({ protocol: /^https?$/ })
      .max(2000)
      .optional(),
  })
  .default({ real: false });
export type PlayBody = z.infer<typeof playBodySchema>;

export const launchSchema = z.object({
  url: z.string().describe('The provider page to embed; it carries the session token'),
  mode: z.enum(['real', 'demo']),
  currency: z.string().nullable(),
  expiresAt: z.iso.datetime().describe('Bets are refused after this; the site relaunches'),
});
export type Launch = z.infer<typeof launchSchema>;

/** The sportsbook's session (decision 0136): a real-money launch of its hidden catalogue entry. */
export const sportsbookSessionBodySchema = z
  .object({
    currency: z.string().trim().toUpperCase().max(10).optional().describe('Default: the registration currency'),
  })
  .optional();

export const sportsbookSessionSchema = z.object({
  token: z.string().describe('The session token the sportsbook sends with its seamless-wallet calls'),
  currency: z.string(),
  expiresAt: z.iso.datetime().describe('Stakes are refused after this; the site asks for a new token before'),
});
export type SportsbookSession = z.infer<typeof sportsbookSessionSchema>;

// ---------------------------------------------------------------------------------------------------
// History, winners, recall

export const betStatusValues = Object.values(betStatus);

export const roundSchema = z.object({
  id: z.string(),
  gameId: z.string(),
  gameIdentity: z.string(),
  gameName: z.string(),
  currency: z.string(),
  status: z.number().int().describe('1 open, 2 won, 3 lost, 4 refunded (settings constants betStatus)'),
  isSettled: z.boolean(),
  stake: z.number(),
  win: z.number(),
  isFreeSpin: z
    .boolean()
    .describe('A free spin played from an award: no stake, its win collects on the award (decision 0088)'),
  balanceBefore: z.number().nullable().describe('Real balance before the round’s first bet; null for a free spin'),
  balanceAfter: z.number().nullable().describe('Real balance after the round’s latest movement; null for a free spin'),
  startedAt: z.iso.datetime(),
  settledAt: z.iso.datetime().nullable(),
});
export type Round = z.infer<typeof roundSchema>;

export const roundDetailSchema = roundSchema.extend({
  transactions: z.array(
    z.object({
      id: z.string(),
      kind: z.enum(['debit', 'credit', 'rollback']),
      status: z.string().describe('applied, or rolled_back for a stake undone'),
      amount: z.number(),
      createdAt: z.iso.datetime(),
    }),
  ),
});

export const favoritesQuerySchema = z.object({
  page: intParam('page', 100_000).default(1),
  perPage: intParam('perPage', 100).default(gamePageSize),
});

export const historyQuerySchema = z.object({
  page: intParam('page', 100_000).default(1),
  perPage: intParam('perPage', 100).default(historyPageSize),
});

export const betsQuerySchema = historyQuerySchema.extend({
  isSettled: booleanParam.default(true).describe('Default true: settled bets; false: bets of open rounds'),
});

export const roundsPageSchema = z.object({ data: z.array(roundSchema), meta: pageMetaSchema });

export const betSchema = z.object({
  id: z.string().describe('Our id of the bet'),
  roundId: z.string(),
  gameId: z.string(),
  gameIdentity: z.string(),
  gameName: z.string(),
  currency: z.string(),
  amount: z.number().describe('Stake, major units'),
  win: z.number().describe('What the round paid, major units (0 while open)'),
  status: z.number().int().describe('The round’s status: 1 open, 2 won, 3 lost, 4 refunded'),
  isSettled: z.boolean(),
  createdAt: z.iso.datetime(),
});
export const betsPageSchema = z.object({ data: z.array(betSchema), meta: pageMetaSchema });

export const winnerSchema = z.object({
  roundId: z.string(),
  gameId: z.string(),
  gameIdentity: z.string(),
  gameName: z.string(),
  playerName: z.string().describe('Masked display name'),
  currency: z.string(),
  amount: z.number().describe('Win, major units'),
  multiplier: z.number().nullable().describe('Win divided by stake, 2 decimals'),
  at: z.iso.datetime(),
});
export type Winner = z.infer<typeof winnerSchema>;
export const winnersQuerySchema = z.object({ limit: intParam('limit', 50).default(20) });

/** Recall: the player's last rounds of one game (decision 0029). */
export const recallLimit = 10;

// ---------------------------------------------------------------------------------------------------
// Seamless wallet (provider → casino), docs/game-wallet-contract.md

const minorAmount = z
  .string()
  .regex(/^(0|[1-9][0-9]{0,37})$/, 'A non-negative whole number of minor units, as a string');
const providerId = z.string().min(1).max(100);

export const walletBalanceBodySchema = z.object({
  sessionToken: z.string().min(16).max(200),
});
export const walletDebitBodySchema = walletBalanceBodySchema.extend({
  transactionId: providerId,
  roundId: providerId,
  currency: z.string().min(1).max(10),
  amount: minorAmount,
});
export const walletCreditBodySchema = walletDebitBodySchema.extend({
  roundEnded: z.boolean().default(true).describe('false: more credits of this round follow'),
});
export const walletRollbackBodySchema = walletBalanceBodySchema.extend({
  transactionId: providerId,
  roundId: providerId,
  referenceTransactionId: providerId.describe('The debit to undo'),
});
export type WalletDebitBody = z.infer<typeof walletDebitBodySchema>;
export type WalletCreditBody = z.infer<typeof walletCreditBodySchema>;
export type WalletRollbackBody = z.infer<typeof walletRollbackBodySchema>;

export const walletAnswerSchema = z.object({
  balance: minorAmount.describe('Real balance after the call, minor units'),
  currency: z.string(),
  transactionId: z.string().optional().describe('Our id of the movement'),
  providerTransactionId: z.string().optional(),
});
export type WalletAnswer = z.infer<typeof walletAnswerSchema>;

export const walletErrorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    balance: minorAmount.optional(),
    currency: z.string().optional(),
    reason: z.string().optional(),
  }),
});
export type WalletErrorBody = z.infer<typeof walletErrorBodySchema>;

// ---------------------------------------------------------------------------------------------------
// Outbox topics (server → subscribers)

export const gameTopics = {
  betPlaced: 'game.bet.placed',
  roundSettled: 'game.round.settled',
  /** Mapped to game.bet.restricted / game.bet.max.exceed / game.bet.balance-insufficient on game:bets#. */
  betRefused: 'game.bet.refused',
} as const;

export const betRefusalReasons = ['restricted', 'max_exceeded', 'balance_insufficient'] as const;
