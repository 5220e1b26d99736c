import type { AdminCatalogueGame, AdminCollection } from '@croupier/contracts/admin-catalogue';
import { Button } from '@croupier/ui/button';
import { useCallback, useEffect, useState } from 'react';
import { useI18n } from '../../i18n/i18n.tsx';
import { adminApi } from '../../platform/api.ts';
import { ActionNotice, useActionNotice } from '../session/action-notice.tsx';
import { CountriesForm } from './countries-form.tsx';
import { MoveButtons } from './move-buttons.tsx';
import { moved, refocus } from './reorder.ts';

/**
 * One collection opened: the countries it is shown in, and its games in their order, each moved, hidden or
 * shown (on the whole site), and restricted in countries.
 */
export function CollectionGames(props: { collection: AdminCollection; onChanged(): Promise<void> }) {
  const { t } = useI18n();
  const { collection } = props;
  const [games, setGames] = useState<AdminCatalogueGame[] | undefined>();
  const { notice, run } = useActionNotice();

  const reload = useCallback(
    () => adminApi<AdminCatalogueGame[]>(`/catalogue/collections/${collection.id}/games`).then(setGames),
    [collection.id],
  );
  useEffect(() => {
    void reload();
  }, [reload]);

  async function move(list: AdminCatalogueGame[], index: number, delta: -1 | 1) {
    const game = list[index] as AdminCatalogueGame;
    await run(async () => {
      await adminApi(`/catalogue/collections/${collection.id}/order`, {
        method: 'PUT',
        body: { ids: moved(list, index, delta) },
      });
      await reload();
      return t('catalogue.movedDone', { name: game.name });
    });
    refocus('game', game.id, delta);
  }

  async function toggle(game: AdminCatalogueGame) {
    await run(async () => {
      await adminApi(`/catalogue/games/${game.id}`, { method: 'PATCH', body: { isHidden: !game.isHidden } });
      await reload();
      return t(game.isHidden ? 'catalogue.gameShownDone' : 'catalogue.gameHiddenDone', { name: game.name });
    });
  }

  async function saveCountries(countries: string[]) {
    await adminApi(`/catalogue/collections/${collection.id}`, { method: 'PATCH', body: { countries } });
    await props.onChanged();
    return t('catalogue.countriesSaved', { name: collection.name });
  }

  async function saveRestrictions(game: AdminCatalogueGame, restrictedCountries: string[]) {
    await adminApi(`/catalogue/games/${game.id}`, { method: 'PATCH', body: { restrictedCountries } });
    await reload();
    return t('catalogue.restrictionsSaved', { name: game.name });
  }

  return (
    <section aria-labelledby="catalogue-games" className="mt-10 flex min-w-0 flex-col gap-4">
      <h2 id="catalogue-games" className="font-semibold text-lg">
        {t('catalogue.gamesTitle', { name: collection.name })}
      </h2>
      <div className="max-w-md rounded-card border border-line bg-surface p-4">
        <CountriesForm
          id="catalogue-collection-countries"
          label={t('catalogue.countries')}
          hint={t('catalogue.countriesHint')}
          saveLabel={t('catalogue.countriesSave')}
          countries={collection.countries}
          save={saveCountries}
        />
      </div>
      <ActionNotice notice={notice} />
      {!games ? (
        <p className="text-muted">{t('common.loading')}</p>
      ) : games.length === 0 ? (
        <p className="rounded-card border border-line bg-surface p-6 text-muted">{t('catalogue.noGames')}</p>
      ) : (
        <ol className="flex flex-col gap-2">
          {games.map((game, index) => (
            <li
              key={game.id}
              data-testid="catalogue-game"
              className="flex flex-col gap-3 rounded-card border border-line bg-surface p-3"
            >
              <div className="flex flex-wrap items-center justify-between gap-3">
                <div className="flex min-w-0 flex-col gap-1 text-sm">
                  <p className="font-semibold text-base">{game.name}</p>
                  <p className="text-muted">
                    {game.providerName}
                    {game.restrictedCountries.length > 0
                      ? ` · ${t('catalogue.restricted', { countries: game.restrictedCountries.join(', ') })}`
                      : ''}
                  </p>
                </div>
                <div className="flex flex-wrap items-center gap-2">
                  <p
                    className={`rounded-full px-3 py-1 text-sm ${game.isHidden ? 'bg-danger/15 text-danger' : 'bg-raised text-muted'}`}
                  >
                    {t(game.isHidden ? 'catalogue.hidden' : 'catalogue.shown')}
                  </p>
                  <MoveButtons
                    prefix="game"
                    id={game.id}
                    name={game.name}
                    index={index}
                    count={games.length}
                    onMove={(delta) => void move(games, index, delta)}
                  />
                  <Button
                    size="sm"
                    variant={game.isHidden ? 'primary' : 'danger'}
                    aria-label={t(game.isHidden ? 'catalogue.showLabel' : 'catalogue.hideLabel', { name: game.name })}
                    onClick={() => void toggle(game)}
                  >
                    {t(game.isHidden ? 'catalogue.show' : 'catalogue.hide')}
                  </Button>
                </div>
              </div>
              <details className="text-sm">
                <summary className="cursor-pointer text-muted">{t('catalogue.restrictions')}</summary>
                <div className="mt-3 max-w-md">
                  <CountriesForm
                    id={`catalogue-restrictions-${game.id}`}
                    label={t('catalogue.restrictions')}
                    hint={t('catalogue.restrictionsHint')}
                    saveLabel={t('catalogue.restrictionsSave')}
                    countries={game.restrictedCountries}
                    save={(codes) => saveRestrictions(game, codes)}
                  />
                </div>
              </details>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
