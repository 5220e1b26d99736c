import { z } from 'zod';

/**
 * The site's error reports (spec 01 §8, decision 0151): what went wrong in a player's browser, sent to the
 * operator's own server instead of a third-party tracker. A 401 or 403 answer is never one: it ends the session
 * and is expected.
 */

/** exception: an uncaught error; rejection: an unhandled promise rejection; api: a call our API failed. */
export const clientErrorKinds = ['exception', 'rejection', 'api'] as const;
export type ClientErrorKind = (typeof clientErrorKinds)[number];

/** Caps that keep one report small: a stack is cut, never refused. */
export const clientErrorLimits = { message: 500, stack: 4000, path: 500, code: 64, reportsPerPage: 10 } as const;

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
