import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { and, eq, like, not } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/database.ts';
import { staff } from '../tables.ts';

/** What marks a sealed secret; anything else in the column is a secret stored in clear before decision 0126. */
const prefix = 'enc:v1:';

/**
 * Staff TOTP secrets sealed at rest with AES-256-GCM (decision 0126): a copy of the database alone no longer
 * gives anyone the codes. Each secret has its own random 96-bit nonce; the tag makes a changed value fail
 * rather than yield a wrong secret. The key comes from ADMIN_TOTP_KEY (config), hashed to 256 bits.
 */
export function createTotpVault(keyMaterial: string) {
  const key = createHash('sha256').update(keyMaterial).digest();
  return {
    seal(secret: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
      return `${prefix}${[iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url')).join('.')}`;
    },

    /** The secret; one stored in clear (before sealing began) reads as it is until the start-up reseal. */
    open(stored: string): string {
      if (!stored.startsWith(prefix)) return stored;
      const [iv, tag, sealed] = stored
        .slice(prefix.length)
        .split('.')
        .map((part) => Buffer.from(part, 'base64url'));
      if (!iv || !tag || !sealed) throw new Error('a sealed TOTP secret is malformed');
      const decipher = createDecipheriv('aes-256-gcm', key, iv);
      decipher.setAuthTag(tag);
      return Buffer.concat([decipher.update(sealed), decipher.final()]).toString('utf8');
    },
  };
}

export type TotpVault = ReturnType<typeof createTotpVault>;

/** Seals every secret still stored in clear; run at start, so the clear ones are gone after one deploy. */
export async function sealClearTotpSecrets(db: Executor, vault: TotpVault): Promise<number> {
  const clear = await db
    .select({ id: staff.id, secret: staff.totpSecret })
    .from(staff)
    .where(not(like(staff.totpSecret, `${prefix}%`)));
  for (const row of clear) {
    if (!row.secret) continue;
    // Only if unchanged since read: an enrolment in between wrote a sealed secret of its own.
    await db
      .update(staff)
      .set({ totpSecret: vault.seal(row.secret) })
      .where(and(eq(staff.id, row.id), eq(staff.totpSecret, row.secret)));
  }
  return clear.length;
}
