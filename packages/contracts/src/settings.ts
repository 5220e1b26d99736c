import { z } from 'zod';
import type { settingsConstants } from './constants.ts';

/**
 * A positive whole number that may exceed 2^53: `z.int()` stops at the safe-integer range, yet ETH has
 * 10^18 wei per unit, and powers of ten up to 10^22 are exact doubles.
 */
const wholeNumber = z.number().positive().multipleOf(1);

export const currencySchema = z.object({
  code: z.string().describe('ISO 4217 code, or the ticker for crypto'),
  symbol: z.string(),
  subunitToUnit: wholeNumber.describe('Minor units in one major unit, e.g. 100 for CAD, 10^18 for ETH'),
  type: z.enum(['fiat', 'crypto']),
  isEnabled: z.boolean(),
  isBase: z.boolean(),
  rate: z.object({ rate: z.number().positive().describe('Value of one unit in the base currency') }),
  subCurrencies: z.array(z.object({ code: z.string(), subunitToUnit: wholeNumber })),
});
export type Currency = z.infer<typeof currencySchema>;

export const currencyQuerySchema = z.object({
  visible: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true')
    .describe('true: only enabled currencies (the offered list); false or absent: all'),
});

export const localeSchema = z.object({ code: z.string(), isDefault: z.boolean() });
export type LocaleSetting = z.infer<typeof localeSchema>;

export const countrySchema = z.object({
  code: z.string().length(2),
  name: z.string(),
  locale: z.string(),
  restrict: z.boolean().describe('Restricted jurisdiction: not offered, geo-restricted layout'),
});
export type Country = z.infer<typeof countrySchema>;

export const timeZoneSchema = z.object({ id: z.string(), name: z.string() });
export type TimeZone = z.infer<typeof timeZoneSchema>;

const enumValues = z.record(z.string(), z.number().int()).describe('Name → numeric value');

/** The shape of `settingsConstants`; `satisfies` keeps its keys exactly in step with the constants. */
export const settingsConstantsSchema = z.object({
  playerStatus: enumValues,
  timeZones: z.array(timeZoneSchema).readonly(),
  documentStatus: enumValues,
  paymentInvoiceStatus: enumValues,
  paymentInvoiceType: enumValues,
  betStatus: enumValues,
  playerBonusStatus: enumValues,
  playerBonusResult: enumValues,
  playerFreespinStatus: enumValues,
  playerFreespinResult: enumValues,
  limitDefinition: enumValues,
  limitPeriods: z.array(z.string()).readonly(),
  bonusType: enumValues,
  bonusCodeMode: enumValues,
  bonusCodeStatus: enumValues,
  gamePlatform: enumValues,
  questState: enumValues,
  notificationState: enumValues,
} satisfies Record<keyof typeof settingsConstants, z.ZodType>);

export const communicationCreatedSchema = z.object({ id: z.uuid(), createdAt: z.iso.datetime() });
export type CommunicationCreated = z.infer<typeof communicationCreatedSchema>;

export const communicationSubjects = [
  'account',
  'verification',
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
