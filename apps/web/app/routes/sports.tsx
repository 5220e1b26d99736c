import { requireFeature } from '../features/session/route-access.server.ts';
import { SportsbookFrame } from '../features/sportsbook/sportsbook-frame.tsx';
import { withRouteMessages } from '../i18n/route-messages.server.ts';
import { useRootData } from '../platform/root-data.ts';
import { siteContext } from '../platform/site-context.ts';
import { PageFrame } from '../ui/page-frame.tsx';
import type { Route } from './+types/sports';

/** The message namespaces of this module's static-import closure (i18n/message-namespaces.test.ts checks). */
const messageNamespaces = ['pages'];

/**
 * Hidden (404) while the sportsbook's client host or id is not configured (spec 01 §2, §6); otherwise the
 * sportsbook in its frame (decision 0136).
 */
function pageLoader(args: Route.LoaderArgs) {
  requireFeature(args, 'sports');
  const config = args.context.get(siteContext).publicConfig;
  return { host: config.sportsbookClientHost ?? '', clientId: config.sportsbookClientId ?? '' };
}

export default function Page({ loaderData }: Route.ComponentProps) {
  const loggedIn = useRootData()?.loggedIn === true;
  return (
    <PageFrame name="sports">
      <SportsbookFrame host={loaderData.host} clientId={loaderData.clientId} loggedIn={loggedIn} />
    </PageFrame>
  );
}

export const loader = withRouteMessages(messageNamespaces, pageLoader);
