import { notificationState } from '@croupier/contracts/constants';
import {
  type Message,
  type MessagesPage,
  type MessagesQuery,
  messengerErrorCodes,
  messengerTopics,
  type ReadMessagesResult,
} from '@croupier/contracts/messenger';
import { asLocale, defaultLocale, type Locale } from '@croupier/i18n/locales';
import type { MoneyCurrency } from '@croupier/i18n/money';
import type { Database, Executor } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/errors.ts';
import { appendEvents, type DomainEvent } from '../../platform/outbox/outbox.ts';
import type { PlayerAccess } from '../player/access.ts';
import type { SettingsService } from '../settings/service.ts';
import {
  insertMessages,
  type MessageRow,
  markRead,
  messageCounts,
  ownedMessageIds,
  pageOfMessages,
  type StoredMessage,
} from './messenger-store.ts';
import {
  broadcastKind,
  isMessageKind,
  localizedText,
  type MessageKind,
  type MessageParams,
  type MessageText,
  renderMessage,
} from './messenger-texts.ts';

/**
 * The messenger's one way in and its player calls. Other modules (and this module's event subscriber)
 * write messages with `send` in their own transaction; a message exists once per player and source key, so
 * a replayed event or a retried call writes nothing more, and only a message written now is announced on
 * the player's notification channel (outbox `notification.message.created`, decision 0077).
 */

export type { MessageKind, MessageParams } from './messenger-texts.ts';

export interface MessageToSend {
  playerId: string;
  kind: MessageKind | typeof broadcastKind;
  params?: MessageParams;
  /** The fact the message reports, unique per player: `invoice:<id>:success`, `broadcast:<id>`. */
  sourceKey: string;
  broadcastId?: string;
  /** Known already (a broadcast's page of players): saves looking it up. */
  locale?: string | null;
  /** A broadcast's words per locale. */
  broadcast?: { title: Record<string, string>; body: Record<string, string> };
}

export type CurrencyBook = ReadonlyMap<string, MoneyCurrency>;

export function currencyBook(
  currencies: readonly { code: string; symbol?: string | null; subunitToUnit: number | bigint; type: string }[],
): CurrencyBook {
  return new Map(
    currencies.map((c) => [
      c.code,
      {
        code: c.code,
        symbol: c.symbol ?? undefined,
        subunitToUnit: Number(c.subunitToUnit),
        type: c.type === 'crypto' ? 'crypto' : 'fiat',
      },
    ]),
  );
}

function textOf(row: StoredMessage, locale: Locale, currencies: CurrencyBook): MessageText {
  if (row.kind === broadcastKind) {
    return {
      title: localizedText(row.broadcastTitle ?? {}, locale),
      body: localizedText(row.broadcastBody ?? {}, locale),
    };
  }
  return renderMessage(row.kind, row.params as MessageParams, locale, currencies);
}

export function messageView(row: StoredMessage, locale: Locale, currencies: CurrencyBook): Message {
  return {
    id: row.id,
    readAt: row.readAt?.toISOString() ?? null,
    state: row.readAt ? notificationState.read : notificationState.unread,
    createdAt: row.createdAt.toISOString(),
    kind: row.kind,
    content: textOf(row, locale, currencies),
  };
}

export const messageCreatedEvent = (playerId: string, message: Message): DomainEvent => ({
  topic: messengerTopics.messageCreated,
  aggregateId: playerId,
  payload: { playerId, message },
});

export function createMessenger(deps: { db: Database; access: PlayerAccess; settings: SettingsService }) {
  const { db, access, settings } = deps;

  /**
   * Writes the messages not written yet and announces each new one, worded in its reader's locale, in the
   * caller's transaction. Answers how many were new.
   */
  async function send(tx: Executor, messages: MessageToSend[]): Promise<number> {
    for (const message of messages) {
      if (message.kind !== broadcastKind && !isMessageKind(message.kind)) {
        throw new Error(`unknown messenger kind ${message.kind}`);
      }
    }
    const inserted = await insertMessages(
      tx,
      messages.map((m) => ({
        playerId: m.playerId,
        kind: m.kind,
        params: m.params ?? {},
        sourceKey: m.sourceKey,
        broadcastId: m.broadcastId ?? null,
      })),
    );
    if (inserted.length === 0) return 0;
    const currencies = currencyBook(await settings.storedCurrencies(tx));
    const bySource = new Map(messages.map((m) => [`${m.playerId} ${m.sourceKey}`, m]));
    const events: DomainEvent[] = [];
    for (const row of inserted) {
      const sent = bySource.get(`${row.playerId} ${row.sourceKey}`);
      const stored = withBroadcast(row, sent?.broadcast);
      const locale =
        asLocale(sent?.locale !== undefined ? sent.locale : await access.localeOf(tx, row.playerId)) ?? defaultLocale;
      events.push(messageCreatedEvent(row.playerId, messageView(stored, locale, currencies)));
    }
    await appendEvents(tx, events);
    return inserted.length;
  }

  /** The reader's locale: the request's (the site sends its page's), else the one chosen at sign-up. */
  async function readerLocale(playerId: string, requested: Locale | undefined): Promise<Locale> {
    return requested ?? asLocale(await access.localeOf(db, playerId)) ?? defaultLocale;
  }

  return {
    send,

    async list(playerId: string, query: MessagesQuery, requested: Locale | undefined): Promise<MessagesPage> {
      const [rows, counts, locale, currencies] = await Promise.all([
        pageOfMessages(db, playerId, { limit: query.perPage, offset: (query.page - 1) * query.perPage }),
        messageCounts(db, playerId),
        readerLocale(playerId, requested),
        settings.currencies({ visibleOnly: false }).then(currencyBook),
      ]);
      return {
        data: rows.map((row) => messageView(row, locale, currencies)),
        meta: {
          page: query.page,
          perPage: query.perPage,
          totalPages: Math.ceil(counts.total / query.perPage),
          totalRows: counts.total,
          totalUnread: counts.unread,
        },
      };
    },

    /** Marks the player's messages read; one id that is not theirs refuses the whole call (404). */
    async read(playerId: string, messageIds: string[]): Promise<ReadMessagesResult> {
      const ids = [...new Set(messageIds)];
      return db.transaction(async (tx) => {
        const owned = await ownedMessageIds(tx, playerId, ids);
        const missing = ids.filter((id) => !owned.has(id));
        if (missing.length > 0) {
          throw new AppError(404, messengerErrorCodes.messageNotFound, 'No such message', {
            messageIds: missing.map((id) => `No message ${id}`),
          });
        }
        const read = await markRead(tx, playerId, ids);
        return { read, totalUnread: (await messageCounts(tx, playerId)).unread };
      });
    },

    async readAll(playerId: string): Promise<ReadMessagesResult> {
      return db.transaction(async (tx) => {
        const read = await markRead(tx, playerId, undefined);
        return { read, totalUnread: (await messageCounts(tx, playerId)).unread };
      });
    },
  };
}

function withBroadcast(row: MessageRow, broadcast: MessageToSend['broadcast']): StoredMessage {
  return { ...row, broadcastTitle: broadcast?.title ?? null, broadcastBody: broadcast?.body ?? null };
}

export type Messenger = ReturnType<typeof createMessenger>;
