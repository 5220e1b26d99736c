import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { players } from '../player/tables.ts';

/**
 * One verification case per player and provider. `externalId` is our reference sent to the provider (a
 * random id, so the provider never learns player ids); `applicantId` is the provider's own id, known at
 * once for the sandbox and from the first lookup or webhook for Sumsub.
 */
export const kycApplicants = pgTable(
  'kyc_applicants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: ['sandbox', 'sumsub'] }).notNull(),
    externalId: text('external_id').notNull(),
    applicantId: text('applicant_id'),
    status: text('status', { enum: ['init', 'pending', 'approved', 'rejected'] })
      .notNull()
      .default('init'),
    /** The provider's last answer as given (GREEN, RED), kept for support. */
    reviewAnswer: text('review_answer'),
    /** Provider-specific progress, e.g. the sandbox's stored step uploads. */
    providerData: jsonb('provider_data').$type<Record<string, string>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('kyc_applicants_player_provider_idx').on(t.playerId, t.provider),
    uniqueIndex('kyc_applicants_external_idx').on(t.provider, t.externalId),
  ],
);

/** Webhook deliveries already applied: a provider retries, and a captured request may be replayed. */
export const kycWebhookEvents = pgTable(
  'kyc_webhook_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);

/** Files a player uploads on the documents page; the bytes live in DocumentStorage under `storageKey`. */
export const playerDocuments = pgTable(
  'player_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ['passport', 'id_card', 'driving_licence', 'proof_of_address', 'selfie'] }).notNull(),
    /** contracts/constants documentStatus: 1 pending, 2 approved, 3 rejected. */
    status: integer('status').notNull().default(1),
    fileName: text('file_name').notNull(),
    /** Detected from the file's first bytes, never taken from the upload's declared type. */
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    storageKey: text('storage_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('player_documents_player_idx').on(t.playerId, t.createdAt)],
);
