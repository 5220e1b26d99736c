import type { Adjustment } from '@croupier/contracts/admin-adjustments';
import { Button } from '@croupier/ui/button';
import { useI18n } from '../../i18n/i18n.tsx';
import { adminApi } from '../../platform/api.ts';
import { useMoney } from '../../platform/money.ts';
import { ActionNotice, useActionNotice } from '../session/action-notice.tsx';
import { useCan, useMe } from '../session/session.ts';

/** Adjustments another staff member asked for, waiting for a second pair of eyes. */
export function PendingAdjustments(props: { items: Adjustment[] | undefined; onDecided(): Promise<void> }) {
  const { t } = useI18n();
  const me = useMe();
  const mayConfirm = useCan()('adjustments.confirm');
  const money = useMoney();
  const { notice, run } = useActionNotice();

  async function decide(adjustment: Adjustment, action: 'confirm' | 'refuse') {
    await run(async () => {
      await adminApi<Adjustment>(`/adjustments/${adjustment.id}/${action}`, { method: 'POST' });
      const amount = money(adjustment.amount, adjustment.currency);
      return t(action === 'confirm' ? 'adjustments.confirmed' : 'adjustments.refused', { amount });
    });
    await props.onDecided();
  }

  return (
    <section aria-labelledby="pending-adjustments" className="flex min-w-0 flex-col gap-4">
      <h2 id="pending-adjustments" className="font-semibold text-lg">
        {t('adjustments.pendingTitle')}
      </h2>
      <ActionNotice notice={notice} />
      {!props.items ? (
        <p className="text-muted">{t('common.loading')}</p>
      ) : props.items.length === 0 ? (
        <p className="rounded-card border border-line bg-surface p-6 text-muted">{t('adjustments.noneWaiting')}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {props.items.map((adjustment) => {
            const mine = adjustment.fourEyes.requestedBy === me.staff.id;
            const amount = money(adjustment.amount, adjustment.currency);
            return (
              <li
                key={adjustment.id}
                className="flex flex-wrap items-start justify-between gap-4 rounded-card border border-line bg-surface p-4"
                data-testid="pending-adjustment"
              >
                <div className="flex flex-col gap-1 text-sm">
                  <p className="font-semibold text-base">
                    {t(adjustment.direction === 'credit' ? 'adjustments.creditOf' : 'adjustments.debitOf', { amount })}
                  </p>
                  <p className="text-muted">{adjustment.reason}</p>
                  <p className="font-mono text-subtle text-xs">
                    {t('withdrawals.player', { id: adjustment.playerId })}
                  </p>
                  {mine ? <p className="text-warning">{t('adjustments.yours')}</p> : null}
                </div>
                {mayConfirm ? (
                  <div className="flex gap-2">
                    <Button
                      size="sm"
                      disabled={mine}
                      aria-label={t('adjustments.confirmLabel', { amount })}
                      onClick={() => void decide(adjustment, 'confirm')}
                    >
                      {t('adjustments.confirm')}
                    </Button>
                    <Button
                      variant="danger"
                      size="sm"
                      disabled={mine}
                      aria-label={t('adjustments.refuseLabel', { amount })}
                      onClick={() => void decide(adjustment, 'refuse')}
                    >
                      {t('adjustments.refuse')}
                    </Button>
                  </div>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
