import { channelOwner } from '@croupier/contracts/realtime';

/**
 * What each channel namespace allows, like Centrifugo's namespace options. A channel outside these
 * namespaces does not exist (error 102). Player channels keep a short history so a client that lost its
 * connection for a moment recovers every missed publication.
 */
export interface NamespaceRules {
  /** Anonymous connections may subscribe (only to channels without a `#` boundary). */
  anonymous: boolean;
  /** Clients may publish themselves; everything else is published by the server from the outbox. */
  clientPublish: boolean;
  presence: boolean;
  historySize: number;
  historyTtlSeconds: number;
  /** `#playerId` required: only that player subscribes. */
  playerBound: boolean;
}

const playerChannel: NamespaceRules = {
  anonymous: false,
  clientPublish: false,
  presence: false,
  historySize: 100,
  historyTtlSeconds: 300,
  playerBound: true,
};

const namespaces: Record<string, NamespaceRules> = {
  bonus: playerChannel,
  game: playerChannel,
  retention: playerChannel,
  notification: playerChannel,
  player: playerChannel,
  wallet: playerChannel,
  payment: playerChannel,
  /** The online channel: its presence is the count of who is on the site; nothing is published on it. */
  public: {
    anonymous: true,
    clientPublish: false,
    presence: true,
    historySize: 0,
    historyTtlSeconds: 0,
    playerBound: false,
  },
};

export function namespaceOf(channel: string): NamespaceRules | undefined {
  const colon = channel.indexOf(':');
  if (colon <= 0) return undefined;
  const rules = namespaces[channel.slice(0, colon)];
  if (!rules) return undefined;
  // A player namespace without `#id`, or a public one with it, is not a channel we serve.
  const owner = channelOwner(channel);
  if (rules.playerBound !== (owner !== undefined && owner.length > 0)) return undefined;
  return rules;
}

export type SubscribeCheck = 'ok' | 'unknown' | 'denied';

/** Who may subscribe: the `#` boundary is the player id, anonymous only where the namespace says so. */
export function maySubscribe(channel: string, playerId: string | undefined): SubscribeCheck {
  if (channel.length > 255) return 'unknown';
  const rules = namespaceOf(channel);
  if (!rules) return 'unknown';
  if (rules.playerBound) return playerId !== undefined && channelOwner(channel) === playerId ? 'ok' : 'denied';
  return playerId !== undefined || rules.anonymous ? 'ok' : 'denied';
}
