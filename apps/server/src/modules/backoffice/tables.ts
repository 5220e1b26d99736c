import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * Back-office staff: operators, never players (decision 0105). An account is created by an invitation and
 * becomes active only once it has a password and a confirmed TOTP second factor.
 */
export const staff = pgTable(
  'staff',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored lower-cased, so the unique index is case-insensitive. */
    email: text('email').notNull(),
    name: text('name').notNull().default(''),
    /** Role names of contracts/admin-staff staffRoles; the permissions follow from them (permissions.ts). */
    roles: text('roles').array().notNull(),
    /** invited → active once enrolled; disabled staff cannot sign in and their sessions end. */
    status: text('status', { enum: ['invited', 'active', 'disabled'] })
      .notNull()
      .default('invited'),
    passwordHash: text('password_hash'),
    /** Base32 TOTP secret; set during enrolment, trusted only once totpConfirmedAt is set. */
    totpSecret: text('totp_secret'),
    totpConfirmedAt: timestamp('totp_confirmed_at', { withTimezone: true }),
    /** The last accepted 30-second step: a code is accepted once, never replayed within its window. */
    totpLastStep: integer('totp_last_step'),
    invitedBy: uuid('invited_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('staff_email_idx').on(t.email), check('staff_roles_check', sql`cardinality(${t.roles}) > 0`)],
);

/** One-time invitation links; only the SHA-256 of the token is kept. */
export const staffInvitations = pgTable(
  'staff_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staff.id),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('staff_invitations_token_idx').on(t.tokenHash),
    index('staff_invitations_staff_idx').on(t.staffId),
  ],
);

/** Recovery codes, shown once at enrolment; each is stored as a SHA-256 and consumed by one sign-in. */
export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staff.id),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('staff_recovery_codes_hash_idx').on(t.staffId, t.codeHash)],
);

/**
 * Cookie sessions of the back office. The cookie holds a random token whose SHA-256 is stored here; the CSRF
 * token is sent back in a header on every unsafe call (decision 0107).
 */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staff.id),
    tokenHash: text('token_hash').notNull(),
    csrfToken: text('csrf_token').notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    /** The absolute end, whatever the activity. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokeReason: text('revoke_reason'),
  },
  (t) => [uniqueIndex('staff_sessions_token_idx').on(t.tokenHash), index('staff_sessions_staff_idx').on(t.staffId)],
);

/**
 * The audit trail: append-only (triggers refuse UPDATE, DELETE and TRUNCATE) and hash-chained, each row's
 * hash covering the previous one's (decision 0108).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    staffId: uuid('staff_id'),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    at: timestamp('at', { withTimezone: true, precision: 3 }).notNull(),
    prevHash: text('prev_hash').notNull(),
    hash: text('hash').notNull(),
  },
  (t) => [
    index('audit_log_staff_idx').on(t.staffId, t.id),
    index('audit_log_action_idx').on(t.action, t.id),
    index('audit_log_target_idx').on(t.targetType, t.targetId),
    index('audit_log_at_idx').on(t.at),
  ],
);

/** The chain's head, one row, locked FOR UPDATE by each writer: concurrent writers keep one chain. */
export const auditHead = pgTable(
  'audit_head',
  {
    id: integer('id').primaryKey(),
    lastHash: text('last_hash').notNull(),
  },
  (t) => [check('audit_head_single_check', sql`${t.id} = 1`)],
);

/**
 * A decision waiting for a second staff member (four-eyes): the first approval of a large withdrawal or
 * adjustment. Confirming or refusing it settles it; the same staff member cannot confirm their own.
 */
export const pendingDecisions = pgTable(
  'backoffice_pending_decisions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: ['withdrawal_approval', 'adjustment'] }).notNull(),
    /** The withdrawal invoice id, or the adjustment's own id. */
    subjectId: text('subject_id').notNull(),
    payload: jsonb('payload').notNull(),
    requestedBy: uuid('requested_by').notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    status: text('status', { enum: ['pending', 'confirmed', 'refused'] })
      .notNull()
      .default('pending'),
    decidedBy: uuid('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    // One open request per subject: a second first-approval joins the existing one.
    uniqueIndex('backoffice_pending_open_idx').on(t.kind, t.subjectId).where(sql`${t.status} = 'pending'`),
    check('backoffice_pending_four_eyes_check', sql`${t.decidedBy} IS NULL OR ${t.decidedBy} <> ${t.requestedBy}`),
  ],
);

/**
 * Staff notes on a player (issue 22 §3, decision 0124): append-only like the audit trail (a trigger refuses
 * UPDATE and DELETE), so a note once written stays as it was read. No foreign key to players: the player
 * module owns that table (ARCHITECTURE §3).
 */
export const playerNotes = pgTable(
  'backoffice_player_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    playerId: uuid('player_id').notNull(),
    authorId: uuid('author_id')
      .notNull()
      .references(() => staff.id),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull(),
  },
  (t) => [
    index('backoffice_player_notes_player_idx').on(t.playerId, t.createdAt),
    check('backoffice_player_notes_text_check', sql`char_length(${t.text}) between 1 and 2000`),
  ],
);
