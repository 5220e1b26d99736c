import type { Game, GameProvider } from '@croupier/contracts/games';
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { useI18n } from '../../i18n/i18n.tsx';
import { Icon } from '../../ui/icon.tsx';
import type { ModalBodyProps } from '../../ui/modal/modal-context.ts';
import { ModalBody } from '../../ui/modal/modal-parts.tsx';
import { SessionEndedError } from '../auth/api-client.ts';
import { fetchGames } from './catalogue-client.ts';
import { GameArt } from './game-art.tsx';
import { ProviderMark } from './provider-card.tsx';
import { useCatalogueList } from './use-catalogue-list.ts';

/** Typing pauses this long before the catalogue is asked, so a word is one request, not one per letter. */
export const searchDebounceMs = 250;
export const searchMinLength = 2;
const resultCount = 12;

type Results =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; games: Game[]; total: number }
  | { status: 'failed' };

/**
 * search (spec 02 §2, open to anyone; ?search=true): games by the words their names start with, and the
 * studios whose names match, as the visitor types.
 */
export default function SearchModal({ close, titleId }: ModalBodyProps) {
  const { t, path } = useI18n();
  const inputId = useId();
  const [text, setText] = useState('');
  const [results, setResults] = useState<Results>({ status: 'idle' });
  const providers = useCatalogueList<GameProvider>('/api/game/providers');
  const query = text.trim();

  useEffect(() => {
    if (query.length < searchMinLength) {
      setResults({ status: 'idle' });
      return;
    }
    const abort = new AbortController();
    const timer = window.setTimeout(() => {
      setResults({ status: 'loading' });
      fetchGames({ search: query, perPage: resultCount }, abort.signal).then(
        (page) => setResults({ status: 'ready', games: page.data, total: page.meta.totalRows }),
        (error: unknown) => {
          if (abort.signal.aborted || error instanceof SessionEndedError) return;
          setResults({ status: 'failed' });
        },
      );
    }, searchDebounceMs);
    return () => {
      window.clearTimeout(timer);
      abort.abort();
    };
  }, [query]);

  const lower = query.toLowerCase();
  const studios =
    query.length >= searchMinLength && providers.status === 'ready'
      ? providers.items.filter((p) => p.gamesCount > 0 && p.name.toLowerCase().includes(lower)).slice(0, 4)
      : [];

  return (
    <ModalBody titleId={titleId} title={t('games.search.title')}>
      <div className="relative">
        <label htmlFor={inputId} className="sr-only">
          {t('games.search.label')}
        </label>
        <Icon
          name="search"
          className="-translate-y-1/2 pointer-events-none absolute top-1/2 left-3.5 size-5 text-subtle"
        />
        <input
          id={inputId}
          type="search"
          // biome-ignore lint/a11y/noAutofocus: the dialog exists to type into this field
          autoFocus
          autoComplete="off"
          enterKeyHint="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={t('games.search.placeholder')}
          className="min-h-12 w-full rounded-control border border-line bg-raised pr-4 pl-11 text-text placeholder:text-subtle"
        />
      </div>
      <div aria-live="polite" className="flex flex-col gap-4">
        {results.status === 'idle' ? <p className="text-muted text-sm">{t('games.search.hint')}</p> : null}
        {results.status === 'loading' ? <p className="text-muted text-sm">{t('games.grid.loading')}</p> : null}
        {results.status === 'failed' ? <p className="text-danger text-sm">{t('games.grid.failed')}</p> : null}
        {studios.length > 0 ? (
          <section aria-label={t('pages.providers.title')} className="flex flex-col gap-2">
            <h3 className="font-semibold text-muted text-xs uppercase tracking-widest">{t('pages.providers.title')}</h3>
            <ul className="flex flex-wrap gap-2">
              {studios.map((studio) => (
                <li key={studio.id}>
                  <Link
                    to={path(`/providers/${studio.identity}`)}
                    onClick={close}
                    className="flex items-center gap-2 rounded-full border border-line bg-raised py-1 pr-4 pl-1 text-sm text-text hover:border-accent/60"
                  >
                    <ProviderMark provider={studio} size="sm" />
                    {studio.name}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {results.status === 'ready' ? (
          results.games.length === 0 ? (
            <p className="text-muted">{t('games.search.none', { text: query })}</p>
          ) : (
            <section aria-label={t('games.search.games')} className="flex flex-col gap-2">
              <h3 className="font-semibold text-muted text-xs uppercase tracking-widest">
                {t('games.search.count', { count: results.total })}
              </h3>
              <ul className="grid gap-2 sm:grid-cols-2" data-testid="search-results">
                {results.games.map((game) => (
                  <li key={game.id}>
                    <Link
                      to={path(`/games/${game.identity}`)}
                      onClick={close}
                      className="flex items-center gap-3 rounded-card border border-line bg-raised p-2 transition-colors duration-quick hover:border-accent/60 hover:bg-overlay"
                    >
                      <span className="w-20 shrink-0 overflow-hidden rounded-control">
                        <GameArt game={game} />
                      </span>
                      <span className="flex min-w-0 flex-col">
                        <span className="truncate font-semibold text-text">{game.name}</span>
                        <span className="truncate text-subtle text-xs">{game.provider.name}</span>
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          )
        ) : null}
      </div>
    </ModalBody>
  );
}
