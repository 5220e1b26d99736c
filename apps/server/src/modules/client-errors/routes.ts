import { clientErrorKinds } from '@croupier/contracts/client-error-limits';
import { type ClientErrorReport, clientErrorReportSchema } from '@croupier/contracts/client-errors';
import { errorResponses } from '@croupier/contracts/errors';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Counter, type Registry } from 'prom-client';
import { z } from 'zod';
import { parseUserAgent } from '../player/client-info.ts';

/** A report is a few KB at most (the contract's caps); anything larger is not one. */
const bodyLimit = 8 * 1024;

/**
 * The site's error reports (decision 0151): logged as warnings with the page, the browser and, for a failed call,
 * the call, and counted by kind in /metrics, so an operator's log search and alerts see what players' browsers
 * hit. Anonymous by design: a report never carries the player's token, and the address is not logged.
 */
export function registerClientErrors(app: FastifyInstance, deps: { metrics: Registry }): void {
  const reports = new Counter({
    name: 'client_errors_total',
    help: 'Error reports from players’ browsers, by kind',
    labelNames: ['kind'] as const,
    registers: [deps.metrics],
  });
  for (const kind of clientErrorKinds) reports.inc({ kind }, 0);

  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/client-errors',
    {
      bodyLimit,
      // Anonymous: a per-address limit keeps a broken page (or someone scripting it) from flooding the log.
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['operations'],
        summary: 'Report an error seen in the site (not a 401 or 403: those end the session)',
        body: clientErrorReportSchema,
        response: { 204: z.null().describe('Recorded'), ...errorResponses(400, 413, 429) },
      },
    },
    async (request, reply) => {
      const report: ClientErrorReport = request.body;
      reports.inc({ kind: report.kind });
      request.log.warn(
        { clientError: report, browser: parseUserAgent(request.headers['user-agent']) },
        `client ${report.kind}: ${report.message}`,
      );
      return reply.status(204).send(null);
    },
  );
}
