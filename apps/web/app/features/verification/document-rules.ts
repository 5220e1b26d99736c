import { type DocumentMimeType, documentMaxBytes, documentMimeTypes } from '@croupier/contracts/verification';

export type DocumentFileError = 'fileRequired' | 'fileType' | 'fileTooLarge';

/**
 * The browser's early check of a chosen file, so a wrong or huge file is refused before it is sent. The
 * declared type is all a browser knows; the server checks the bytes themselves.
 */
export function checkDocumentFile(file: { size: number; type: string } | null | undefined): DocumentFileError | null {
  if (!file || file.size === 0) return 'fileRequired';
  if (!(documentMimeTypes as readonly string[]).includes(file.type as DocumentMimeType)) return 'fileType';
  if (file.size > documentMaxBytes) return 'fileTooLarge';
  return null;
}

/** The server's field error for `file`, as the same message keys (its code names the reason). */
export function serverFileError(status: number, messages: string[] | undefined): DocumentFileError | null {
  if (status === 413) return 'fileTooLarge';
  if (!messages?.length) return null;
  return messages.some((m) => /attach/i.test(m)) ? 'fileRequired' : 'fileType';
}
