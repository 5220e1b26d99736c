import { paymentInvoiceStatus, paymentInvoiceType } from '@croupier/contracts/constants';
import { type RealtimePublication, realtimePublicationSchema } from '@croupier/contracts/realtime';
import {
  playerChannels,
  publicChannels,
  realtimeEvents,
  tournamentBoardChannel,
} from '@croupier/contracts/realtime-channels';

/**
 * Which domain events reach which channel (a player's own, or a public feed), and as what. Modules append the topic to the outbox
 * in the transaction of their change; the realtime subscriber publishes after commit, once per event
 * (the outbox event id is the publication's idempotency key). Topics of areas not built yet are mapped
 * already, so those areas only have to emit them.
 */

export interface ChannelPublication {
  channel: string;
  message: RealtimePublication;
}

type Payload = Record<string, unknown> & { playerId: string };
type Mapper = (payload: Payload) => ChannelPublication[];
/** A topic that goes to a public channel of its own rather than a player's (no playerId in its payload). */
type PublicMapper = (payload: Record<string, unknown>) => ChannelPublication[];

const betRefusals: Record<string, RealtimePublication['type']> = {
  restricted: realtimeEvents.betRestricted,
  max_exceeded: realtimeEvents.betMaxExceeded,
  balance_insufficient: realtimeEvents.betBalanceInsufficient,
};

const on =
  (channelOf: (playerId: string) => string, type: RealtimePublication['type'], field?: string): Mapper =>
  (payload) => [
    {
      channel: channelOf(payload.playerId),
      message: { type, data: field ? payload[field] : payload } as RealtimePublication,
    },
  ];

const accountUpdated = on(playerChannels.walletAccounts, realtimeEvents.accountUpdated, 'account');
/** The game events that moved money announce the account themselves, instead of a wallet.account.changed. */
const accountMoved: Mapper = (payload) => (payload.account ? accountUpdated(payload) : []);

export const publicationsByTopic: Record<string, Mapper> = {
  'player.updated': (payload) => [
    {
      channel: playerChannels.profile(payload.playerId),
      message: {
        type: realtimeEvents.playerUpdated,
        data: { playerId: payload.playerId, changed: (payload.changed as string[] | undefined) ?? [] },
      },
    },
  ],
  'wallet.account.changed': accountUpdated,
  'payment.invoice.changed': (payload) => {
    const invoice = (payload.invoice ?? {}) as { type?: number; invoiceType?: number; status: number };
    // The site's deposit analytics event carries which successful deposit this is (spec 02 §7).
    const number = (payload.deposit as { number?: number | null } | undefined)?.number;
    const updated = typeof number === 'number' ? { ...invoice, successDepositNumber: number } : invoice;
    const out: ChannelPublication[] = [
      {
        channel: playerChannels.paymentInvoices(payload.playerId),
        message: { type: realtimeEvents.transactionUpdated, data: updated } as RealtimePublication,
      },
    ];
    if (
      (invoice.type ?? invoice.invoiceType) === paymentInvoiceType.deposit &&
      invoice.status === paymentInvoiceStatus.rejected &&
      payload.previousStatus !== paymentInvoiceStatus.rejected
    ) {
      out.push({
        channel: playerChannels.paymentInvoices(payload.playerId),
        message: { type: realtimeEvents.depositFailed, data: invoice } as RealtimePublication,
      });
    }
    return out;
  },
  /** A credit the history lists (decision 0102): the open history shows its row at once. */
  'wallet.credit.posted': on(playerChannels.paymentInvoices, realtimeEvents.transactionUpdated, 'invoice'),
  /** payload: { playerId, reason: restricted | max_exceeded | balance_insufficient, refusal: {…} } */
  'game.bet.refused': (payload) => {
    const type = betRefusals[String(payload.reason)];
    if (!type) return [];
    return [
      {
        channel: playerChannels.bets(payload.playerId),
        message: {
          type,
          data: { ...(payload.refusal as Record<string, unknown>), cause: payload.cause },
        } as RealtimePublication,
      },
    ];
  },
  /** A debit's event carries the account it moved (decision 0047): the player's live balance. */
  'game.bet.placed': accountMoved,
  /**
   * A credit that ended a round and paid carries the account it moved; only a round that paid out carries
   * `winner`, which goes to every visitor's winners ticker.
   */
  'game.round.settled': (payload) => [
    ...accountMoved(payload),
    ...(payload.winner
      ? [
          {
            channel: publicChannels.winners,
            message: { type: realtimeEvents.winner, data: payload.winner } as RealtimePublication,
          },
        ]
      : []),
  ],
  'retention.quest.updated': on(playerChannels.quests, realtimeEvents.questUpdated, 'quest'),
  'retention.quest.task.updated': on(playerChannels.quests, realtimeEvents.questTaskUpdated, 'task'),
  'retention.loyalty.account.updated': on(
    playerChannels.loyaltyAccount,
    realtimeEvents.loyaltyAccountUpdated,
    'account',
  ),
  'retention.tournament.updated': on(playerChannels.tournaments, realtimeEvents.tournamentUpdated, 'tournament'),
  'bonus.player-bonus.updated': on(playerChannels.bonuses, realtimeEvents.bonusUpdated, 'bonus'),
  'bonus.player-freespin.updated': on(playerChannels.freespins, realtimeEvents.freespinUpdated, 'freespin'),
  'bonus.player-bonus-code.updated': on(playerChannels.bonusCodes, realtimeEvents.bonusCodeUpdated, 'bonusCode'),
  'notification.message.created': on(playerChannels.notifications, realtimeEvents.messageCreated, 'message'),
  /** payload `{ playerId, event: { message, unread } }` (support module, decision 0132). */
  'support.message.created': on(playerChannels.supportChat, realtimeEvents.supportMessageCreated, 'event'),
  /** payload `{ playerId, event: { conversationId, by } }`. */
  'support.conversation.ended': on(playerChannels.supportChat, realtimeEvents.supportConversationEnded, 'event'),
};

/**
 * Topics named by the payload rather than by one player: a public channel (everyone watching something), or
 * several players' own channels at once.
 */
export const publicPublicationsByTopic: Record<string, PublicMapper> = {
  /**
   * payload `{ tournamentId, tournament, ranks: [{ playerId, me }] }`: a rank flush's players, one event for all of
   * them (decision 0138); each is told the tournament as they see it on their own channel, as
   * `retention.tournament.updated` would tell one.
   */
  'retention.tournament.ranks': (payload) => {
    const { tournament, ranks } = payload as { tournament?: unknown; ranks?: unknown };
    if (typeof tournament !== 'object' || tournament === null || !Array.isArray(ranks)) return [];
    return ranks.flatMap((rank: { playerId?: unknown; me?: unknown }) =>
      typeof rank?.playerId === 'string' && rank.playerId !== ''
        ? [
            {
              channel: playerChannels.tournaments(rank.playerId),
              message: {
                type: realtimeEvents.tournamentUpdated,
                data: { ...tournament, me: rank.me } as unknown,
              } as RealtimePublication,
            },
          ]
        : [],
    );
  },
  /** payload `{ tournamentId, board }`: the coalesced leaderboard (decision 0098). */
  'retention.tournament.board': (payload) =>
    typeof payload.tournamentId === 'string'
      ? [
          {
            channel: tournamentBoardChannel(payload.tournamentId),
            message: { type: realtimeEvents.tournamentBoard, data: payload.board } as RealtimePublication,
          },
        ]
      : [],
};

export interface MappedPublications {
  publications: ChannelPublication[];
  /** Publications whose data does not match its contract schema: a bug in the emitting module. */
  invalid: { channel: string; type: unknown; issues: string }[];
}

/**
 * The publications an outbox event turns into, each checked against its schema in
 * `@croupier/contracts/realtime` (what is sent is what the schema parsed), so the site can trust them.
 */
export function publicationsFor(topic: string, payload: unknown): MappedPublications {
  const result: MappedPublications = { publications: [], invalid: [] };
  if (typeof payload !== 'object' || payload === null) return result;
  const mapped = Object.hasOwn(publicPublicationsByTopic, topic)
    ? publicPublicationsByTopic[topic]?.(payload as Record<string, unknown>)
    : playerPublications(topic, payload);
  for (const { channel, message } of mapped ?? []) {
    const parsed = realtimePublicationSchema.safeParse(message);
    if (parsed.success) result.publications.push({ channel, message: parsed.data });
    else result.invalid.push({ channel, type: message.type, issues: parsed.error.message });
  }
  return result;
}

function playerPublications(topic: string, payload: object): ChannelPublication[] {
  const mapper = Object.hasOwn(publicationsByTopic, topic) ? publicationsByTopic[topic] : undefined;
  const { playerId } = payload as { playerId?: unknown };
  if (!mapper || typeof playerId !== 'string' || playerId === '') return [];
  return mapper(payload as Payload);
}
