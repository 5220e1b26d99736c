import { dataOf, errorBodySchema } from '@croupier/contracts/errors';
import { type DevMessage, devMessageSchema, devOutboxQuerySchema } from '@croupier/contracts/player';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database, Executor } from '../../platform/db/database.ts';
import { devMessages } from './tables.ts';

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  links: string[];
}

/**
 * The development outbox's writer for e-mails. Written inside the caller's transaction, so a rolled-back
 * registration stores nothing. Used when SMTP_URL is unset (messages.ts); only outside production can
 * anyone read the table over HTTP.
 */
export async function sendEmail(tx: Executor, email: OutgoingEmail): Promise<void> {
  await tx.insert(devMessages).values({ channel: 'email', ...email });
}

export interface OutgoingSms {
  to: string;
  text: string;
}

/** The development outbox's writer for SMS: the same table, channel 'sms'; used when SMS_GATEWAY_URL is unset. */
export async function sendSms(tx: Executor, sms: OutgoingSms): Promise<void> {
  await tx.insert(devMessages).values({ channel: 'sms', to: sms.to, subject: '', text: sms.text, links: [] });
}

const listLimit = 100;

async function listMessages(db: Database, to: string | undefined): Promise<DevMessage[]> {
  const rows = await db
    .select()
    .from(devMessages)
    .where(to ? eq(devMessages.to, to.trim().toLowerCase()) : undefined)
    .orderBy(desc(devMessages.createdAt), desc(devMessages.id))
    .limit(listLimit);
  return rows.map((row) => ({
    id: row.id,
    channel: row.channel,
    to: row.to,
    subject: row.subject,
    text: row.text,
    links: row.links,
    createdAt: row.createdAt.toISOString(),
  }));
}

/** GET /api/dev/outbox: the last 100 messages, newest first. Never registered in production. */
export function registerDevOutbox(app: FastifyInstance, deps: { db: Database }): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/dev/outbox',
    {
      schema: {
        tags: ['development'],
        summary: 'Development only: e-mails and SMS the platform sent, newest first',
        querystring: devOutboxQuerySchema,
        response: { 200: dataOf(z.array(devMessageSchema)), 400: errorBodySchema },
      },
    },
    async (request) => ({ data: await listMessages(deps.db, request.query.to) }),
  );
}
