import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { players } from '../tables.ts';

/**
 * Accounts at identity providers linked to players. The subject (`sub`) is the provider's stable id for the
 * person, unlike the e-mail, which the person may change there: later logins find the player by it.
 */
export const playerSocialIdentities = pgTable(
  'player_social_identities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The provider id of OIDC_PROVIDERS, or 'dev' for the embedded development provider. */
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    /** The verified e-mail the provider reported when the link was made (support and audits). */
    email: text('email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('player_social_identities_subject_idx').on(t.provider, t.subject),
    index('player_social_identities_player_idx').on(t.playerId),
  ],
);

/**
 * Authorization requests in flight: state, PKCE verifier and nonce stay on the server (never in a cookie),
 * so the callback needs nothing but the state it carries. Single use, ten minutes.
 */
export const socialLoginStates = pgTable(
  'social_login_states',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** SHA-256 of the state: the value itself travels in URLs and logs, the table never holds it. */
    stateHash: text('state_hash').notNull(),
    provider: text('provider').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    nonce: text('nonce').notNull(),
    /** A path on this site to go to afterwards (the locale home); never an absolute URL. */
    returnTo: text('return_to').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('social_login_states_hash_idx').on(t.stateHash),
    index('social_login_states_expiry_idx').on(t.expiresAt),
  ],
);

/**
 * One-time auto-login tokens (links from operators, marketing e-mails or the site). Only the SHA-256 is
 * stored; used and expired rows stay so the answer can say which of the two happened.
 */
export const playerAutologinTokens = pgTable(
  'player_autologin_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    /** Who asked for it ('operator', 'development', …), for audits. */
    createdBy: text('created_by').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('player_autologin_tokens_hash_idx').on(t.tokenHash),
    index('player_autologin_tokens_player_idx').on(t.playerId),
  ],
);
