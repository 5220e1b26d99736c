import { adminErrorCodes, type SignInBody, type StaffRole } from '@croupier/contracts/admin-staff';
import { maxUserAgentLength } from '@croupier/contracts/constants';
import { eq } from 'drizzle-orm';
import type { Database } from '../../../platform/db/database.ts';
import { AppError } from '../../../platform/http/errors.ts';
import { burnPasswordCheck, verifyPassword } from '../../player/passwords.ts';
import { type AuditActor, appendAudit } from '../audit/log.ts';
import { staffSessions } from '../tables.ts';
import { normaliseRecoveryCode, randomToken, sha256 } from './secrets.ts';
import {
  acceptTotpStep,
  consumeRecoveryCode,
  findSessionByToken,
  findStaffByEmail,
  revokeSessions,
  type StaffRecord,
  type StaffSessionRecord,
} from './store.ts';
import { matchingStep } from './totp.ts';
import type { TotpVault } from './totp-vault.ts';

export interface SessionSettings {
  idleTimeoutSeconds: number;
  lifetimeSeconds: number;
}

/** The staff member behind a request, set by the access guard. */
export interface AuthenticatedStaff {
  staffId: string;
  sessionId: string;
  roles: StaffRole[];
  csrfToken: string;
  expiresAt: Date;
}

const unauthorized = (code: string, message: string) => new AppError(401, code, message);
const invalidCredentials = () =>
  unauthorized(adminErrorCodes.invalidCredentials, 'The e-mail, password or code is incorrect');
export const sessionEnded = () => unauthorized(adminErrorCodes.sessionEnded, 'Sign in to the back office');

/**
 * Sign-in (password, then a TOTP code or a recovery code), the session check of every call, sign-out
 * (decision 0107). Sessions end after idle time without a call and, whatever the activity, at their
 * absolute lifetime.
 */
export function createStaffSessions(deps: {
  db: Database;
  clock: () => Date;
  settings: SessionSettings;
  vault: TotpVault;
}) {
  const { db, clock, settings, vault } = deps;

  async function secondFactor(member: StaffRecord, body: SignInBody, now: Date): Promise<'totp' | 'recovery_code'> {
    if (body.code && member.totpSecret) {
      const step = matchingStep(vault.open(member.totpSecret), body.code, now);
      if (step !== null && (await acceptTotpStep(db, member.id, step))) return 'totp';
      throw invalidCredentials();
    }
    if (body.recoveryCode) {
      const hash = sha256(normaliseRecoveryCode(body.recoveryCode));
      if (await consumeRecoveryCode(db, member.id, hash, now)) return 'recovery_code';
      throw invalidCredentials();
    }
    throw unauthorized(adminErrorCodes.secondFactorRequired, 'Enter the code of your authenticator app');
  }

  return {
    async signIn(body: SignInBody, client: Omit<AuditActor, 'staffId'>) {
      const member = await findStaffByEmail(db, body.email);
      // Every refused attempt is in the audit trail (who tried which account, from where, and what failed);
      // the rate limits bound how many rows a guesser can add.
      const refused = async (error: AppError, reason: string) => {
        await db.transaction((tx) =>
          appendAudit(
            tx,
            { ...client, staffId: null },
            {
              action: 'staff.sign_in_failed',
              targetType: 'staff',
              targetId: member?.id ?? null,
              after: { email: body.email, reason },
            },
            clock(),
          ),
        );
        return error;
      };
      if (!member?.passwordHash) {
        await burnPasswordCheck(body.password);
        throw await refused(invalidCredentials(), 'unknown_account');
      }
      if (!(await verifyPassword(member.passwordHash, body.password))) {
        throw await refused(invalidCredentials(), 'wrong_password');
      }
      // Only after the password is proven, so these answers reveal nothing to a guesser.
      if (member.status !== 'active' || !member.totpConfirmedAt) {
        throw await refused(new AppError(403, 'account_disabled', 'This staff account is not active'), 'not_active');
      }
      const now = clock();
      const method = await secondFactor(member, body, now).catch(async (error: unknown) => {
        if (error instanceof AppError && error.code === adminErrorCodes.invalidCredentials) {
          throw await refused(error, 'wrong_code');
        }
        throw error;
      });
      const token = randomToken();
      const csrfToken = randomToken();
      const expiresAt = new Date(now.getTime() + settings.lifetimeSeconds * 1000);
      const session = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(staffSessions)
          .values({
            staffId: member.id,
            tokenHash: sha256(token),
            csrfToken,
            ip: client.ip,
            userAgent: client.userAgent?.slice(0, maxUserAgentLength) ?? null,
            createdAt: now,
            lastSeenAt: now,
            expiresAt,
          })
          .returning();
        if (!row) throw new Error('staff session not inserted');
        await appendAudit(
          tx,
          { ...client, staffId: member.id },
          { action: 'staff.sign_in', targetType: 'staff_session', targetId: row.id, after: { method } },
          now,
        );
        return row;
      });
      return { token, session, member };
    },

    /**
     * The live session of a cookie token, or a 401. An idle session is ended here, on the first call
     * after it went idle; an active one has its last-seen time moved on.
     */
    async check(token: string | undefined): Promise<{ session: StaffSessionRecord; member: StaffRecord }> {
      if (!token) throw sessionEnded();
      const found = await findSessionByToken(db, sha256(token));
      if (!found) throw sessionEnded();
      const now = clock();
      const { session, member } = found;
      const idleSince = now.getTime() - session.lastSeenAt.getTime();
      if (now >= session.expiresAt || idleSince > settings.idleTimeoutSeconds * 1000) {
        await revokeSessions(
          db,
          { staffId: member.id, sessionId: session.id },
          now >= session.expiresAt ? 'expired' : 'idle',
          now,
        );
        throw sessionEnded();
      }
      if (member.status !== 'active') throw sessionEnded();
      await db.update(staffSessions).set({ lastSeenAt: now }).where(eq(staffSessions.id, session.id));
      return found;
    },

    async signOut(actor: AuditActor & { staffId: string }, sessionId: string, everywhere: boolean) {
      await db.transaction(async (tx) => {
        const now = clock();
        const count = await revokeSessions(
          tx,
          { staffId: actor.staffId, ...(everywhere ? {} : { sessionId }) },
          everywhere ? 'sign_out_everywhere' : 'sign_out',
          now,
        );
        await appendAudit(
          tx,
          actor,
          {
            action: everywhere ? 'staff.sign_out_everywhere' : 'staff.sign_out',
            targetType: 'staff_session',
            targetId: everywhere ? actor.staffId : sessionId,
            after: { sessionsEnded: count },
          },
          now,
        );
      });
    },
  };
}

export type StaffSessions = ReturnType<typeof createStaffSessions>;
