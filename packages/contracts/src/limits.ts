import { z } from 'zod';
import { limitDefinition, limitPeriods } from './constants.ts';

/**
 * Responsible-gaming limits (spec 01 §3 "Limit", §4, §7; spec 02 §3 cooling-off) and the reality check.
 * Rules beyond the specs (24-hour wait for looser changes, durations, self-exclusion) are recorded in
 * docs/decisions/0012-limit-windows-and-changes.md.
 */

/** Definitions 1–3 cap money over a period; 4 and 5 are timed blocks without period, currency or amount. */
export const moneyLimitDefinitions = [limitDefinition.bet, limitDefinition.loss, limitDefinition.deposit] as const;
export const blockLimitDefinitions = [limitDefinition.selfExclusion, limitDefinition.coolingOff] as const;
const definitions = [...moneyLimitDefinitions, ...blockLimitDefinitions] as const;
export type LimitDefinition = (typeof definitions)[number];
export type LimitPeriod = (typeof limitPeriods)[number];

/** Durations the regulators name (AGCO 2.23/2.24, UKGC RTS 13): 1 day to 3 months of cooling-off. */
export const coolingOffDurations = ['1d', '1w', '1m', '2m', '3m'] as const;
/** Self-exclusion lasts at least six months (UKGC RTS 13) or for good. */
export const selfExclusionDurations = ['6m', '1y', '5y', 'permanent'] as const;
export const limitDurations = [...coolingOffDurations, ...selfExclusionDurations] as const;
export type LimitDuration = (typeof limitDurations)[number];

/** Hours a looser change or a removal waits before the player may confirm it (AGCO 2.14, UKGC RTS 12). */
export const limitLoosenDelayHours = 24;

export const realityCheckIntervals = [15, 30, 45, 60, 90, 120] as const;

export const limitMessages = {
  definition: 'Definition must be 1 bet, 2 loss, 3 deposit, 4 self-exclusion or 5 cooling-off',
  period: 'Period must be daily, weekly or monthly',
  periodRequired: 'A period is required for bet, loss and deposit limits',
  periodForbidden: 'Self-exclusion and cooling-off have no period',
  currencyRequired: 'A currency is required for bet, loss and deposit limits',
  currencyForbidden: 'Self-exclusion and cooling-off apply to every currency',
  amountRequired: 'An amount is required for bet, loss and deposit limits',
  amountForbidden: 'Self-exclusion and cooling-off have no amount',
  amountPositive: 'The amount must be greater than zero',
  amountTooLarge: 'The amount is too large',
  durationRequired: 'A duration is required for self-exclusion and cooling-off',
  durationForbidden: 'Bet, loss and deposit limits have no duration',
  coolingOffDuration: `Cooling-off lasts ${coolingOffDurations.join(', ')}`,
  selfExclusionDuration: `Self-exclusion lasts ${selfExclusionDurations.join(', ')}`,
  unknownCurrency: 'This currency is not offered',
  decimals: (places: number) => `At most ${places} decimal places for this currency`,
  interval: `The interval must be one of ${realityCheckIntervals.join(', ')} minutes, or null to turn it off`,
} as const;

/** Upper bound in major units; the exact minor-unit range check happens on conversion. */
const maxAmount = 1e15;

const definitionField = z.union(
  definitions.map((d) => z.literal(d)),
  { error: limitMessages.definition },
);
const periodField = z.enum(limitPeriods, { error: limitMessages.period });
const amountField = z
  .number({ error: limitMessages.amountPositive })
  .positive(limitMessages.amountPositive)
  .max(maxAmount, limitMessages.amountTooLarge)
  .describe('Major units, e.g. 25.5 EUR; at most as many decimals as the currency has');

export const pendingLimitChangeSchema = z.object({
  removal: z.boolean().describe('True when the player asked to remove the limit'),
  period: periodField.nullable().describe('The period after the change; null for a removal'),
  amount: z.number().nullable().describe('The amount after the change; null for a removal'),
  effectiveAt: z.iso.datetime().describe('From then on the player may confirm the change'),
  confirmable: z.boolean().describe('effectiveAt has passed: POST …/confirm applies the change'),
});
export type PendingLimitChange = z.infer<typeof pendingLimitChangeSchema>;

export const limitSchema = z.object({
  id: z.uuid(),
  definition: definitionField.describe('1 bet, 2 loss, 3 deposit, 4 self-exclusion, 5 cooling-off'),
  period: periodField.nullable().describe('Null for self-exclusion and cooling-off'),
  currency: z.string().nullable().describe('Null for self-exclusion and cooling-off'),
  amount: z.number().nullable().describe('Major units; null for self-exclusion and cooling-off'),
  expiredAt: z.iso
    .datetime()
    .nullable()
    .describe('End of a cooling-off or timed self-exclusion; null otherwise (and for a permanent exclusion)'),
  pendingChange: pendingLimitChangeSchema.nullable().describe('A looser change or removal waiting for 24 h'),
  imposed: z.boolean().describe('Set by the casino (responsible gaming): the player can neither loosen nor remove it'),
  createdAt: z.iso.datetime(),
});
export type Limit = z.infer<typeof limitSchema>;

export const createLimitBodySchema = z
  .object({
    definition: definitionField,
    period: periodField.optional(),
    currency: z.string().trim().toUpperCase().min(1, limitMessages.currencyRequired).max(10).optional(),
    amount: amountField.optional(),
    duration: z
      .enum(limitDurations, { error: `Duration must be one of ${limitDurations.join(', ')}` })
      .optional()
      .describe('Cooling-off: 1d, 1w, 1m, 2m, 3m. Self-exclusion: 6m, 1y, 5y, permanent'),
  })
  .check((ctx) => {
    const body = ctx.value;
    const issue = (path: string, message: string) =>
      ctx.issues.push({ code: 'custom', path: [path], message, input: body });
    const isMoney = (moneyLimitDefinitions as readonly number[]).includes(body.definition);
    if (isMoney) {
      if (body.period === undefined) issue('period', limitMessages.periodRequired);
      if (body.currency === undefined) issue('currency', limitMessages.currencyRequired);
      if (body.amount === undefined) issue('amount', limitMessages.amountRequired);
      if (body.duration !== undefined) issue('duration', limitMessages.durationForbidden);
      return;
    }
    if (body.period !== undefined) issue('period', limitMessages.periodForbidden);
    if (body.currency !== undefined) issue('currency', limitMessages.currencyForbidden);
    if (body.amount !== undefined) issue('amount', limitMessages.amountForbidden);
    if (body.duration === undefined) issue('duration', limitMessages.durationRequired);
    else if (
      body.definition === limitDefinition.coolingOff &&
      !(coolingOffDurations as readonly string[]).includes(body.duration)
    ) {
      issue('duration', limitMessages.coolingOffDuration);
    } else if (
      body.definition === limitDefinition.selfExclusion &&
      !(selfExclusionDurations as readonly string[]).includes(body.duration)
    ) {
      issue('duration', limitMessages.selfExclusionDuration);
    }
  });
export type CreateLimitBody = z.infer<typeof createLimitBodySchema>;

/** PUT /api/player/limits/{limitId} (S1.7-44): the new period and amount. */
export const updateLimitBodySchema = z.object({ period: periodField, amount: amountField });
export type UpdateLimitBody = z.infer<typeof updateLimitBodySchema>;

export const limitIdParamsSchema = z.object({ limitId: z.uuid('Not a limit id') });

export const limitConfirmResultSchema = z.object({
  status: z.enum(['changed', 'removed']),
  limit: limitSchema.nullable().describe('The limit after the change; null once removed'),
});
export type LimitConfirmResult = z.infer<typeof limitConfirmResultSchema>;

// ---------------------------------------------------------------------------------------------------
// Reality check

export const realityCheckSchema = z.object({
  intervalMinutes: z
    .number()
    .int()
    .nullable()
    .describe('How often the site reminds the player of time and money spent; null when off'),
  sessionStartedAt: z.iso.datetime().describe('Start of the current login session'),
  sessionMinutes: z.number().int().min(0),
  netPosition: z
    .number()
    .nullable()
    .describe('Wins minus stakes of real-money play this session, major units; null when nothing was staked'),
  currency: z.string().nullable().describe('The currency of netPosition (the player’s); null with it'),
  dueAt: z.iso
    .datetime()
    .nullable()
    .describe('When the next reminder must be shown and acknowledged; null when the check is off'),
});
export type RealityCheck = z.infer<typeof realityCheckSchema>;

export const realityCheckBodySchema = z.object({
  intervalMinutes: z.union([...realityCheckIntervals.map((minutes) => z.literal(minutes)), z.null()], {
    error: limitMessages.interval,
  }),
});
export type RealityCheckBody = z.infer<typeof realityCheckBodySchema>;
