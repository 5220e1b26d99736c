import { z } from 'zod';

/**
 * The back office's reports (issue 22 §9, decision 0116): figures of one currency over a range of UTC days,
 * computed from the ledger. Amounts are major units of that currency, computed from integer minor units.
 */

/** The longest range one report covers, in days. */
export const maxReportDays = 366;

export const reportNames = [
  'revenue',
  'games',
  'providers',
  'payments',
  'players',
  'bonus-cost',
  'interventions',
] as const;
export type ReportName = (typeof reportNames)[number];

const day = z.iso.date('A day as YYYY-MM-DD');
const dayCount = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000 + 1;

export const reportQuerySchema = z
  .object({
    currency: z.string().trim().toUpperCase().min(1).max(10),
    from: day.describe('First UTC day, included'),
    to: day.describe('Last UTC day, included'),
  })
  .superRefine((q, ctx) => {
    const days = dayCount(q.from, q.to);
    if (days < 1) ctx.addIssue({ code: 'custom', path: ['to'], message: 'Not before the first day' });
    if (days > maxReportDays) ctx.addIssue({ code: 'custom', path: ['to'], message: `At most ${maxReportDays} days` });
  });
export type ReportQuery = z.infer<typeof reportQuerySchema>;

export const revenueDaySchema = z.object({
  day: z.string(),
  stakes: z.number().describe('Real-money stakes net of rolled-back bets'),
  wins: z.number().describe('Wins paid to the real balance'),
  ggr: z.number().describe('Stakes − wins'),
  bonusCost: z.number(),
  adjustments: z.number().describe('Manual adjustments: credits − debits'),
  fees: z.number().describe('Tournament buy-ins'),
  ngr: z.number().describe('GGR − bonus cost − adjustments + fees'),
});
export const gameRevenueSchema = z.object({
  gameId: z.string(),
  game: z.string(),
  provider: z.string(),
  rounds: z.number(),
  stakes: z.number(),
  wins: z.number(),
  ggr: z.number(),
});
export const providerRevenueSchema = z.object({
  providerId: z.string(),
  provider: z.string(),
  rounds: z.number(),
  stakes: z.number(),
  wins: z.number(),
  ggr: z.number(),
});
export const paymentsDaySchema = z.object({
  day: z.string(),
  deposits: z.number().describe('Count of approved deposits'),
  depositAmount: z.number(),
  withdrawals: z.number().describe('Count of paid withdrawals'),
  withdrawalAmount: z.number(),
});
export const playersDaySchema = z.object({
  day: z.string(),
  active: z.number().describe('Players with a real-money stake that day'),
  new: z.number().describe('Players who registered that day in this currency'),
});
export const bonusCostDaySchema = z.object({
  day: z.string(),
  converted: z.number().describe('Bonus money converted to real money'),
  credits: z.number().describe('Cash rewards and prizes paid to the real balance'),
  total: z.number(),
});
export const interventionsDaySchema = z.object({
  day: z.string(),
  limits: z.number().describe('Bet, loss and deposit limits set'),
  selfExclusions: z.number(),
  coolingOffs: z.number(),
  blocks: z.number().describe('Players blocked by staff'),
});

export const reportSchema = z.object({
  currency: z.string(),
  from: z.string(),
  to: z.string(),
  revenue: z.array(revenueDaySchema),
  games: z.array(gameRevenueSchema),
  providers: z.array(providerRevenueSchema),
  payments: z.array(paymentsDaySchema),
  players: z.array(playersDaySchema),
  bonusCost: z.array(bonusCostDaySchema),
  interventions: z.array(interventionsDaySchema),
});
export type Report = z.infer<typeof reportSchema>;
export type RevenueDay = z.infer<typeof revenueDaySchema>;
