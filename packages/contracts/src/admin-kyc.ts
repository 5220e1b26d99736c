import { z } from 'zod';

/** The back office's identity-verification review (issue 22 §4, decision 0105). */

export const adminKycCaseSchema = z.object({
  id: z.string().describe('The verification case (applicant) id'),
  playerId: z.string(),
  provider: z.string(),
  status: z.enum(['init', 'pending', 'approved', 'rejected']),
  updatedAt: z.string(),
  documents: z.array(
    z.object({
      id: z.string(),
      type: z.string(),
      status: z.number().int(),
      fileName: z.string(),
      mimeType: z.string(),
      size: z.number().int(),
      createdAt: z.string(),
    }),
  ),
});

export type AdminKycCase = z.infer<typeof adminKycCaseSchema>;

export const adminKycParamsSchema = z.object({ id: z.uuid('A verification case id') });

export const adminKycDecisionBodySchema = z.object({
  decision: z.enum(['approved', 'rejected']),
  reason: z.string().trim().min(3, 'Give a reason').max(500).describe('Kept in the audit trail'),
});
