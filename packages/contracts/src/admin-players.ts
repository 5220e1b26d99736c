import { z } from 'zod';

/** The back office's players: search, block and unblock, close sessions (issue 22 §3). */

export const adminPlayerSchema = z.object({
  id: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
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
  q: z.string().trim().min(2, 'At least 2 characters').max(254).describe('An id, or the start of an e-mail or phone'),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

export const adminPlayerParamsSchema = z.object({ id: z.uuid('A player id') });

export const adminPlayerReasonBodySchema = z.object({
  reason: z.string().trim().min(3, 'Give a reason').max(500).describe('Kept in the audit trail'),
});

export const adminPlayerStatusSchema = z.object({ id: z.string(), status: z.number().int() });
export const adminSessionsClosedSchema = z.object({ sessionsClosed: z.number().int() });
