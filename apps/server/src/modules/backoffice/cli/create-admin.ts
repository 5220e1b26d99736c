import { parseArgs } from 'node:util';
import { type StaffRole, staffRoles } from '@croupier/contracts/admin-staff';
import { loadConfig } from '../../../platform/config.ts';
import { openDatabase } from '../../../platform/db/database.ts';
import { inviteFromCommandLine } from '../staff/first-admin.ts';

/**
 * `npm run admin:create -- --email someone@example.com [--role administrator]`: invites a staff member
 * (by default an administrator) and prints the one-time enrolment link. Uses the same DATABASE_URL /
 * DATA_DIR as the server; run it once to create the first administrator (README "Back office").
 */
const { values } = parseArgs({
  options: { email: { type: 'string' }, role: { type: 'string', multiple: true } },
});
const email = values.email?.trim();
const roles = (values.role ?? ['administrator']) as StaffRole[];
if (!email || !/^[^@\s]+@[^@\s]+$/.test(email) || roles.some((role) => !staffRoles.includes(role))) {
  process.stderr.write(`usage: npm run admin:create -- --email <address> [--role <${staffRoles.join('|')}>]...\n`);
  process.exit(64);
}

const config = loadConfig();
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
try {
  const invited = await inviteFromCommandLine(database.db, {
    email,
    roles,
    publicUrl: config.PUBLIC_URL,
    invitationHours: config.ADMIN_INVITATION_HOURS,
  });
  process.stdout.write(
    `Invited ${email} (${roles.join(', ')}). Open this link once, before ${invited.expiresAt.toISOString()}:\n${invited.link}\n`,
  );
} catch (err) {
  process.stderr.write(`admin:create failed: ${(err as Error).message}\n`);
  process.exitCode = 1;
} finally {
  await database.close();
}
