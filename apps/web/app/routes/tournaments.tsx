import type { Tournament } from '@croupier/contracts/tournaments';
import { TournamentList } from '../features/tournaments/tournament-list.tsx';
import { withRouteMessages } from '../i18n/route-messages.server.ts';
import { serverApi } from '../platform/api/server-api.server.ts';
import { PageFrame } from '../ui/page-frame.tsx';
import type { Route } from './+types/tournaments';

/** The message namespaces of this module's static-import closure (i18n/message-namespaces.test.ts checks). */
const messageNamespaces = ['pages', 'tournaments'];

/** /tournaments (spec 01 §2, open): running, upcoming and finished tournaments, from the public list. */
async function pageLoader(args: Route.LoaderArgs) {
  const answer = await serverApi(args.context, { request: args.request })<Tournament[]>({
    path: '/api/retention/tournaments?perPage=50',
  });
  return { tournaments: answer.ok ? answer.data : null };
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <PageFrame name="tournaments">
      <TournamentList tournaments={loaderData.tournaments} />
    </PageFrame>
  );
}

export const loader = withRouteMessages(messageNamespaces, pageLoader);
