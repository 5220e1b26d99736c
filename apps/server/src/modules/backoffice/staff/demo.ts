import { staffRoles } from '@croupier/contracts/admin-staff';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/database.ts';
import { hashPassword } from '../../player/passwords.ts';
import { staff } from '../tables.ts';
import type { TotpVault } from './totp-vault.ts';

/**
 * Demo staff accounts, one per role, created by a demo start outside production only (README "Back
 * office"): `<role>@staff.croupier.example`, the password and TOTP secret below. Both are public, which is
 * why production never creates them.
 */
export const demoStaffPassword = 'Croupier-demo-staff-1';
/** Base32; add it to an authenticator app by hand, or compute codes with any TOTP tool. */
export const demoStaffTotpSecret = 'KRSXG5CTMVRXEZLUKRSXG5CTMVRXEZLU';

export const demoStaffEmail = (role: string) => `${role}@staff.croupier.example`;

export async function seedDemoStaff(db: Database, vault: TotpVault): Promise<void> {
  const passwordHash = await hashPassword(demoStaffPassword);
  await db
    .insert(staff)
    .values(
      staffRoles.map((role) => ({
        email: demoStaffEmail(role),
        name: `Demo ${role}`,
        roles: [role],
        status: 'active' as const,
        passwordHash,
        totpSecret: vault.seal(demoStaffTotpSecret),
        totpConfirmedAt: sql`now()`,
      })),
    )
    .onConflictDoNothing();
}
