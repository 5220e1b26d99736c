import { z } from 'zod';

/**
 * The back office's content editor (issue 22 §8; docs/decisions/0123): every content document per locale,
 * edited as a draft, previewed on the player site with the preview token, then published over the file the
 * repository ships; each publish is kept in the history and can be restored into the draft.
 */

export const adminContentLocaleStateSchema = z.object({
  locale: z.string(),
  hasFile: z.boolean().describe('The repository ships a file for this locale'),
  hasDraft: z.boolean().describe('An unpublished edit waits'),
  version: z.number().int().describe('Published versions so far; 0: players are served the file'),
  publishedAt: z.string().nullable(),
  draftUpdatedAt: z.string().nullable(),
});
export type AdminContentLocaleState = z.infer<typeof adminContentLocaleStateSchema>;

export const adminContentDocumentSummarySchema = z.object({
  path: z.string(),
  hasSchema: z.boolean().describe('Checked against a document schema when saved'),
  banners: z.boolean().describe('Holds banners (hero slides, the sign-up and wallet promo banners)'),
  locales: z.array(adminContentLocaleStateSchema).describe('Only locales with a file or an edit'),
});
export type AdminContentDocumentSummary = z.infer<typeof adminContentDocumentSummarySchema>;

const document = z.record(z.string(), z.unknown());

export const adminContentDocumentSchema = adminContentLocaleStateSchema.extend({
  path: z.string(),
  hasSchema: z.boolean(),
  file: document.nullable().describe('The repository’s file for this locale, as shipped'),
  published: document.nullable().describe('The published edit players are served instead of the file'),
  draft: document.nullable(),
  fallback: document.nullable().describe('What the default locale serves: a key the locale lacks comes from it'),
});
export type AdminContentDocument = z.infer<typeof adminContentDocumentSchema>;

export const adminContentParamsSchema = z.object({ locale: z.string(), '*': z.string() });

export const adminContentDraftBodySchema = z.object({
  document: document.describe('The whole document for this locale, without `status`'),
});
export type AdminContentDraftBody = z.infer<typeof adminContentDraftBodySchema>;

export const adminContentRestoreBodySchema = z.object({ version: z.number().int().positive() });
export type AdminContentRestoreBody = z.infer<typeof adminContentRestoreBodySchema>;

export const adminContentVersionSchema = z.object({
  version: z.number().int(),
  publishedAt: z.string(),
  publishedBy: z.string().nullable(),
  document,
});
export type AdminContentVersion = z.infer<typeof adminContentVersionSchema>;

export const adminContentPreviewSchema = z.object({
  url: z.string().describe('The player site’s page with the preview token: drafts are shown there'),
});
export type AdminContentPreview = z.infer<typeof adminContentPreviewSchema>;
