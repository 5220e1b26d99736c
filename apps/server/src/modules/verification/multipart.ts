import type { FastifyRequest } from 'fastify';
import { AppError } from '../../platform/http/errors.ts';
import { assertTextRule } from '../../platform/http/text-rule.ts';

export interface MultipartForm {
  fields: Record<string, string>;
  file: { fileName: string | undefined; bytes: Uint8Array } | undefined;
}

const tooLarge = (message: string) => new AppError(413, 'payload_too_large', message, { file: [message] });
const badForm = (message: string) => new AppError(400, 'validation_failed', message, { _: [message] });

/**
 * Reads a small multipart form: text fields and at most one file (named `file`), whatever their order.
 * The plugin's limits cut the stream; its "too large" errors become our 413 with a field error. A body
 * the parser cannot read (no boundary, cut short, another boundary than announced) is the client's
 * mistake: 400, not the parser's bare error (a 500). Text fields and the file name follow the text rule.
 */
export async function readMultipartForm(request: FastifyRequest, tooLargeMessage: string): Promise<MultipartForm> {
  if (!request.isMultipart()) throw badForm('Send the form as multipart/form-data');
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
    const { code, statusCode } = err as { code?: string; statusCode?: number };
    if (code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') {
      throw tooLarge(tooLargeMessage);
    }
    // The plugin's own refusals (too many fields, a __proto__ field) already carry their 4xx.
    if (statusCode !== undefined && statusCode < 500) throw err;
    throw badForm('The form is not valid multipart/form-data');
  }
  assertTextRule(form.fields);
  assertTextRule({ file: form.file?.fileName });
  return form;
}
