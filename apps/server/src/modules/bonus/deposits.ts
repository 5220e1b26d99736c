import {
  bonusCodeMode,
  bonusCodeStatus,
  paymentInvoiceStatus,
  paymentInvoiceType,
} from '@croupier/contracts/constants';
import type { PaymentInvoiceChanged } from '@croupier/contracts/payments';
import { defaultLocale } from '@croupier/i18n/locales';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { isUuid } from '../../platform/db/uuid.ts';
import { appendEvents } from '../../platform/outbox/outbox.ts';
import { playerBonusCodeEvent } from './events.ts';
import { localName } from './names.ts';
import { unmetConditions } from './rules.ts';
import type { BonusService, BonusServiceDeps } from './service.ts';
import { findCodeById, liveCode, loadOffers, receivedCounts } from './store.ts';
import { playerBonusCodes } from './tables.ts';
import { depositBonusView, minDepositIn } from './views.ts';

/**
 * A successful deposit that chose a deposit bonus (the deposit request's `bonusId`, not declined) gets that
 * offer's bonuses, issued and waiting for activation, when every condition holds at the moment of the
 * deposit: the offer is a deposit offer, open (window, deposit number, per-player limit) and the deposit
 * reaches its minimum; a code-only offer also needs its code applied, which the deposit then uses up.
 * Runs in the outbox subscriber's transaction, once per event; the invoice id makes it idempotent too.
 */
export function createDepositBonuses(deps: {
  clock: () => Date;
  bonus: BonusService;
  standing: BonusServiceDeps['standing'];
}) {
  const { clock, bonus } = deps;

  return async function onInvoiceChanged(tx: Executor, payload: PaymentInvoiceChanged): Promise<void> {
    const { invoice, deposit, playerId } = payload;
    if (invoice.type !== paymentInvoiceType.deposit || invoice.status !== paymentInvoiceStatus.success) return;
    if (payload.previousStatus === paymentInvoiceStatus.success) return;
    if (!deposit?.bonusId || deposit.isBonusDecline || deposit.number === null || !isUuid(deposit.bonusId)) return;
    if (await bonus.refusal(tx, playerId)) return;
    const [bundle] = await loadOffers(tx, { offerIds: [deposit.bonusId] });
    if (!bundle || bundle.offer.trigger !== bonusCodeMode.apply) return;
    const now = clock();
    const amountMinor = BigInt(deposit.amountMinor);
    const received = (await receivedCounts(tx, playerId)).get(bundle.offer.id) ?? 0;
    const unmet = unmetConditions(bundle.offer, { depositsCount: deposit.number - 1, receivedCount: received }, now);
    if (unmet.length > 0) return;
    const currencies = await bonus.book(tx);
    const minimum = minDepositIn(bundle, invoice.currency, currencies);
    if (minimum !== null && amountMinor < minimum) return;

    if (bundle.offer.requiresCode) {
      const applied = await liveCode(tx, playerId, bonusCodeMode.apply, true);
      const code = applied ? await findCodeById(tx, applied.codeId) : undefined;
      if (!applied || !code || code.offerId !== bundle.offer.id) return;
      await tx.update(playerBonusCodes).set({ consumedAt: now }).where(eq(playerBonusCodes.id, applied.id));
      await appendEvents(tx, [
        playerBonusCodeEvent(playerId, {
          id: applied.id,
          status: bonusCodeStatus.applied,
          code: code.code,
          isLive: false,
          bonus: depositBonusView(bundle, invoice.currency, currencies, { isAvailable: false, now }),
          bonusPackage: { id: bundle.package.id, name: localName(bundle.package.names, defaultLocale) },
        }),
      ]);
    }

    const standing = await deps.standing(tx, playerId);
    await bonus.issue(tx, {
      playerId,
      bundle,
      currency: invoice.currency,
      source: 'deposit',
      sourceRef: invoice.id,
      depositMinor: amountMinor,
      country: standing?.country ?? null,
    });
  };
}
