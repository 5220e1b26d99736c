import type { AdminTournament } from '@croupier/contracts/admin-engagement';
import { tournamentEntryModes, tournamentScorings } from '@croupier/contracts/tournaments';
import { FormAlert, SubmitButton, TextField } from '@croupier/ui/form-controls';
import { type FormEvent, useState } from 'react';
import { useI18n } from '../../i18n/i18n.tsx';
import { type ApiError, adminApi, asApiError } from '../../platform/api.ts';
import { errorText } from '../session/error-text.ts';
import { fieldOf, instant, listOf, numberOf } from './form-values.ts';
import { SelectField } from './select-field.tsx';

/**
 * A new tournament: its English title, period, scoring rule, entry, the game categories that count, the
 * minimum bet and the cash prizes by place, in the base currency (docs/decisions/0120). Bonus-offer prizes
 * and titles in other languages are set through the API.
 */
export function TournamentForm(props: { onCreated(): Promise<void> }) {
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
      const entry = String(form.get('entry') ?? '');
      const tournament = await adminApi<AdminTournament>('/tournaments', {
        method: 'POST',
        body: {
          titles: { en: String(form.get('title') ?? '') },
          startsAt: instant(form.get('startsAt')),
          endsAt: instant(form.get('endsAt')),
          scoring: String(form.get('scoring') ?? ''),
          entry,
          buyIn: entry === 'buy_in' ? numberOf(form.get('buyIn'), 0) : null,
          minBet: numberOf(form.get('minBet'), 0),
          gameTypes: listOf(form.get('gameTypes')),
          prizes: listOf(form.get('prizes')).map((amount) => ({ kind: 'cash', amount: Number(amount) })),
        },
      });
      setCreated(t('engagement.tournamentCreated', { name: tournament.titles.en ?? '' }));
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
      aria-labelledby="new-tournament"
      className="flex flex-col gap-4 self-start rounded-card border border-line bg-surface p-5"
    >
      <h2 id="new-tournament" className="font-semibold text-lg">
        {t('engagement.newTournament')}
      </h2>
      <form className="flex flex-col gap-4" onSubmit={create} noValidate>
        <div aria-live="polite" className="empty:hidden">
          {created ? <FormAlert tone="success">{created}</FormAlert> : null}
        </div>
        {error && !error.fields ? <FormAlert>{errorText(t, error)}</FormAlert> : null}
        <TextField
          id="tournament-title"
          label={t('engagement.titleEn')}
          error={wrong('titles')}
          input={{ name: 'title', required: true, maxLength: 120 }}
        />
        <TextField
          id="tournament-starts"
          label={t('engagement.startsAt')}
          hint={t('engagement.startsHint')}
          error={wrong('startsAt', t('engagement.startsInFuture'))}
          input={{ name: 'startsAt', type: 'datetime-local', required: true }}
        />
        <TextField
          id="tournament-ends"
          label={t('engagement.endsAt')}
          error={wrong('endsAt', t('engagement.endsAfterStart'))}
          input={{ name: 'endsAt', type: 'datetime-local', required: true }}
        />
        <SelectField
          id="tournament-scoring"
          name="scoring"
          label={t('engagement.scoring')}
          error={wrong('scoring')}
          options={tournamentScorings.map((value) => ({ value, label: t(`engagement.scorings.${value}`) }))}
        />
        <SelectField
          id="tournament-entry"
          name="entry"
          label={t('engagement.entry')}
          error={wrong('entry')}
          options={tournamentEntryModes.map((value) => ({ value, label: t(`engagement.entries.${value}`) }))}
        />
        <TextField
          id="tournament-buy-in"
          label={t('engagement.buyIn')}
          hint={t('engagement.buyInHint')}
          error={wrong('buyIn')}
          input={{ name: 'buyIn', type: 'number', min: 0, step: 'any', inputMode: 'decimal' }}
        />
        <TextField
          id="tournament-min-bet"
          label={t('engagement.minBet')}
          hint={t('engagement.baseCurrencyHint')}
          error={wrong('minBet')}
          input={{ name: 'minBet', type: 'number', min: 0, step: 'any', defaultValue: 0, inputMode: 'decimal' }}
        />
        <TextField
          id="tournament-games"
          label={t('engagement.gameTypes')}
          hint={t('engagement.gameTypesHint')}
          error={wrong('gameTypes')}
          input={{ name: 'gameTypes', autoComplete: 'off', spellCheck: false }}
        />
        <TextField
          id="tournament-prizes"
          label={t('engagement.cashPrizes')}
          hint={t('engagement.cashPrizesHint')}
          error={wrong('prizes')}
          input={{ name: 'prizes', required: true, autoComplete: 'off', inputMode: 'decimal' }}
        />
        <SubmitButton pending={pending} label={t('engagement.createTournament')} pendingLabel={t('signIn.pending')} />
      </form>
    </section>
  );
}
