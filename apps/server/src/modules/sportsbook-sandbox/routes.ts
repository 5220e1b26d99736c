import { readFileSync } from 'node:fs';
import { decimalToMinorUnits } from '@croupier/contracts/minor-units';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../platform/db/database.ts';
import { realLaunchOf } from '../games/launch-player.ts';
import type { GamesModule } from '../games/routes.ts';
import { sportsbookProviderIdentity } from '../games/sportsbook.ts';
import { createSettingsService } from '../settings/service.ts';
import { betView, createSandboxBook, type WalletAnswer } from './book.ts';
import { sandboxSportsbookPage } from './page.ts';

/**
 * The sandbox sportsbook (decision 0136): its page at /sandbox/sportsbook, framed by the site's /sports when
 * SPORTSBOOK_CLIENT_HOST points here, and the small API its script calls — the part a real sportsbook runs on
 * its own servers. The API knows a player only by the session token the site handed the frame; every stake and
 * settlement is a signed seamless-wallet call (book.ts). Absent in production unless SPORTSBOOK_SANDBOX_ENABLED.
 */

const clientScript = readFileSync(new URL('./client.js', import.meta.url), 'utf8');

const tokenBody = z.object({ sessionToken: z.string().min(16).max(200) });
const placeBody = tokenBody.extend({
  selectionId: z.string().min(1).max(64),
  stake: z.string().regex(/^\d{1,18}(\.\d{1,18})?$/, 'a positive decimal'),
});
const settleBody = tokenBody.extend({ outcome: z.enum(['won', 'lost']) });

export function registerSandboxSportsbook(
  app: FastifyInstance,
  deps: { db: Database; games: GamesModule; publicUrl: string },
): void {
  const settings = createSettingsService(deps.db);
  const book = createSandboxBook({
    app,
    provider: sportsbookProviderIdentity,
    secret: () => deps.games.providerSecret(sportsbookProviderIdentity),
  });
  const parentOrigin = new URL(deps.publicUrl).origin;
  // Framed by the site (its public origin) and by itself; nothing else may embed it.
  const policy = [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "connect-src 'self'",
    `frame-ancestors 'self' ${parentOrigin}`,
    "form-action 'none'",
    "base-uri 'none'",
    "object-src 'none'",
  ].join(';');
  const routeOptions = { schema: { hide: true } };

  async function subunitOf(currency: string): Promise<number> {
    const list = await settings.currencies({ visibleOnly: false });
    return Number(list.find((c) => c.code === currency)?.subunitToUnit ?? 100);
  }

  const refuse = (reply: FastifyReply, status: number, code: string, message: string) =>
    reply.status(status).send({ error: { code, message } });
  const passOn = (reply: FastifyReply, answer: WalletAnswer) =>
    reply.status(answer.status === 200 ? 200 : answer.status >= 500 ? 502 : answer.status).send(answer.body);

  app.get('/sandbox/sportsbook', routeOptions, async (request, reply) => {
    const locale = (request.query as { locale?: unknown }).locale;
    reply.raw.removeHeader('x-frame-options');
    return reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-security-policy', policy)
      .send(
        sandboxSportsbookPage({
          parentOrigin,
          locale: typeof locale === 'string' && /^[a-z]{2}(-[a-z]{2})?$/i.test(locale) ? locale : 'en',
        }),
      );
  });

  app.get('/sandbox/sportsbook/client.js', routeOptions, async (_request, reply) =>
    reply
      .header('content-type', 'text/javascript; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(clientScript),
  );

  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post('/sandbox/sportsbook/api/bets', { schema: { hide: true, body: placeBody } }, async (request, reply) => {
    const launch = await realLaunchOf(deps.db, request.body.sessionToken, sportsbookProviderIdentity);
    if (!launch) return refuse(reply, 401, 'session_not_found', 'Unknown session: log in again');
    const subunit = await subunitOf(launch.currency);
    const stake = decimalToMinorUnits(request.body.stake, subunit);
    if (!stake.ok || stake.minor <= 0n) return refuse(reply, 400, 'bad_request', 'The stake has too many decimals');
    const { bet, answer } = await book.place({
      sessionToken: request.body.sessionToken,
      playerId: launch.playerId,
      currency: launch.currency,
      selectionId: request.body.selectionId,
      stakeMinor: stake.minor,
    });
    if (!bet) return passOn(reply, answer);
    return { bet: betView(bet, subunit), balance: answer.body.balance, currency: answer.body.currency };
  });

  api.post('/sandbox/sportsbook/api/bets/list', { schema: { hide: true, body: tokenBody } }, async (request, reply) => {
    const launch = await realLaunchOf(deps.db, request.body.sessionToken, sportsbookProviderIdentity);
    if (!launch) return refuse(reply, 401, 'session_not_found', 'Unknown session: log in again');
    const list = book.list(launch.playerId);
    const views = await Promise.all(list.map(async (bet) => betView(bet, await subunitOf(bet.currency))));
    return { bets: views };
  });

  api.post(
    '/sandbox/sportsbook/api/bets/:id/settle',
    { schema: { hide: true, params: z.object({ id: z.uuid() }), body: settleBody } },
    async (request, reply) => {
      const launch = await realLaunchOf(deps.db, request.body.sessionToken, sportsbookProviderIdentity);
      if (!launch) return refuse(reply, 401, 'session_not_found', 'Unknown session: log in again');
      const { bet, answer } = await book.settle({
        sessionToken: request.body.sessionToken,
        playerId: launch.playerId,
        betId: request.params.id,
        outcome: request.body.outcome,
      });
      if (!bet || answer.status !== 200) return passOn(reply, answer);
      return { bet: betView(bet, await subunitOf(bet.currency)), balance: answer.body.balance };
    },
  );
}
