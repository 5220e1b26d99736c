import type { Executor } from '../../platform/db/database.ts';
import { bucketSumByKinds } from '../wallet/ledger.ts';
import { ledgerKinds } from '../wallet/posting.ts';

export interface Turnover {
  /** Successful deposits × multiplier: what must be wagered in all. */
  requiredMinor: bigint;
  /** Stakes of real money minus rolled-back stakes. */
  wageredMinor: bigint;
  /** Still to wager; while above 0 no withdrawal is accepted (docs/decisions/0024). */
  remainingMinor: bigint;
}

/**
 * The turnover rule: every deposit must be wagered `multiplier` times before money leaves. Counted from
 * the ledger over the account's life, so games feed it just by posting their `bet` and `bet.rollback`
 * transactions; nothing else has to remember it.
 */
export async function turnoverOf(executor: Executor, walletAccountId: string, multiplier: number): Promise<Turnover> {
  const [deposited, staked] = await Promise.all([
    bucketSumByKinds(executor, walletAccountId, 'real', [ledgerKinds.deposit]),
    bucketSumByKinds(executor, walletAccountId, 'real', [ledgerKinds.bet, ledgerKinds.betRollback]),
  ]);
  const requiredMinor = deposited * BigInt(multiplier);
  // Stakes leave the real bucket (negative entries); a rollback puts them back.
  const wageredMinor = staked < 0n ? -staked : 0n;
  const remainingMinor = requiredMinor > wageredMinor ? requiredMinor - wageredMinor : 0n;
  return { requiredMinor, wageredMinor, remainingMinor };
}
