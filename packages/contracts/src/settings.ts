import { z } from 'zod';

export const currencySchema = z.object({
  code: z.string().describe('ISO 4217 code, or the ticker for crypto'),
  symbol: z.string(),
  subunitToUnit: z.number().int().positive().describe('Minor units in one major unit, e.g. 100 for CAD'),
  type: z.enum(['fiat', 'crypto']),
  isEnabled: z.boolean(),
  isBase: z.boolean(),
  rate: z.object({ rate: z.number().positive().describe('Value of one unit in the base currency') }),
  subCurrencies: z.array(z.object({ code: z.string(), subunitToUnit: z.number().int().positive() })),
});
export type Currency = z.infer<typeof currencySchema>;

export const localeSchema = z.object({ code: z.string(), isDefault: z.boolean() });
export type LocaleSetting = z.infer<typeof localeSchema>;

export const countrySchema = z.object({
  code: z.string().length(2),
  name: z.string(),
  locale: z.string(),
  restrict: z.boolean().describe('Restricted jurisdiction: not offered, geo-restricted layout'),
});
export type Country = z.infer<typeof countrySchema>;

export const communicationSubjects = [
  'account',
  'payments',
  'bonuses',
  'games',
  'responsible-gaming',
  'other',
] as const;

export const communicationBodySchema = z.object({
  name: z.string().trim().min(2).max(100),
  email: z.email().max(254),
  subject: z.enum(communicationSubjects),
  message: z.string().trim().min(10).max(5000),
  locale: z
    .string()
    .regex(/^[a-z]{2}(-[a-z]{2})?$/)
    .optional(),
});
export type CommunicationBody = z.infer<typeof communicationBodySchema>;
