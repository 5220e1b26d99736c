import type { PageMeta } from '@croupier/contracts/errors';
import { Button } from '@croupier/ui/button';
import { useCallback, useEffect, useState } from 'react';
import { useI18n } from '../../i18n/i18n.tsx';
import { adminApiBody } from '../../platform/api.ts';

/**
 * One page of a player's record (`/players/:id/<record>`), newest first; `reload` reads the page again after
 * a change (a note just written).
 */
export function usePlayerPage<T>(playerId: string, record: string, perPage: number) {
  const [page, setPage] = useState(1);
  const [answer, setAnswer] = useState<{ data: T[]; meta: PageMeta } | undefined>();
  const [version, setVersion] = useState(0);
  useEffect(() => {
    let current = true;
    // `version` asks for the same page again.
    void version;
    void adminApiBody<{ data: T[]; meta: PageMeta }>(
      `/players/${playerId}/${record}?page=${page}&perPage=${perPage}`,
    ).then((body) => {
      if (current) setAnswer(body);
    });
    return () => {
      current = false;
    };
  }, [playerId, record, perPage, page, version]);
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { page, setPage, answer, reload };
}

/** Previous and next under a paged table, shown only when there is more than one page. */
export function Pager(props: { label: string; page: number; pages: number; onPage(page: number): void }) {
  const { t } = useI18n();
  if (props.pages <= 1) return null;
  return (
    <nav aria-label={props.label} className="flex items-center gap-3 text-sm">
      <Button size="sm" variant="secondary" disabled={props.page <= 1} onClick={() => props.onPage(props.page - 1)}>
        {t('player.previous')}
      </Button>
      <span>{t('player.pageOf', { page: props.page, pages: props.pages })}</span>
      <Button
        size="sm"
        variant="secondary"
        disabled={props.page >= props.pages}
        onClick={() => props.onPage(props.page + 1)}
      >
        {t('player.next')}
      </Button>
    </nav>
  );
}
