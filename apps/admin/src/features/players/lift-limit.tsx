import type { Limit } from '@croupier/contracts/limits';
import { Button } from '@croupier/ui/button';
import { inputClass } from '@croupier/ui/form-controls';
import { type FormEvent, useId, useState } from 'react';
import { useI18n } from '../../i18n/i18n.tsx';
import { adminApi } from '../../platform/api.ts';
import { ActionNotice, useActionNotice } from '../session/action-notice.tsx';
import { useCan } from '../session/session.ts';

/** An imposed limit's row end: who set it, and for those allowed a Lift with its reason. */
export function LiftLimit(props: { playerId: string; limit: Limit; onDone(): Promise<void> }) {
  const { t } = useI18n();
  const may = useCan()('players.limits');
  const reasonId = useId();
  const [open, setOpen] = useState(false);
  const { notice, run } = useActionNotice((error) => (error.fields?.reason ? t('players.reasonRequired') : undefined));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const reason = String(new FormData(event.currentTarget).get('reason') ?? '').trim();
    await run(async () => {
      await adminApi(`/players/${props.playerId}/limits/${props.limit.id}/lift`, { method: 'POST', body: { reason } });
      await props.onDone();
      return t('player.lifted');
    });
  }

  if (!may) return <span>{t('player.byCasino')}</span>;
  return (
    <div className="flex flex-col gap-2">
      <span>{t('player.byCasino')}</span>
      {open ? (
        <form className="flex flex-wrap items-end gap-2" onSubmit={submit}>
          <label htmlFor={reasonId} className="sr-only">
            {t('players.reason')}
          </label>
          <input
            id={reasonId}
            name="reason"
            required
            minLength={3}
            maxLength={500}
            placeholder={t('player.liftReason')}
            className={`${inputClass} min-w-40`}
          />
          <Button type="submit" size="sm" variant="secondary">
            {t('player.liftConfirm')}
          </Button>
        </form>
      ) : (
        <Button size="sm" variant="secondary" onClick={() => setOpen(true)}>
          {t('player.lift')}
        </Button>
      )}
      <ActionNotice notice={notice} />
    </div>
  );
}
