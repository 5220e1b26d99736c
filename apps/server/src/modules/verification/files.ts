import type { DocumentMimeType } from '@croupier/contracts/verification';

/**
 * The type of an upload from its first bytes. The declared Content-Type and the file name are whatever
 * the sender says; a renamed executable must not be stored as a "passport.png".
 */
export function detectMimeType(bytes: Uint8Array): DocumentMimeType | undefined {
  const starts = (...signature: number[]) =>
    bytes.length >= signature.length && signature.every((byte, i) => bytes[i] === byte);
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (starts(0x25, 0x50, 0x44, 0x46, 0x2d)) return 'application/pdf';
  return undefined;
}

/** A display name only: path parts, control characters and excess length are dropped. */
export function cleanFileName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point.
  const cleaned = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return cleaned.slice(0, 200) || 'document';
}
