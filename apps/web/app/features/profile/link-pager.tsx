import { Link } from 'react-router';
import { useI18n } from '../../i18n/i18n.tsx';

/** Previous / next as links (the page is part of the address, so it survives a reload); nothing on one page. */
export function LinkPager(props: { label: string; page: number; totalPages: number; href(page: number): string }) {
  const { t } = useI18n();
  if (props.totalPages <= 1) return null;
  return (
    <nav aria-label={props.label} className="flex items-center justify-between gap-3">
      {props.page > 1 ? (
        <Link to={props.href(props.page - 1)} className="font-semibold text-accent">
          {t('profile.history.previous')}
        </Link>
      ) : (
        <span />
      )}
      <span className="text-muted text-sm">
        {t('profile.history.page', { page: props.page, pages: props.totalPages })}
      </span>
      {props.page < props.totalPages ? (
        <Link to={props.href(props.page + 1)} className="font-semibold text-accent">
          {t('profile.history.next')}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
