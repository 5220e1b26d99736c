import { z } from 'zod';
import { invoiceSchema } from './payments.ts';

/** The back office's withdrawals queue with four-eyes approval (issue 22 §5, decision 0109). */

export const fourEyesSchema = z.object({
  status: z
    .enum(['not_needed', 'awaiting_first', 'awaiting_second', 'confirmed', 'refused'])
    .describe(
      'not_needed: at or below ADMIN_FOUR_EYES_AMOUNT; awaiting_first: above it, no approval yet; awaiting_second: a first approval waits for another staff member',
    ),
  requestedBy: z.string().nullable(),
  requestedAt: z.string().nullable(),
  decidedBy: z.string().nullable(),
});

export const withdrawalRiskSchema = z.object({
  turnoverRequired: z.number().describe('Deposits × TURNOVER_MULTIPLIER, major units'),
  turnoverWagered: z.number(),
  turnoverRemaining: z.number(),
  activeBonus: z.object({ id: z.string(), name: z.string() }).nullable(),
  identityVerified: z.boolean(),
  duplicate: z.boolean().describe('The player shares a device fingerprint with another account'),
  playerStatus: z.number().int().nullable(),
  country: z.string().nullable(),
});

export const adminWithdrawalSchema = z.object({
  invoice: invoiceSchema,
  playerId: z.string(),
  amountInBase: z.number().describe('The amount in the base currency, at the current rate'),
  needsFourEyes: z.boolean(),
  fourEyes: fourEyesSchema,
  risk: withdrawalRiskSchema,
});
export type AdminWithdrawal = z.infer<typeof adminWithdrawalSchema>;

export const adminWithdrawalsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(20),
});

export const adminWithdrawalParamsSchema = z.object({ id: z.uuid('An invoice id') });

export const adminRejectBodySchema = z.object({
  reason: z.string().trim().min(1, 'Give a reason').max(500).describe('Shown to the player as statusResult'),
});

export const adminDecisionSchema = z.object({
  invoice: invoiceSchema,
  fourEyes: fourEyesSchema,
});
