import { useMemo } from 'react';
import { useMatches } from 'react-router';

/**
 * The shell's messages and those every matched route's data carries (withRouteMessages), as one record. Its
 * identity changes only when a route's messages do, so the I18n object is not rebuilt on every render.
 */
export function useRouteMessages(shell: Record<string, string>): Record<string, string> {
  const matches = useMatches();
  const parts = matches.map((match) => routeMessagesOf(match.loaderData));
  const identity = parts.filter(Boolean);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the parts' identities are the dependencies
  return useMemo(() => Object.assign({}, shell, ...identity), [shell, ...identity]);
}

function routeMessagesOf(data: unknown): Record<string, string> | undefined {
  // withRouteMessages adds the record to an object route data; other data (none, a list) has none.
  return (data as { messages?: Record<string, string> } | null | undefined)?.messages;
}
