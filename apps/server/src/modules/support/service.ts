import {
  type AdminSupportConversation,
  type AdminSupportList,
  type AdminSupportThread,
  type SupportMessage,
  type SupportThread,
  supportErrorCodes,
  supportTopics,
} from '@croupier/contracts/support';
import { eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../platform/db/database.ts';
import { AppError, notFound } from '../../platform/http/errors.ts';
import { appendEvents } from '../../platform/outbox/outbox.ts';
import type { PlayerModule } from '../player/routes.ts';
import {
  type ConversationRow,
  conversationById,
  conversationPage,
  conversationView,
  countAfter,
  historyPage,
  lastMessages,
  lastSeq,
  type MessageRow,
  messageByKey,
  messageView,
  openConversationOf,
  openOrStart,
} from './store.ts';
import { supportConversations, supportMessages } from './tables.ts';

/** An agent as the support module records them: their staff id and the name the player sees. */
export interface SupportAgent {
  staffId: string;
  name: string;
}

/** Called inside the agent action's transaction: the back office writes its audit row there. */
export type InTransaction = (tx: Executor) => Promise<void>;

const noConversation = () => new AppError(404, supportErrorCodes.noConversation, 'You have no open support chat');

/**
 * The support chat's rules (decision 0132): the player's own open conversation, messages stored once per
 * idempotency key, read marks per side, and every change announced on the player's channel through the outbox
 * (so it reaches the site after the commit, once).
 */
export function createSupportService(deps: { db: Database; clock: () => Date; player: PlayerModule }) {
  const { db, clock } = deps;
  const access = deps.player.access;

  /** The player's tags for the agents (spec 01 §4): `vip` when in the VIP segment of the content settings. */
  async function tagsOf(tx: Executor, playerId: string): Promise<string[]> {
    const [profile, ids] = await Promise.all([access.profileOf(tx, playerId), access.segmentIds()]);
    return ids.vip !== undefined && profile?.segmentIds.includes(ids.vip) ? ['vip'] : [];
  }

  async function announceMessage(tx: Executor, conversation: ConversationRow, message: MessageRow, readSeq: number) {
    const unread = await countAfter(tx, conversation.id, 'agent', readSeq);
    await appendEvents(tx, [
      {
        topic: supportTopics.messageCreated,
        aggregateId: conversation.id,
        payload: { playerId: conversation.playerId, event: { message: messageView(message), unread } },
      },
    ]);
  }

  async function announceEnd(tx: Executor, conversation: ConversationRow, by: 'player' | 'agent') {
    await appendEvents(tx, [
      {
        topic: supportTopics.conversationEnded,
        aggregateId: conversation.id,
        payload: { playerId: conversation.playerId, event: { conversationId: conversation.id, by } },
      },
    ]);
  }

  async function adminView(executor: Executor, row: ConversationRow, last: MessageRow | undefined) {
    const [profile, unread] = await Promise.all([
      access.profileOf(executor, row.playerId),
      countAfter(executor, row.id, 'player', row.agentReadSeq),
    ]);
    const view: AdminSupportConversation = {
      id: row.id,
      playerId: row.playerId,
      playerEmail: profile?.email || null,
      status: row.status,
      tags: row.tags,
      createdAt: row.createdAt.toISOString(),
      closedAt: row.closedAt?.toISOString() ?? null,
      unread,
      lastMessage: last ? messageView(last) : null,
    };
    return view;
  }

  return {
    /** The player's open conversation and a page of it (none: an empty thread). */
    async thread(playerId: string, page: { before?: number | undefined; limit: number }): Promise<SupportThread> {
      const conversation = await openConversationOf(db, playerId);
      if (!conversation) return { conversation: null, messages: [], hasMore: false };
      const [history, unread] = await Promise.all([
        historyPage(db, conversation.id, page),
        countAfter(db, conversation.id, 'agent', conversation.playerReadSeq),
      ]);
      return {
        conversation: conversationView(conversation, unread),
        messages: history.messages.map(messageView),
        hasMore: history.hasMore,
      };
    },

    /** A player's message: the same idempotency key again answers the first message and stores nothing. */
    async send(playerId: string, body: string, idempotencyKey: string) {
      return db.transaction(async (tx) => {
        const now = clock();
        const tags = await tagsOf(tx, playerId);
        const existing = await messageByKey(tx, playerId, idempotencyKey);
        if (existing) {
          const conversation = await conversationById(tx, existing.conversationId);
          if (!conversation) throw new Error('a message without its conversation');
          const unread = await countAfter(tx, conversation.id, 'agent', conversation.playerReadSeq);
          return { conversation: conversationView(conversation, unread), message: messageView(existing) };
        }
        const conversation = await openOrStart(tx, playerId, tags, now);
        const [message] = await tx
          .insert(supportMessages)
          .values({ conversationId: conversation.id, playerId, author: 'player', body, idempotencyKey, createdAt: now })
          .onConflictDoNothing()
          .returning();
        if (!message) {
          // The same key sent twice at once: the other request stored it.
          const first = await messageByKey(tx, playerId, idempotencyKey);
          if (!first) throw new Error('an idempotent message is missing');
          return { conversation: conversationView(conversation, 0), message: messageView(first) };
        }
        // Writing reads everything before it: the player has seen the replies they answer.
        const [updated] = await tx
          .update(supportConversations)
          .set({ tags, lastMessageAt: now, playerReadSeq: message.seq })
          .where(eq(supportConversations.id, conversation.id))
          .returning();
        const current = updated ?? conversation;
        await announceMessage(tx, current, message, message.seq);
        return { conversation: conversationView(current, 0), message: messageView(message) };
      });
    },

    /** Everything up to `upTo` (else all so far) read by the player; the unread count left. */
    async markRead(playerId: string, upTo: number | undefined) {
      return db.transaction(async (tx) => {
        const conversation = await openConversationOf(tx, playerId, true);
        if (!conversation) throw noConversation();
        const latest = await lastSeq(tx, conversation.id);
        const seq = Math.max(conversation.playerReadSeq, Math.min(upTo ?? latest, latest));
        const [updated] = await tx
          .update(supportConversations)
          .set({ playerReadSeq: seq })
          .where(eq(supportConversations.id, conversation.id))
          .returning();
        const row = updated ?? conversation;
        return conversationView(row, await countAfter(tx, row.id, 'agent', row.playerReadSeq));
      });
    },

    /** The player ends the chat: the conversation closes; the next message starts a new one. */
    async end(playerId: string) {
      return db.transaction(async (tx) => {
        const conversation = await openConversationOf(tx, playerId, true);
        if (!conversation) throw noConversation();
        const now = clock();
        await tx
          .update(supportConversations)
          .set({ status: 'closed', closedAt: now, closedBy: 'player' })
          .where(eq(supportConversations.id, conversation.id));
        await announceEnd(tx, conversation, 'player');
      });
    },

    agent: {
      async list(query: {
        status: 'open' | 'closed' | 'all';
        page: number;
        perPage: number;
      }): Promise<AdminSupportList> {
        const { rows, total } = await conversationPage(db, query);
        const last = await lastMessages(
          db,
          rows.map((r) => r.id),
        );
        const data = await Promise.all(rows.map((row) => adminView(db, row, last.get(row.id))));
        return { data, meta: { page: query.page, perPage: query.perPage, totalRows: total } };
      },

      /** One conversation, its latest 200 messages; opening it marks the player's messages read by the agents. */
      async read(id: string): Promise<AdminSupportThread> {
        const conversation = await conversationById(db, id);
        if (!conversation) throw notFound('No such conversation');
        const history = await historyPage(db, id, { limit: 200 });
        const latest = history.messages.at(-1)?.seq ?? 0;
        if (latest > conversation.agentReadSeq) {
          await db
            .update(supportConversations)
            .set({ agentReadSeq: sql`greatest(${supportConversations.agentReadSeq}, ${latest})` })
            .where(eq(supportConversations.id, id));
          conversation.agentReadSeq = latest;
        }
        return {
          conversation: await adminView(db, conversation, history.messages.at(-1)),
          messages: history.messages.map(messageView),
        };
      },

      async reply(
        agent: SupportAgent,
        id: string,
        body: string,
        audit: (tx: Executor, message: SupportMessage) => Promise<void>,
      ) {
        return db.transaction(async (tx) => {
          const conversation = await conversationById(tx, id, true);
          if (!conversation) throw notFound('No such conversation');
          if (conversation.status !== 'open') {
            throw new AppError(409, supportErrorCodes.conversationClosed, 'This chat has ended');
          }
          const now = clock();
          const [message] = await tx
            .insert(supportMessages)
            .values({
              conversationId: id,
              playerId: conversation.playerId,
              author: 'agent',
              staffId: agent.staffId,
              agentName: agent.name,
              body,
              createdAt: now,
            })
            .returning();
          if (!message) throw new Error('the reply just written is missing');
          await tx
            .update(supportConversations)
            .set({ lastMessageAt: now, agentReadSeq: message.seq })
            .where(eq(supportConversations.id, id));
          await announceMessage(tx, conversation, message, conversation.playerReadSeq);
          const view = messageView(message);
          await audit(tx, view);
          return view;
        });
      },

      /** The agent ends the chat; answers whether it was open (closing twice changes nothing). */
      async close(id: string, audit: InTransaction): Promise<boolean> {
        return db.transaction(async (tx) => {
          const conversation = await conversationById(tx, id, true);
          if (!conversation) throw notFound('No such conversation');
          if (conversation.status !== 'open') return false;
          await tx
            .update(supportConversations)
            .set({ status: 'closed', closedAt: clock(), closedBy: 'agent' })
            .where(eq(supportConversations.id, id));
          await announceEnd(tx, conversation, 'agent');
          await audit(tx);
          return true;
        });
      },
    },
  };
}

export type SupportService = ReturnType<typeof createSupportService>;
