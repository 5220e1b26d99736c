import type { RealityCheck } from '@croupier/contracts/limits';
import { Button } from '@croupier/ui/button';
import { inputClass } from '@croupier/ui/form-controls';
import { type FormEvent, useId, useState } from 'react';
import { useRevalidator } from 'react-router';
import { useI18n } from '../../i18n/i18n.tsx';
import { playerApi } from '../auth/api-client.ts';
import { realityCheckChoices } from './limit-rules.ts';

/** The reality-check interval (decision 0012: 15–120 minutes or off) and this session's length so far. */
export function RealityCheckForm(props: { realityCheck: RealityCheck }) {
  const { t } = useI18n();
  const id = useId();
  const revalidator = useRevalidator();
  const [state, setState] = useState<'idle' | 'saving' | 'saved' | 'failed'>('idle');
  const current = props.realityCheck.intervalMinutes;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = String(new FormData(event.currentTarget).get('interval') ?? '');
    setState('saving');
    const answer = await playerApi({
      method: 'PUT',
      path: '/api/player/limits/reality-check',
      body: {
        intervalMinutes: value === '' ? null : Number(value),
      },
    });
    setState(answer.ok ? 'saved' : 'failed');
    if (answer.ok) void revalidator.revalidate();
  };

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-3">
      <p className="text-muted text-sm">
        {t('limits.realityCheck.session', { minutes: props.realityCheck.sessionMinutes })}
      </p>
      <div className="flex flex-wrap items-end gap-3">
        <div className="flex min-w-48 flex-col gap-2">
          <label htmlFor={id} className="font-medium text-sm text-text">
            {t('limits.realityCheck.label')}
          </label>
          <select id={id} name="interval" defaultValue={current ?? ''} className={inputClass}>
            <option value="">{t('limits.realityCheck.off')}</option>
            {realityCheckChoices.map((minutes) => (
              <option key={minutes} value={minutes}>
                {t('limits.realityCheck.every', { minutes })}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" disabled={state === 'saving'} variant="secondary" size="lg" className="px-5">
          {t('limits.realityCheck.save')}
        </Button>
      </div>
      <p role="status" className="text-sm">
        {state === 'saved' ? <span className="text-success">{t('limits.realityCheck.saved')}</span> : null}
        {state === 'failed' ? <span className="text-danger">{t('limits.failed')}</span> : null}
      </p>
    </form>
  );
}
