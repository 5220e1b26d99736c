import { Button } from '@croupier/ui/button';
import { useI18n } from '../../i18n/i18n.tsx';

/** Previous / next with "page n of m"; nothing when everything fits on one page. */
export function Pager(props: { label: string; page: number; totalPages: number; onPage(page: number): void }) {
  const { t } = useI18n();
  if (props.totalPages <= 1) return null;
  return (
    <nav aria-label={props.label} className="flex items-center justify-center gap-3">
      <Button variant="secondary" size="sm" disabled={props.page <= 1} onClick={() => props.onPage(props.page - 1)}>
        {t('bonuses.paging.previous')}
      </Button>
      <span className="tabular text-muted text-sm" aria-live="polite">
        {t('bonuses.paging.page', { page: props.page, total: props.totalPages })}
      </span>
      <Button
        variant="secondary"
        size="sm"
        disabled={props.page >= props.totalPages}
        onClick={() => props.onPage(props.page + 1)}
      >
        {t('bonuses.paging.next')}
      </Button>
    </nav>
  );
}
