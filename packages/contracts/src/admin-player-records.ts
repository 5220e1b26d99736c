import { z } from 'zod';
import { pageMetaSchema } from './errors.ts';
import { intParam } from './query-params.ts';

/**
 * The player page's longer records (issue 22 §3): staff notes and the history of the player's limits. Game
 * rounds and messenger messages are the player's own pages (games, messenger contracts), read for staff.
 */

export const playerNoteMaxLength = 2000;

export const adminRecordsQuerySchema = z.object({
  page: intParam('page', 100_000).default(1),
  perPage: intParam('perPage', 100).default(20),
});
export type AdminRecordsQuery = z.infer<typeof adminRecordsQuerySchema>;

export const adminPlayerNoteBodySchema = z.object({
  text: z
    .string()
    .trim()
    .min(1, 'Write the note')
    .max(playerNoteMaxLength, `At most ${playerNoteMaxLength} characters`),
});

export const adminPlayerNoteSchema = z.object({
  id: z.uuid(),
  text: z.string(),
  author: z.object({ id: z.uuid(), email: z.string(), name: z.string() }),
  createdAt: z.iso.datetime(),
});
export type AdminPlayerNote = z.infer<typeof adminPlayerNoteSchema>;

export const adminPlayerNotesPageSchema = z.object({ data: z.array(adminPlayerNoteSchema), meta: pageMetaSchema });
export type AdminPlayerNotesPage = z.infer<typeof adminPlayerNotesPageSchema>;

/** What a limit was before or after one change, in major units. */
export const limitStateSchema = z.object({
  period: z.string().nullable(),
  currency: z.string().nullable(),
  amount: z.number().nullable(),
  expiresAt: z.iso.datetime().nullable(),
  pendingChange: z
    .object({ removal: z.boolean(), period: z.string().nullable(), amount: z.number().nullable() })
    .nullable(),
});

export const limitHistoryEntrySchema = z.object({
  id: z.uuid(),
  limitId: z.uuid().nullable(),
  at: z.iso.datetime(),
  action: z
    .string()
    .describe(
      'created, changed, change_requested, change_withdrawn, removal_requested, removed, lifted, reality_check_set',
    ),
  definition: z.number().int().nullable().describe('1 bet, 2 loss, 3 deposit, 4 self-exclusion, 5 cooling-off'),
  actor: z.enum(['player', 'operator', 'system']),
  staff: z
    .object({ id: z.uuid(), email: z.string().nullable() })
    .nullable()
    .describe('Who imposed or lifted it, for an operator entry'),
  before: limitStateSchema.nullable(),
  after: limitStateSchema.nullable().describe('Null once removed or lifted'),
  realityCheckMinutes: z
    .object({ before: z.number().int().nullable(), after: z.number().int().nullable() })
    .nullable()
    .describe('For reality_check_set only'),
});
export type LimitHistoryEntry = z.infer<typeof limitHistoryEntrySchema>;

export const limitHistoryPageSchema = z.object({ data: z.array(limitHistoryEntrySchema), meta: pageMetaSchema });
export type LimitHistoryPage = z.infer<typeof limitHistoryPageSchema>;
