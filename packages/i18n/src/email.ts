/**
 * E-mail masking (spec 01 §9): the local part loses its last three characters, which become three stars;
 * a local part shorter than four characters keeps only its first character, followed by the stars. The
 * domain is kept as it is, so the player still recognises which mailbox was meant.
 *
 *   johndoe@example.com → john***@example.com
 *   abcd@example.com    → a***@example.com
 *   abc@example.com     → a***@example.com
 */
export const emailMaskStars = '***';

export function maskEmail(email: string): string {
  const trimmed = email.trim();
  const at = trimmed.lastIndexOf('@');
  const local = at === -1 ? trimmed : trimmed.slice(0, at);
  const domain = at === -1 ? '' : trimmed.slice(at);
  const characters = Array.from(local); // code points, so a non-Latin address is not cut mid-character
  if (characters.length === 0) return `${emailMaskStars}${domain}`;
  const kept = characters.length < 4 ? characters.slice(0, 1) : characters.slice(0, -3);
  return `${kept.join('')}${emailMaskStars}${domain}`;
}
