import { z } from 'zod';
import { fourEyesSchema } from './admin-withdrawals.ts';

/**
 * Manual adjustments (issue 22 §6, decision 0110): a goodwill credit or a correction (debit) of a player's
 * real balance, always a ledger posting with a reason, never an UPDATE of a balance.
 */

export const adjustmentDirections = ['credit', 'debit'] as const;

export const adjustmentBodySchema = z.object({
  playerId: z.uuid('A player id'),
  currency: z.string().trim().toUpperCase().min(1).max(10),
  direction: z
    .enum(adjustmentDirections)
    .describe('credit: goodwill to the player; debit: a correction taking money back'),
  amount: z.number().positive('More than zero').max(1_000_000_000).describe('Major units'),
  reason: z.string().trim().min(3, 'Give a reason').max(500),
  idempotencyKey: z
    .string()
    .trim()
    .min(8, 'At least 8 characters')
    .max(100)
    .describe('A retry with the same key posts nothing more: the ledger key is built from it'),
});
export type AdjustmentBody = z.infer<typeof adjustmentBodySchema>;

export const adjustmentSchema = z.object({
  id: z.string().describe('The decision id (four-eyes) or the ledger transaction id'),
  playerId: z.string(),
  currency: z.string(),
  direction: z.enum(adjustmentDirections),
  amount: z.number(),
  reason: z.string(),
  status: z.enum(['posted', 'awaiting_second', 'refused']),
  ledgerTransactionId: z.string().nullable(),
  fourEyes: fourEyesSchema,
});
export type Adjustment = z.infer<typeof adjustmentSchema>;

export const adjustmentParamsSchema = z.object({ id: z.uuid('An adjustment id') });
