import { z } from 'zod';

/**
 * The back office's staff, roles, permissions and sign-in (issue 22; decisions 0105-0107). Staff are not
 * players: their own accounts, cookie sessions under /api/admin, a password plus a TOTP second factor.
 */

export const staffRoles = ['administrator', 'support', 'payments', 'risk-compliance', 'marketing', 'content'] as const;
export type StaffRole = (typeof staffRoles)[number];

/**
 * Every permission a back-office call can require. The server enforces them on each /api/admin route; the
 * back office hides what the signed-in staff member's list lacks.
 */
export const staffPermissions = [
  'staff.read',
  'staff.invite',
  'staff.disable',
  'staff.enable',
  'staff.reset_sign_in',
  'audit.read',
  'withdrawals.read',
  'withdrawals.decide',
  'adjustments.read',
  'adjustments.create',
  'adjustments.confirm',
  'players.read',
  'players.block',
  'players.close_sessions',
  'players.segments',
  'players.limits',
  'players.notes',
  'kyc.review',
  'messages.broadcast',
  'bonuses.manage',
  'engagement.manage',
  'reports.read',
  'catalogue.manage',
  'content.manage',
  'support.chat',
] as const;
export type StaffPermission = (typeof staffPermissions)[number];

/** The header that carries the session's CSRF token on every unsafe call (decision 0107). */
export const adminCsrfHeader = 'x-csrf-token';
/** The back office's session cookie (HttpOnly, Secure, SameSite=Strict). */
export const adminSessionCookie = 'croupier_admin';

export const adminErrorCodes = {
  invalidCredentials: 'invalid_credentials',
  secondFactorRequired: 'second_factor_required',
  invitationInvalid: 'invitation_invalid',
  invalidCode: 'invalid_code',
  csrfFailed: 'csrf_failed',
  sessionEnded: 'session_ended',
  forbidden: 'forbidden',
  staffExists: 'staff_exists',
  sameStaff: 'four_eyes_same_staff',
} as const;

const email = z.string().trim().toLowerCase().email('Enter a valid e-mail address').max(254);
const password = z.string().min(12, 'At least 12 characters').max(200, 'At most 200 characters');
const totpCode = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'Six digits');

export const signInBodySchema = z
  .object({
    email,
    password: z.string().min(1).max(200),
    code: totpCode.optional().describe('The six-digit code of the authenticator app'),
    recoveryCode: z.string().trim().min(8).max(64).optional().describe('A recovery code, consumed by this sign-in'),
  })
  .describe('Password plus one second factor: a TOTP code or a recovery code');
export type SignInBody = z.infer<typeof signInBodySchema>;

export const staffMemberSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  roles: z.array(z.enum(staffRoles)),
  status: z.enum(['invited', 'active', 'disabled']),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

export const adminMeSchema = z.object({
  staff: staffMemberSchema,
  permissions: z.array(z.enum(staffPermissions)).describe('What this staff member may do; the UI hides the rest'),
  csrfToken: z.string().describe(`Send as the ${adminCsrfHeader} header on every POST, PUT, PATCH and DELETE`),
  idleTimeoutSeconds: z.number().int(),
  expiresAt: z.string().describe('The absolute end of this session'),
});
export type AdminMe = z.infer<typeof adminMeSchema>;

export const invitationTokenSchema = z.string().trim().min(20).max(200);

export const enrolmentStartBodySchema = z.object({
  token: invitationTokenSchema,
  name: z.string().trim().min(1).max(100),
  password,
});
export const enrolmentStartResponseSchema = z.object({
  secret: z.string().describe('Base32 TOTP secret, for typing into the app when the QR code cannot be scanned'),
  otpauthUri: z.string(),
  qrCode: z.string().describe('The otpauth URI as a QR code: an SVG data URL'),
});
export const enrolmentConfirmBodySchema = z.object({ token: invitationTokenSchema, code: totpCode });
export const enrolmentConfirmResponseSchema = z.object({
  recoveryCodes: z.array(z.string()).describe('Shown once; each signs in once in place of a TOTP code'),
});

export const inviteBodySchema = z.object({
  email,
  roles: z.array(z.enum(staffRoles)).min(1, 'At least one role').max(staffRoles.length),
});
export const inviteResponseSchema = z.object({ staff: staffMemberSchema, expiresAt: z.string() });
