import { localizePath, splitLocale } from '@croupier/i18n/locales';
import { buttonClass } from '@croupier/ui/button';
import { isRouteErrorResponse, Link, useLocation, useRouteError } from 'react-router';
import { useI18n } from '../../i18n/i18n.tsx';
import { useRootData } from '../../platform/root-data.ts';

/** The HTTP status to show: a thrown response's own status, 500 for anything unexpected. */
function statusOf(error: unknown): number {
  return isRouteErrorResponse(error) ? error.status : 500;
}

/**
 * The error page of spec 01 §2: status code, content-driven title/text/button (message defaults),
 * "Page Not Found" with the path for a 404, and a Homepage button to the site or locale root.
 */
export function ErrorPage() {
  const error = useRouteError();
  const { t } = useI18n();
  const { pathname } = useLocation();
  const content = useRootData()?.errorContent;
  const status = statusOf(error);
  const locale = splitLocale(pathname).locale;
  const home = locale ? localizePath('/', locale) : '/';
  const title = content?.title || t('error.title');

  return (
    <main
      id="main"
      className="mx-auto flex w-full max-w-xl flex-col items-center px-5 py-16 text-center md:py-24"
      data-testid="error-page"
    >
      <title>{`${status} · ${title}`}</title>
      <p className="tabular bg-gradient-to-b from-accent-strong to-accent bg-clip-text text-7xl font-bold tracking-tight text-transparent md:text-8xl">
        {status}
      </p>
      <p className="mt-3 text-sm font-medium uppercase tracking-widest text-muted">
        {status === 404 ? t('error.notFound') : t('error.failed')}
      </p>
      {status === 404 ? (
        <p className="mt-2 max-w-full truncate rounded-control bg-surface px-3 py-1 font-mono text-sm text-muted">
          {pathname}
        </p>
      ) : null}
      <h1 className="mt-8 text-2xl font-semibold tracking-tight md:text-3xl">{title}</h1>
      <p className="mt-3 text-muted">{content?.text || t('error.text')}</p>
      {/* A full load: the failing route may have left client state we should not keep. */}
      <Link to={home} reloadDocument className={buttonClass({ size: 'lg', className: 'mt-8 shadow-raised' })}>
        {content?.button || t('error.button')}
      </Link>
    </main>
  );
}
