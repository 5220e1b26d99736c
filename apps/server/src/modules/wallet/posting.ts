/**
 * The ledger's posting rules, free of any database: what makes a transaction valid and what it does to
 * the player's sub-balances. The database posting (ledger.ts) applies exactly these rules, and the
 * property test runs them through hundreds of thousands of random operations.
 */

export const buckets = ['real', 'locked', 'bonus'] as const;
export type Bucket = (typeof buckets)[number];

/** A player's sub-balance, or a counter account (house, provider clearing) by its code. */
export type LedgerTarget = { walletAccountId: string; bucket: Bucket } | { code: string };

export interface Leg {
  target: LedgerTarget;
  /** Positive: the target receives; negative: it gives. */
  amountMinor: bigint;
}

export interface Posting {
  /** Unique per transaction: a retry with the same key returns the first result and changes nothing. */
  idempotencyKey: string;
  kind: string;
  currency: string;
  legs: Leg[];
  reference?: string | undefined;
  metadata?: Record<string, unknown> | undefined;
}

export type SubBalances = Record<Bucket, bigint>;

export const zeroBalances = (): SubBalances => ({ real: 0n, locked: 0n, bonus: 0n });

export class PostingError extends Error {
  readonly reason: 'unbalanced' | 'empty' | 'zero_leg' | 'insufficient_funds';
  readonly walletAccountId: string | undefined;
  constructor(reason: PostingError['reason'], message: string, walletAccountId?: string) {
    super(message);
    this.name = 'PostingError';
    this.reason = reason;
    this.walletAccountId = walletAccountId;
  }
}

export const isPlayerTarget = (target: LedgerTarget): target is { walletAccountId: string; bucket: Bucket } =>
  'walletAccountId' in target;

/** Every leg non-zero, at least two of them, and their sum zero: money is only ever moved, never made. */
export function checkPosting(posting: Posting): void {
  if (posting.legs.length < 2) throw new PostingError('empty', 'A transaction needs at least two entries');
  let sum = 0n;
  for (const leg of posting.legs) {
    if (leg.amountMinor === 0n) throw new PostingError('zero_leg', 'An entry of zero moves nothing');
    sum += leg.amountMinor;
  }
  if (sum !== 0n) throw new PostingError('unbalanced', `Entries sum to ${sum}, not zero`);
}

/** The net change per player account and bucket, in a stable order (accounts sorted: no lock-order deadlock). */
export function playerDeltas(posting: Posting): Map<string, SubBalances> {
  const deltas = new Map<string, SubBalances>();
  for (const leg of posting.legs) {
    if (!isPlayerTarget(leg.target)) continue;
    const current = deltas.get(leg.target.walletAccountId) ?? zeroBalances();
    current[leg.target.bucket] += leg.amountMinor;
    deltas.set(leg.target.walletAccountId, current);
  }
  return new Map([...deltas.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/** The sub-balances after the change, or a refusal when any would go below zero. */
export function applyDelta(accountId: string, before: SubBalances, delta: SubBalances): SubBalances {
  const after = {
    real: before.real + delta.real,
    locked: before.locked + delta.locked,
    bonus: before.bonus + delta.bonus,
  };
  for (const bucket of buckets) {
    if (after[bucket] < 0n) {
      throw new PostingError('insufficient_funds', `Not enough ${bucket} balance`, accountId);
    }
  }
  return after;
}

/**
 * Transaction kinds. Games will post `bet` (real → house:cash), `win` (house:cash → real) and
 * `bet.rollback` (the reverse of a bet), keyed by the provider's transaction id; the turnover rule counts
 * `bet` minus `bet.rollback` as wagered.
 */
export const ledgerKinds = {
  deposit: 'deposit',
  withdrawalReserve: 'withdrawal.reserve',
  withdrawalRelease: 'withdrawal.release',
  withdrawalSettle: 'withdrawal.settle',
  bet: 'bet',
  win: 'win',
  betRollback: 'bet.rollback',
  /** An activated bonus's money: house:bonus → the bonus bucket (docs/decisions/0066). */
  bonusGrant: 'bonus.grant',
  /** A cancelled bonus's money and its winnings: the bonus bucket → house:bonus. */
  bonusForfeit: 'bonus.forfeit',
  /**
   * A played bonus's balance: the bonus bucket → real up to its maximum conversion, the rest → house:bonus
   * (posted by `bonus_settle`, decision 0071).
   */
  bonusConvert: 'bonus.convert',
} as const;

/** Counter accounts: the house's own money, and what each payment provider owes us or we owe it. */
export const counterAccounts = {
  houseCash: 'house:cash',
  /** What the house has given as bonus money and taken back when bonuses were forfeited. */
  houseBonus: 'house:bonus',
  providerClearing: (provider: string) => `provider:${provider}:clearing`,
} as const;
