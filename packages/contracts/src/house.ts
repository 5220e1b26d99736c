import { z } from 'zod';

/**
 * The house studio's API (`/provider/house/api`, decision 0033): what its game pages send and receive.
 * Amounts are minor units as decimal strings, as the seamless-wallet contract speaks them.
 */

export const houseErrorCodes = {
  sessionInvalid: 'house_session_invalid',
  gameUnavailable: 'house_game_unavailable',
  badBet: 'house_bad_bet',
  refused: 'house_bet_refused',
  casinoUnavailable: 'house_casino_unavailable',
  /** A move that the round's state does not allow (mines: no round in play, or one already in play). */
  badMove: 'house_bad_move',
  /** The seed pair cannot change while a round that uses it is still in play. */
  roundInPlay: 'house_round_in_play',
  /**
   * The verifier is asked for a seed pair that is unknown or still secret; for a secret one, `reason` says
   * whose it is (`player`: the player rotates it in the game; `table`: a guest's demo table, revealable).
   */
  notRevealed: 'house_seed_not_revealed',
} as const;

const sessionFields = {
  token: z.string().min(16).max(200).describe('The launch token from the game URL'),
  game: z.string().min(1).max(120).describe('The game’s slug (identity)'),
  currency: z.string().trim().toUpperCase().max(10).optional().describe('Demo only: play money in this currency'),
};
const minor = z.string().regex(/^[1-9][0-9]{0,37}$/, 'A positive whole number of minor units');

export const houseSessionBodySchema = z.object(sessionFields);

export const diceBodySchema = z.object({
  ...sessionFields,
  stake: minor,
  direction: z.enum(['under', 'over']),
  target: z.number().int().min(0).max(9999).describe('Hundredths'),
});

const rouletteSpotSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.enum(['straight', 'split', 'street', 'corner', 'line']),
    numbers: z.array(z.number().int().min(0).max(36)).min(1).max(6),
  }),
  z.object({ type: z.enum(['dozen', 'column']), index: z.union([z.literal(1), z.literal(2), z.literal(3)]) }),
  z.object({ type: z.enum(['red', 'black', 'odd', 'even', 'low', 'high']) }),
]);
export type RouletteSpot = z.infer<typeof rouletteSpotSchema>;

export const rouletteBodySchema = z.object({
  ...sessionFields,
  bets: z
    .array(z.intersection(rouletteSpotSchema, z.object({ stake: minor })))
    .min(1)
    .max(200),
});

export const plinkoBodySchema = z.object({
  ...sessionFields,
  stake: minor,
  rows: z.union([z.literal(8), z.literal(12), z.literal(16)]),
});

/** A slot game's lines and theme are the game's own (the catalogue's engine): the player sets the stake. */
export const slotsBodySchema = z.object({ ...sessionFields, stake: minor });

export const minesStartBodySchema = z.object({
  ...sessionFields,
  stake: minor,
  mines: z.number().int().min(1).max(24),
});
export const minesRevealBodySchema = z.object({ ...sessionFields, tile: z.number().int().min(0).max(24) });
export const minesCashOutBodySchema = z.object(sessionFields);
export const blackjackDealBodySchema = z.object({ ...sessionFields, stake: minor });
export const blackjackMoveBodySchema = z.object({
  ...sessionFields,
  move: z.enum(['hit', 'stand', 'double', 'split', 'insurance', 'decline-insurance']),
});

export const seedBodySchema = z.object({
  ...sessionFields,
  clientSeed: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, 'Letters, digits, - and _, at most 64'),
});

const seedInPlay = z.object({
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  nonce: z.number().int(),
  owner: z
    .enum(['player', 'table'])
    .describe('player: kept for the player and game across launches and devices; table: a guest’s demo table'),
});

/** What the game page needs of the game's maths: which engine, and its fixed parameters. */
export const houseEngineSchema = z.discriminatedUnion('game', [
  z.object({ game: z.literal('slots'), themeId: z.string(), lines: z.union([z.literal(10), z.literal(20)]) }),
  z.object({ game: z.literal('plinko'), risk: z.enum(['low', 'medium', 'high']) }),
  z.object({ game: z.enum(['roulette', 'blackjack', 'dice', 'mines', 'crash']) }),
]);
export type HouseEngine = z.infer<typeof houseEngineSchema>;

export const minesOutcomeSchema = z.object({
  mines: z.number().int(),
  revealed: z.array(z.number().int()),
  status: z.enum(['playing', 'lost', 'cashed-out']),
  multiplier: z.number().int().describe('Millionths: the cash-out multiplier while playing'),
  nextMultiplier: z.number().int().nullable().describe('Millionths: after one more safe tile'),
  /** Shown only once the round is over. */
  minePositions: z.array(z.number().int()).nullable(),
});
export type MinesOutcome = z.infer<typeof minesOutcomeSchema>;

export const blackjackOutcomeSchema = z.object({
  phase: z.enum(['insurance', 'player', 'settled']),
  hands: z.array(
    z.object({
      cards: z.array(z.number().int()).describe('0 … 51: rank = card % 13 (0 ace … 12 king), suit = card / 13'),
      total: z.number().int(),
      soft: z.boolean(),
      stakeMinor: z.string(),
      doubled: z.boolean(),
      done: z.boolean(),
      outcome: z.enum(['blackjack', 'win', 'push', 'lose', 'bust']).nullable(),
      winMinor: z.string().nullable(),
    }),
  ),
  active: z.number().int(),
  /** The upcard only until the round ends; `hidden` counts the cards face down. */
  dealer: z.object({ cards: z.array(z.number().int()), total: z.number().int(), hidden: z.number().int() }),
  insuranceStakeMinor: z.string(),
  insuranceWinMinor: z.string(),
  moves: z.array(z.enum(['hit', 'stand', 'double', 'split', 'insurance', 'decline-insurance'])),
});
export type BlackjackOutcome = z.infer<typeof blackjackOutcomeSchema>;

export const houseSessionSchema = z.object({
  mode: z.enum(['real', 'demo']),
  game: z.object({ slug: z.string(), name: z.string(), type: z.string(), engine: houseEngineSchema }),
  currency: z.string(),
  balanceMinor: z.string(),
  stake: z.object({ minMinor: z.string(), maxMinor: z.string() }),
  seed: seedInPlay,
  /** A mines round still in play in this session (a reload resumes it). */
  minesRound: roundResultSchema(minesOutcomeSchema).nullable(),
  /** A blackjack round still in play in this session (a reload resumes it). */
  blackjackRound: roundResultSchema(blackjackOutcomeSchema).nullable(),
});
export type HouseSession = z.infer<typeof houseSessionSchema>;

/** Every round's answer: the money, the seed it was played with, and the game's own outcome. */
function roundResultSchema<T extends z.ZodType>(outcome: T) {
  return z.object({
    roundId: z.string(),
    stakeMinor: z.string(),
    winMinor: z.string(),
    balanceMinor: z.string().nullable(),
    winPending: z.boolean().describe('The casino has not confirmed the win yet; recovery pays it'),
    nonce: z.number().int(),
    serverSeedHash: z.string(),
    outcome,
  });
}
export interface RoundResult<T> {
  roundId: string;
  stakeMinor: string;
  winMinor: string;
  balanceMinor: string | null;
  winPending: boolean;
  nonce: number;
  serverSeedHash: string;
  outcome: T;
}

const multiplier = z.number().int().describe('Millionths (1 000 000 = ×1)');

export const diceOutcomeSchema = z.object({
  roll: z.number().int().describe('0 … 9999 hundredths'),
  won: z.boolean(),
  multiplier,
});
export const diceResultSchema = roundResultSchema(diceOutcomeSchema);
export type DiceResult = RoundResult<z.infer<typeof diceOutcomeSchema>>;

export const rouletteOutcomeSchema = z.object({
  number: z.number().int(),
  color: z.enum(['green', 'red', 'black']),
  /** One per bet, in the order sent. */
  wins: z.array(z.object({ multiplier, winMinor: z.string() })),
});
export const rouletteResultSchema = roundResultSchema(rouletteOutcomeSchema);
export type RouletteResult = RoundResult<z.infer<typeof rouletteOutcomeSchema>>;

export const plinkoOutcomeSchema = z.object({
  rows: z.number().int(),
  path: z.array(z.boolean()).describe('true = right, one per row from the top'),
  bucket: z.number().int(),
  multiplier,
});
export const plinkoResultSchema = roundResultSchema(plinkoOutcomeSchema);
export type PlinkoResult = RoundResult<z.infer<typeof plinkoOutcomeSchema>>;

const spinSchema = z.object({
  grid: z.array(z.array(z.number().int())).describe('grid[reel][row], symbol indices'),
  lineWins: z.array(
    z.object({ line: z.number().int(), symbol: z.number().int(), count: z.number().int(), multiplier }),
  ),
  scatters: z.number().int(),
  scatterMultiplier: multiplier,
  multiplier,
});
export type SlotSpin = z.infer<typeof spinSchema>;
export const slotsOutcomeSchema = z.object({ base: spinSchema, freeSpins: z.array(spinSchema), multiplier });
export const slotsResultSchema = roundResultSchema(slotsOutcomeSchema);
export type SlotsResult = RoundResult<z.infer<typeof slotsOutcomeSchema>>;

export const minesResultSchema = roundResultSchema(minesOutcomeSchema);
export type MinesResult = RoundResult<MinesOutcome>;

export const blackjackResultSchema = roundResultSchema(blackjackOutcomeSchema);
export type BlackjackResult = RoundResult<BlackjackOutcome>;

export const revealedSeedsSchema = z.object({
  revealed: z.object({
    serverSeed: z.string(),
    serverSeedHash: z.string(),
    clientSeed: z.string(),
    nonceCount: z.number().int(),
  }),
  next: seedInPlay,
});
export type RevealedSeeds = z.infer<typeof revealedSeedsSchema>;

/** A revealed seed pair and every round played with it, for the public verifier (newest 500). */
export const revealedRoundsSchema = z.object({
  serverSeed: z.string(),
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  nonceCount: z.number().int(),
  rounds: z.array(
    z.object({
      roundId: z.string(),
      game: z.object({ slug: z.string(), name: z.string(), engine: houseEngineSchema }),
      nonce: z.number().int(),
      currency: z.string(),
      stakeMinor: z.string(),
      winMinor: z.string(),
      status: z.string(),
      bet: z.record(z.string(), z.unknown()),
      outcome: z.record(z.string(), z.unknown()),
      playedAt: z.string(),
    }),
  ),
});
export type RevealedRounds = z.infer<typeof revealedRoundsSchema>;
export const seedHashParamsSchema = z.object({
  serverSeedHash: z.string().regex(/^[0-9a-f]{64}$/, 'A SHA-256 in hex'),
});

export const crashBetBodySchema = z.object({
  ...sessionFields,
  stake: minor,
  autoCashOut: z.number().int().min(101).max(100_000_000).optional().describe('Hundredths: 250 = cash out at 2.50×'),
});
export const crashSessionBodySchema = z.object(sessionFields);

/** A shared crash round as everyone may see it: the point and the seed only once it crashed. */
export const crashRoundSchema = z.object({
  chainId: z.number().int(),
  number: z.number().int(),
  bettingStartsAt: z.string(),
  bettingEndsAt: z.string(),
  crashPoint: z.number().int().nullable(),
  crashedAt: z.string().nullable(),
  seed: z.string().nullable(),
});
export type CrashRound = z.infer<typeof crashRoundSchema>;

/** A bet at the table, as every player sees it: a label for the session, never a player id. */
export const crashTableBetSchema = z.object({
  label: z.string(),
  currency: z.string(),
  stakeMinor: z.string(),
  cashOut: z.number().int().nullable(),
  winMinor: z.string().nullable(),
});
export type CrashTableBet = z.infer<typeof crashTableBetSchema>;

export const crashBetOutcomeSchema = z.object({
  chainId: z.number().int(),
  round: z.number().int(),
  autoCashOut: z.number().int().nullable(),
  cashOut: z.number().int().nullable(),
});
export const crashBetResultSchema = roundResultSchema(crashBetOutcomeSchema);
export type CrashBetResult = RoundResult<z.infer<typeof crashBetOutcomeSchema>>;

export const crashStateSchema = z.object({
  serverTime: z.string(),
  round: crashRoundSchema,
  bets: z.array(crashTableBetSchema),
  /** This session's bet on the round (or the last one, settled). */
  myBet: crashBetResultSchema.nullable(),
  history: z.array(crashRoundSchema),
  chain: z.object({ commitment: z.string(), salt: z.string() }),
  balanceMinor: z.string(),
});
export type CrashState = z.infer<typeof crashStateSchema>;

/** The studio's live crash table on the realtime gateway's public namespace; its messages are the studio's own. */
export const crashChannel = 'public:crash';

/** What `public:crash` carries. */
export type CrashMessage =
  | { type: 'round'; round: CrashRound }
  | { type: 'bet'; round: number; bet: CrashTableBet }
  | { type: 'cash-out'; round: number; bet: CrashTableBet }
  | { type: 'crashed'; round: CrashRound };
