import { z } from 'zod';

/**
 * The player's currency accounts (spec 02 §3 "Account", §7 `GET /api/wallet/accounts`) and the turnover
 * wager (spec 02 §3 "Turnover wager", §7 `GET /api/risk/reasons/turn-over-wager`).
 *
 * Balance model (docs/decisions/0022-wallet-ledger-and-balance-model.md), every figure in major units of the account's
 * currency:
 * - `balance`: the real money the player holds and may stake (deposits + wins − stakes − withdrawals,
 *   without what is reserved for a withdrawal in flight).
 * - `lockedBalance`: real money reserved by withdrawals that are not final yet (pending or processing);
 *   it returns to `balance` when a withdrawal is rejected or cancelled, and leaves when it succeeds.
 * - `bonusBalance`: bonus money of the active bonus: granted when it is activated, forfeited when it is
 *   cancelled (docs/decisions/0066).
 * - `withdrawalBalance`: the most a withdrawal may take: `balance` minus what bonus rules hold back (nothing
 *   until bonuses exist). The deposit-turnover rule is a gate, not a deduction: while
 *   `turnOverWagerAmount` > 0 every withdrawal is refused (docs/decisions/0024), which is what the withdraw
 *   tab's lock step 4 shows.
 * Total shown to the player = balance + bonusBalance (+ lockedBalance on the withdrawal card).
 */

/** Account status 1 active (spec 02 §3); 2 is ours: blocked by the operator (no money moves). */
export const walletAccountStatus = { active: 1, blocked: 2 } as const;

export const walletAccountSchema = z.object({
  id: z.string().describe('Account id (uuid); the accountId of deposit and withdrawal requests'),
  currency: z.string().describe('Currency code, e.g. CAD, BTC'),
  balance: z.number().describe('Real money, major units, without what withdrawals in flight hold'),
  lockedBalance: z.number().describe('Reserved by pending or processing withdrawals, major units'),
  bonusBalance: z.number().describe('Bonus money of the active bonus, major units'),
  withdrawalBalance: z.number().describe('The most a withdrawal may take (balance minus bonus holds)'),
  status: z.number().int().describe('1 active, 2 blocked'),
});
export type WalletAccount = z.infer<typeof walletAccountSchema>;

export const walletAccountsResponseSchema = z.object({ data: z.array(walletAccountSchema) });

/** `POST /api/wallet/accounts`: open an account in another enabled currency (idempotent per currency). */
export const openAccountBodySchema = z.object({
  currency: z.string().trim().toUpperCase().min(1, 'A currency is required').max(10),
});
export type OpenAccountBody = z.infer<typeof openAccountBodySchema>;

// ---------------------------------------------------------------------------------------------------
// Turnover wager (risk)

export const turnoverQuerySchema = z.object({
  currency: z.string().trim().toUpperCase().min(1, 'A currency is required').max(10),
});

/**
 * What deposits still have to be wagered before any withdrawal (docs/decisions/0024).
 * `total`: what must be wagered in all (deposits × multiplier); `turnOverWager`: wagered so far;
 * `turnOverWagerAmount`: still to wager (0 when the rule no longer holds withdrawals back). Major units.
 */
export const turnoverWagerSchema = z.object({
  total: z.number().describe('Required wager: successful deposits × TURNOVER_MULTIPLIER, major units'),
  turnOverWager: z.number().describe('Wagered so far towards it, major units'),
  turnOverWagerAmount: z.number().describe('Still to wager before the restricted money is withdrawable'),
  currency: z.string(),
});
export type TurnoverWager = z.infer<typeof turnoverWagerSchema>;

// ---------------------------------------------------------------------------------------------------
// Outbox events (server → subscribers such as the realtime gateway)

/** Published in the same transaction as every balance change of an account. */
export const walletAccountChangedTopic = 'wallet.account.changed';
export const walletAccountChangedSchema = z.object({
  playerId: z.string(),
  account: walletAccountSchema,
});
export type WalletAccountChanged = z.infer<typeof walletAccountChangedSchema>;

export const walletErrorCodes = {
  /** The player holds no account in that currency (404). */
  accountNotFound: 'account_not_found',
  /** The currency is not offered or not enabled (400). */
  currencyUnavailable: 'currency_unavailable',
  /** Not enough real balance for the debit (409). */
  insufficientFunds: 'insufficient_funds',
  /**
   * No date of birth on the profile (a social sign-up): deposits and real-money play wait until the player
   * adds it, which the profile's age rule checks (409; the site opens update-profile-fields).
   */
  ageUnconfirmed: 'age_unconfirmed',
} as const;
