import { paymentInvoiceStatus as S, paymentInvoiceType as T } from '@croupier/contracts/constants';
import type { InvoiceStatus, InvoiceType } from '@croupier/contracts/payments';
import { counterAccounts, ledgerKinds, type Posting } from '../wallet/posting.ts';

/**
 * The invoice state machine (docs/decisions/0023), free of any database so the property test can run it
 * through hundreds of thousands of random, duplicated and reordered provider updates.
 *
 *   1 pending ──► 4 processing ──► 2 success
 *       │               │
 *       └───────────────┴──────► 3 rejected
 *
 * A final status (2, 3) never changes again; processing after success, pending after processing, and a
 * status equal to the current one are ignored. Only these edges move money.
 */

export interface InvoiceFacts {
  id: string;
  type: InvoiceType;
  status: InvoiceStatus;
  walletAccountId: string;
  provider: string;
  currency: string;
  amountMinor: bigint;
}

export type MoneyEffect = 'credit_deposit' | 'settle_withdrawal' | 'release_withdrawal';

export type Transition = { apply: false } | { apply: true; effect: MoneyEffect | null };

export const isFinal = (status: number) => status === S.success || status === S.rejected;

export function transition(invoice: Pick<InvoiceFacts, 'type' | 'status'>, next: InvoiceStatus): Transition {
  if (isFinal(invoice.status) || next === invoice.status) return { apply: false };
  if (next === S.pending) return { apply: false };
  if (next === S.processing) return { apply: true, effect: null };
  if (invoice.type === T.deposit) return { apply: true, effect: next === S.success ? 'credit_deposit' : null };
  return { apply: true, effect: next === S.success ? 'settle_withdrawal' : 'release_withdrawal' };
}

/**
 * The ledger posting of each money edge, keyed by invoice and edge so a retried webhook can never post it
 * twice. The withdrawal's reservation at request time is `reservePosting`.
 */
export function effectPosting(invoice: InvoiceFacts, effect: MoneyEffect): Posting {
  const player = (bucket: 'real' | 'locked') => ({ walletAccountId: invoice.walletAccountId, bucket });
  const clearing = { code: counterAccounts.providerClearing(invoice.provider) };
  const amount = invoice.amountMinor;
  const base = { currency: invoice.currency, reference: invoice.id };
  switch (effect) {
    case 'credit_deposit':
      return {
        ...base,
        idempotencyKey: `invoice:${invoice.id}:credit`,
        kind: ledgerKinds.deposit,
        legs: [
          { target: clearing, amountMinor: -amount },
          { target: player('real'), amountMinor: amount },
        ],
      };
    case 'settle_withdrawal':
      return {
        ...base,
        idempotencyKey: `invoice:${invoice.id}:settle`,
        kind: ledgerKinds.withdrawalSettle,
        legs: [
          { target: player('locked'), amountMinor: -amount },
          { target: clearing, amountMinor: amount },
        ],
      };
    case 'release_withdrawal':
      return {
        ...base,
        idempotencyKey: `invoice:${invoice.id}:release`,
        kind: ledgerKinds.withdrawalRelease,
        legs: [
          { target: player('locked'), amountMinor: -amount },
          { target: player('real'), amountMinor: amount },
        ],
      };
  }
}

/** Funds of a new withdrawal move from real to locked at request time: they cannot be spent twice. */
export function reservePosting(invoice: InvoiceFacts): Posting {
  return {
    idempotencyKey: `invoice:${invoice.id}:reserve`,
    kind: ledgerKinds.withdrawalReserve,
    currency: invoice.currency,
    reference: invoice.id,
    legs: [
      { target: { walletAccountId: invoice.walletAccountId, bucket: 'real' }, amountMinor: -invoice.amountMinor },
      { target: { walletAccountId: invoice.walletAccountId, bucket: 'locked' }, amountMinor: invoice.amountMinor },
    ],
  };
}
