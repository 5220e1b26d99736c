import { createHash, randomUUID } from 'node:crypto';
import { documentStatus } from '@croupier/contracts/constants';
import {
  type DocumentType,
  documentMaxBytes,
  documentMessages,
  type documentMimeTypes,
  documentTypes,
  type PlayerDocument,
} from '@croupier/contracts/verification';
import type { Database } from '../../platform/db/database.ts';
import { AppError, notFound } from '../../platform/http/errors.ts';
import type { AuthenticatedPlayer } from '../player/auth.ts';
import { cleanFileName, detectMimeType } from './files.ts';
import type { DocumentStorage } from './storage.ts';
import {
  countDocuments,
  type DocumentRecord,
  deleteDocumentWithStatus,
  findDocument,
  findDocumentById,
  insertDocument,
  listDocuments,
} from './store.ts';

/** Enough for every document type several times over; a cap keeps one account from filling the disk. */
export const maxDocumentsPerPlayer = 30;

export interface DocumentUpload {
  type: string | undefined;
  fileName: string | undefined;
  bytes: Uint8Array | undefined;
}

const invalid = (status: number, field: string, message: string) =>
  new AppError(status, status === 413 ? 'payload_too_large' : 'validation_failed', message, { [field]: [message] });

function toDocument(row: DocumentRecord): PlayerDocument {
  return {
    id: row.id,
    type: row.type,
    status: row.status as PlayerDocument['status'],
    fileName: row.fileName,
    mimeType: row.mimeType as (typeof documentMimeTypes)[number],
    size: row.size,
    createdAt: row.createdAt.toISOString(),
  };
}

export function createDocumentService(deps: { db: Database; storage: DocumentStorage }) {
  const { db, storage } = deps;
  return {
    /** A document and its bytes for staff review, whoever uploaded it; undefined when unknown. */
    async forReview(id: string) {
      const record = await findDocumentById(db, id);
      if (!record) return undefined;
      const bytes = await storage.get(record.storageKey);
      return bytes ? { record, bytes } : undefined;
    },

    async list(auth: AuthenticatedPlayer): Promise<PlayerDocument[]> {
      return (await listDocuments(db, auth.playerId)).map(toDocument);
    },

    /** The same list for staff (the back office's player page): what the player sees on their documents page. */
    async ofPlayer(playerId: string): Promise<PlayerDocument[]> {
      return (await listDocuments(db, playerId)).map(toDocument);
    },

    async upload(auth: AuthenticatedPlayer, upload: DocumentUpload): Promise<PlayerDocument> {
      if (!upload.type || !(documentTypes as readonly string[]).includes(upload.type)) {
        throw invalid(400, 'type', documentMessages.typeRequired);
      }
      const bytes = upload.bytes;
      if (!bytes || bytes.length === 0) throw invalid(400, 'file', documentMessages.fileRequired);
      if (bytes.length > documentMaxBytes) throw invalid(413, 'file', documentMessages.fileTooLarge);
      const mimeType = detectMimeType(bytes);
      if (!mimeType) throw invalid(400, 'file', documentMessages.fileType);
      if ((await countDocuments(db, auth.playerId)) >= maxDocumentsPerPlayer) {
        throw new AppError(409, 'too_many_documents', 'Delete a pending document before uploading another');
      }
      const id = randomUUID();
      const storageKey = `documents/${auth.playerId}/${id}`;
      // Bytes first: a row never points at a missing file; a crash in between leaves only an orphan file.
      await storage.put(storageKey, bytes);
      const row = await insertDocument(db, {
        id,
        playerId: auth.playerId,
        type: upload.type as DocumentType,
        status: documentStatus.pending,
        fileName: cleanFileName(upload.fileName),
        mimeType,
        size: bytes.length,
        sha256: createHash('sha256').update(bytes).digest('hex'),
        storageKey,
      });
      return toDocument(row);
    },

    /** Only a pending document may go: a reviewed one is part of the verification record. */
    async remove(auth: AuthenticatedPlayer, id: string): Promise<void> {
      const row = await findDocument(db, auth.playerId, id);
      if (!row) throw notFound('No such document');
      const deleted = await deleteDocumentWithStatus(db, auth.playerId, id, documentStatus.pending);
      if (!deleted) throw new AppError(409, 'document_reviewed', 'Only a pending document can be deleted');
      await storage.delete(deleted.storageKey);
    },
  };
}

export type DocumentService = ReturnType<typeof createDocumentService>;
