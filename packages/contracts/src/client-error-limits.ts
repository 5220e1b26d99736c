/**
 * The site's error reports' kinds and caps (decision 0151), apart from their schema so that the browser's reporter
 * reads them without bringing zod into every page's first load.
 */

/** exception: an uncaught error; rejection: an unhandled promise rejection; api: a call our API failed. */
export const clientErrorKinds = ['exception', 'rejection', 'api'] as const;
export type ClientErrorKind = (typeof clientErrorKinds)[number];

/** Caps that keep one report small: a stack is cut, never refused. */
export const clientErrorLimits = { message: 500, stack: 4000, path: 500, code: 64, reportsPerPage: 10 } as const;
