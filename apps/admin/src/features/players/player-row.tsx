import type { AdminPlayer } from '@croupier/contracts/admin-players';
import { playerStatus } from '@croupier/contracts/constants';
import { formatDate } from '@croupier/i18n/dates';
import { Button } from '@croupier/ui/button';
import { inputClass } from '@croupier/ui/form-controls';
import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import { type MessageKey, useI18n } from '../../i18n/i18n.tsx';
import { adminApi } from '../../platform/api.ts';
import { ActionNotice, useActionNotice } from '../session/action-notice.tsx';
import { useCan } from '../session/session.ts';

type Action = 'block' | 'unblock' | 'closeSessions';

const actionPaths: Record<Action, string> = { block: 'block', unblock: 'unblock', closeSessions: 'sessions/close' };

/** One player found: who they are, their state, and the actions a reason must accompany. */
export function PlayerRow(props: { player: AdminPlayer; onChanged(): Promise<void> }) {
  const { t, locale } = useI18n();
  const can = useCan();
  const reasonId = useId();
  const { player } = props;
  const [action, setAction] = useState<Action | undefined>();
  const [pending, setPending] = useState(false);
  const { notice, run: announce } = useActionNotice((error) =>
    error.fields?.reason ? t('players.reasonRequired') : undefined,
  );
  const blocked = player.status === playerStatus.disabled;
  const name = [player.firstName, player.lastName].filter(Boolean).join(' ');

  async function run(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!action) return;
    const reason = String(new FormData(event.currentTarget).get('reason') ?? '').trim();
    setPending(true);
    await announce(async () => {
      await adminApi(`/players/${player.id}/${actionPaths[action]}`, { method: 'POST', body: { reason } });
      setAction(undefined);
      await props.onChanged();
      return t(`players.done.${action}` as MessageKey, { email: player.email });
    });
    setPending(false);
  }

  return (
    <li className="flex flex-col gap-3 rounded-card border border-line bg-surface p-4" data-testid="player">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="flex flex-col gap-1 text-sm">
          <p className="font-semibold text-base">
            <Link
              to={`/players/${player.id}`}
              className="text-accent underline"
              aria-label={t('players.openLabel', { email: player.email })}
            >
              {name || player.email}
            </Link>
          </p>
          <p className="text-muted">
            {player.email}
            {player.phone ? ` · ${player.phone}` : ''} · {player.country ?? '—'} · {player.currency}
          </p>
          <p className="text-subtle">
            {t('players.since', { date: formatDate(player.createdAt, locale, { dateStyle: 'medium' }) })} ·{' '}
            {player.identityVerified ? t('withdrawals.verified') : t('withdrawals.notVerified')}
          </p>
          <p className="font-mono text-subtle text-xs">{player.id}</p>
        </div>
        <p
          className={`rounded-full px-3 py-1 text-sm ${blocked ? 'bg-danger/15 text-danger' : 'bg-raised text-muted'}`}
        >
          {t(`players.status.${player.status}` as MessageKey)}
        </p>
      </div>
      <ActionNotice notice={notice} />
      {action ? (
        <form className="flex flex-wrap items-end gap-2" onSubmit={run}>
          <div className="flex min-w-64 flex-1 flex-col gap-1">
            <label htmlFor={reasonId} className="font-medium text-sm">
              {t('players.reason')}
            </label>
            <input id={reasonId} name="reason" required minLength={3} maxLength={500} className={inputClass} />
          </div>
          <Button type="submit" size="sm" variant={action === 'unblock' ? 'primary' : 'danger'} disabled={pending}>
            {t(`players.confirm.${action}` as MessageKey)}
          </Button>
          <Button type="button" size="sm" variant="ghost" onClick={() => setAction(undefined)}>
            {t('common.cancel')}
          </Button>
        </form>
      ) : (
        <div className="flex flex-wrap gap-2">
          {can('players.block') && player.status !== playerStatus.selfExcluded ? (
            <Button
              size="sm"
              variant={blocked ? 'secondary' : 'danger'}
              onClick={() => setAction(blocked ? 'unblock' : 'block')}
            >
              {t(blocked ? 'players.unblock' : 'players.block')}
            </Button>
          ) : null}
          {can('players.close_sessions') ? (
            <Button size="sm" variant="secondary" onClick={() => setAction('closeSessions')}>
              {t('players.closeSessions')}
            </Button>
          ) : null}
        </div>
      )}
    </li>
  );
}
