import { z } from 'zod';
import { clientErrorKinds, clientErrorLimits } from './client-error-limits.ts';

/**
 * The site's error reports (spec 01 §8, decision 0151): what went wrong in a player's browser, sent to the
 * operator's own server instead of a third-party tracker. A 401 or 403 answer is never one: it ends the session
 * and is expected.
 */

/** A path on this site (the page, or the API call's path), never a full URL with someone else's host. */
const sitePath = z
  .string()
  .max(clientErrorLimits.path)
  .regex(/^\/(?!\/)/, 'must be a path on this site');

/** `POST /api/client-errors` (anonymous, answered 204). */
export const clientErrorReportSchema = z.strictObject({
  kind: z.enum(clientErrorKinds),
  message: z.string().min(1).max(clientErrorLimits.message),
  stack: z.string().max(clientErrorLimits.stack).optional(),
  /** The page's path (no query: it may hold a one-time token). */
  page: sitePath,
  /** kind api only: the call that failed. */
  api: z
    .strictObject({
      method: z.enum(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']),
      path: sitePath,
      status: z.number().int().min(100).max(599),
      code: z.string().max(clientErrorLimits.code),
    })
    .optional(),
});
export type ClientErrorReport = z.infer<typeof clientErrorReportSchema>;
