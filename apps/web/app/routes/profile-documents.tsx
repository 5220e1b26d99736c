import { documentStatus } from '@croupier/contracts/constants';
import {
  documentMaxBytes,
  documentMimeTypes,
  documentTypes,
  playerDocumentSchema,
  verificationStateSchema,
} from '@croupier/contracts/verification';
import { Button } from '@croupier/ui/button';
import { Field, inputClass } from '@croupier/ui/form-controls';
import { type FormEvent, useState } from 'react';
import { data, useRevalidator } from 'react-router';
import { playerGet } from '../features/profile/player-api.server.ts';
import { Panel } from '../features/profile/section-header.tsx';
import { checkDocumentFile, type DocumentFileError, serverFileError } from '../features/verification/document-rules.ts';
import { deleteDocument, uploadDocument } from '../features/verification/verification-client.ts';
import { useI18n } from '../i18n/i18n.tsx';
import { withRouteMessages } from '../i18n/route-messages.server.ts';
import { PageFrame } from '../ui/page-frame.tsx';
import type { Route } from './+types/profile-documents';

/** The message namespaces of this module's static-import closure (i18n/message-namespaces.test.ts checks). */
const messageNamespaces = ['pages', 'verification'];

/** Gone (404) while the identity-verification provider hides it (spec 01 §2, S1.2-24). */
async function pageLoader(args: Route.LoaderArgs) {
  const state = await playerGet(args, '/api/player/verification', verificationStateSchema);
  if (state.documentsHidden) throw data(null, { status: 404, statusText: 'Not Found' });
  return {
    documents: await playerGet(args, '/api/player/documents', playerDocumentSchema.array()),
    verified: state.sumsubVerified,
  };
}

const statusKey: Record<number, string> = {
  [documentStatus.pending]: 'pending',
  [documentStatus.approved]: 'approved',
  [documentStatus.rejected]: 'rejected',
};
const statusTone: Record<number, string> = {
  [documentStatus.pending]: 'bg-warning/15 text-warning',
  [documentStatus.approved]: 'bg-success/15 text-success',
  [documentStatus.rejected]: 'bg-danger/15 text-danger',
};

type Errors = { type?: 'typeRequired'; file?: DocumentFileError };
type Outcome = 'uploaded' | 'failed' | 'tooMany' | 'deleteFailed' | null;

export default function Page({ loaderData }: Route.ComponentProps) {
  const { t, tag } = useI18n();
  const revalidator = useRevalidator();
  const { documents, verified } = loaderData;
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const dates = new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeZone: 'UTC' });
  const sizes = new Intl.NumberFormat(tag, { maximumFractionDigits: 1 });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const values = new FormData(form);
    const type = String(values.get('type') ?? '');
    const file = values.get('file');
    const found: Errors = {};
    if (!(documentTypes as readonly string[]).includes(type)) found.type = 'typeRequired';
    const fileError = checkDocumentFile(file instanceof File ? file : null);
    if (fileError) found.file = fileError;
    setErrors(found);
    setOutcome(null);
    if (found.type || found.file || !(file instanceof File)) {
      form.querySelector<HTMLElement>(found.type ? '#document-type' : '#document-file')?.focus();
      return;
    }
    setBusy(true);
    const result = await uploadDocument(type, file);
    setBusy(false);
    if (result.ok) {
      form.reset();
      setOutcome('uploaded');
      await revalidator.revalidate();
      return;
    }
    const serverError = serverFileError(result.status, result.error.fields.file);
    if (serverError) setErrors({ file: serverError });
    else setOutcome(result.error.code === 'too_many_documents' ? 'tooMany' : 'failed');
  }

  async function onDelete(id: string) {
    setOutcome(null);
    if (await deleteDocument(id)) await revalidator.revalidate();
    else setOutcome('deleteFailed');
  }

  return (
    <PageFrame name="profileDocuments">
      {verified ? (
        // Decision 0063: a verified player is told so first; the form stays for a document support asks for.
        <p
          data-testid="documents-verified"
          className="flex flex-wrap items-center gap-3 rounded-card border border-success/40 bg-success/10 p-4 text-sm text-text"
        >
          <span className="inline-flex items-center rounded-full bg-success/15 px-3 py-1 font-semibold text-success">
            {t('verification.verified')}
          </span>
          {t('verification.documents.verifiedNote')}
        </p>
      ) : null}
      <Panel title={t('verification.documents.uploadTitle')} id="document-upload">
        <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4 sm:max-w-md">
          <Field
            id="document-type"
            label={t('verification.documents.typeLabel')}
            error={errors.type ? t(`verification.documents.errors.${errors.type}`) : undefined}
          >
            <select id="document-type" name="type" className={inputClass} aria-invalid={Boolean(errors.type)}>
              <option value="">{t('verification.documents.typePlaceholder')}</option>
              {documentTypes.map((type) => (
                <option key={type} value={type}>
                  {t(`verification.documents.types.${type}`)}
                </option>
              ))}
            </select>
          </Field>
          <Field
            id="document-file"
            label={t('verification.documents.fileLabel')}
            hint={t('verification.documents.fileHint', { mb: documentMaxBytes / (1024 * 1024) })}
            error={errors.file ? t(`verification.documents.errors.${errors.file}`) : undefined}
          >
            <input
              id="document-file"
              name="file"
              type="file"
              accept={documentMimeTypes.join(',')}
              className={inputClass}
              aria-invalid={Boolean(errors.file)}
            />
          </Field>
          <Button type="submit" size="lg" className="w-full font-bold" disabled={busy}>
            {busy ? t('verification.documents.uploading') : t('verification.documents.upload')}
          </Button>
          {outcome ? (
            <p role={outcome === 'uploaded' ? 'status' : 'alert'} className="text-sm">
              {t(`verification.documents.outcome.${outcome}`)}
            </p>
          ) : null}
        </form>
      </Panel>
      <Panel title={t('verification.documents.listTitle')} id="document-list">
        {documents.length === 0 ? (
          <p className="text-muted">{t('verification.documents.empty')}</p>
        ) : (
          <ul className="flex flex-col divide-y divide-line">
            {documents.map((doc) => (
              <li key={doc.id} data-testid="document-row" className="flex flex-wrap items-center gap-3 py-3">
                <div className="flex min-w-0 flex-1 flex-col">
                  <span className="font-medium text-text">{t(`verification.documents.types.${doc.type}`)}</span>
                  <span className="truncate text-muted text-sm">
                    {t('verification.documents.fileMeta', {
                      name: doc.fileName,
                      size: sizes.format(doc.size / 1024),
                      date: dates.format(new Date(doc.createdAt)),
                    })}
                  </span>
                </div>
                <span
                  className={`inline-flex items-center rounded-full px-2.5 py-1 font-semibold text-xs ${statusTone[doc.status] ?? ''}`}
                >
                  {t(`verification.documents.status.${statusKey[doc.status] ?? 'pending'}`)}
                </span>
                {doc.status === documentStatus.pending ? (
                  <Button
                    onClick={() => void onDelete(doc.id)}
                    variant="secondary"
                    size="sm"
                    className="px-3 font-medium text-muted hover:text-text"
                    aria-label={t('verification.documents.deleteLabel', {
                      type: t(`verification.documents.types.${doc.type}`),
                      name: doc.fileName,
                    })}
                  >
                    {t('verification.documents.delete')}
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </Panel>
    </PageFrame>
  );
}

export const loader = withRouteMessages(messageNamespaces, pageLoader);
