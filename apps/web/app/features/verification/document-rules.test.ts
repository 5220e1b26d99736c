import { describe, expect, it } from 'vitest';
import { checkDocumentFile, serverFileError } from './document-rules.ts';

describe('document file checks in the browser', () => {
  it('accepts JPEG, PNG and PDF up to 5 MB', () => {
    expect(checkDocumentFile({ size: 1000, type: 'image/jpeg' })).toBeNull();
    expect(checkDocumentFile({ size: 1000, type: 'image/png' })).toBeNull();
    expect(checkDocumentFile({ size: 5 * 1024 * 1024, type: 'application/pdf' })).toBeNull();
  });

  it('names what is wrong: no file, another type, too large', () => {
    expect(checkDocumentFile(null)).toBe('fileRequired');
    expect(checkDocumentFile({ size: 0, type: 'image/png' })).toBe('fileRequired');
    expect(checkDocumentFile({ size: 10, type: 'image/gif' })).toBe('fileType');
    expect(checkDocumentFile({ size: 5 * 1024 * 1024 + 1, type: 'image/png' })).toBe('fileTooLarge');
  });

  it('maps the server’s answers to the same messages', () => {
    expect(serverFileError(413, undefined)).toBe('fileTooLarge');
    expect(serverFileError(400, ['Attach a file'])).toBe('fileRequired');
    expect(serverFileError(400, ['The file must be a JPEG or PNG image or a PDF'])).toBe('fileType');
    expect(serverFileError(400, undefined)).toBeNull();
  });
});
