import type { PageMeta } from '@croupier/contracts/errors';
import { Button } from '@croupier/ui/button';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { useI18n } from '../../i18n/i18n.tsx';
import { SessionEndedError } from '../auth/api-client.ts';
import { fetchGames } from './catalogue-client.ts';
import { GameTile, GameTileSkeleton, type TileGame } from './game-tile.tsx';
import type { GamesFilter } from './games-query.ts';

export const gridClass = 'grid grid-cols-2 gap-x-3 gap-y-5 sm:grid-cols-3 md:grid-cols-4 xl:grid-cols-6';

/**
 * A page of games from the loader, then "Show more" for the next pages (appended, focus kept on the
 * button). `filter` is the same query the loader asked, so a page added here matches the first.
 * `fetchPage` replaces the catalogue read for lists that are not the catalogue (favorites, played).
 */
export function GameGrid(props: {
  first: { data: TileGame[]; meta: PageMeta };
  filter?: GamesFilter;
  fetchPage?: (page: number) => Promise<{ data: TileGame[]; meta: PageMeta }>;
  loggedIn: boolean;
  label: string;
  empty: ReactNode;
  onFavorite?: (game: TileGame, favorite: boolean) => void;
}) {
  const { t, tag } = useI18n();
  const headingId = useId();
  const [pages, setPages] = useState(props.first);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  // A new first page (another category, a revalidation) starts the list again.
  useEffect(() => setPages(props.first), [props.first]);

  const more = async () => {
    setLoading(true);
    setFailed(false);
    const next = pages.meta.page + 1;
    try {
      const page = props.fetchPage
        ? await props.fetchPage(next)
        : await fetchGames({ ...props.filter, page: next, perPage: pages.meta.perPage });
      setPages((current) => ({ data: [...current.data, ...page.data], meta: page.meta }));
    } catch (error) {
      if (error instanceof SessionEndedError) return;
      setFailed(true);
    } finally {
      setLoading(false);
    }
  };

  if (pages.data.length === 0)
    return <div className="rounded-card border border-line bg-surface p-8">{props.empty}</div>;
  const number = new Intl.NumberFormat(tag);
  const hasMore = pages.meta.page < pages.meta.totalPages;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-6">
      <h2 id={headingId} className="sr-only">
        {props.label}
      </h2>
      <ul className={gridClass}>
        {pages.data.map((game) => (
          <li key={game.id}>
            <GameTile
              game={game}
              loggedIn={props.loggedIn}
              onFavorite={props.onFavorite ? (favorite) => props.onFavorite?.(game, favorite) : undefined}
            />
          </li>
        ))}
        {loading
          ? Array.from({ length: Math.min(6, pages.meta.totalRows - pages.data.length) }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
              <li key={i}>
                <GameTileSkeleton />
              </li>
            ))
          : null}
      </ul>
      <div className="flex flex-col items-center gap-3">
        <p className="text-muted text-sm tabular" aria-live="polite">
          {t('games.grid.shown', {
            shown: number.format(pages.data.length),
            total: number.format(pages.meta.totalRows),
          })}
        </p>
        {failed ? (
          <p role="alert" className="text-danger text-sm">
            {t('games.grid.failed')}
          </p>
        ) : null}
        {hasMore ? (
          <Button onClick={more} disabled={loading} variant="secondary" className="px-6">
            {loading ? t('games.grid.loading') : t('games.grid.more')}
          </Button>
        ) : null}
      </div>
    </section>
  );
}
