import { toMajorUnits } from '@croupier/contracts/minor-units';
import type { Database, Executor } from '../../../platform/db/database.ts';
import { notFound } from '../../../platform/http/errors.ts';
import type { BonusModule } from '../../bonus/routes.ts';
import type { PaymentsModule } from '../../payments/routes.ts';
import type { PlayerModule } from '../../player/routes.ts';
import { turnoverOf } from '../../risk/turnover.ts';
import type { WalletModule } from '../../wallet/routes.ts';
import { type AuditActor, appendAudit } from '../audit/log.ts';
import {
  assertSecondPerson,
  fourEyesView,
  openDecision,
  type PendingDecision,
  requestDecision,
  settleDecision,
} from '../four-eyes.ts';

type InvoiceRow = NonNullable<Awaited<ReturnType<PaymentsModule['service']['findAwaitingReview']>>>;

const activeBonusStatus = 2;

/**
 * The withdrawals queue (issue 22 §5, decision 0109): pending withdrawals with the player's risk facts read
 * through the risk, wallet, bonus and player modules, decided through the payments service the operator API
 * uses. Above ADMIN_FOUR_EYES_AMOUNT (base currency) an approval needs two different staff members.
 */
export function createWithdrawalQueue(deps: {
  db: Database;
  clock: () => Date;
  payments: PaymentsModule;
  wallet: WalletModule;
  bonus: BonusModule;
  player: PlayerModule;
  turnoverMultiplier: number;
  fourEyesAmount: number;
}) {
  const { db, clock, payments, wallet } = deps;

  async function amountInBase(row: InvoiceRow): Promise<{ inBase: number; subunit: number }> {
    const currency = await wallet.service.currency(row.currency);
    if (!currency) return { inBase: Number.POSITIVE_INFINITY, subunit: 100 };
    return {
      inBase: toMajorUnits(row.amountMinor, currency.subunitToUnit) * currency.rate.rate,
      subunit: currency.subunitToUnit,
    };
  }

  async function risk(row: InvoiceRow, subunit: number) {
    const [turnover, standing, bonuses] = await Promise.all([
      turnoverOf(db, row.walletAccountId, deps.turnoverMultiplier),
      deps.player.access.standing(db, row.playerId),
      deps.bonus.service.playerBonuses(row.playerId, { status: [activeBonusStatus], page: 1, perPage: 1 }),
    ]);
    const active = bonuses.data[0];
    return {
      turnoverRequired: toMajorUnits(turnover.requiredMinor, subunit),
      turnoverWagered: toMajorUnits(turnover.wageredMinor, subunit),
      turnoverRemaining: toMajorUnits(turnover.remainingMinor, subunit),
      activeBonus: active ? { id: active.id, name: active.name } : null,
      identityVerified: standing?.sumsubVerified ?? false,
      duplicate: standing?.duplicate ?? false,
      playerStatus: standing?.status ?? null,
      country: standing?.country ?? null,
    };
  }

  async function pendingRow(tx: Executor, id: string): Promise<InvoiceRow> {
    const row = await payments.service.findAwaitingReview(id, tx);
    if (!row) throw notFound('No withdrawal waiting for review with this id');
    return row;
  }

  const auditView = (invoice: { status: number; amount: number; currency: string }) => ({
    status: invoice.status,
    amount: invoice.amount,
    currency: invoice.currency,
  });

  return {
    async list(page: { page: number; perPage: number }) {
      const { rows, totalRows } = await payments.service.awaitingReview({
        limit: page.perPage,
        offset: (page.page - 1) * page.perPage,
      });
      const data = await Promise.all(
        rows.map(async ({ row, invoice }) => {
          const { inBase, subunit } = await amountInBase(row);
          const needsFourEyes = inBase > deps.fourEyesAmount;
          const decision = await openDecision(db, 'withdrawal_approval', row.id, false);
          return {
            invoice,
            playerId: row.playerId,
            amountInBase: inBase,
            needsFourEyes,
            fourEyes: fourEyesView(decision, needsFourEyes),
            risk: await risk(row, subunit),
          };
        }),
      );
      return {
        data,
        meta: { page: page.page, perPage: page.perPage, totalPages: Math.ceil(totalRows / page.perPage), totalRows },
      };
    },

    /**
     * Approves, or records the first of two approvals. The second approval by the same staff member is a
     * 409; by another, it confirms and the withdrawal goes to its provider.
     */
    async approve(actor: AuditActor & { staffId: string }, id: string) {
      // The rate is read before the transaction: on PGlite's one connection a read through another executor
      // inside it would wait for the transaction itself. The amount of an invoice never changes.
      const { inBase } = await amountInBase(await pendingRow(db, id));
      return db.transaction(async (tx) => {
        const now = clock();
        const row = await pendingRow(tx, id);
        const before = { status: row.status };
        if (inBase <= deps.fourEyesAmount) {
          const invoice = await payments.service.approve(id, tx);
          await appendAudit(
            tx,
            actor,
            { action: 'withdrawal.approve', targetType: 'withdrawal', targetId: id, before, after: auditView(invoice) },
            now,
          );
          return { invoice, fourEyes: fourEyesView(undefined, false) };
        }
        const open = await openDecision(tx, 'withdrawal_approval', id);
        if (!open) {
          const requested = await requestDecision(tx, {
            kind: 'withdrawal_approval',
            subjectId: id,
            payload: { amountInBase: inBase },
            staffId: actor.staffId,
            at: now,
          });
          await appendAudit(
            tx,
            actor,
            {
              action: 'withdrawal.approve_first',
              targetType: 'withdrawal',
              targetId: id,
              before,
              after: { decisionId: requested.id, amountInBase: inBase },
            },
            now,
          );
          return { invoice: await payments.service.invoiceView(row, tx), fourEyes: fourEyesView(requested, true) };
        }
        assertSecondPerson(open, actor.staffId);
        const settled: PendingDecision = await settleDecision(tx, open, 'confirmed', actor.staffId, now);
        const invoice = await payments.service.approve(id, tx);
        await appendAudit(
          tx,
          actor,
          {
            action: 'withdrawal.approve_second',
            targetType: 'withdrawal',
            targetId: id,
            before: { ...before, firstApprovalBy: open.requestedBy },
            after: auditView(invoice),
          },
          now,
        );
        return { invoice, fourEyes: fourEyesView(settled, true) };
      });
    },

    /** Rejects (one staff member suffices: refusing keeps the money in); an open first approval is refused. */
    async reject(actor: AuditActor & { staffId: string }, id: string, reason: string) {
      return db.transaction(async (tx) => {
        const now = clock();
        const row = await pendingRow(tx, id);
        const open = await openDecision(tx, 'withdrawal_approval', id);
        const settled = open ? await settleDecision(tx, open, 'refused', actor.staffId, now) : undefined;
        const invoice = await payments.service.reject(id, reason, tx);
        await appendAudit(
          tx,
          actor,
          {
            action: 'withdrawal.reject',
            targetType: 'withdrawal',
            targetId: id,
            before: { status: row.status },
            after: { ...auditView(invoice), reason },
          },
          now,
        );
        return { invoice, fourEyes: fourEyesView(settled, settled !== undefined) };
      });
    },
  };
}

export type WithdrawalQueue = ReturnType<typeof createWithdrawalQueue>;
