import type { AdminPlayerSegments } from '@croupier/contracts/admin-players';
import { type PlayerSegmentName, playerSegmentNames } from '@croupier/contracts/constants';
import { Button } from '@croupier/ui/button';
import { inputClass } from '@croupier/ui/form-controls';
import { type FormEvent, useId, useState } from 'react';
import { useI18n } from '../../i18n/i18n.tsx';
import { adminApi } from '../../platform/api.ts';
import { Section } from '../../shell/data-table.tsx';
import { ActionNotice, useActionNotice } from '../session/action-notice.tsx';
import { useCan } from '../session/session.ts';

/** The VIP and duplicate segments: shown to every reader, changed with a reason by those allowed to. */
export function PlayerSegments(props: { playerId: string; segments: AdminPlayerSegments; onChanged(): Promise<void> }) {
  const { t } = useI18n();
  const may = useCan()('players.segments');
  const reasonId = useId();
  const [pending, setPending] = useState(false);
  const { notice, run } = useActionNotice((error) => (error.fields?.reason ? t('players.reasonRequired') : undefined));
  const label = (name: PlayerSegmentName) => t(name === 'vip' ? 'player.segment.vip' : 'player.segment.duplicate');

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    setPending(true);
    await run(async () => {
      await adminApi(`/players/${props.playerId}/segments`, {
        method: 'PUT',
        body: {
          vip: form.get('vip') === 'on',
          duplicate: form.get('duplicate') === 'on',
          reason: String(form.get('reason') ?? '').trim(),
        },
      });
      await props.onChanged();
      const reason = formElement.elements.namedItem('reason');
      if (reason instanceof HTMLInputElement) reason.value = '';
      return t('player.segmentsSaved');
    });
    setPending(false);
  }

  return (
    <Section id="player-segments" title={t('player.segments')}>
      {may ? (
        <form className="flex flex-col gap-3" onSubmit={submit}>
          <fieldset className="flex flex-wrap gap-4">
            <legend className="sr-only">{t('player.segments')}</legend>
            {playerSegmentNames.map((name) => (
              <label key={name} className="flex items-center gap-2 text-sm">
                <input type="checkbox" name={name} defaultChecked={props.segments[name]} className="size-4" />
                {label(name)}
              </label>
            ))}
          </fieldset>
          <div className="flex flex-wrap items-end gap-2">
            <div className="flex min-w-56 flex-1 flex-col gap-1">
              <label htmlFor={reasonId} className="font-medium text-sm">
                {t('players.reason')}
              </label>
              <input id={reasonId} name="reason" required minLength={3} maxLength={500} className={inputClass} />
            </div>
            <Button type="submit" size="sm" variant="secondary" disabled={pending}>
              {t('player.saveSegments')}
            </Button>
          </div>
          <ActionNotice notice={notice} />
        </form>
      ) : (
        <p className="text-sm" data-testid="player-segment-list">
          {playerSegmentNames
            .filter((name) => props.segments[name])
            .map(label)
            .join(', ') || t('player.noSegments')}
        </p>
      )}
    </Section>
  );
}
