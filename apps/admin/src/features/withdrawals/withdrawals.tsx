import type { AdminWithdrawal } from '@croupier/contracts/admin-withdrawals';
import type { PageMeta } from '@croupier/contracts/errors';
import { formatDateTime } from '@croupier/i18n/dates';
import { Button } from '@croupier/ui/button';
import { useCallback, useEffect, useState } from 'react';
import { useI18n } from '../../i18n/i18n.tsx';
import { adminApi, adminApiBody } from '../../platform/api.ts';
import { useMoney } from '../../platform/money.ts';
import { PageHeading } from '../../shell/page-heading.tsx';
import { ActionNotice, useActionNotice } from '../session/action-notice.tsx';
import { useCan, useMe } from '../session/session.ts';
import { RiskFacts } from './risk-facts.tsx';
import { WithdrawalDecision } from './withdrawal-decision.tsx';

interface QueuePage {
  data: AdminWithdrawal[];
  meta: PageMeta;
}

/**
 * Withdrawals waiting for a decision, oldest first, each with what a payments officer weighs: turnover left,
 * an active bonus, identity, shared devices. Above the four-eyes amount a second officer confirms.
 */
export function Withdrawals() {
  const { t, locale } = useI18n();
  const me = useMe();
  const mayDecide = useCan()('withdrawals.decide');
  const money = useMoney();
  const [page, setPage] = useState(1);
  const [queue, setQueue] = useState<QueuePage | undefined>();
  const { notice, run } = useActionNotice();

  const reload = useCallback(
    () => adminApiBody<QueuePage>(`/withdrawals?page=${page}&perPage=20`).then(setQueue),
    [page],
  );
  useEffect(() => {
    void reload();
  }, [reload]);

  async function decide(withdrawal: AdminWithdrawal, decision: { approve: true } | { reason: string }) {
    await run(async () => {
      const answer = await adminApi<{ fourEyes: AdminWithdrawal['fourEyes'] }>(
        `/withdrawals/${withdrawal.invoice.id}/${'approve' in decision ? 'approve' : 'reject'}`,
        { method: 'POST', ...('reason' in decision ? { body: { reason: decision.reason } } : {}) },
      );
      const number = withdrawal.invoice.number;
      if ('reason' in decision) return t('withdrawals.rejected', { number });
      return answer.fourEyes.status === 'awaiting_second'
        ? t('withdrawals.firstApproval', { number })
        : t('withdrawals.approved', { number });
    });
    await reload();
  }

  return (
    <>
      <PageHeading title={t('withdrawals.title')} intro={t('withdrawals.intro')}>
        <Button variant="secondary" size="sm" onClick={() => void reload()}>
          {t('common.refresh')}
        </Button>
      </PageHeading>
      <ActionNotice notice={notice} className="mb-4" />
      {!queue ? (
        <p className="text-muted">{t('common.loading')}</p>
      ) : queue.data.length === 0 ? (
        <p className="rounded-card border border-line bg-surface p-6 text-muted">{t('withdrawals.empty')}</p>
      ) : (
        <ul className="flex flex-col gap-4" aria-label={t('withdrawals.listLabel')}>
          {queue.data.map((withdrawal) => (
            <li
              key={withdrawal.invoice.id}
              className="grid gap-4 rounded-card border border-line bg-surface p-5 lg:grid-cols-[1fr_1fr_auto]"
              data-testid="withdrawal"
            >
              <div className="flex flex-col gap-1">
                <p className="font-semibold text-lg">{money(withdrawal.invoice.amount, withdrawal.invoice.currency)}</p>
                <p className="text-muted text-sm">
                  {withdrawal.invoice.number} · {withdrawal.invoice.paymentMethod} ·{' '}
                  {formatDateTime(withdrawal.invoice.createdAt, locale)}
                </p>
                <p className="font-mono text-subtle text-xs">{t('withdrawals.player', { id: withdrawal.playerId })}</p>
                {withdrawal.needsFourEyes ? (
                  <p className="mt-1 text-sm text-warning">
                    {withdrawal.fourEyes.status === 'awaiting_second'
                      ? withdrawal.fourEyes.requestedBy === me.staff.id
                        ? t('withdrawals.waitingForOther')
                        : t('withdrawals.awaitingSecond')
                      : t('withdrawals.needsTwo')}
                  </p>
                ) : null}
              </div>
              <RiskFacts risk={withdrawal.risk} currency={withdrawal.invoice.currency} />
              {mayDecide ? (
                <WithdrawalDecision
                  number={withdrawal.invoice.number}
                  approveDisabled={withdrawal.fourEyes.requestedBy === me.staff.id}
                  onApprove={() => decide(withdrawal, { approve: true })}
                  onReject={(reason) => decide(withdrawal, { reason })}
                />
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {queue && queue.meta.totalPages > 1 ? (
        <nav className="mt-6 flex items-center gap-3" aria-label={t('common.pages')}>
          <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t('common.previous')}
          </Button>
          <span className="text-muted text-sm">{t('common.pageOf', { page, total: queue.meta.totalPages })}</span>
          <Button
            variant="secondary"
            size="sm"
            disabled={page >= queue.meta.totalPages}
            onClick={() => setPage(page + 1)}
          >
            {t('common.next')}
          </Button>
        </nav>
      ) : null}
    </>
  );
}
