import { localizePath } from '@croupier/i18n/locales';
import { and, asc, eq, inArray, isNull, lte } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.ts';
import { emailLocale, supportReplyEmail } from '../player/emails.ts';
import type { PlayerModule } from '../player/routes.ts';
import { supportConversations, supportMessages } from './tables.ts';

const batchSize = 50;

/**
 * The e-mail fallback (decision 0132): an agent reply the player has not read `afterMinutes` after it was
 * written is e-mailed to them once, with the other replies of the same conversation due at the same time, in
 * their language. Every reply is settled once: the run claims due replies with `for update skip locked`,
 * stamps `fallback_at` on each (e-mailed or, when already read, not needed) and queues the e-mail through the player
 * module's message queue in that same transaction, so several processes running it send each reply at most once,
 * and a rollback sends nothing.
 */
export function createSupportEmailFallback(deps: {
  db: Database;
  clock: () => Date;
  player: PlayerModule;
  publicUrl: string;
  afterMinutes: number;
}) {
  const { db, clock, player } = deps;

  /** One batch; answers how many replies it settled (the caller runs again while batches are full). */
  async function runBatch(): Promise<{ settled: number; emailed: number }> {
    return db.transaction(async (tx) => {
      const now = clock();
      const due = new Date(now.getTime() - deps.afterMinutes * 60_000);
      const rows = await tx
        .select({
          id: supportMessages.id,
          seq: supportMessages.seq,
          playerId: supportMessages.playerId,
          conversationId: supportMessages.conversationId,
          body: supportMessages.body,
          agentName: supportMessages.agentName,
        })
        .from(supportMessages)
        .where(
          and(
            eq(supportMessages.author, 'agent'),
            isNull(supportMessages.fallbackAt),
            lte(supportMessages.createdAt, due),
          ),
        )
        .orderBy(asc(supportMessages.createdAt))
        .limit(batchSize)
        .for('update', { skipLocked: true });
      if (rows.length === 0) return { settled: 0, emailed: 0 };
      const conversationIds = [...new Set(rows.map((r) => r.conversationId))];
      const reads = await tx
        .select({ id: supportConversations.id, readSeq: supportConversations.playerReadSeq })
        .from(supportConversations)
        .where(inArray(supportConversations.id, conversationIds));
      const readSeq = new Map(reads.map((r) => [r.id, r.readSeq]));
      await tx
        .update(supportMessages)
        .set({ fallbackAt: now })
        .where(
          inArray(
            supportMessages.id,
            rows.map((r) => r.id),
          ),
        );
      const unread = rows.filter((r) => r.seq > (readSeq.get(r.conversationId) ?? 0));
      let emailed = 0;
      for (const conversationId of new Set(unread.map((r) => r.conversationId))) {
        const replies = unread.filter((r) => r.conversationId === conversationId);
        const playerId = replies[0]?.playerId;
        if (!playerId) continue;
        const profile = await player.access.profileOf(tx, playerId);
        // A player who signed up by phone has no address: their replies wait on the site.
        if (!profile?.email) continue;
        const locale = emailLocale(await player.access.localeOf(tx, playerId));
        const link = `${deps.publicUrl}${localizePath('/', locale)}?chat=open`;
        const text = replies.map((r) => (r.agentName ? `${r.agentName}: ${r.body}` : r.body)).join('\n\n');
        await player.messages.email(tx, supportReplyEmail(profile.email, text, link, locale));
        emailed += replies.length;
      }
      return { settled: rows.length, emailed };
    });
  }

  return {
    /** Settles every due reply; answers how many were e-mailed. */
    async run(): Promise<number> {
      let emailed = 0;
      for (;;) {
        const batch = await runBatch();
        emailed += batch.emailed;
        if (batch.settled < batchSize) return emailed;
      }
    },
  };
}
