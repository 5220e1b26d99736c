import type { AdminCollection } from '@croupier/contracts/admin-catalogue';
import { Button } from '@croupier/ui/button';
import { useCallback, useEffect, useState } from 'react';
import { useI18n } from '../../i18n/i18n.tsx';
import { adminApi } from '../../platform/api.ts';
import { PageHeading } from '../../shell/page-heading.tsx';
import { ActionNotice, useActionNotice } from '../session/action-notice.tsx';
import { CollectionGames } from './collection-games.tsx';
import { MoveButtons } from './move-buttons.tsx';
import { moved, refocus } from './reorder.ts';

/**
 * The content team's catalogue (issue 22 §8; docs/decisions/0119): the lobby's collections in their order,
 * each moved up or down, hidden or shown, and opened for its countries and its games. The site shows a change
 * at once; each is recorded in the audit log.
 */
export function Catalogue() {
  const { t } = useI18n();
  const [collections, setCollections] = useState<AdminCollection[] | undefined>();
  const [openId, setOpenId] = useState<string | undefined>();
  const { notice, run } = useActionNotice();

  const reload = useCallback(() => adminApi<AdminCollection[]>('/catalogue/collections').then(setCollections), []);
  useEffect(() => {
    void reload();
  }, [reload]);

  async function move(list: AdminCollection[], index: number, delta: -1 | 1) {
    const collection = list[index] as AdminCollection;
    await run(async () => {
      await adminApi('/catalogue/collections/order', { method: 'PUT', body: { ids: moved(list, index, delta) } });
      // The list is read again before the notice, so the line that says it is done never precedes the change.
      await reload();
      return t('catalogue.movedDone', { name: collection.name });
    });
    refocus('collection', collection.id, delta);
  }

  async function toggle(collection: AdminCollection) {
    await run(async () => {
      await adminApi(`/catalogue/collections/${collection.id}`, {
        method: 'PATCH',
        body: { isHidden: !collection.isHidden },
      });
      await reload();
      return t(collection.isHidden ? 'catalogue.shownDone' : 'catalogue.hiddenDone', { name: collection.name });
    });
  }

  const open = collections?.find((c) => c.id === openId);
  return (
    <>
      <PageHeading title={t('catalogue.title')} intro={t('catalogue.intro')} />
      <section aria-labelledby="catalogue-collections" className="flex min-w-0 flex-col gap-4">
        <h2 id="catalogue-collections" className="font-semibold text-lg">
          {t('catalogue.collectionsTitle')}
        </h2>
        <ActionNotice notice={notice} />
        {collections ? (
          <ol className="flex flex-col gap-2">
            {collections.map((collection, index) => (
              <li
                key={collection.id}
                data-testid="catalogue-collection"
                className="flex flex-wrap items-center justify-between gap-3 rounded-card border border-line bg-surface p-3"
              >
                <div className="flex min-w-0 flex-col gap-1 text-sm">
                  <p className="font-semibold text-base">{collection.name}</p>
                  <p className="text-muted">
                    {t('catalogue.gamesCount', { count: collection.gamesCount })} ·{' '}
                    {collection.countries.length === 0
                      ? t('catalogue.everywhere')
                      : t('catalogue.onlyIn', { countries: collection.countries.join(', ') })}
                  </p>
                  <p className="font-mono text-subtle text-xs">{collection.identity}</p>
                </div>
                <div className="flex flex-wrap items-center gap-2">
                  <p
                    data-testid="catalogue-collection-state"
                    className={`rounded-full px-3 py-1 text-sm ${collection.isHidden ? 'bg-danger/15 text-danger' : 'bg-raised text-muted'}`}
                  >
                    {t(collection.isHidden ? 'catalogue.hidden' : 'catalogue.shown')}
                  </p>
                  <MoveButtons
                    prefix="collection"
                    id={collection.id}
                    name={collection.name}
                    index={index}
                    count={collections.length}
                    onMove={(delta) => void move(collections, index, delta)}
                  />
                  <Button
                    size="sm"
                    variant={collection.isHidden ? 'primary' : 'danger'}
                    aria-label={t(collection.isHidden ? 'catalogue.showLabel' : 'catalogue.hideLabel', {
                      name: collection.name,
                    })}
                    onClick={() => void toggle(collection)}
                  >
                    {t(collection.isHidden ? 'catalogue.show' : 'catalogue.hide')}
                  </Button>
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-expanded={openId === collection.id}
                    aria-controls="catalogue-open-collection"
                    aria-label={t('catalogue.openLabel', { name: collection.name })}
                    onClick={() => setOpenId(openId === collection.id ? undefined : collection.id)}
                  >
                    {t('catalogue.open')}
                  </Button>
                </div>
              </li>
            ))}
          </ol>
        ) : (
          <p className="text-muted">{t('common.loading')}</p>
        )}
      </section>
      <div id="catalogue-open-collection">
        {open ? <CollectionGames key={open.id} collection={open} onChanged={reload} /> : null}
      </div>
    </>
  );
}
