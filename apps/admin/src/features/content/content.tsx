import type { AdminContentDocumentSummary } from '@croupier/contracts/admin-content';
import { Button } from '@croupier/ui/button';
import { useCallback, useEffect, useState } from 'react';
import { useI18n } from '../../i18n/i18n.tsx';
import { adminApi } from '../../platform/api.ts';
import { PageHeading } from '../../shell/page-heading.tsx';
import { ContentEditor } from './content-editor.tsx';

/**
 * The content team's documents (issue 22 §8; docs/decisions/0123): every document with, per locale, whether a
 * draft waits and which version players are served; banners are marked. Opening one edits it per locale.
 */
export function Content() {
  const { t } = useI18n();
  const [documents, setDocuments] = useState<AdminContentDocumentSummary[] | undefined>();
  const [open, setOpen] = useState<{ path: string; locale: string } | undefined>();

  const reload = useCallback(
    () => adminApi<AdminContentDocumentSummary[]>('/content/documents').then(setDocuments),
    [],
  );
  useEffect(() => {
    void reload();
  }, [reload]);

  return (
    <>
      <PageHeading title={t('content.title')} intro={t('content.intro')} />
      {open ? (
        <ContentEditor
          key={`${open.locale}:${open.path}`}
          path={open.path}
          locale={open.locale}
          onLocale={(locale) => setOpen({ path: open.path, locale })}
          onClose={() => {
            setOpen(undefined);
            void reload();
          }}
        />
      ) : null}
      <section aria-labelledby="content-documents" className="flex min-w-0 flex-col gap-3">
        <h2 id="content-documents" className="font-semibold text-lg">
          {t('content.documentsTitle')}
        </h2>
        {documents ? (
          <ul className="flex flex-col gap-2">
            {documents.map((document) => (
              <li
                key={document.path}
                data-testid="content-document"
                className="flex flex-wrap items-center justify-between gap-3 rounded-card border border-line bg-surface p-3"
              >
                <div className="flex min-w-0 flex-col gap-1 text-sm">
                  <p className="font-mono font-semibold">
                    {document.path}
                    {document.banners ? (
                      <span className="ml-2 rounded-full bg-raised px-2 py-0.5 font-sans text-muted text-xs">
                        {t('content.banners')}
                      </span>
                    ) : null}
                  </p>
                  <p className="flex flex-wrap gap-2 text-muted">
                    {document.locales.map((state) => (
                      <span key={state.locale}>
                        {state.locale}:{' '}
                        {state.hasDraft
                          ? t('content.stateDraft')
                          : state.version > 0
                            ? t('content.stateVersion', { version: state.version })
                            : t('content.stateFile')}
                      </span>
                    ))}
                  </p>
                </div>
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={t('content.openLabel', { path: document.path })}
                  onClick={() => setOpen({ path: document.path, locale: document.locales[0]?.locale ?? 'en' })}
                >
                  {t('content.open')}
                </Button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-muted">{t('common.loading')}</p>
        )}
      </section>
    </>
  );
}
