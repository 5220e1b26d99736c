import type { LoyaltyLevel } from '@croupier/contracts/retention';
import { LoyaltyBoard } from '../features/loyalty/loyalty-board.tsx';
import { requireFeature } from '../features/session/route-access.server.ts';
import { withRouteMessages } from '../i18n/route-messages.server.ts';
import { serverApi } from '../platform/api/server-api.server.ts';
import { PageFrame } from '../ui/page-frame.tsx';
import type { Route } from './+types/loyalty';

/** The message namespaces of this module's static-import closure (i18n/message-namespaces.test.ts checks). */
const messageNamespaces = ['loyalty', 'pages'];

/**
 * Hidden (404) while the feature is off or not configured (spec 01 §2, §6). The levels are public and come with
 * the page; the player's own account loads in the browser, where the session is.
 */
async function pageLoader(args: Route.LoaderArgs) {
  requireFeature(args, 'loyalty');
  const answer = await serverApi(args.context, { request: args.request })<LoyaltyLevel[]>({
    path: '/api/retention/levels',
  });
  return { levels: answer.ok ? answer.data : null };
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <PageFrame name="loyalty">
      <LoyaltyBoard levels={loaderData.levels} />
    </PageFrame>
  );
}

export const loader = withRouteMessages(messageNamespaces, pageLoader);
