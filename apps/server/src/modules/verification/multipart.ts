import type { FastifyRequest } from 'fastify';
import { AppError } from '../../platform/http/errors.ts';

export interface MultipartForm {
  fields: Record<string, string>;
  file: { fileName: string | undefined; bytes: Uint8Array } | undefined;
}

const tooLarge = (message: string) => new AppError(413, 'payload_too_large', message, { file: [message] });

/**
 * Reads a small multipart form: text fields and at most one file (named `file`), whatever their order.
 * The plugin's limits cut the stream; its "too large" errors become our 413 with a field error.
 */
export async function readMultipartForm(request: FastifyRequest, tooLargeMessage: string): Promise<MultipartForm> {
  if (!request.isMultipart()) {
    throw new AppError(400, 'validation_failed', 'Send the form as multipart/form-data', {
      _: ['Send the form as multipart/form-data'],
    });
  }
  const form: MultipartForm = { fields: {}, file: undefined };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = new Uint8Array(await part.toBuffer());
        if (part.fieldname === 'file' && !form.file) form.file = { fileName: part.filename, bytes };
      } else if (typeof part.value === 'string') {
        form.fields[part.fieldname] = part.value;
      }
    }
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') {
      throw tooLarge(tooLargeMessage);
    }
    throw err;
  }
  return form;
}
