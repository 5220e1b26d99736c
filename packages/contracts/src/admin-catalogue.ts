import { z } from 'zod';

/**
 * The back office's catalogue (issue 22 §8; docs/decisions/0119): the content team orders, hides and limits
 * to countries the lobby's collections, orders the games inside one, and hides or restricts a game.
 */

const countryCode = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, 'A two-letter country code');
const countries = z
  .array(countryCode)
  .max(250)
  .transform((codes) => [...new Set(codes)].sort());

export const adminCollectionSchema = z.object({
  id: z.string(),
  identity: z.string(),
  name: z.string(),
  position: z.number().int(),
  isHidden: z.boolean(),
  countries: z.array(z.string()).describe('Countries it is shown in; empty: everywhere'),
  gamesCount: z.number().int(),
});
export type AdminCollection = z.infer<typeof adminCollectionSchema>;

export const adminCatalogueGameSchema = z.object({
  id: z.string(),
  identity: z.string(),
  name: z.string(),
  providerName: z.string(),
  position: z.number().int().describe('Its place in the collection listed'),
  isHidden: z.boolean(),
  restrictedCountries: z.array(z.string()).describe('Countries where it is not offered'),
});
export type AdminCatalogueGame = z.infer<typeof adminCatalogueGameSchema>;

export const adminCatalogueIdParamsSchema = z.object({ id: z.uuid() });

export const adminOrderBodySchema = z
  .object({ ids: z.array(z.uuid()).min(1).max(5000).describe('Every id of the list, in the new order') })
  .refine((body) => new Set(body.ids).size === body.ids.length, { message: 'Each id once', path: ['ids'] });
export type AdminOrderBody = z.infer<typeof adminOrderBodySchema>;

export const adminCollectionBodySchema = z
  .object({ isHidden: z.boolean().optional(), countries: countries.optional() })
  .refine((body) => body.isHidden !== undefined || body.countries !== undefined, {
    message: 'Nothing to change',
    path: ['isHidden'],
  });
export type AdminCollectionBody = z.output<typeof adminCollectionBodySchema>;

export const adminGameBodySchema = z
  .object({ isHidden: z.boolean().optional(), restrictedCountries: countries.optional() })
  .refine((body) => body.isHidden !== undefined || body.restrictedCountries !== undefined, {
    message: 'Nothing to change',
    path: ['isHidden'],
  });
export type AdminGameBody = z.output<typeof adminGameBodySchema>;
