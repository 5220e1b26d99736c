import { randomUUID } from 'node:crypto';
import { playerStatus, paymentInvoiceStatus as S, paymentInvoiceType as T } from '@croupier/contracts/constants';
import { toMajorUnits } from '@croupier/contracts/minor-units';
import {
  type DepositBody,
  type DepositResponse,
  historyCreditType,
  type Invoice,
  type InvoiceStatistics,
  type InvoicesPage,
  type InvoicesQuery,
  type PaymentMethod,
  paymentErrorCodes,
  type WithdrawBody,
  type WithdrawResponse,
  walletHistoryKinds,
} from '@croupier/contracts/payments';
import type { PlayerProfile } from '@croupier/contracts/player';
import type { Executor } from '../../platform/db/database.ts';
import { notFound } from '../../platform/http/errors.ts';
import { turnoverOf } from '../risk/turnover.ts';
import { assertAgeOnRecord } from '../wallet/age-gate.ts';
import { creditRow } from '../wallet/credit-rows.ts';
import { type PlayerCredit, playerCredits } from '../wallet/ledger.ts';
import { PostingError } from '../wallet/posting.ts';
import { accountNotFound, withdrawableMinor } from '../wallet/service.ts';
import {
  conflict,
  createInvoiceCore,
  depositRefusal,
  insufficientFunds,
  type Operation,
  type PaymentDeps,
} from './invoice-core.ts';
import { checkedAmount, checkedFields, methodView } from './methods.ts';
import type { PaymentProvider } from './provider.ts';
import {
  depositCounts,
  findByIdempotencyKey,
  findInvoice,
  type InvoiceRecord,
  listAwaitingReview,
  listInvoices,
} from './store.ts';
import { paymentInvoices } from './tables.ts';
import { reservePosting } from './transitions.ts';
export function createPaymentService(deps: PaymentDeps) {
  const { db, wallet, enforcement, settings, clock } = deps;
  const core = createInvoiceCore(deps);
  const {
    providerByKey,
    offered,
    view,
    announce,
    facts,
    move,
    requestAccount,
    methodFor,
    isAutomatic,
    depositAnswer,
    withdrawalAnswer,
    failStart,
    receiveWebhook,
  } = core;

  return {
    /** GET /api/payment/methods/{deposit|withdrawal}. */
    async methods(profile: PlayerProfile, operation: Operation, currency: string): Promise<PaymentMethod[]> {
      const account = await wallet.find(db, profile.id, currency);
      if (!account) throw accountNotFound();
      if (operation === 'deposit') {
        // The smallest amount there is: refused means nothing more may be deposited now.
        const check = await enforcement.checkDeposit({ playerId: profile.id, currency, amountMinor: 1n, now: clock() });
        if (!check.allowed) throw depositRefusal(check, true);
      }
      const subunit = await wallet.subunitOf(currency);
      return offered(operation, currency, profile.country).map((m) => methodView(m, currency, subunit, profile));
    },

    /** POST /api/payment/invoices/deposit: a pending invoice and the provider page to pay it on. */
    async deposit(profile: PlayerProfile, body: DepositBody, idempotencyKey?: string): Promise<DepositResponse> {
      const playerId = profile.id;
      if (idempotencyKey) {
        const earlier = await findByIdempotencyKey(db, playerId, idempotencyKey);
        if (earlier) return depositAnswer(earlier);
      }
      const method = methodFor('deposit', profile, body.currency, body.method);
      const subunit = await wallet.subunitOf(body.currency);
      const amountMinor = checkedAmount(body.amount, body.currency, subunit, method.rule);
      const fields = checkedFields(method.definition, body.fields, profile);
      const account = await requestAccount(db, playerId, {
        accountId: body.accountId,
        currency: body.currency,
        lock: false,
      });
      if (profile.status === playerStatus.limited) {
        throw conflict(paymentErrorCodes.playerLimited, 'Deposits are not available for this account');
      }
      assertAgeOnRecord(profile);
      const check = await enforcement.checkDeposit({ playerId, currency: body.currency, amountMinor, now: clock() });
      if (!check.allowed) throw depositRefusal(check, false);

      const now = clock();
      const row = await db.transaction(async (tx) => {
        const [created] = await tx
          .insert(paymentInvoices)
          .values({
            id: randomUUID(),
            playerId,
            walletAccountId: account.id,
            type: T.deposit,
            status: S.pending,
            provider: method.provider,
            method: method.definition.key,
            methodName: method.definition.name,
            currency: body.currency,
            amountMinor,
            submitted: true,
            fields,
            redirectSuccessUrl: body.redirectSuccessUrl ?? null,
            redirectErrorUrl: body.redirectErrorUrl ?? null,
            redirectUrl: body.redirectUrl ?? null,
            bonusId: body.bonusId ?? null,
            isBonusDecline: body.isBonusDecline ?? false,
            idempotencyKey: idempotencyKey ?? null,
            createdAt: now,
            updatedAt: now,
          })
          .onConflictDoNothing()
          .returning();
        if (!created) return undefined;
        const record = created as InvoiceRecord;
        await announce(tx, record, null);
        return record;
      });
      if (!row) {
        // The same Idempotency-Key raced us and won: answer its invoice.
        const earlier = idempotencyKey ? await findByIdempotencyKey(db, playerId, idempotencyKey) : undefined;
        if (!earlier) throw new Error('deposit invoice was not created');
        return depositAnswer(earlier);
      }
      try {
        return await depositAnswer(row);
      } catch (error) {
        return failStart(row, error);
      }
    },

    /**
     * POST /api/payment/invoices/withdrawal: the amount moves from real to locked at once (under the
     * account's row lock, so concurrent requests cannot spend the same money), then waits for the operator
     * or, when automatic, for the provider.
     */
    async withdraw(profile: PlayerProfile, body: WithdrawBody, idempotencyKey?: string): Promise<WithdrawResponse> {
      const playerId = profile.id;
      if (idempotencyKey) {
        const earlier = await findByIdempotencyKey(db, playerId, idempotencyKey);
        if (earlier) return withdrawalAnswer(earlier);
      }
      const method = methodFor('withdrawal', profile, body.currency, body.method);
      const subunit = await wallet.subunitOf(body.currency);
      const amountMinor = checkedAmount(body.amount, body.currency, subunit, method.rule);
      const fields = checkedFields(method.definition, body.fields, profile);
      // Checked before anything is written; the account itself is checked inside the transaction.
      if (!(await wallet.find(db, playerId, body.currency))) throw accountNotFound();
      if (!profile.sumsubVerified) {
        throw conflict(paymentErrorCodes.verificationRequired, 'Verify your identity before withdrawing');
      }
      const autoWithdrawal = await isAutomatic(body.currency, amountMinor, profile.sumsubVerified);

      const row = await db.transaction(async (tx) => {
        const account = await requestAccount(tx, playerId, {
          accountId: body.accountId,
          currency: body.currency,
          lock: true,
        });
        // A retry that waited for the account lock finds the first request's invoice instead of refusing.
        if (idempotencyKey && (await findByIdempotencyKey(tx, playerId, idempotencyKey))) return undefined;
        const turnover = await turnoverOf(tx, account.id, settings.turnoverMultiplier);
        if (turnover.remainingMinor > 0n) {
          throw conflict(
            paymentErrorCodes.turnoverNotMet,
            `Wager ${toMajorUnits(turnover.remainingMinor, subunit)} ${body.currency} more before withdrawing`,
          );
        }
        // Real money an active bonus holds back (its deposit, decision 0071) stays until the bonus ends.
        if (withdrawableMinor(account) < amountMinor) throw insufficientFunds();
        const now = clock();
        const [created] = await tx
          .insert(paymentInvoices)
          .values({
            id: randomUUID(),
            playerId,
            walletAccountId: account.id,
            type: T.withdrawal,
            status: S.pending,
            provider: method.provider,
            method: method.definition.key,
            methodName: method.definition.name,
            currency: body.currency,
            amountMinor,
            autoWithdrawal,
            submitted: autoWithdrawal,
            fields,
            idempotencyKey: idempotencyKey ?? null,
            createdAt: now,
            updatedAt: now,
          })
          .onConflictDoNothing()
          .returning();
        if (!created) return undefined;
        const record = created as InvoiceRecord;
        try {
          await wallet.post(tx, reservePosting(facts(record)));
        } catch (error) {
          if (error instanceof PostingError && error.reason === 'insufficient_funds') throw insufficientFunds();
          throw error;
        }
        await announce(tx, record, null);
        return record;
      });
      if (!row) {
        const earlier = idempotencyKey ? await findByIdempotencyKey(db, playerId, idempotencyKey) : undefined;
        if (!earlier) throw new Error('withdrawal invoice was not created');
        return withdrawalAnswer(earlier);
      }
      return withdrawalAnswer(row);
    },

    /**
     * GET /api/payment/invoices: newest first, the invoices and the platform's cash credits (type 3: quest
     * rewards, prizes, loyalty bonuses; decision 0102) together. Credits are always successful and have no
     * invoice id to filter by.
     */
    async list(playerId: string, query: InvoicesQuery): Promise<InvoicesPage> {
      const meta = (totalRows: number) => ({
        page: query.page,
        perPage: query.perPage,
        totalRows,
        totalPages: Math.ceil(totalRows / query.perPage),
      });
      const creditsAsked =
        (query.type === undefined || query.type === historyCreditType) &&
        (query.status === undefined || query.status === S.success) &&
        query.invoiceId === undefined;
      const invoicesAsked = query.type !== historyCreditType;
      // The page is cut from the newest page × perPage of each source, merged by time.
      const depth = query.page * query.perPage;
      const credits = creditsAsked
        ? await playerCredits(db, { playerId, currency: query.currency, kinds: walletHistoryKinds, limit: depth })
        : { rows: [], total: 0 };
      if (credits.total === 0) {
        if (!invoicesAsked) return { data: [], meta: meta(0) };
        const { rows, totalRows } = await listInvoices(db, playerId, query);
        return { data: await Promise.all(rows.map((row) => view(row))), meta: meta(totalRows) };
      }
      const invoices = invoicesAsked
        ? await listInvoices(db, playerId, { ...query, page: 1, perPage: depth })
        : { rows: [], totalRows: 0 };
      const merged = [
        ...invoices.rows.map((row) => ({ at: row.createdAt, invoice: row, credit: undefined })),
        ...credits.rows.map((credit) => ({ at: credit.createdAt, invoice: undefined, credit })),
      ].sort((a, b) => b.at.getTime() - a.at.getTime());
      const page = merged.slice((query.page - 1) * query.perPage, depth);
      const data = await Promise.all(
        page.map(async ({ invoice, credit }) =>
          invoice
            ? view(invoice)
            : creditRow(credit as PlayerCredit, await wallet.subunitOf((credit as PlayerCredit).currency)),
        ),
      );
      return { data, meta: meta(invoices.totalRows + credits.total) };
    },

    /** GET /api/payment/invoices/statistics: successful deposits per currency the player holds or used. */
    async statistics(playerId: string, accountCurrencies: string[]): Promise<InvoiceStatistics[]> {
      const counts = await depositCounts(db, playerId);
      const currencies = [...new Set([...accountCurrencies, ...counts.keys()])];
      return currencies.map((currency) => ({ currency, depositsCount: counts.get(currency) ?? 0 }));
    },

    /** PUT /api/payment/invoices/{id}/decline: the player cancels a pending, non-automatic withdrawal. */
    async decline(playerId: string, id: string): Promise<Invoice> {
      return db.transaction(async (tx) => {
        const row = await findInvoice(tx, id, { playerId, lock: true });
        if (!row) throw notFound('No such invoice');
        if (row.type !== T.withdrawal || row.status !== S.pending || row.autoWithdrawal || row.submitted) {
          throw conflict(
            paymentErrorCodes.notCancelable,
            'Only a pending withdrawal waiting for review can be cancelled',
          );
        }
        const moved = await move(tx, row, S.rejected, { statusResult: 'Cancelled by the player', decidedBy: 'player' });
        return view(moved ?? row, tx);
      });
    },

    /**
     * Operator: a pending withdrawal is approved and handed to its provider (status 4 processing). The back
     * office passes its transaction, so the decision and its audit row commit together.
     */
    async approve(id: string, executor: Executor = db): Promise<Invoice> {
      return executor.transaction(async (tx) => {
        const row = await findInvoice(tx, id, { lock: true });
        if (!row) throw notFound('No such invoice');
        if (row.type !== T.withdrawal || row.status !== S.pending || row.submitted) {
          throw conflict(
            paymentErrorCodes.notAwaitingDecision,
            'Only a pending withdrawal waiting for review can be approved',
          );
        }
        const moved = await move(tx, row, S.processing, { decidedBy: 'operator', submitted: true });
        return view(moved ?? row, tx);
      });
    },

    /** Operator: a pending withdrawal is refused and its funds return to the player's real balance. */
    async reject(id: string, reason: string | undefined, executor: Executor = db): Promise<Invoice> {
      return executor.transaction(async (tx) => {
        const row = await findInvoice(tx, id, { lock: true });
        if (!row) throw notFound('No such invoice');
        if (row.type !== T.withdrawal || row.status !== S.pending || row.submitted) {
          throw conflict(
            paymentErrorCodes.notAwaitingDecision,
            'Only a pending withdrawal waiting for review can be rejected',
          );
        }
        const moved = await move(tx, row, S.rejected, {
          statusResult: reason ?? 'Rejected after review',
          decidedBy: 'operator',
        });
        return view(moved ?? row, tx);
      });
    },

    receiveWebhook,

    /** Withdrawals waiting for an operator's decision, oldest first (the back office's queue). */
    async awaitingReview(page: { limit: number; offset: number }) {
      const { rows, totalRows } = await listAwaitingReview(db, page);
      return { rows: await Promise.all(rows.map(async (row) => ({ row, invoice: await view(row) }))), totalRows };
    },

    /** The API's view of an invoice row, read through the caller's transaction. */
    invoiceView: (row: InvoiceRecord, executor: Executor = db) => view(row, executor),

    /** A withdrawal waiting for review, or undefined; read through the caller's transaction when given. */
    async findAwaitingReview(id: string, executor: Executor = db) {
      const row = await findInvoice(executor, id);
      return row && row.type === T.withdrawal && row.status === S.pending && !row.submitted ? row : undefined;
    },

    /** After an invoice change committed: the provider's own follow-up (a payout submitted, a sandbox step). */
    async afterInvoiceChange(
      change: Parameters<NonNullable<PaymentProvider['afterInvoiceChange']>>[0],
      tx: Executor,
    ): Promise<void> {
      const row = await findInvoice(tx, change.invoice.id);
      const provider = row ? providerByKey.get(row.provider) : undefined;
      if (!row || !provider?.afterInvoiceChange) return;
      await provider.afterInvoiceChange(change, (raw, headers) => receiveWebhook(provider.key, raw, headers, tx));
    },

    /** A deposit's provider page needs the invoice and where to send the player back. */
    findInvoice: (id: string) => findInvoice(db, id),
    view,
  };
}

export type PaymentService = ReturnType<typeof createPaymentService>;
