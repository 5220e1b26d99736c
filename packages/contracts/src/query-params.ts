import { z } from 'zod';

/** A positive whole-number query parameter up to `max`, with messages that name it. */
export const intParam = (name: string, max: number) =>
  z.coerce
    .number({ error: `${name} must be a number` })
    .int(`${name} must be a whole number`)
    .min(1, `${name} must be at least 1`)
    .max(max, `${name} must be at most ${max}`);

/** A currency code in a query or body, trimmed and upper-cased. */
export const currencyParam = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9]{2,10}$/, 'Not a currency code');
