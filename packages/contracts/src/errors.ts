import { z } from 'zod';

/** Field name → messages. Nested fields use dots: `fields.phone`. */
export const fieldErrorsSchema = z.record(z.string(), z.array(z.string()));
export type FieldErrors = z.infer<typeof fieldErrorsSchema>;

/** The one error body every failing call returns. */
export const apiErrorSchema = z.object({
  code: z.string().describe('Stable machine-readable code, e.g. validation_failed, not_found'),
  message: z.string().describe('Human-readable summary in English; clients localise by code'),
  fields: fieldErrorsSchema.optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

export const errorBodySchema = z.object({ error: apiErrorSchema });

/** A route's OpenAPI responses for the failing statuses it answers: each is the one error body. */
export const errorResponses = (...statuses: number[]) =>
  Object.fromEntries(statuses.map((status) => [status, errorBodySchema]));

/** Paged lists carry this meta (spec 01 §3). */
export const pageMetaSchema = z.object({
  page: z.number().int().min(1),
  perPage: z.number().int().min(1),
  totalPages: z.number().int().min(0),
  totalRows: z.number().int().min(0),
});
export type PageMeta = z.infer<typeof pageMetaSchema>;

/** `{ data }` envelope: responses are read from a data field (spec 01 §7). */
export const dataOf = <T extends z.ZodType>(schema: T) => z.object({ data: schema });
