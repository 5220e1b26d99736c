import type { PlayerDocument } from '@croupier/contracts/verification';
import { formatDateTime } from '@croupier/i18n/dates';
import { useEffect, useState } from 'react';
import { type MessageKey, useI18n } from '../../i18n/i18n.tsx';
import { adminApi } from '../../platform/api.ts';
import { DataTable, Section } from '../../shell/data-table.tsx';
import { useCan } from '../session/session.ts';

/** The identity documents the player uploaded; those who review identity open the files (each view audited). */
export function PlayerDocuments(props: { playerId: string }) {
  const { t, locale } = useI18n();
  const mayOpen = useCan()('kyc.review');
  const [documents, setDocuments] = useState<PlayerDocument[] | undefined>();
  useEffect(() => {
    let current = true;
    void adminApi<PlayerDocument[]>(`/players/${props.playerId}/documents`).then((found) => {
      if (current) setDocuments(found);
    });
    return () => {
      current = false;
    };
  }, [props.playerId]);
  const kind = (document: PlayerDocument) => t(`kyc.documentType.${document.type}` as MessageKey);
  return (
    <Section id="player-documents" title={t('player.documents')}>
      {documents === undefined ? (
        <p className="text-muted text-sm">{t('common.loading')}</p>
      ) : (
        <DataTable
          caption={t('player.documents')}
          empty={t('kyc.noDocuments')}
          testId="player-documents"
          headers={[t('player.documentType'), t('player.status'), t('player.documentFile'), t('player.at')]}
          rows={documents.map((document) => ({
            key: document.id,
            cells: [
              mayOpen ? (
                <a
                  key="open"
                  href={`/api/admin/kyc/documents/${document.id}/file`}
                  target="_blank"
                  rel="noopener"
                  className="font-semibold text-accent underline-offset-4 hover:underline"
                >
                  {kind(document)}
                </a>
              ) : (
                kind(document)
              ),
              t(`player.documentStatus.${document.status}` as MessageKey),
              `${document.fileName} · ${Math.ceil(document.size / 1024)} KB`,
              formatDateTime(document.createdAt, locale),
            ],
          }))}
        />
      )}
    </Section>
  );
}
