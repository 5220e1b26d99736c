import type { Adjustment, AdjustmentBody } from '@croupier/contracts/admin-adjustments';
import { toMajorUnits, toMinorUnits } from '@croupier/contracts/minor-units';
import type { Database, Executor } from '../../../platform/db/database.ts';
import { AppError, notFound } from '../../../platform/http/errors.ts';
import { PostingError } from '../../wallet/posting.ts';
import type { WalletModule } from '../../wallet/routes.ts';
import { type AuditActor, appendAudit } from '../audit/log.ts';
import {
  assertSecondPerson,
  findDecision,
  fourEyesView,
  openDecision,
  openDecisions,
  type PendingDecision,
  requestDecision,
  settleDecision,
} from '../four-eyes.ts';

/** Where adjustments come from and go to: the house's own account for goodwill and corrections. */
export const adjustmentsCounterAccount = 'house:adjustments';
export const adjustmentKinds = { credit: 'adjustment.credit', debit: 'adjustment.debit' } as const;

interface Request {
  playerId: string;
  currency: string;
  direction: AdjustmentBody['direction'];
  amount: number;
  amountMinor: string;
  reason: string;
  subjectId: string;
}

type Actor = AuditActor & { staffId: string };

/**
 * Manual adjustments (issue 22 §6, decision 0110): a posting of the wallet's ledger between the player's
 * real balance and `house:adjustments`, with the reason in its metadata, keyed by the staff's idempotency
 * key so a retry posts nothing more. A debit always needs a second staff member, a credit above
 * ADMIN_FOUR_EYES_AMOUNT (base currency) too.
 */
export function createAdjustments(deps: {
  db: Database;
  clock: () => Date;
  wallet: WalletModule;
  fourEyesAmount: number;
}) {
  const { db, clock, wallet } = deps;

  async function post(tx: Executor, request: Request) {
    const account = await wallet.service.find(tx, request.playerId, request.currency);
    if (!account) throw notFound('The player has no account in this currency');
    const amountMinor = BigInt(request.amountMinor);
    const signed = request.direction === 'credit' ? amountMinor : -amountMinor;
    try {
      const posted = await wallet.service.post(tx, {
        idempotencyKey: `adjustment:${request.subjectId}`,
        kind: adjustmentKinds[request.direction],
        currency: request.currency,
        reference: request.playerId,
        metadata: { reason: request.reason },
        legs: [
          { target: { walletAccountId: account.id, bucket: 'real' }, amountMinor: signed },
          { target: { code: adjustmentsCounterAccount }, amountMinor: -signed },
        ],
      });
      return { posted, accountId: account.id };
    } catch (err) {
      if (err instanceof PostingError && err.reason === 'insufficient_funds') {
        throw new AppError(409, 'insufficient_funds', 'The player’s real balance is smaller than this correction');
      }
      throw err;
    }
  }

  function view(
    request: Request,
    status: Adjustment['status'],
    decision: PendingDecision | undefined,
    ledgerId: string | null,
    needed: boolean,
  ): Adjustment {
    return {
      id: decision?.id ?? ledgerId ?? '',
      playerId: request.playerId,
      currency: request.currency,
      direction: request.direction,
      amount: request.amount,
      reason: request.reason,
      status,
      ledgerTransactionId: ledgerId,
      fourEyes: fourEyesView(decision, needed),
    };
  }

  const auditOf = (request: Request) => ({
    playerId: request.playerId,
    currency: request.currency,
    direction: request.direction,
    amount: request.amount,
    reason: request.reason,
  });

  return {
    async create(actor: Actor, body: AdjustmentBody): Promise<Adjustment> {
      // Read before the transaction (PGlite has one connection; the settings cache may go to the database).
      const currency = await wallet.service.currency(body.currency);
      if (!currency) {
        throw new AppError(400, 'validation_failed', 'Unknown currency', { currency: ['Unknown currency'] });
      }
      const minor = toMinorUnits(body.amount, currency.subunitToUnit);
      if (!minor.ok) {
        throw new AppError(400, 'validation_failed', 'Too many decimals for this currency', {
          amount: ['Too many decimals for this currency'],
        });
      }
      const request: Request = {
        playerId: body.playerId,
        currency: body.currency,
        direction: body.direction,
        amount: toMajorUnits(minor.minor, currency.subunitToUnit),
        amountMinor: minor.minor.toString(),
        reason: body.reason,
        subjectId: `${body.playerId}:${body.idempotencyKey}`,
      };
      const needed = body.direction === 'debit' || request.amount * currency.rate.rate > deps.fourEyesAmount;
      return db.transaction(async (tx) => {
        const now = clock();
        if (!needed) {
          const { posted, accountId } = await post(tx, request);
          if (!posted.replayed) {
            const real = posted.balances.get(accountId)?.real;
            await appendAudit(
              tx,
              actor,
              {
                action: 'adjustment.post',
                targetType: 'player',
                targetId: request.playerId,
                after: {
                  ...auditOf(request),
                  ledgerTransactionId: posted.id,
                  realBalance: real === undefined ? null : toMajorUnits(real, currency.subunitToUnit),
                },
              },
              now,
            );
          }
          return view(request, 'posted', undefined, posted.id, false);
        }
        if (!(await wallet.service.find(tx, request.playerId, request.currency))) {
          throw notFound('The player has no account in this currency');
        }
        // A retry of the same request answers the decision already waiting.
        const open = await openDecision(tx, 'adjustment', request.subjectId);
        if (open) return view(open.payload as Request, 'awaiting_second', open, null, true);
        const decision = await requestDecision(tx, {
          kind: 'adjustment',
          subjectId: request.subjectId,
          payload: request,
          staffId: actor.staffId,
          at: now,
        });
        await appendAudit(
          tx,
          actor,
          {
            action: 'adjustment.request',
            targetType: 'player',
            targetId: request.playerId,
            after: { ...auditOf(request), decisionId: decision.id },
          },
          now,
        );
        return view(request, 'awaiting_second', decision, null, true);
      });
    },

    async pending(): Promise<Adjustment[]> {
      return (await openDecisions(db, 'adjustment')).map((d) =>
        view(d.payload as Request, 'awaiting_second', d, null, true),
      );
    },

    /** The second staff member confirms: the posting is made now, in the same transaction as the audit row. */
    async confirm(actor: Actor, id: string): Promise<Adjustment> {
      return db.transaction(async (tx) => {
        const now = clock();
        const decision = await findDecision(tx, 'adjustment', id);
        if (!decision) throw notFound('No such adjustment');
        if (decision.status !== 'pending')
          throw new AppError(409, 'already_decided', 'This adjustment was already decided');
        assertSecondPerson(decision, actor.staffId);
        const request = decision.payload as Request;
        const { posted } = await post(tx, request);
        const settled = await settleDecision(tx, decision, 'confirmed', actor.staffId, now);
        await appendAudit(
          tx,
          actor,
          {
            action: 'adjustment.confirm',
            targetType: 'player',
            targetId: request.playerId,
            before: { decisionId: id, requestedBy: decision.requestedBy },
            after: { ...auditOf(request), ledgerTransactionId: posted.id },
          },
          now,
        );
        return view(request, 'posted', settled, posted.id, true);
      });
    },

    async refuse(actor: Actor, id: string): Promise<Adjustment> {
      return db.transaction(async (tx) => {
        const now = clock();
        const decision = await findDecision(tx, 'adjustment', id);
        if (!decision) throw notFound('No such adjustment');
        if (decision.status !== 'pending')
          throw new AppError(409, 'already_decided', 'This adjustment was already decided');
        const request = decision.payload as Request;
        const settled = await settleDecision(tx, decision, 'refused', actor.staffId, now);
        await appendAudit(
          tx,
          actor,
          {
            action: 'adjustment.refuse',
            targetType: 'player',
            targetId: request.playerId,
            before: { decisionId: id },
            after: auditOf(request),
          },
          now,
        );
        return view(request, 'refused', settled, null, true);
      });
    },
  };
}

export type Adjustments = ReturnType<typeof createAdjustments>;
