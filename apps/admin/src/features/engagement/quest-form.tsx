import type { AdminQuest } from '@croupier/contracts/admin-engagement';
import { questTaskKinds } from '@croupier/contracts/quests';
import { FormAlert, SubmitButton, TextField } from '@croupier/ui/form-controls';
import { type FormEvent, useState } from 'react';
import { useI18n } from '../../i18n/i18n.tsx';
import { type ApiError, adminApi, asApiError } from '../../platform/api.ts';
import { errorText } from '../session/error-text.ts';
import { fieldOf, instant, numberOf } from './form-values.ts';
import { SelectField } from './select-field.tsx';

/**
 * A new quest: its English name, period, one task and its target, and a cash reward in the base currency
 * (docs/decisions/0120). Several tasks, other languages and a bonus-offer reward are set through the API.
 */
export function QuestForm(props: { onCreated(): Promise<void> }) {
  const { t } = useI18n();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<ApiError | undefined>();
  const [created, setCreated] = useState<string | undefined>();

  async function create(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    setPending(true);
    setError(undefined);
    setCreated(undefined);
    try {
      const kind = String(form.get('kind') ?? '');
      const quest = await adminApi<AdminQuest>('/quests', {
        method: 'POST',
        body: {
          names: { en: String(form.get('name') ?? '') },
          startsAt: instant(form.get('startsAt')),
          endsAt: instant(form.get('endsAt')),
          tasks: [
            {
              kind,
              quantity: numberOf(form.get('quantity'), 0),
              multiplier: kind === 'win_multiplier' ? numberOf(form.get('multiplier')) : null,
            },
          ],
          reward: numberOf(form.get('reward'), 0),
        },
      });
      setCreated(t('engagement.questCreated', { name: quest.names.en ?? '' }));
      formElement.reset();
      await props.onCreated();
    } catch (caught) {
      setError(asApiError(caught));
    } finally {
      setPending(false);
    }
  }

  const wrong = (name: string, message = t('errors.field')) => (fieldOf(error?.fields, name) ? message : undefined);
  return (
    <section
      aria-labelledby="new-quest"
      className="flex flex-col gap-4 self-start rounded-card border border-line bg-surface p-5"
    >
      <h2 id="new-quest" className="font-semibold text-lg">
        {t('engagement.newQuest')}
      </h2>
      <form className="flex flex-col gap-4" onSubmit={create} noValidate>
        <div aria-live="polite" className="empty:hidden">
          {created ? <FormAlert tone="success">{created}</FormAlert> : null}
        </div>
        {error && !error.fields ? <FormAlert>{errorText(t, error)}</FormAlert> : null}
        <TextField
          id="quest-name"
          label={t('engagement.nameEn')}
          error={wrong('names')}
          input={{ name: 'name', required: true, maxLength: 120 }}
        />
        <TextField
          id="quest-starts"
          label={t('engagement.startsAt')}
          hint={t('engagement.startsHint')}
          error={wrong('startsAt', t('engagement.startsInFuture'))}
          input={{ name: 'startsAt', type: 'datetime-local', required: true }}
        />
        <TextField
          id="quest-ends"
          label={t('engagement.endsAt')}
          error={wrong('endsAt', t('engagement.endsAfterStart'))}
          input={{ name: 'endsAt', type: 'datetime-local', required: true }}
        />
        <SelectField
          id="quest-task"
          name="kind"
          label={t('engagement.task')}
          error={wrong('tasks.0.kind')}
          options={questTaskKinds.map((value) => ({ value, label: t(`engagement.taskNames.${value}`) }))}
        />
        <TextField
          id="quest-quantity"
          label={t('engagement.target')}
          hint={t('engagement.targetHint')}
          error={wrong('tasks.0.quantity')}
          input={{ name: 'quantity', type: 'number', min: 1, step: 'any', required: true, inputMode: 'decimal' }}
        />
        <TextField
          id="quest-multiplier"
          label={t('engagement.multiplier')}
          hint={t('engagement.multiplierHint')}
          error={wrong('tasks.0.multiplier')}
          input={{ name: 'multiplier', type: 'number', min: 2, step: 1, inputMode: 'numeric' }}
        />
        <TextField
          id="quest-reward"
          label={t('engagement.rewardCash')}
          hint={t('engagement.baseCurrencyHint')}
          error={wrong('reward')}
          input={{ name: 'reward', type: 'number', min: 0, step: 'any', required: true, inputMode: 'decimal' }}
        />
        <SubmitButton pending={pending} label={t('engagement.createQuest')} pendingLabel={t('signIn.pending')} />
      </form>
    </section>
  );
}
