import { z } from 'zod';
import { documentStatus } from './constants.ts';

/**
 * Identity verification (spec 01 §1, §2, §3, §7; spec 02 §4) and the documents page. Design choices are
 * recorded in docs/decisions/0015-identity-verification.md.
 */

export const kycProviders = ['sandbox', 'sumsub'] as const;
export type KycProviderName = (typeof kycProviders)[number];

/** none: never started; init: started, nothing submitted; pending: submitted, awaiting the review. */
export const verificationStatuses = ['none', 'init', 'pending', 'approved', 'rejected'] as const;
export type VerificationStatus = (typeof verificationStatuses)[number];

export const documentTypes = ['passport', 'id_card', 'driving_licence', 'proof_of_address', 'selfie'] as const;
export type DocumentType = (typeof documentTypes)[number];

/** Accepted uploads, recognised by their first bytes rather than by the declared type. */
export const documentMimeTypes = ['image/jpeg', 'image/png', 'application/pdf'] as const;
export type DocumentMimeType = (typeof documentMimeTypes)[number];
export const documentMaxBytes = 5 * 1024 * 1024;

export const verificationStateSchema = z.object({
  provider: z.enum(kycProviders).nullable().describe('The configured provider; null when none is available'),
  status: z.enum(verificationStatuses),
  sumsubVerified: z.boolean().describe('Identity verified (the profile flag of the same name)'),
  documentsHidden: z.boolean().describe('The documents page is hidden (provider enabled with its hide flag)'),
});
export type VerificationState = z.infer<typeof verificationStateSchema>;

export const verificationStartBodySchema = z
  .object({
    returnPath: z
      .string()
      .max(200)
      .regex(/^\/(?![/\\])[^\s]*$/, 'Must be a path on this site')
      .optional()
      .describe('Where a hosted page links back to; a path on this site'),
  })
  // Fastify hands a request without a body over as null; the body is optional.
  .nullish();

export const verificationStartSchema = z.object({
  applicantId: z.string(),
  url: z.string().optional().describe('Hosted verification page to open (sandbox); a path on this site'),
  accessToken: z.string().optional().describe('Token for the provider SDK (Sumsub)'),
});
export type VerificationStart = z.infer<typeof verificationStartSchema>;

export const providerParamsSchema = z.object({ provider: z.string().min(1).max(40) });

export const playerDocumentSchema = z.object({
  id: z.uuid(),
  type: z.enum(documentTypes),
  status: z
    .union([z.literal(documentStatus.pending), z.literal(documentStatus.approved), z.literal(documentStatus.rejected)])
    .describe('1 pending, 2 approved, 3 rejected'),
  fileName: z.string(),
  mimeType: z.enum(documentMimeTypes),
  size: z.number().int(),
  createdAt: z.string(),
});
export type PlayerDocument = z.infer<typeof playerDocumentSchema>;

export const documentIdParamsSchema = z.object({ id: z.uuid('Not a document id') });

export const documentMessages = {
  typeRequired: 'Choose the document type',
  fileRequired: 'Attach a file',
  fileType: 'The file must be a JPEG or PNG image or a PDF',
  fileTooLarge: 'The file must be at most 5 MB',
} as const;
