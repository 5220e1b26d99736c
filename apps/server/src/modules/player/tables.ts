import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

export const players = pgTable(
  'players',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored lower-cased (the service normalises), so a plain unique index is case-insensitive. */
    email: text('email').notNull(),
    /** E.164; unique because phone registration and OTP login (later) look players up by it. */
    phone: text('phone'),
    passwordHash: text('password_hash').notNull(),
    nickname: text('nickname'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    gender: text('gender', { enum: ['male', 'female', 'other'] }),
    birthdate: date('birthdate', { mode: 'string' }),
    address: text('address'),
    postalCode: text('postal_code'),
    city: text('city'),
    country: text('country'),
    currency: text('currency').notNull(),
    /** 1 active, 2 limited (no deposits), anything else disabled (contracts/constants playerStatus). */
    status: integer('status').notNull().default(1),
    segmentIds: integer('segment_ids').array().notNull().default(sql`'{}'::integer[]`),
    sumsubVerified: boolean('sumsub_verified').notNull().default(false),
    pwaInstalled: boolean('pwa_installed').notNull().default(false),
    receiveEmailPromo: boolean('receive_email_promo').notNull().default(false),
    /** The player's choice to receive bonuses (spec 01 §3 receiveBonus); off, the bonus module issues none. */
    receiveBonus: boolean('receive_bonus').notNull().default(true),
    /** Null until the player follows the confirmation link; login is refused until then. */
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
    affiliateTag: text('affiliate_tag'),
    /** The visitor fingerprint of the latest registration or login, for duplicate-account checks. */
    fingerprint: text('fingerprint'),
    locale: text('locale'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('players_email_idx').on(t.email),
    uniqueIndex('players_phone_idx').on(t.phone),
    // A hand edit must not store a mixed-case address: the unique index would then miss duplicates.
    check('players_email_lower_check', sql`${t.email} = lower(${t.email})`),
  ],
);

/**
 * One row per login. The access token names its session (`sid`), and every authenticated request checks
 * the row, so revoking it ends the session on the very next call.
 */
export const playerSessions = pgTable(
  'player_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    /**
     * The `jti` of the newest token issued for this session. There is no separate refresh token: the site
     * refreshes with its (possibly expired) access token (spec 01 §7), so rotation is tracked by token id.
     */
    currentJti: uuid('current_jti').notNull(),
    /** The token replaced by the last refresh; accepted for refresh only briefly (two tabs racing). */
    previousJti: uuid('previous_jti'),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    userAgent: text('user_agent'),
    ip: text('ip').notNull(),
    country: text('country'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** Sliding: each refresh moves it SESSION_TTL_DAYS ahead. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokeReason: text('revoke_reason'),
  },
  (t) => [index('player_sessions_player_idx').on(t.playerId, t.lastSeenAt)],
);

/** Single-use codes sent by e-mail. Only their SHA-256 is stored, so a database leak yields no usable link. */
export const playerTokens = pgTable(
  'player_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['email_confirmation', 'password_reset'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('player_tokens_hash_idx').on(t.tokenHash),
    index('player_tokens_player_idx').on(t.playerId, t.purpose),
  ],
);

/**
 * The development outbox: every e-mail and SMS the platform would send, readable at GET /api/dev/outbox
 * outside production. A real mail or SMS adapter replaces the writer, not the callers.
 */
export const devMessages = pgTable(
  'dev_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    links: jsonb('links').$type<string[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('dev_messages_to_idx').on(t.to, t.createdAt)],
);

/** What a phone registration carries until its code is verified; no player row exists before that. */
export interface PendingPhoneRegistration {
  passwordHash: string;
  currency: string;
  country: string;
  birthdate: string;
  nickname: string | null;
  locale: string | null;
  affiliateTag: string | null;
  fingerprint: string | null;
  bonusCode: string | null;
  receiveSmsPromo: boolean;
}

/**
 * One-time codes sent by SMS (phone registration, phone login). Six digits are guessable, so unlike
 * player_tokens each row counts its attempts, and only an HMAC of the code (keyed by the server secret, with
 * a per-code salt) is stored: a leaked table alone cannot be brute-forced back to codes.
 */
export const playerOtpCodes = pgTable(
  'player_otp_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** E.164, as libphonenumber normalises it. */
    phone: text('phone').notNull(),
    purpose: text('purpose', { enum: ['registration', 'login'] }).notNull(),
    /** The account a login code is for; null for registrations and for codes nobody received. */
    playerId: uuid('player_id').references(() => players.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    salt: text('salt').notNull(),
    /** The registration to create on success; null once used, and for the decoy row of a known phone. */
    registration: jsonb('registration').$type<PendingPhoneRegistration>(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when the code is used, replaced by a newer one or dead after too many attempts. */
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('player_otp_codes_phone_idx').on(t.phone, t.purpose, t.createdAt)],
);

/**
 * E-mails and SMS waiting for a real transport (SMTP, SMS gateway), written in the transaction that
 * caused them and delivered by an outbox subscriber after it commits (messages.ts). A row is deleted once
 * delivered, so links with codes do not stay at rest longer than it takes to send them.
 */
export const outgoingMessages = pgTable('outgoing_messages', {
  id: uuid('id').primaryKey().defaultRandom(),
  channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html'),
  links: jsonb('links').$type<string[]>().notNull().default([]),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every visitor id (browser fingerprint) a player registered or logged in with. The same id on two
 * players' rows marks both as possible duplicates (fingerprints.ts).
 */
export const playerFingerprints = pgTable(
  'player_fingerprints',
  {
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    visitorId: text('visitor_id').notNull(),
    firstSeen: timestamp('first_seen', { withTimezone: true }).notNull().defaultNow(),
    lastSeen: timestamp('last_seen', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('player_fingerprints_player_visitor_idx').on(t.playerId, t.visitorId),
    index('player_fingerprints_visitor_idx').on(t.visitorId),
  ],
);
