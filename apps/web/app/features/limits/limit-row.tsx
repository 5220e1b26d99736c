import type { Limit } from '@croupier/contracts/limits';
import type { MoneyCurrency } from '@croupier/i18n/money';
import { Button } from '@croupier/ui/button';
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { useI18n } from '../../i18n/i18n.tsx';
import { moneyText } from '../../i18n/money-text.ts';
import { useModals } from '../../ui/modal/modal-context.ts';
import { playerApi } from '../auth/api-client.ts';
import { useDateTime } from '../profile/local-time.tsx';

/**
 * One money limit: its amount per period, a pending looser change or removal with the time it may be
 * confirmed (decision 0012), and the actions on it.
 */
export function LimitRow(props: { limit: Limit; currencies: readonly MoneyCurrency[] }) {
  const { t } = useI18n();
  const dateTime = useDateTime();
  const modals = useModals();
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const { limit, currencies } = props;
  const pending = limit.pendingChange;
  const money = (amount: number) => moneyText(amount, limit.currency, currencies);

  const act = async (method: 'POST' | 'DELETE', path: string) => {
    setBusy(true);
    setFailed(false);
    const answer = await playerApi({ method, path });
    setBusy(false);
    if (answer.ok) void revalidator.revalidate();
    else setFailed(true);
  };

  return (
    <li data-testid="limit-row" className="flex flex-col gap-3 rounded-control border border-line bg-raised p-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="flex flex-col">
          <span className="text-muted text-sm">
            {t(`limits.period.${limit.period ?? 'daily'}`)} · {limit.currency}
          </span>
          <span className="tabular font-semibold text-lg text-text">{money(limit.amount ?? 0)}</span>
        </p>
        {limit.imposed ? (
          <p className="max-w-xs text-muted text-sm" data-testid="limit-imposed">
            {t('limits.imposed')}
          </p>
        ) : (
          <div className="flex flex-wrap gap-2">
            <Button
              variant="secondary"
              size="sm"
              className="bg-transparent px-3"
              disabled={busy}
              onClick={() => modals.open('edit-cash-limit', { limit, currencies })}
            >
              {t('limits.edit')}
            </Button>
            {pending?.removal ? null : (
              <Button
                variant="secondary"
                size="sm"
                className="bg-transparent px-3"
                disabled={busy}
                onClick={() => void act('DELETE', `/api/player/limits/${limit.id}`)}
              >
                {t('limits.remove')}
              </Button>
            )}
          </div>
        )}
      </div>
      {pending ? (
        <div
          data-testid="pending-change"
          className="flex flex-wrap items-center justify-between gap-3 rounded-control border border-warning/40 bg-warning/10 p-3 text-sm"
        >
          <p className="text-text">
            {pending.removal
              ? t('limits.pending.removal')
              : t('limits.pending.change', {
                  limit: t(`limits.amountPer.${pending.period ?? 'daily'}`, { amount: money(pending.amount ?? 0) }),
                })}{' '}
            <span className="text-muted">
              {pending.confirmable
                ? t('limits.pending.ready')
                : t('limits.pending.from', { date: dateTime(pending.effectiveAt) })}
            </span>
          </p>
          {pending.confirmable ? (
            <Button
              variant="secondary"
              size="sm"
              className="bg-transparent px-3"
              disabled={busy}
              onClick={() => void act('POST', `/api/player/limits/${limit.id}/confirm`)}
            >
              {t('limits.pending.confirm')}
            </Button>
          ) : null}
        </div>
      ) : null}
      {failed ? (
        <p role="alert" className="text-danger text-sm">
          {t('limits.failed')}
        </p>
      ) : null}
    </li>
  );
}
