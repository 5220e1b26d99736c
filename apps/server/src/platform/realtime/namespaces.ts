import { channelOwner, type NamespaceRules, realtimeNamespaces } from '@croupier/contracts/realtime-channels';

export type { NamespaceRules };

export function namespaceOf(channel: string): NamespaceRules | undefined {
  const colon = channel.indexOf(':');
  if (colon <= 0) return undefined;
  const namespace = channel.slice(0, colon);
  if (!Object.hasOwn(realtimeNamespaces, namespace)) return undefined;
  const rules = realtimeNamespaces[namespace] as NamespaceRules;
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
