import type { AdminPlayer } from '@croupier/contracts/admin-players';
import { Button } from '@croupier/ui/button';
import { FormAlert, inputClass } from '@croupier/ui/form-controls';
import { type FormEvent, useId, useState } from 'react';
import { useI18n } from '../../i18n/i18n.tsx';
import { ApiError, adminApi, asApiError } from '../../platform/api.ts';
import { PageHeading } from '../../shell/page-heading.tsx';
import { errorText } from '../session/error-text.ts';
import { PlayerRow } from './player-row.tsx';

/** Finding a player by id, or by the start of their e-mail or phone, and acting on their account. */
export function Players() {
  const { t } = useI18n();
  const searchId = useId();
  const [query, setQuery] = useState('');
  const [found, setFound] = useState<AdminPlayer[] | undefined>();
  const [error, setError] = useState<ApiError | undefined>();

  async function search(text: string) {
    setError(undefined);
    try {
      setFound(await adminApi<AdminPlayer[]>(`/players?${new URLSearchParams({ q: text })}`));
    } catch (caught) {
      setError(asApiError(caught));
    }
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const text = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    setQuery(text);
    if (text.length >= 2) void search(text);
    else setError(new ApiError(400, 'validation_failed', 'too short', { q: ['too short'] }));
  }

  return (
    <>
      <PageHeading title={t('players.title')} intro={t('players.intro')} />
      <search className="mb-6 block max-w-2xl">
        <form onSubmit={submit} className="flex flex-wrap items-end gap-3">
          <div className="flex min-w-64 flex-1 flex-col gap-1">
            <label htmlFor={searchId} className="font-medium text-sm">
              {t('players.search')}
            </label>
            <input
              id={searchId}
              name="q"
              type="search"
              className={inputClass}
              autoComplete="off"
              spellCheck={false}
              aria-describedby={`${searchId}-hint`}
            />
            <p id={`${searchId}-hint`} className="text-subtle text-xs">
              {t('players.searchHint')}
            </p>
          </div>
          <Button type="submit" variant="secondary">
            {t('players.find')}
          </Button>
        </form>
      </search>
      {error ? (
        <FormAlert>{error.fields?.q ? t('players.searchHint') : errorText(t, error)}</FormAlert>
      ) : found === undefined ? null : found.length === 0 ? (
        <p className="text-muted">{t('players.none', { query })}</p>
      ) : (
        <ul className="flex flex-col gap-3" aria-label={t('players.results')}>
          {found.map((player) => (
            <PlayerRow key={player.id} player={player} onChanged={() => search(query)} />
          ))}
        </ul>
      )}
    </>
  );
}
