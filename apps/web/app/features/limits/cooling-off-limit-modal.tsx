import { limitDefinition } from '@croupier/contracts/constants';
import { FormAlert, SubmitButton } from '@croupier/ui/form-controls';
import { type FormEvent, useState } from 'react';
import { useRevalidator } from 'react-router';
import { useI18n } from '../../i18n/i18n.tsx';
import type { ModalBodyProps } from '../../ui/modal/modal-context.ts';
import { useModals } from '../../ui/modal/modal-context.ts';
import { ModalBody } from '../../ui/modal/modal-parts.tsx';
import { playerApi } from '../auth/api-client.ts';
import { ChoiceGroup } from './choice-group.tsx';
import { coolingOffChoices } from './limit-rules.ts';

/**
 * cooling-off-limit (spec 02 §2; decision 0012): 1 day to 3 months without deposits or bets. It cannot be
 * shortened or removed once started, which the warning says before the player commits.
 */
export default function CoolingOffLimitModal({ titleId }: ModalBodyProps) {
  const { t } = useI18n();
  const modals = useModals();
  const revalidator = useRevalidator();
  const [duration, setDuration] = useState<string>('1d');
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState<string | undefined>();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setPending(true);
    setFailed(undefined);
    const answer = await playerApi({
      method: 'POST',
      path: '/api/player/limits',
      body: {
        definition: limitDefinition.coolingOff,
        duration,
      },
    });
    setPending(false);
    if (answer.ok) {
      void revalidator.revalidate();
      modals.close('cooling-off-limit');
      return;
    }
    setFailed(answer.error.code === 'limit_exists' ? t('limits.coolingOff.exists') : t('limits.failed'));
  };

  return (
    <ModalBody titleId={titleId} title={t('limits.coolingOff.title')} lead={t('limits.coolingOff.lead')}>
      <form onSubmit={onSubmit} className="flex flex-col gap-5">
        <ChoiceGroup
          name="duration"
          legend={t('limits.coolingOff.duration')}
          columns={3}
          value={duration}
          onChange={setDuration}
          choices={coolingOffChoices.map((d) => ({ value: d, label: t(`limits.duration.${d}`) }))}
        />
        <div role="note" className="rounded-control border border-warning/50 bg-warning/10 p-4 text-sm text-text">
          {t('limits.coolingOff.warning')}
        </div>
        {failed ? <FormAlert>{failed}</FormAlert> : null}
        <SubmitButton pending={pending} label={t('limits.coolingOff.submit')} pendingLabel={t('limits.form.saving')} />
      </form>
    </ModalBody>
  );
}
