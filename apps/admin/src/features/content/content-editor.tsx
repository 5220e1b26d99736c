import type { AdminContentDocument, AdminContentPreview, AdminContentVersion } from '@croupier/contracts/admin-content';
import { supportedLocales } from '@croupier/i18n/locales';
import { Button } from '@croupier/ui/button';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useI18n } from '../../i18n/i18n.tsx';
import { adminApi, asApiError } from '../../platform/api.ts';
import { ActionNotice, useActionNotice } from '../session/action-notice.tsx';

const pretty = (value: unknown) => JSON.stringify(value, null, 2);

/**
 * One document in one locale as a JSON editor: the draft (else what players are served) is edited, saved as
 * the draft, previewed on the player site, then published; the schema's complaints are listed beside the
 * editor, each by its place in the document. Earlier published versions can be put back into the draft.
 */
export function ContentEditor(props: {
  path: string;
  locale: string;
  onLocale: (locale: string) => void;
  onClose: () => void;
}) {
  const { t } = useI18n();
  const base = `/content/documents/${props.locale}/${props.path}`;
  const at = (action: string) => `/content/${action}/${props.locale}/${props.path}`;
  const historyUrl = at('history');
  const [document, setDocument] = useState<AdminContentDocument | undefined>();
  const [text, setText] = useState('');
  const [fields, setFields] = useState<Record<string, string[]>>({});
  const [history, setHistory] = useState<AdminContentVersion[]>([]);
  // The editor opens above the list: a document opened far down the list would open off-screen, and a
  // keyboard or screen-reader user would not know where it went. It comes into view with the focus on its title.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.scrollIntoView({ block: 'start' });
    heading.current?.focus({ preventScroll: true });
  }, []);
  const { notice, run } = useActionNotice((error) =>
    error.code === 'validation_failed' ? t('content.invalid') : undefined,
  );

  const reload = useCallback(async () => {
    const [loaded, versions] = await Promise.all([
      adminApi<AdminContentDocument>(base),
      adminApi<AdminContentVersion[]>(historyUrl),
    ]);
    setDocument(loaded);
    setHistory(versions);
    setText(pretty(loaded.draft ?? loaded.published ?? loaded.file ?? {}));
  }, [base, historyUrl]);
  useEffect(() => {
    void reload();
  }, [reload]);

  async function save() {
    setFields({});
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      setFields({ document: [t('content.notJson')] });
      return;
    }
    await run(async () => {
      try {
        await adminApi(base, { method: 'PUT', body: { document: parsed } });
      } catch (caught) {
        setFields(asApiError(caught).fields ?? {});
        throw caught;
      }
      await reload();
      return t('content.savedDone');
    });
  }

  async function publish() {
    await run(async () => {
      await adminApi(at('publish'), { method: 'POST' });
      await reload();
      return t('content.publishedDone');
    });
  }

  async function preview() {
    await run(async () => {
      const link = await adminApi<AdminContentPreview>(at('preview'));
      window.open(link.url, '_blank', 'noopener');
      return t('content.previewDone');
    });
  }

  async function restore(version: number) {
    await run(async () => {
      await adminApi(at('restore'), { method: 'POST', body: { version } });
      await reload();
      return t('content.restoredDone', { version });
    });
  }

  const problems = Object.entries(fields);
  return (
    <section
      aria-labelledby="content-editor"
      className="flex min-w-0 flex-col gap-3 rounded-card border border-line bg-surface p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2
          id="content-editor"
          ref={heading}
          tabIndex={-1}
          className="scroll-mt-4 font-mono font-semibold text-lg outline-none"
        >
          {props.path}
        </h2>
        <div className="flex flex-wrap items-center gap-2">
          <label className="flex items-center gap-2 text-sm">
            {t('content.locale')}
            <select
              className="rounded border border-line bg-raised px-2 py-1"
              value={props.locale}
              onChange={(event) => props.onLocale(event.target.value)}
            >
              {supportedLocales.map((locale) => (
                <option key={locale} value={locale}>
                  {locale}
                </option>
              ))}
            </select>
          </label>
          <Button size="sm" variant="secondary" onClick={props.onClose}>
            {t('content.close')}
          </Button>
        </div>
      </div>
      {document ? (
        <>
          <p className="text-muted text-sm" data-testid="content-editor-state">
            {document.hasDraft ? t('content.stateDraft') : t('content.noDraft')} ·{' '}
            {document.version > 0 ? t('content.stateVersion', { version: document.version }) : t('content.stateFile')}
            {document.fallback && !document.file && document.version === 0 ? ` · ${t('content.fallbackNote')}` : ''}
          </p>
          <ActionNotice notice={notice} />
          <div className="grid gap-3 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
            <label className="flex min-w-0 flex-col gap-1 text-sm">
              {t('content.json')}
              <textarea
                className="min-h-96 w-full rounded border border-line bg-raised p-2 font-mono text-xs"
                spellCheck={false}
                value={text}
                aria-invalid={problems.length > 0}
                aria-describedby="content-problems"
                onChange={(event) => setText(event.target.value)}
              />
            </label>
            <div id="content-problems" aria-live="polite" className="flex min-w-0 flex-col gap-2 text-sm">
              <h3 className="font-semibold">{t('content.problemsTitle')}</h3>
              {problems.length === 0 ? (
                <p className="text-muted">{t('content.noProblems')}</p>
              ) : (
                <ul className="flex flex-col gap-1" data-testid="content-problems">
                  {problems.map(([field, messages]) => (
                    <li key={field} className="text-danger [overflow-wrap:anywhere]">
                      <span className="font-mono">{field.replace(/^document\.?/, '') || '/'}</span>:{' '}
                      {messages.join('; ')}
                    </li>
                  ))}
                </ul>
              )}
              <h3 className="mt-2 font-semibold">{t('content.historyTitle')}</h3>
              {history.length === 0 ? (
                <p className="text-muted">{t('content.noHistory')}</p>
              ) : (
                <ul className="flex flex-col gap-1">
                  {history.map((version) => (
                    <li key={version.version} className="flex items-center justify-between gap-2">
                      <span>
                        {t('content.stateVersion', { version: version.version })} ·{' '}
                        {new Date(version.publishedAt).toLocaleString(props.locale)}
                      </span>
                      <Button size="sm" variant="secondary" onClick={() => void restore(version.version)}>
                        {t('content.restore')}
                      </Button>
                    </li>
                  ))}
                </ul>
              )}
            </div>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => void save()}>{t('content.saveDraft')}</Button>
            <Button variant="secondary" disabled={!document.hasDraft} onClick={() => void preview()}>
              {t('content.preview')}
            </Button>
            <Button variant="primary" disabled={!document.hasDraft} onClick={() => void publish()}>
              {t('content.publish')}
            </Button>
          </div>
        </>
      ) : (
        <p className="text-muted">{t('common.loading')}</p>
      )}
    </section>
  );
}
