import type { siteContext } from '../platform/site-context.ts';
import { routeMessages } from './catalog.server.ts';
import { pageLocale } from './page-locale.server.ts';

interface LoaderArgs {
  request: Request;
  context: { get(key: typeof siteContext): { country: string | undefined } };
}

/** What a route's data carries beside its own: read by the root's I18nProvider through `useMatches`. */
export interface WithMessages {
  messages: Record<string, string>;
}

/**
 * A route's loader whose data also carries the messages of the namespaces the route's code uses (decision
 * 0131); a route without data of its own passes no loader. The route's own data type stays as it was: only
 * the I18nProvider reads `messages`. Responses (redirects) and errors pass through untouched.
 */
export function withRouteMessages<A extends LoaderArgs, R>(
  namespaces: readonly string[],
  loader?: (args: A) => R,
): (args: A) => R {
  return ((args: A) => {
    const messages = routeMessages(pageLocale(args.request, args.context), namespaces);
    const result = loader ? loader(args) : null;
    return result instanceof Promise ? result.then((value) => attach(value, messages)) : attach(result, messages);
  }) as (args: A) => R;
}

/** A route's own `messages` would be overwritten by the i18n record (the dev outbox's list once was): refuse it. */
function own(data: object): object {
  if ('messages' in data) throw new Error('a route loader must not return a key named messages (decision 0131)');
  return data;
}

function attach(value: unknown, messages: Record<string, string>): unknown {
  if (value === null || value === undefined) return { messages };
  if (value instanceof Response) return value;
  if (typeof value !== 'object') return value;
  // data(…) from react-router: a DataWithResponseInit holding the data and the response's status and headers.
  if ('type' in value && value.type === 'DataWithResponseInit' && 'data' in value) {
    const data = value.data;
    if (data === null || data === undefined) return Object.assign(value, { data: { messages } });
    if (typeof data === 'object' && !Array.isArray(data))
      return Object.assign(value, { data: { ...own(data), messages } });
    return value;
  }
  if (Array.isArray(value)) return value;
  return { ...own(value), messages };
}
