import { z } from 'zod';
import { playerBonusSchema } from './bonus.ts';
import { createLimitBodySchema, limitSchema } from './limits.ts';
import { invoiceStatisticsSchema } from './payments.ts';
import { playerProfileSchema, sessionItemSchema } from './player.ts';
import { verificationStateSchema } from './verification.ts';
import { walletAccountSchema } from './wallet.ts';

/** The back office's players: search, block and unblock, close sessions (issue 22 §3). */

export const adminPlayerSchema = z.object({
  id: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  nickname: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  country: z.string().nullable(),
  currency: z.string(),
  status: z.number().int().describe('1 active, 2 limited, 3 disabled (blocked), 4 self-excluded'),
  segmentIds: z.array(z.number().int()),
  identityVerified: z.boolean(),
  createdAt: z.string(),
});
export type AdminPlayer = z.infer<typeof adminPlayerSchema>;

export const adminPlayersQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .min(2, 'At least 2 characters')
    .max(254)
    .describe('An id, or the start of an e-mail, phone, nickname, first, last or full name'),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

export const adminPlayerParamsSchema = z.object({ id: z.uuid('A player id') });

export const adminPlayerReasonBodySchema = z.object({
  reason: z.string().trim().min(3, 'Give a reason').max(500).describe('Kept in the audit trail'),
});

export const adminPlayerStatusSchema = z.object({ id: z.string(), status: z.number().int() });
export const adminSessionsClosedSchema = z.object({ sessionsClosed: z.number().int() });

export const adminPlayerSegmentsBodySchema = z.object({
  vip: z.boolean(),
  duplicate: z.boolean(),
  reason: z.string().trim().min(3, 'Give a reason').max(500).describe('Kept in the audit trail'),
});

export const adminPlayerSegmentsSchema = z.object({
  vip: z.boolean(),
  duplicate: z.boolean(),
  segmentIds: z.array(z.number().int()),
});
export type AdminPlayerSegments = z.infer<typeof adminPlayerSegmentsSchema>;

/**
 * One player as the back office's player page shows them: the profile and standing, and what each domain
 * module holds for them. Longer histories (payments) are paged by their own calls.
 */
export const adminPlayerDetailSchema = z.object({
  profile: playerProfileSchema,
  segments: adminPlayerSegmentsSchema,
  accounts: z.array(walletAccountSchema),
  verification: verificationStateSchema,
  limits: z.array(limitSchema).describe('In force or waiting to take effect'),
  sessions: z.array(sessionItemSchema).describe('Live sessions, the most recently seen first (at most 20)'),
  liveSessions: z.number().int(),
  bonuses: z.array(playerBonusSchema).describe('Issued and active bonuses'),
  depositCounts: z.array(invoiceStatisticsSchema),
  sharedDevices: z
    .array(z.object({ id: z.string(), email: z.string() }))
    .describe('Other accounts seen on one of this player’s devices (fingerprints)'),
});
export type AdminPlayerDetail = z.infer<typeof adminPlayerDetailSchema>;

/** Staff impose a limit or an exclusion (the player's own create body) and say why (issue 22 §3). */
export const adminImposeLimitBodySchema = z.object({
  limit: createLimitBodySchema,
  reason: z.string().trim().min(3, 'Give a reason').max(500).describe('Kept in the audit trail'),
});

export const adminLimitParamsSchema = z.object({ id: z.uuid('A player id'), limitId: z.uuid('A limit id') });
