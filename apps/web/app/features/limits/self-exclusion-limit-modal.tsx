import { limitDefinition } from '@croupier/contracts/constants';
import { FormAlert, SubmitButton, TextField } from '@croupier/ui/form-controls';
import { type FormEvent, useState } from 'react';
import { useI18n } from '../../i18n/i18n.tsx';
import type { ModalBodyProps } from '../../ui/modal/modal-context.ts';
import { ModalBody } from '../../ui/modal/modal-parts.tsx';
import { playerApi, SessionEndedError } from '../auth/api-client.ts';
import { logout } from '../auth/logout.ts';
import { ChoiceGroup } from './choice-group.tsx';
import { selfExclusionChoices } from './limit-rules.ts';

/**
 * self-exclusion-limit (spec 02 §2; decision 0012): 6 months to permanent, confirmed by typing a word so
 * it is never one stray click. The server revokes every session with it, so the next call answers 401 and
 * the usual 401 path (session removed, login page) logs the player out.
 */
export default function SelfExclusionLimitModal({ titleId }: ModalBodyProps) {
  const { t } = useI18n();
  const [duration, setDuration] = useState<string>('6m');
  const [typed, setTyped] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [failed, setFailed] = useState<string | undefined>();
  const word = t('limits.selfExclusion.word');

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (typed.trim().toLocaleUpperCase() !== word.toLocaleUpperCase()) {
      setError(t('limits.selfExclusion.typeMismatch', { word }));
      event.currentTarget.querySelector<HTMLElement>('[name="confirmation"]')?.focus();
      return;
    }
    setError(undefined);
    setFailed(undefined);
    setPending(true);
    const answer = await playerApi({
      method: 'POST',
      path: '/api/player/limits',
      body: {
        definition: limitDefinition.selfExclusion,
        duration,
      },
    });
    if (!answer.ok) {
      setPending(false);
      setFailed(answer.error.code === 'limit_exists' ? t('limits.selfExclusion.exists') : t('limits.failed'));
      return;
    }
    try {
      // The session is revoked: this answers 401 and apiFetch ends the session and opens the login page.
      await playerApi({ path: '/api/player/profile' });
      await logout();
    } catch (thrown) {
      if (!(thrown instanceof SessionEndedError)) await logout();
    }
  };

  return (
    <ModalBody titleId={titleId} title={t('limits.selfExclusion.title')} lead={t('limits.selfExclusion.lead')}>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
        <ChoiceGroup
          name="duration"
          legend={t('limits.selfExclusion.duration')}
          value={duration}
          onChange={setDuration}
          choices={selfExclusionChoices.map((d) => ({ value: d, label: t(`limits.duration.${d}`) }))}
        />
        <div role="note" className="rounded-control border border-danger/60 bg-danger/10 p-4 text-sm text-text">
          {t('limits.selfExclusion.warning')}
        </div>
        <TextField
          id="self-exclusion-confirmation"
          label={t('limits.selfExclusion.typeLabel', { word })}
          error={error}
          input={{
            name: 'confirmation',
            autoComplete: 'off',
            autoCapitalize: 'characters',
            spellCheck: false,
            value: typed,
            onChange: (event) => setTyped(event.target.value),
          }}
        />
        {failed ? <FormAlert>{failed}</FormAlert> : null}
        <SubmitButton
          pending={pending}
          label={t('limits.selfExclusion.submit')}
          pendingLabel={t('limits.form.saving')}
        />
      </form>
    </ModalBody>
  );
}
