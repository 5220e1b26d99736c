import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useI18n } from '../i18n/i18n.tsx';
import { ApiError } from '../platform/api.ts';

/** What a page shows when its data could not be read: the server's words for a refused call, else a retry. */
export function RouteError() {
  const { t } = useI18n();
  const error = useRouteError();
  const detail =
    error instanceof ApiError && error.status === 403
      ? t('errors.forbiddenPage')
      : isRouteErrorResponse(error) && error.status === 404
        ? t('errors.notFound')
        : t('errors.unexpected');
  return (
    <main className="mx-auto flex max-w-lg flex-col gap-4 p-8" role="alert">
      <h1 className="font-semibold text-2xl">{t('errors.title')}</h1>
      <p className="text-muted">{detail}</p>
      <a className="font-semibold text-accent underline-offset-4 hover:underline" href="/admin/">
        {t('errors.home')}
      </a>
    </main>
  );
}
