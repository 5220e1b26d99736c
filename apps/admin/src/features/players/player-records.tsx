import type { AdminPlayerDetail } from '@croupier/contracts/admin-players';
import type { Invoice, InvoicesPage } from '@croupier/contracts/payments';
import { formatDateTime } from '@croupier/i18n/dates';
import { Button } from '@croupier/ui/button';
import { useEffect, useState } from 'react';
import { type MessageKey, useI18n } from '../../i18n/i18n.tsx';
import { adminApiBody } from '../../platform/api.ts';
import { useMoney } from '../../platform/money.ts';
import { DataTable, Section } from '../../shell/data-table.tsx';
import { useCan } from '../session/session.ts';
import { ImposeLimitForm } from './impose-limit-form.tsx';
import { LiftLimit } from './lift-limit.tsx';

/** Balances, limits, sessions and open bonuses: what the domain modules hold for the player now. */
export function PlayerRecords(props: { detail: AdminPlayerDetail; onChanged(): Promise<void> }) {
  const { t, locale } = useI18n();
  const money = useMoney();
  const { detail } = props;
  const mayImpose = useCan()('players.limits');
  const amount = (value: number | null, currency: string | null) =>
    value === null || currency === null ? '—' : money(value, currency);
  return (
    <>
      <Section id="player-balances" title={t('player.balances')}>
        <DataTable
          caption={t('player.balances')}
          empty={t('player.noAccounts')}
          testId="player-balances"
          headers={[t('player.currency'), t('player.real'), t('player.bonus'), t('player.withdrawable')]}
          rows={detail.accounts.map((account) => ({
            key: account.id,
            cells: [
              account.currency,
              money(account.balance, account.currency),
              money(account.bonusBalance, account.currency),
              money(account.withdrawalBalance, account.currency),
            ],
          }))}
        />
      </Section>
      <Section id="player-limits" title={t('player.limits')}>
        <DataTable
          caption={t('player.limits')}
          empty={t('player.noLimits')}
          testId="player-limits"
          headers={[
            t('player.limitKind'),
            t('player.limitAmount'),
            t('player.limitUntil'),
            t('player.limitSince'),
            t('player.limitBy'),
          ]}
          rows={detail.limits.map((limit) => ({
            key: limit.id,
            cells: [
              t(`player.limit.${limit.definition}` as MessageKey) +
                (limit.period ? ` · ${t(`player.period.${limit.period}` as MessageKey)}` : ''),
              amount(limit.amount, limit.currency),
              limit.expiredAt ? formatDateTime(limit.expiredAt, locale) : '—',
              formatDateTime(limit.createdAt, locale),
              limit.imposed ? (
                <LiftLimit key="lift" playerId={detail.profile.id} limit={limit} onDone={props.onChanged} />
              ) : (
                t('player.byPlayer')
              ),
            ],
          }))}
        />
        {mayImpose ? (
          <ImposeLimitForm
            playerId={detail.profile.id}
            currencies={detail.accounts.map((account) => account.currency)}
            onDone={props.onChanged}
          />
        ) : null}
      </Section>
      <Section id="player-bonuses" title={t('player.bonuses')}>
        <DataTable
          caption={t('player.bonuses')}
          empty={t('player.noBonuses')}
          testId="player-bonuses"
          headers={[t('player.bonusName'), t('player.bonusStatus'), t('player.bonusAmount'), t('player.wagered')]}
          rows={detail.bonuses.map((bonus) => ({
            key: bonus.id,
            cells: [
              bonus.name,
              t(`player.bonusState.${bonus.status}` as MessageKey),
              money(bonus.amount, bonus.currency),
              `${money(bonus.currentWagerCasinoAmount, bonus.currency)} / ${money(bonus.requiredWagerCasinoAmount, bonus.currency)}`,
            ],
          }))}
        />
      </Section>
      <Section id="player-sessions" title={t('player.sessions', { count: detail.liveSessions })}>
        <DataTable
          caption={t('player.sessions', { count: detail.liveSessions })}
          empty={t('player.noSessions')}
          testId="player-sessions"
          headers={[t('player.device'), t('player.ip'), t('player.lastSeen'), t('player.started')]}
          rows={detail.sessions.map((session) => ({
            key: session.id,
            cells: [
              `${session.browser} · ${session.os}`,
              `${session.ip}${session.country ? ` · ${session.country}` : ''}`,
              formatDateTime(session.lastSeenAt, locale),
              formatDateTime(session.createdAt, locale),
            ],
          }))}
        />
      </Section>
    </>
  );
}

const perPage = 10;

/** The player's deposits, withdrawals and credits, newest first, a page at a time. */
export function PlayerPayments(props: { playerId: string }) {
  const { t, locale } = useI18n();
  const money = useMoney();
  const [page, setPage] = useState(1);
  const [answer, setAnswer] = useState<InvoicesPage | undefined>();
  useEffect(() => {
    let current = true;
    void adminApiBody<InvoicesPage>(`/players/${props.playerId}/invoices?page=${page}&perPage=${perPage}`).then(
      (body) => {
        if (current) setAnswer(body);
      },
    );
    return () => {
      current = false;
    };
  }, [props.playerId, page]);
  const kind = (invoice: Invoice) => t(`player.invoiceType.${invoice.type}` as MessageKey);
  return (
    <Section id="player-payments" title={t('player.payments')}>
      {answer === undefined ? (
        <p className="text-muted text-sm">{t('common.loading')}</p>
      ) : (
        <>
          <DataTable
            caption={t('player.payments')}
            empty={t('player.noPayments')}
            testId="player-payments"
            headers={[t('player.number'), t('player.kind'), t('player.status'), t('player.amount'), t('player.at')]}
            rows={answer.data.map((invoice) => ({
              key: invoice.id,
              cells: [
                invoice.number,
                `${kind(invoice)} · ${invoice.paymentMethod}`,
                t(`player.invoiceStatus.${invoice.status}` as MessageKey),
                money(invoice.amount, invoice.currency),
                formatDateTime(invoice.createdAt, locale),
              ],
            }))}
          />
          {answer.meta.totalPages > 1 ? (
            <nav aria-label={t('player.paymentsPages')} className="flex items-center gap-3 text-sm">
              <Button size="sm" variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                {t('player.previous')}
              </Button>
              <span>{t('player.pageOf', { page, pages: answer.meta.totalPages })}</span>
              <Button
                size="sm"
                variant="secondary"
                disabled={page >= answer.meta.totalPages}
                onClick={() => setPage(page + 1)}
              >
                {t('player.next')}
              </Button>
            </nav>
          ) : null}
        </>
      )}
    </Section>
  );
}
