import { z } from 'zod';

/** The back office's audit trail (issue 22 §10, decision 0108). */

export const adminAuditEntrySchema = z.object({
  id: z.string().describe('Position in the chain (a 64-bit integer as a string)'),
  staffId: z.string().nullable(),
  action: z.string().describe('e.g. staff.sign_in, withdrawal.approve'),
  targetType: z.string(),
  targetId: z.string().nullable(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  at: z.string(),
  hash: z.string(),
});
export type AdminAuditEntry = z.infer<typeof adminAuditEntrySchema>;

export const adminAuditQuerySchema = z.object({
  staffId: z.uuid().optional(),
  action: z.string().trim().min(1).max(100).optional(),
  targetType: z.string().trim().min(1).max(100).optional(),
  targetId: z.string().trim().min(1).max(200).optional(),
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
  before: z
    .string()
    .regex(/^\d{1,19}$/, 'An entry id')
    .optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
