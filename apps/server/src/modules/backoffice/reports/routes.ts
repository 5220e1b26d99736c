import {
  type Report,
  type ReportName,
  reportNames,
  reportQuerySchema,
  reportSchema,
} from '@croupier/contracts/admin-reports';
import { errorResponses } from '@croupier/contracts/errors';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { toCsv } from './csv.ts';
import type { Reports } from './service.ts';

/** Each report's columns in the CSV, and which of them are amounts (written with the currency's decimals). */
const columns: Record<
  ReportName,
  { key: Exclude<keyof Report, 'currency' | 'from' | 'to'>; all: string[]; amounts: string[] }
> = {
  revenue: {
    key: 'revenue',
    all: ['day', 'stakes', 'wins', 'ggr', 'bonusCost', 'adjustments', 'fees', 'ngr'],
    amounts: ['stakes', 'wins', 'ggr', 'bonusCost', 'adjustments', 'fees', 'ngr'],
  },
  games: {
    key: 'games',
    all: ['game', 'provider', 'rounds', 'stakes', 'wins', 'ggr'],
    amounts: ['stakes', 'wins', 'ggr'],
  },
  providers: {
    key: 'providers',
    all: ['provider', 'rounds', 'stakes', 'wins', 'ggr'],
    amounts: ['stakes', 'wins', 'ggr'],
  },
  payments: {
    key: 'payments',
    all: ['day', 'deposits', 'depositAmount', 'withdrawals', 'withdrawalAmount'],
    amounts: ['depositAmount', 'withdrawalAmount'],
  },
  players: { key: 'players', all: ['day', 'active', 'new'], amounts: [] },
  'bonus-cost': {
    key: 'bonusCost',
    all: ['day', 'converted', 'credits', 'total'],
    amounts: ['converted', 'credits', 'total'],
  },
  interventions: {
    key: 'interventions',
    all: ['day', 'limits', 'selfExclusions', 'coolingOffs', 'blocks'],
    amounts: [],
  },
};

export function registerReportRoutes(app: FastifyInstance, deps: { reports: Reports }): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.get(
    '/api/admin/reports',
    {
      config: { adminAccess: 'reports.read' },
      schema: {
        tags: ['admin'],
        security: [{ adminCookie: [] }],
        summary: 'Every report of one currency over a range of UTC days',
        description:
          'GGR and NGR by day, by game and by provider; deposits and withdrawals; active and new players; bonus ' +
          'cost; responsible-gaming interventions. Computed from the ledger (decision 0116); major units.',
        querystring: reportQuerySchema,
        response: { 200: z.object({ data: reportSchema }), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({ data: await deps.reports.build(request.query) }),
  );

  typed.get(
    '/api/admin/reports/:report/csv',
    {
      config: { adminAccess: 'reports.read' },
      schema: {
        tags: ['admin'],
        security: [{ adminCookie: [] }],
        summary: 'One report as CSV',
        description:
          'A header row, then the rows of the JSON report; amounts in major units with the currency decimals.',
        params: z.object({ report: z.enum(reportNames) }),
        querystring: reportQuerySchema,
        response: { 200: z.string(), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const report = await deps.reports.build(request.query);
      const shape = columns[request.params.report];
      const decimals = await deps.reports.decimals(report.currency);
      const rows = (report[shape.key] as Record<string, unknown>[]).map((row) =>
        Object.fromEntries(
          shape.all.map((c) => [c, shape.amounts.includes(c) ? (row[c] as number).toFixed(decimals) : row[c]]),
        ),
      );
      const name = `${request.params.report}-${report.currency}-${report.from}-${report.to}.csv`;
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}"`)
        .send(toCsv(shape.all, rows));
    },
  );
}
